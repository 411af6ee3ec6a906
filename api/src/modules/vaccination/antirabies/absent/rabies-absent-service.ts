import { type ExportFormat, type RabiesReminderBody, type RabiesReminderSent, type RabiesRemindersBody, type RabiesRemindersSent } from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../../../db/connection.js';
import type { Caller } from '../../../../http/context.js';
import { ApiError } from '../../../../http/errors.js';
import { sendExport } from '../../../../http/import-export/export-file.js';
import type { ListParams } from '../../../../http/list-query.js';
import { actorOf, recordAudit } from '../../../audit/index.js';
import { smsUnavailable } from '../../../auth/index.js';
import type { SmsGateway } from '../../../sms/index.js';
import { allAbsent, deleteReminder, insertReminder, type AbsentFilters } from './rabies-absent-queries.js';
import { reminderText } from './rabies-reminder-message.js';
import { refused, visibleSheetOr404 } from '../rabies-service.js';

/** The absent list's export and the reminder SMS (issue 31 "Absences"; docs/decisions/vaccination.md). */

export const ABSENT_EXPORT_COLUMNS = [
  'evaxNumber',
  'lastNameFr',
  'firstNameFr',
  'lastNameAr',
  'firstNameAr',
  'phone',
  'type',
  'nextDoseDate',
  'daysLate',
  'structureId',
  'remindedOn',
] as const;
const WIDTHS = [14, 24, 24, 24, 24, 18, 6, 14, 10, 12, 14];

/** Every row the absent list's search, structure and ordering select, as a CSV or XLSX file. */
export async function exportAbsent(
  db: Db,
  caller: Caller,
  reply: FastifyReply,
  query: Pick<ListParams, 'search' | 'ordering'>,
  filters: AbsentFilters,
  format: ExportFormat,
  today: string,
) {
  const rows = await allAbsent(db, caller, query, filters, today);
  return sendExport(
    reply,
    {
      baseName: 'absents-antirabique',
      sheetName: 'Absents',
      columns: ABSENT_EXPORT_COLUMNS.map((name, i) => ({ name, width: WIDTHS[i]! })),
      rows: rows.map((r) => ABSENT_EXPORT_COLUMNS.map((column) => r[column] ?? null)),
    },
    format,
  );
}

export interface ReminderContext {
  db: Db;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

/**
 * POST fiche/{param}/reminder: one SMS to the phone of a sheet whose next dose is late, once a day.
 * The day's claim is written first (its unique key refuses a second one, even under races), then the
 * SMS goes; when the gateway fails the claim is withdrawn and nothing stays; once sent, it is audited.
 */
export async function sendReminder(ctx: ReminderContext, caller: Caller, id: number, body: RabiesReminderBody, today: string): Promise<RabiesReminderSent> {
  const { db } = ctx;
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  if (sheet.state !== 'IN_PROGRESS') throw refused('sheetNotInProgress', 'The sheet is not in progress');
  if (!sheet.next_dose_date || sheet.next_dose_date >= today) throw refused('reminderNotLate', 'The next dose is not late');
  const phone = normalizePhone(sheet.phone ?? '');
  if (!phone) throw refused('reminderNoPhone', 'The sheet has no valid phone number');
  const language = body.language ?? 'fr';

  const claimed = await insertReminder(db, { sheet_id: id, sent_on: today, phone, language, sent_by: caller.userId });
  if (!claimed) throw refused('reminderAlreadySent', 'A reminder was already sent today for this sheet');
  const text = reminderText(language, sheet.next_dose_date);
  try {
    await ctx.sms.send({ to: phone, text, maskedText: text, userId: null });
  } catch (error) {
    ctx.log.error({ err: error, ficheId: id }, 'anti-rabies reminder SMS not sent');
    await deleteReminder(db, id, today);
    throw smsUnavailable();
  }
  await recordAudit(db, {
    ...actorOf(caller),
    action: 'remind',
    entity: 'rabies_sheet',
    citizenId: child.id,
    entityId: id,
    after: { phone, language, sent_on: today, next_dose_date: sheet.next_dose_date },
  });
  return { ficheId: id, phone, language, sentOn: today };
}

/**
 * POST absent_List/reminders (beyond the spec): the reminder to each sheet selected, one after the
 * other, each under the single reminder's rules; a sheet refused (not late, no phone, already
 * reminded today, not seen, the gateway down) is answered with its reason and does not stop the others.
 */
export async function sendReminders(ctx: ReminderContext, caller: Caller, body: RabiesRemindersBody, today: string): Promise<RabiesRemindersSent> {
  const answer: RabiesRemindersSent = { sent: [], refused: [] };
  for (const ficheId of body.ficheIds) {
    try {
      answer.sent.push(await sendReminder(ctx, caller, ficheId, { language: body.language }, today));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer.refused.push({ ficheId, key: error.envelope.key });
    }
  }
  return answer;
}
