import type { Permission, StructureType, UserType } from '@evax/shared/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { CallerCache } from '../modules/accounts/caller-cache.js';
import type { AccessTokens } from '../modules/auth/tokens.js';

/**
 * Who is calling: read from the database, or from this process's callers (CallerCache), which the
 * database's notifications keep true (a revoked token or permission applies at once).
 */
export interface Caller {
  userId: number;
  jti: string;
  tokenExpiresAt: Date;
  isSuperuser: boolean;
  isDssb: boolean;
  /** The structure of the token, while the user still works there. */
  structure: { id: number; type: StructureType; governorateId: number } | null;
  /** The permissions of the user's role in that structure. */
  permissions: Permission[];
  /** permissionsVersion of the session's permissions (every one for superuser and DSSB): PERMISSIONS_VERSION_HEADER. */
  permissionsVersion: string;
  /** The Authorization scheme of the session: Bearer, or Cnom for the professional-body login. */
  tokenType: string;
  userType: UserType;
  /** The firstLogin flag: the user must choose a new password, and holds no permission until then. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: AccessTokens;
    /** The callers this process keeps (modules/accounts/caller-cache.ts). */
    callers: CallerCache;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
