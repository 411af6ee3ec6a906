import { Ajv } from 'ajv';
import { AJV_OPTIONS, AJV_PLUGINS } from '../../src/http/validation.js';
import { OPENAPI_PATH } from '../../src/http/openapi.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

/**
 * A value "not known" (null) sent to the API stays null. The API coerces types (AJV_OPTIONS), and
 * in a union written as anyOf [boolean, null] or [string, null] the first branch coerces null to
 * false or "" and, when nothing else in it refuses that, passes: null is stored as false or ""
 * (issue 31: a rabies diagnosis left empty was stored as negative). A branch that refuses the
 * coerced value (an id's digits, a date, a choice) hands null on to the null branch unchanged. A
 * request schema writes such a field as one type list (`type: ['boolean', 'null']`, schema-kit's
 * nullableString), which coercion leaves alone.
 */

type Schema = { [key: string]: unknown };
type Document = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: { schema?: Schema; name: string }[] }>>;
  components: { schemas: Record<string, Schema> };
};

const FORMATS = ['date', 'date-time', 'time', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6', 'regex'];

/** What null becomes in a branch of each type, under the API's coercion. */
const COERCED_FROM_NULL: Record<string, unknown> = { boolean: false, string: '' };

/** The API's ajv; the formats (date, date-time, e-mail …) each refuse an empty text, as the API's do. */
const ajv = (() => {
  let made = new Ajv({ ...AJV_OPTIONS, strict: false, formats: Object.fromEntries(FORMATS.map((name) => [name, (text: string) => text !== ''])) });
  for (const plugin of AJV_PLUGINS) made = plugin(made);
  return made;
})();

/** The branch takes the value null is coerced to: null would be stored as that value. */
function acceptsCoercedNull(branch: Schema, components: Record<string, Schema>): boolean {
  const type = branch.type;
  if (typeof type !== 'string' || !(type in COERCED_FROM_NULL)) return false;
  const validate = ajv.compile({ $defs: components, ...JSON.parse(JSON.stringify(branch).replaceAll('#/components/schemas/', '#/$defs/')) });
  return validate(COERCED_FROM_NULL[type]);
}

/** The places under `schema` where a union of null and a boolean or string type lets null be coerced. */
function coercedNulls(schema: unknown, where: string, components: Record<string, Schema>, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Schema;
  if (typeof node.$ref === 'string') return coercedNulls(components[node.$ref.split('/').pop()!], where, components, seen);
  const found: string[] = [];
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    const hasNull = branches.some((branch) => (branch as Schema).type === 'null');
    if (hasNull && branches.some((branch) => acceptsCoercedNull(branch as Schema, components))) found.push(where);
  }
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((item, index) => found.push(...coercedNulls(item, `${where}.${key}[${index}]`, components, seen)));
    else if (value && typeof value === 'object') found.push(...coercedNulls(value, `${where}.${key}`, components, seen));
  }
  return found;
}

describe('null stays null in what the API reads', () => {
  it("the API's coercion turns null into false in an anyOf [boolean, null], not in a type list (why the rule below holds)", () => {
    const read = (field: object) => {
      const data = { flag: null as unknown };
      ajv.compile({ type: 'object', properties: { flag: field } })(data);
      return data.flag;
    };
    expect(read({ anyOf: [{ type: 'boolean' }, { type: 'null' }] })).toBe(false);
    expect(read({ type: ['boolean', 'null'] })).toBeNull();
  });

  describe.each(BACKENDS.slice(0, 1))('every request body, query and path parameter of the OpenAPI description', (backend) => {
    let t: TestApp;
    let doc: Document;
    beforeAll(async () => {
      t = await startTestApp(backend);
      doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    });
    afterAll(() => t.close());

    it('writes a nullable boolean or text as one type list, never as a union with null', () => {
      const offenders = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) => [
          ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, { schema }]) =>
            coercedNulls(schema, `${method.toUpperCase()} ${path} body (${type})`, doc.components.schemas),
          ),
          ...(operation.parameters ?? []).flatMap((parameter) =>
            coercedNulls(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.name}`, doc.components.schemas),
          ),
        ]),
      );
      expect(offenders).toEqual([]);
    });
  });
});
