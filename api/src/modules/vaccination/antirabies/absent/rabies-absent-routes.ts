import { PERMISSIONS, RABIES_API_PATHS as PATHS } from '@evax/shared/contract';
import {
  ExportFile,
  exportQuery,
  Id,
  listQuery,
  Paged,
  RABIES_ABSENT_ORDERING,
  RabiesAbsentRow,
  RabiesFicheParams,
  RabiesReminderBody,
  RabiesReminderSent,
  RabiesRemindersBody,
  RabiesRemindersSent,
} from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../../http/auth.js';
import type { ExportQuery } from '../../../../http/import-export/query-schemas.js';
import { listParams, type RawListQuery } from '../../../../http/list-query.js';
import { routePath } from '../../../../http/routes.js';
import { treatMissingBodyAsEmpty } from '../../../../http/schemas.js';
import { listAbsent } from './rabies-absent-queries.js';
import { exportAbsent, sendReminder, sendReminders } from './rabies-absent-service.js';

const { vaccination } = PERMISSIONS;
const ORDERING_FIELDS = Object.keys(RABIES_ABSENT_ORDERING);
const FILTERS = { structure: Id };

type AbsentQuery = { structure?: number };

/**
 * Absences (spec 2 §2 absent list; issue 31): the citizens whose next anti-rabies visit is past
 * without a dose, its export, and a reminder SMS to a sheet's phone. The list and the export
 * under the absent list's permission; the reminder also under the one of giving anti-rabies doses
 * (docs/decisions/vaccination.md "Absences").
 */
export function rabiesAbsentRoutes(app: FastifyInstance): void {
  const today = () => tunisToday(app.account.clock.now());
  const viewAbsent = requirePermission(vaccination.viewAbsentRabiesList);

  app.get<{ Querystring: RawListQuery & AbsentQuery }>(
    PATHS.rabiesAbsentList,
    {
      schema: {
        querystring: listQuery(ORDERING_FIELDS, FILTERS),
        response: { 200: Paged(RabiesAbsentRow) },
        description: 'Citizens whose next anti-rabies visit is past without a dose, with phone and days late, most late first.',
      },
      preHandler: viewAbsent,
    },
    (request) => listAbsent(app.db, callerOf(request), listParams(request.query), { structure: request.query.structure }, today()),
  );
  app.get<{ Querystring: ExportQuery & AbsentQuery }>(
    PATHS.rabiesAbsentExport,
    {
      schema: {
        querystring: exportQuery(ORDERING_FIELDS, FILTERS),
        response: { 200: ExportFile },
        description: "The absent list's rows its search, structure and ordering select, as CSV or XLSX.",
      },
      preHandler: viewAbsent,
    },
    (request, reply) => {
      const { search, ordering } = listParams({ ...request.query, page: 1, page_size: 1 });
      return exportAbsent(app.db, callerOf(request), reply, { search, ordering }, { structure: request.query.structure }, request.query.format, today());
    },
  );
  app.post<{ Params: { param: number }; Body: RabiesReminderBody }>(
    routePath(PATHS.rabiesAbsentReminder),
    {
      schema: {
        params: RabiesFicheParams,
        body: RabiesReminderBody,
        response: { 200: RabiesReminderSent },
        description: "Send a reminder SMS to the phone of a sheet whose next visit is late (once a day), in the citizen's language.",
      },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: [viewAbsent, requirePermission(vaccination.addRabies)],
    },
    (request) => sendReminder({ db: app.db, sms: app.account.sms, log: request.log }, callerOf(request), request.params.param, request.body, today()),
  );
  app.post<{ Body: RabiesRemindersBody }>(
    PATHS.rabiesAbsentReminders,
    {
      schema: {
        body: RabiesRemindersBody,
        response: { 200: RabiesRemindersSent },
        description: "Send the reminder SMS to each sheet selected (at most a page), under the single reminder's rules; each refusal answered with its reason.",
      },
      preHandler: [viewAbsent, requirePermission(vaccination.addRabies)],
    },
    (request) => sendReminders({ db: app.db, sms: app.account.sms, log: request.log }, callerOf(request), request.body, today()),
  );
}
