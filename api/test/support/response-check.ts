import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer a route declares a schema for (`schema.response`) is checked against it before
 * Fastify serializes it. Serialization goes through the schema and would silently drop a
 * property it does not declare or coerce a value of another type; checked on the handler's
 * own value, a schema that drifted from what the API answers fails the test that made the call.
 * Bodies that are files, strings or empty (exports, 204) are not serialized, so not checked.
 */
export interface ResponseCheck {
  /** `METHOD /route/:url` of each route whose answer was checked. */
  checked: Set<string>;
  /** What did not match, one line per answer. */
  failures: string[];
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('date-time', (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)));
ajv.addFormat('binary', () => true);
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(schema)));
    compiled.set(schema, validate);
  }
  return validate;
}

/** The schema a route declares for a status: its own code, then `2XX`-style ranges, then `default`. */
function schemaFor(responses: Record<string, unknown> | undefined, status: number): object | null {
  if (!responses) return null;
  const schema = responses[status] ?? responses[`${String(status)[0]}XX`] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  if (!schema || typeof schema !== 'object') return null;
  // A per-media-type answer (an export's file) is not JSON.
  return 'content' in schema ? null : schema;
}

/** Installs the check; in `throw` mode a mismatch also fails the request (500), so any test calling the route sees it. */
export function checkAnswersAgainstSchemas(app: FastifyInstance, { throwOnMismatch = true } = {}): ResponseCheck {
  const check: ResponseCheck = { checked: new Set(), failures: [] };
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = schemaFor(request.routeOptions.schema?.response as Record<string, unknown> | undefined, reply.statusCode);
    if (schema === null) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const validate = validatorOf(schema);
    check.checked.add(route);
    if (!validate(payload)) {
      const failure = `${route} ${reply.statusCode}: the answer does not match its schema: ${ajv.errorsText(validate.errors)}`;
      check.failures.push(failure);
      if (throwOnMismatch) {
        console.error(failure);
        throw new Error(failure);
      }
    }
    return payload;
  });
  return check;
}
