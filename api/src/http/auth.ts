import { DEFAULT_HEADER_TOKEN_TYPE, hasPermission, isPermission, type Permission } from '@evax/shared/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findCaller } from '../modules/auth/queries.js';
import { TokenError } from '../modules/auth/tokens.js';
import type { Caller } from './context.js';
import { forbidden, unauthenticated, userInactive } from './errors.js';

const BEARER = new RegExp(`^${DEFAULT_HEADER_TOKEN_TYPE}\\s+(\\S+)$`, 'i');

/** The bearer token of the request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** Verifies the token and loads the caller from the database; throws the 401 envelope otherwise. */
async function authenticate(request: FastifyRequest): Promise<Caller> {
  if (request.caller) return request.caller;
  const token = bearerToken(request);
  if (!token) throw unauthenticated('missing');
  let claims;
  try {
    claims = await request.server.tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError) throw unauthenticated(error.reason);
    throw error;
  }
  const row = await findCaller(request.server.db, claims.userId, claims.structureId, claims.jti);
  if (!row || row.revoked) throw unauthenticated('invalid');
  if (!row.is_active) throw userInactive(401);
  request.caller = {
    userId: claims.userId,
    jti: claims.jti,
    tokenExpiresAt: claims.expiresAt,
    isSuperuser: row.is_superuser,
    isDssb: row.is_dssb,
    structure: row.structure_id !== null && row.structure_type !== null && row.governorate_id !== null ? { id: row.structure_id, type: row.structure_type, governorateId: row.governorate_id } : null,
    permissions: (row.permissions ?? []).filter(isPermission),
  };
  return request.caller;
}

/** preHandler: any signed-in, active user. */
export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  await authenticate(request);
};

/** preHandler: a signed-in user holding the permission (superuser and DSSB pass every check). */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const caller = await authenticate(request);
    if (!hasPermission(caller, permission)) throw forbidden();
  };
}

/** The caller of a route guarded by requireAuth or requirePermission. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf() on a route without an auth preHandler');
  return request.caller;
}
