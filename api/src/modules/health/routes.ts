import { sql } from 'kysely';
import { API_PATHS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { HealthResponse, NoQuery } from '@evax/shared/contract/schemas';

/** Liveness and readiness in one: ok once the database answers (no auth). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(API_PATHS.health, { schema: { querystring: NoQuery, response: { 200: HealthResponse } }, config: { access: 'public' } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
