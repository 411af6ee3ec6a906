import { API_PATHS, LIMITS, type LoginRequest } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken, callerOf, requireAuth } from '../../http/auth.js';
import { NO_BODY, NO_QUERY, treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { loadProfile, login, logout } from './service.js';

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
const PASSWORD_MAX_LENGTH = 256;

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: LIMITS.usernameMax },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LoginRequest }>(API_PATHS.login, { schema: { querystring: NO_QUERY, body: loginBody } }, (request) =>
    login(app.db, app.tokens, request.body),
  );

  app.post(API_PATHS.logout, { schema: { querystring: NO_QUERY, body: NO_BODY }, preValidation: treatMissingBodyAsEmpty }, async (request, reply) => {
    await logout(app.db, app.tokens, bearerToken(request));
    return reply.status(204).send();
  });

  app.get(API_PATHS.me, { schema: { querystring: NO_QUERY }, preHandler: requireAuth }, (request) => loadProfile(app.db, callerOf(request).userId));
}
