import { sql } from 'kysely';
import { API_PATHS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { databaseUnavailable } from '../../http/errors.js';
import { HealthResponse, NoQuery } from '@evax/shared/contract/schemas';

/** Liveness and readiness in one: ok once the database answers, 503 while it does not (no auth). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(API_PATHS.health, { schema: { querystring: NoQuery, response: { 200: HealthResponse } }, config: { access: 'public' } }, async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok' };
  });
}
