import {
  ALL_PERMISSIONS,
  CNOM_TOKEN_TYPE,
  DEFAULT_HEADER_TOKEN_TYPE,
  hasPermission,
  isPermission,
  PERMISSIONS_VERSION_HEADER,
  permissionsVersion,
  type Permission,
} from '@evax/shared/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { passwordChangeRequired } from '../modules/auth/errors.js';
import { permissionList, type CallerRow } from '../modules/accounts/memberships.js';
import { TokenError } from '../modules/auth/tokens.js';
import type { Caller } from './context.js';
import { forbidden, unauthenticated, userInactive } from './errors.js';

/**
 * Who may call a route, declared on the route (`config: { access }`) or by its guards
 * (requireAuth, requirePermission):
 * - 'public': no token needed (sign-in, password reset, health);
 * - 'authenticated': any signed-in, active user (self-service: profile, structures, centre);
 *   the route may still refuse (403) what the caller asks for (another user's profile);
 * - { permission }: a signed-in user holding it, or all of them for a list;
 * - { anyPermission }: a signed-in user holding one of them at least (the route then checks
 *   which one its request needs, e.g. one item or the list).
 * - 'citizen-space': no staff token; the route checks the citizen-space token itself (401 otherwise).
 * Superuser and DSSB pass every permission check; a user who must change the password, none.
 */
export type RouteAccess =
  'public' | 'authenticated' | 'citizen-space' | { permission: Permission | readonly Permission[] } | { anyPermission: readonly Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered, with what it declares (the route-walk test reads it). */
    routeTable: RouteEntry[];
    /** Paths under which every route is public (declarePublicUnder). */
    publicPathPrefixes: string[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** null: the route declares nothing (static files; an /api route must not). */
  access: RouteAccess | null;
}

/** The schemes an Authorization header may use: Bearer, and Cnom for professional-body sessions. */
const TOKEN_TYPES = [DEFAULT_HEADER_TOKEN_TYPE, CNOM_TOKEN_TYPE] as const;
const AUTHORIZATION = /^(\S+)\s+(\S+)$/;

/** The Authorization header's scheme (as we spell it) and token, or null. */
export function requestToken(request: FastifyRequest): { tokenType: string; token: string } | null {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const tokenType = TOKEN_TYPES.find((t) => t.toLowerCase() === match[1]!.toLowerCase());
  return tokenType ? { tokenType, token: match[2]! } : null;
}

/** The token of the request, whatever its accepted scheme, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  return requestToken(request)?.token ?? null;
}

/**
 * The permissions of a caller's row, read once per row: a row the process keeps (CallerCache) is
 * the same object at every request, so its permission text is not split and checked each time
 * (issue 28), nor the version of the session's permissions hashed (PERMISSIONS_VERSION_HEADER:
 * every permission for superuser and DSSB, as the sign-in gives them). A row changed in the
 * database is a new row (the cache drops the old one).
 */
interface RowAccess {
  permissions: Permission[];
  version: string;
}
const accessOfRow = new WeakMap<CallerRow, RowAccess>();

function rowAccess(row: CallerRow): RowAccess {
  let access = accessOfRow.get(row);
  if (!access) {
    const permissions = Object.freeze(permissionList(row.permissions).filter(isPermission)) as Permission[];
    access = { permissions, version: permissionsVersion(row.is_superuser || row.is_dssb ? ALL_PERMISSIONS : permissions) };
    accessOfRow.set(row, access);
  }
  return access;
}

/**
 * Verifies the token and finds its caller (kept by this process, or read from the database);
 * throws the 401 envelope otherwise.
 * The token must come with the scheme it was issued for (a Cnom session's token as `Cnom`,
 * others as `Bearer`), and be newer than the user's last password change.
 */
export async function authenticate(request: FastifyRequest): Promise<Caller> {
  if (request.caller) return request.caller;
  const presented = requestToken(request);
  if (!presented) throw unauthenticated('missing');
  let claims;
  try {
    claims = await request.server.tokens.verify(presented.token);
  } catch (error) {
    if (error instanceof TokenError) throw unauthenticated(error.reason);
    throw error;
  }
  if (claims.tokenType !== presented.tokenType) throw unauthenticated('invalid');
  const row = await request.server.callers.find(claims.userId, claims.structureId, claims.jti);
  if (!row || row.revoked || row.session_version !== claims.sessionVersion) throw unauthenticated('invalid');
  if (!row.is_active) throw userInactive(401);
  const access = rowAccess(row);
  request.caller = {
    userId: claims.userId,
    jti: claims.jti,
    tokenExpiresAt: claims.expiresAt,
    isSuperuser: row.is_superuser,
    isDssb: row.is_dssb,
    structure:
      row.structure_id !== null && row.structure_type !== null && row.governorate_id !== null
        ? { id: row.structure_id, type: row.structure_type, governorateId: row.governorate_id }
        : null,
    permissions: access.permissions,
    permissionsVersion: access.version,
    tokenType: claims.tokenType,
    userType: row.user_type,
    mustChangePassword: row.first_login,
  };
  return request.caller;
}

/** 403 unless the caller holds the permission (every one of a list); a user who must change the password holds none. */
function checkPermission(caller: Caller, permission: Permission | readonly Permission[]): void {
  if (caller.mustChangePassword) throw passwordChangeRequired();
  if (!hasPermission(caller, permission)) throw forbidden();
}

/** 403 unless the route's declared access lets the caller in. */
function checkAccess(caller: Caller, access: Exclude<RouteAccess, 'public' | 'authenticated' | 'citizen-space'>): void {
  if ('permission' in access) return checkPermission(caller, access.permission);
  if (caller.mustChangePassword) throw passwordChangeRequired();
  if (!access.anyPermission.some((p) => hasPermission(caller, p))) throw forbidden();
}

const ACCESS = Symbol('evax.routeAccess');
type Tagged = preHandlerAsyncHookHandler & { [ACCESS]?: RouteAccess };

function tagged(handler: preHandlerAsyncHookHandler, access: RouteAccess): preHandlerAsyncHookHandler {
  return Object.assign(handler, { [ACCESS]: access });
}

/** preHandler: any signed-in, active user. */
export const requireAuth: preHandlerAsyncHookHandler = tagged(async (request) => {
  await authenticate(request);
}, 'authenticated');

/** preHandler: a signed-in user holding the permission (superuser and DSSB pass every check). */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return tagged(
    async (request) => {
      checkPermission(await authenticate(request), permission);
    },
    { permission },
  );
}

