import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { CITIZEN_API_PATHS } from '@evax/shared/contract';
import { newChildBody } from '../citizen/citizen-support.js';
import { createUser } from '../support/account.js';
import { callerFor, defaultStructureOf, startTestApp, tokensFor, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

/**
 * Issue 27, point 4, "re-run the hostile-input set on all operations": every operation that
 * /api/openapi.json describes (read from the app, so a route added later is walked too) gets a
 * request built from its own schemas with plausible values, then the same request with one value
 * at a time made hostile: a lone UTF-16 surrogate or 20,000 characters in a text, year 0 / 9999 /
 * 1899 in a date, 1e308 and 2^31 in a number, bytes that are not UTF-8 in a path parameter. None
 * may answer 5xx. The plausible request gets past validation on most operations, not all (a
 * catalogue id of the right category, a phone not yet used...): a hostile value refused by the
 * shared rules is refused whatever the other fields hold, and hostile-values.test.ts sends the
 * values of issue 27 in otherwise valid bodies.
 * The caller is a superuser (it passes every permission check, so the input goes as deep as it
 * can); forms read as multipart are sent as multipart.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Value = unknown;

const LONE_SURROGATE = '\ud800';
const HOSTILE_DATES = ['0000-01-01', '9999-12-31', '1899-12-31'];
const HOSTILE_NUMBERS = [1e308, 2 ** 31, -1e308];
const PATH_HOSTILE = ['%ED%A0%80', '99999999999999999999'];

/** The schema's branch that is not null (`type: [x, 'null']`, anyOf with null). */
function concrete(schema: Schema): Schema {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key] as Schema[] | undefined;
    if (branches) return concrete(branches.find((b) => b.type !== 'null') ?? branches[0]!);
  }
  if (Array.isArray(schema.type)) return { ...schema, type: (schema.type as string[]).find((t) => t !== 'null') };
  return schema;
}

/** Candidates for a string with a pattern: the first that matches it. */
const PATTERNED = ['123456789', '12345678', '1', 'AB', 'TN', 'HEALTH_AGENT', '2027-2028', '14:30', '+216 71 234 567', '71234567', 'abc'];

/** What a text field's name says it holds, where its schema says little (the routes' own rules check it). */
function byName(name: string, s: Schema): string | null {
  if (s.format === 'date') return /end/i.test(name) ? '2025-06-01' : null;
  if (typeof s.pattern === 'string' || s.format !== undefined) return null;
  if (/email/i.test(name)) return 'sweep@example.tn';
  if (/phone/i.test(name)) return '71 234 567';
  if (/password/i.test(name)) return 'Sweep-Password-2026';
  if (/requestId|token/i.test(name)) return randomUUID();
  if (name === 'code') return '123456';
  if (name === 'ageRange') return 'M2';
  if (/Ar$/.test(name)) return 'مريم';
  if (/Fr$/.test(name)) return 'Mariem';
  return null;
}

/** A value the schema likely accepts (enough to get past validation to the route's own rules). */
function plausible(schema: Schema, context: { evax: string; id: string }, name = ''): Value {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined && s.type !== 'object' && s.type !== 'array') return s.default;
  switch (s.type) {
    case 'string': {
      const named = byName(name, s);
      if (named !== null) return named;
      if (s.databaseId) return context.id;
      if (s.format === 'date') return '2025-03-01';
      if (s.format === 'date-time') return '2025-03-01T08:00:00.000Z';
      if (s.format === 'email') return 'sweep@example.tn';
      if (typeof s.pattern === 'string') {
        if (s.pattern === '^\\d{9}$') return context.evax;
        const pattern = new RegExp(s.pattern, 'u');
        return PATTERNED.find((c) => pattern.test(c)) ?? 'abc';
      }
      const min = typeof s.minLength === 'number' ? s.minLength : 0;
      return 'Valeur'.padEnd(Math.max(min, 6), 'x').slice(0, typeof s.maxLength === 'number' ? s.maxLength : undefined);
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 1;
      return Math.max(min, Math.min(1, typeof s.maximum === 'number' ? s.maximum : 1));
    }
    case 'boolean':
      return false;
    case 'array': {
      const items = (s.items as Schema | undefined) ?? { type: 'string' };
      return Array.from({ length: Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1) }, () => plausible(items, context, name));
    }
    case 'object': {
      const properties = (s.properties as Record<string, Schema> | undefined) ?? {};
      return Object.fromEntries(Object.entries(properties).map(([property, child]) => [property, plausible(child, context, property)]));
    }
    default:
      return 'abc';
  }
}

/** The hostile values for a leaf of this schema. */
function hostileFor(schema: Schema): Value[] {
  const s = concrete(schema);
  if (s.type === 'integer' || s.type === 'number') return HOSTILE_NUMBERS;
  if (s.type === 'string' && s.format === 'date') return [...HOSTILE_DATES, `2025-03-01${LONE_SURROGATE}`];
  if (s.type === 'string') return [`Valeur${LONE_SURROGATE}`, LONE_SURROGATE, 'x'.repeat(20_000)];
  return [];
}

