import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION_LABEL } from '@evax/shared/contract';
import { ErrorEnvelopeSchema, NoQuery, OpenApiDocument } from '@evax/shared/contract/schemas';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { declarePublicUnder, type RouteAccess } from './auth.js';

/** The OpenAPI 3.1 description of every /api route, and the viewer that reads it (docs/decisions.md, "OpenAPI"). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const BEARER = 'bearer';

/** How the description states a route's access: `x-permission` and the first line of its description. */
export type PermissionStatement = 'public' | 'signed-in' | 'citizen-space' | { allOf: string[] } | { anyOf: string[] };

export function permissionStatement(access: RouteAccess | null | undefined): PermissionStatement | null {
  if (!access) return null;
  if (access === 'public') return 'public';
  if (access === 'authenticated') return 'signed-in';
  if (access === 'citizen-space') return 'citizen-space';
  if ('permission' in access) return { allOf: [access.permission].flat() };
  return { anyOf: [...access.anyPermission] };
}

function permissionLine(statement: PermissionStatement): string {
  if (statement === 'public') return 'Permission: none, public (no token).';
  if (statement === 'citizen-space') return 'Permission: a citizen-space token (POST /api/citizen_space/login); a staff token is refused (401).';
  if (statement === 'signed-in') return 'Permission: any signed-in user (the route may still refuse what it is asked about another user).';
  if ('allOf' in statement) return `Permission: ${statement.allOf.map((p) => `\`${p}\``).join(' and ')}.`;
  return `Permission: one of ${statement.anyOf.map((p) => `\`${p}\``).join(', ')}.`;
}

const ERROR_MEANINGS: Record<number, string> = {
  400: 'Invalid input (fields say which), or a business rule refused it',
  401: 'No valid token',
  403: 'The caller lacks the permission, or must change the password first',
  404: 'No such entity',
  429: 'Too many attempts: retryAfter (and the Retry-After header) says when to come back',
  503: 'The server is busy: retryAfter says when to come back',
};

/**
 * The error answers a route may give, all in the one envelope: 400 everywhere (every input is
 * checked), 401 and 403 unless public, 404 with a path parameter, 429 and 503 on the routes
 * guarded before they are read (sign-in, reset and registration limits, sign-in admission).
 */
function errorStatuses(route: RouteOptions, statement: PermissionStatement | null): number[] {
  const statuses = [400];
  if (statement !== 'public') statuses.push(401, 403);
  if (route.url.includes(':') || route.url.includes('*')) statuses.push(404);
  if (route.onRequest !== undefined && [route.onRequest].flat().length > 0) statuses.push(429, 503);
  return statuses;
}

interface RouteSchema {
  hide?: boolean;
  description?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

/** Adds to a route's description what it declares elsewhere: its access and its error answers. */
function describeRoute({ schema, url, route }: { schema: object | undefined; url: string; route: RouteOptions }) {
  // The built front ends (/, /remotes/*, /config/remotes.json) are files, not the API.
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const statement = permissionStatement(route.config?.access);
  const described: RouteSchema = { ...(schema as RouteSchema | undefined) };
  if (statement) {
    described['x-permission'] = statement;
    described.description = [permissionLine(statement), described.description].filter(Boolean).join('\n\n');
    described.security = statement === 'public' ? [] : [{ [BEARER]: [] }];
  }
  const errors = Object.fromEntries(errorStatuses(route, statement).map((status) => [status, { description: ERROR_MEANINGS[status], ...ERROR_ENVELOPE_REF }]));
  // A route that declares its success answer (a contract schema) is described by it; otherwise only its existence is stated.
  const declared = described.response ?? {};
  const success = Object.keys(declared).some((status) => status.startsWith('2')) ? {} : { '2XX': { description: 'Success', type: 'null' } };
  described.response = { ...success, ...errors, ...declared };
  return { schema: described, url };
}

/**
 * Call before registering the routes (the description collects them as they register).
 * The description and its viewer are public: they tell no more than the front end's code,
 * which any visitor downloads (docs/decisions.md).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'eVax back-office API',
        version: APP_VERSION_LABEL,
        description: 'Every error answers with the ErrorEnvelope. Each operation states its permission in `x-permission`.',
      },
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of POST /api/auth/login (professional-body sessions send it with the Cnom scheme instead)',
          },
        },
        // A plain JSON copy: the TypeBox value's type is not openapi-types' SchemaObject.
        schemas: { ErrorEnvelope: JSON.parse(JSON.stringify(ErrorEnvelopeSchema)) },
      },
    },
    transform: describeRoute,
  });
  app.get(
    OPENAPI_PATH,
    { schema: { querystring: NoQuery, response: { 200: OpenApiDocument }, description: 'This description (OpenAPI 3.1).' }, config: { access: 'public' } },
    () => app.swagger(),
  );

  declarePublicUnder(app, DOCS_PREFIX);
  // staticCSP: the viewer's own Content-Security-Policy (hashes of its inline code; the portal's is in
  // security-headers.ts), without its upgrade-insecure-requests, which breaks the viewer on plain HTTP.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    validatorUrl: false,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { deepLinking: true },
  });
}
