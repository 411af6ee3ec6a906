import { API_PATHS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { databaseUnavailable } from '../../http/errors.js';
import { HealthResponse, NoQuery } from '@evax/shared/contract/schemas';
import { pingDatabase } from './health-queries.js';

/** Liveness and readiness in one: ok once the database answers, 503 while it does not (no auth). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    API_PATHS.health,
    {
      schema: { querystring: NoQuery, response: { 200: HealthResponse }, description: 'Ok once the database answers, 503 while it does not.' },
      config: { access: 'public' },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw databaseUnavailable();
      }
      return { status: 'ok' };
    },
  );
}