/** Every leaf of a plausible value: its path and schema. */
function leaves(schema: Schema, path: (string | number)[] = []): { path: (string | number)[]; schema: Schema }[] {
  const s = concrete(schema);
  if (s.type === 'object') {
    const properties = (s.properties as Record<string, Schema> | undefined) ?? {};
    return Object.entries(properties).flatMap(([name, child]) => leaves(child, [...path, name]));
  }
  if (s.type === 'array') return leaves((s.items as Schema | undefined) ?? { type: 'string' }, [...path, 0]);
  return [{ path, schema: s }];
}

function replaced(value: Value, path: (string | number)[], leaf: Value): Value {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Value>;
  copy[head!] = replaced(copy[head!], rest, leaf);
  return copy;
}

/** The form as multipart: text parts, lists and objects as JSON text (what the portal sends). */
function multipartOf(body: Record<string, Value>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sweep${randomUUID().replace(/-/g, '')}`;
  const parts = Object.entries(body).map(([name, value]) => {
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`, 'utf8');
  });
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('the hostile-input set on every operation of /api/openapi.json on %s', (backend) => {
  let t: TestApp;
  let sweeper: number;
  let structure: number;
  let evax: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const call = callerFor(t.app, await tokensFor(t.app, ['agent']));
    evax = (await call('POST', CITIZEN_API_PATHS.childCreate, 'agent', newChildBody())).json<{ evaxNumber: string }>().evaxNumber;
    // A superuser working at the agent's centre: children are registered and read at a structure.
    structure = await defaultStructureOf(t.db, 'agent');
    sweeper = await createUser(t.db, { username: 'hostile-sweeper' });
    await t.db.updateTable('app_user').set({ is_superuser: true }).where('id', '=', sweeper).execute();
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'HEALTH_AGENT').executeTakeFirstOrThrow();
    await t.db.insertInto('user_structure').values({ user_id: sweeper, structure_id: structure, role_id: role.id, is_default: true }).execute();
  }, 120_000);
  afterAll(() => t.close());

  /** A fresh superuser token for each request: a request may sign out, change the password or the structure. */
  async function token(): Promise<string> {
    const row = await t.db
      .updateTable('app_user')
      .set({ is_active: true, first_login: false })
      .where('id', '=', sweeper)
      .returning('session_version')
      .executeTakeFirstOrThrow();
    return (await t.app.tokens.issue(sweeper, structure, { sessionVersion: row.session_version })).token;
  }

  test('no answer is a 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const context = { evax, id: '1' };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let operations = 0;
    let pastValidation = 0;

    // What deletes or closes goes last, so that the others find the child and the records they name.
    const ending = ([template, method]: [string, string, Operation]) => method === 'delete' || /\/close\//.test(template);
    const all = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, string, Operation] => [template, method, operation]),
    );
    for (const [template, method, operation] of [...all.filter((o) => !ending(o)), ...all.filter(ending)]) {
      {
        operations++;
        const parameters = operation.parameters ?? [];
        const pathValues = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(plausible(p.schema, context))]));
        const query = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, plausible(p.schema, context)]));
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const body = bodySchema ? plausible(bodySchema, context) : undefined;
        const urlOf = (values: Record<string, string>, q: Record<string, Value>) => {
          const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => (name in values ? values[name]! : encodeURIComponent(pathValues[name]!)));
          const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
          return search ? `${path}?${search}` : path;
        };
        let multipart = false;
        const send = async (what: string, values: Record<string, string>, q: Record<string, Value>, b: Value) => {
          const options: InjectOptions = {
            method: method.toUpperCase() as InjectOptions['method'],
            url: urlOf(values, q),
            headers: { authorization: `Bearer ${await token()}` },
          };
          if (b !== undefined) {
            if (multipart) {
              const form = multipartOf(b as Record<string, Value>);
              options.payload = form.payload;
              options.headers = { ...options.headers, ...form.headers };
            } else options.payload = b as object;
          }
          const response = await t.app.inject(options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) failures.push(`${method.toUpperCase()} ${template} (${what}): ${response.statusCode} ${response.body.slice(0, 200)}`);
          return response;
        };

        const baseline = await send('plausible', {}, query, body);
        if (body !== undefined && [400, 415].includes(baseline.statusCode) && /multipart/i.test(baseline.body)) {
          multipart = true;
          await send('plausible, multipart', {}, query, body);
        }
        if (baseline.statusCode !== 400) pastValidation++;
        for (const [name] of Object.entries(pathValues)) {
          for (const hostile of PATH_HOSTILE) await send(`path ${name}=${hostile}`, { [name]: hostile }, query, body);
        }
        for (const parameter of parameters.filter((p) => p.in === 'query')) {
          for (const hostile of hostileFor(parameter.schema)) await send(`query ${parameter.name}`, {}, { ...query, [parameter.name]: hostile }, body);
        }
        if (bodySchema) {
          for (const leaf of leaves(bodySchema)) {
            for (const hostile of hostileFor(leaf.schema)) await send(`body ${leaf.path.join('.')}`, {}, query, replaced(body, leaf.path, hostile));
          }
        }
      }
    }
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `hostile-input set (${backend}): ${operations} operations, ${requests} requests; ${pastValidation} plausible requests got past validation; ` +
        `answers ${[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ')}`,
    );
    expect(operations).toBeGreaterThanOrEqual(146);
    expect(failures).toEqual([]);
  }, 900_000);
});