/** What the route's guards declare (every permission they require), or null. */
function accessOfGuards(preHandler: unknown): RouteAccess | null {
  const handlers = (Array.isArray(preHandler) ? preHandler : [preHandler]) as Tagged[];
  const declared = handlers.map((h) => (typeof h === 'function' ? h[ACCESS] : undefined)).filter((a): a is RouteAccess => a !== undefined);
  const permissions = declared.flatMap((a) => (typeof a === 'object' && 'permission' in a ? [a.permission].flat() : []));
  if (permissions.length > 0) return { permission: permissions.length === 1 ? permissions[0]! : permissions };
  return declared[0] ?? null;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** An /api route that declares no access: the app refuses to start rather than serve it unchecked. */
export class UndeclaredAccessError extends Error {
  constructor(method: string | string[], url: string) {
    super(`${[method].flat().join(',')} ${url} declares no access: give it config.access or a guard (requirePermission, requireAuth) before it is registered`);
    this.name = 'UndeclaredAccessError';
  }
}

/**
 * Every route checks its caller here, before its input is even read: the access a route
 * declares (config.access), or the one its guard stands for, is enforced in onRequest, so a
 * caller without a token gets 401 and one without the permission 403, whatever the body.
 * The table of routes and their access is kept on the instance (app.routeTable). An /api route
 * that declares no access throws UndeclaredAccessError as it registers: the app does not start.
 * Call it before registering the routes.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorate('publicPathPrefixes', []);
  const underPublicPrefix = (url: string) => app.publicPathPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? accessOfGuards(route.preHandler) ?? (underPublicPrefix(route.url) ? 'public' : null);
    if (!access && isApiPath(route.url)) throw new UndeclaredAccessError(route.method, route.url);
    if (access) route.config = { ...route.config, access };
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public' || access === 'citizen-space') return;
    const caller = await authenticate(request);
    if (access !== 'authenticated') checkAccess(caller, access);
  });
  // Every answer to a signed-in caller, a refusal included, says the version of its permissions now.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.caller) reply.header(PERMISSIONS_VERSION_HEADER, request.caller.permissionsVersion);
    return payload;
  });
}

/**
 * Every route registered from now on under `prefix` (the prefix itself included) is public: for
 * a plugin's routes that cannot declare their access themselves (the API viewer's page and the
 * assets it serves with @fastify/static).
 */
export function declarePublicUnder(app: FastifyInstance, prefix: string): void {
  app.publicPathPrefixes.push(prefix);
}

/** The caller of a route that is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf() on a route without authentication');
  return request.caller;
}
