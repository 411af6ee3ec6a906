import { ACCOUNT_API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { listParams, listQuerySchema, type RawListQuery } from '../../http/list-query.js';
import { listOutbox } from './service.js';

export async function smsRoutes(app: FastifyInstance): Promise<void> {
  /** The outbox gateway's messages (codes included): gateway administrators only. */
  app.get<{ Querystring: RawListQuery & { to?: string } }>(
    ACCOUNT_API_PATHS.smsOutbox,
    {
      schema: { querystring: listQuerySchema(['id'], { to: { type: 'string', maxLength: 30 } }) },
      config: { access: { permission: PERMISSIONS.admin.viewGateways } },
    },
    (request) => listOutbox(app.db, listParams(request.query), request.query.to ? (normalizePhone(request.query.to) ?? request.query.to) : null),
  );
}
