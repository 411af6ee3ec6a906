import { sql } from 'kysely';
import { API_PATHS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { NoQuery } from '@evax/shared/contract/schemas';

/** Liveness and readiness in one: ok once the database answers (no auth). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(API_PATHS.health, { schema: { querystring: NoQuery }, config: { access: 'public' } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
