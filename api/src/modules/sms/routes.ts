import { ACCOUNT_API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { forgetWholeTexts } from './outbox.js';
import { listOutbox } from './service.js';
import { listQuery, SmsOutboxFilters, SmsOutboxPage } from '@evax/shared/contract/schemas';

type OutboxRequest = FastifyRequest<{ Querystring: RawListQuery & { to?: string } }>;

const routeOptions = () => ({
  schema: { querystring: listQuery(['id'], SmsOutboxFilters), response: { 200: SmsOutboxPage } },
  config: { access: { permission: PERMISSIONS.admin.viewGateways } },
});

const toFilter = (request: OutboxRequest) => (request.query.to ? (normalizePhone(request.query.to) ?? request.query.to) : null);

export async function smsRoutes(app: FastifyInstance): Promise<void> {
  /** The delivery log: one-time codes masked; the messages of the accounts in the caller's scope. */
  app.get(ACCOUNT_API_PATHS.smsOutbox, routeOptions(), (request: OutboxRequest) =>
    listOutbox(app.db, callerOf(request), listParams(request.query), toFilter(request)),
  );

  const settings = app.config.sms;
  if (settings.kind !== 'outbox' || !settings.devOutbox) {
    // Absent (404) without the switch; and no whole text stays from a run that had it.
    await forgetWholeTexts(app.db);
    return;
  }
  /** The development outbox (EVAX_SMS_DEV_OUTBOX=1, local machine): the messages as sent, same scope. */
  app.get(ACCOUNT_API_PATHS.smsDevOutbox, routeOptions(), (request: OutboxRequest) =>
    listOutbox(app.db, callerOf(request), listParams(request.query), toFilter(request), { wholeText: true }),
  );
}
