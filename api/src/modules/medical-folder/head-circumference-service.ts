import type { HeadCircumferenceRequest, HeadCircumferenceRow, MetricList } from '@evax/shared/contract';
import { growthAge, headCircumferenceZScore, isBorderline } from '@evax/shared/growth';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound } from '../../http/errors.js';
import { changedFields } from '../audit/audit.js';
import { assertFolderOpen, borderlineMetric, folderChildByIdOr404, folderChildOr404, invalidMetric, type FolderChild } from './folder.js';
import { assertBirthDateOf, assertMeasurementDate, auditFolderWrite } from './metric-rules.js';

interface HeadRecord {
  id: number;
  measured_on: string;
  head_circumference_cm: number;
}

const COLUMNS = ['id', 'measured_on', 'head_circumference_cm'] as const;

function toHeadRow(child: FolderChild, row: HeadRecord): HeadCircumferenceRow {
  const score = headCircumferenceZScore(child.gender, child.birthDate, row.measured_on, row.head_circumference_cm);
  return {
    id: row.id,
    date: row.measured_on,
    age: growthAge(child.birthDate, row.measured_on),
    headCircumferenceCm: row.head_circumference_cm,
    zScore: score ? { z: score.z, band: score.band } : null,
  };
}

const snapshot = (row: HeadRecord) => ({ date: row.measured_on, headCircumferenceCm: row.head_circumference_cm });

export async function listHeadCircumference(db: Db, caller: Caller, evaxNumber: string, birthDate: string): Promise<MetricList<HeadCircumferenceRow>> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  assertBirthDateOf(child, birthDate);
  const rows = await db.selectFrom('head_circumference_metric').select(COLUMNS).where('child_id', '=', child.id).orderBy('measured_on').orderBy('id').execute();
  return { count: rows.length, results: rows.map((row) => toHeadRow(child, row)) };
}

/**
 * A head circumference out of WHO's plausible range for the age: "invalid height or perimeter
 * metric"; beyond ±3 SD: to confirm (409). Answers the audit's record of a confirmed one.
 */
function assertPlausible(child: FolderChild, body: HeadCircumferenceRequest): { borderlineConfirmed?: string } {
  assertMeasurementDate(child, body.date);
  const score = headCircumferenceZScore(child.gender, child.birthDate, body.date, body.headCircumferenceCm);
  if (score?.implausible) throw invalidMetric(['headCircumferenceCm']);
  if (!isBorderline(score)) return {};
  if (body.confirmBorderline !== true) throw borderlineMetric(['headCircumferenceCm']);
  return { borderlineConfirmed: 'headCircumferenceForAge' };
}

export async function createHeadCircumference(db: Db, caller: Caller, evaxNumber: string, body: HeadCircumferenceRequest): Promise<HeadCircumferenceRow> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const confirmed = assertPlausible(child, body);
    const row = await trx
      .insertInto('head_circumference_metric')
      .values({ child_id: child.id, measured_on: body.date, head_circumference_cm: body.headCircumferenceCm })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await auditFolderWrite(trx, caller, {
      action: 'create',
      entity: 'head_circumference_metric',
      entityId: row.id,
      childId: child.id,
      after: { ...snapshot(row), ...confirmed },
    });
    return toHeadRow(child, row);
  });
}

async function headRecordOr404(db: Db, caller: Caller, id: number) {
  const record = await db
    .selectFrom('head_circumference_metric')
    .select([...COLUMNS, 'child_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!record) throw entityNotFound('Head-circumference record not found');
  const child = await folderChildByIdOr404(db, caller, record.child_id).catch(() => {
    throw entityNotFound('Head-circumference record not found');
  });
  return { record, child };
}

export async function updateHeadCircumference(db: Db, caller: Caller, id: number, body: HeadCircumferenceRequest): Promise<HeadCircumferenceRow> {
  const { record, child } = await headRecordOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const confirmed = assertPlausible(child, body);
    const row = await trx
      .updateTable('head_circumference_metric')
      .set({ measured_on: body.date, head_circumference_cm: body.headCircumferenceCm, updated_at: new Date() })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const changes = changedFields(snapshot(record), { ...snapshot(row), ...confirmed });
    await auditFolderWrite(trx, caller, { action: 'update', entity: 'head_circumference_metric', entityId: id, childId: child.id, ...changes });
    return toHeadRow(child, row);
  });
}

export async function deleteHeadCircumference(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await headRecordOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await trx.deleteFrom('head_circumference_metric').where('id', '=', id).execute();
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'head_circumference_metric', entityId: id, childId: child.id, before: snapshot(record) });
  });
}
