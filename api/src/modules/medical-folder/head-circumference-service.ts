import type { HeadCircumferenceRequest, HeadCircumferenceRow, MetricList } from '@evax/shared/contract';
import { growthAge, headCircumferenceZScore, isBorderline } from '@evax/shared/growth';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound } from '../../http/errors.js';
import { changedFields } from '../audit/index.js';
import { visibleChildOr404, type VisibleChild } from '../citizen/index.js';
import { borderlineMetric, invalidMetric } from './errors.js';
import { assertFolderOpen, folderRecordOr404 } from './folder.js';
import { deleteHeadRow, findHeadRecord, headRecordsOf, insertHead, updateHeadRow, type HeadRecord } from './head-circumference-queries.js';
import { assertBirthDateOf, assertMeasurementDate, auditFolderWrite } from './metric-rules.js';

function toHeadRow(child: VisibleChild, row: HeadRecord): HeadCircumferenceRow {
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
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'head_circumference' });
  assertBirthDateOf(child, birthDate);
  const rows = await headRecordsOf(db, child.id);
  return { count: rows.length, results: rows.map((row) => toHeadRow(child, row)) };
}

/**
 * A head circumference out of WHO's plausible range for the age: "invalid height or perimeter
 * metric"; beyond ±3 SD: to confirm (409). Answers the audit's record of a confirmed one.
 */
function assertPlausible(child: VisibleChild, body: HeadCircumferenceRequest): { borderlineConfirmed?: string } {
  assertMeasurementDate(child, body.date);
  const score = headCircumferenceZScore(child.gender, child.birthDate, body.date, body.headCircumferenceCm);
  if (score?.implausible) throw invalidMetric(['headCircumferenceCm']);
  if (!isBorderline(score)) return {};
  if (body.confirmBorderline !== true) throw borderlineMetric(['headCircumferenceCm']);
  return { borderlineConfirmed: 'headCircumferenceForAge' };
}

export async function createHeadCircumference(db: Db, caller: Caller, evaxNumber: string, body: HeadCircumferenceRequest): Promise<HeadCircumferenceRow> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const confirmed = assertPlausible(child, body);
    const row = await insertHead(trx, child.id, body);
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

/** A record and its child, or 404 (another centre's child's record as well). */
const headRecordOr404 = async (db: Db, caller: Caller, id: number) =>
  folderRecordOr404(db, caller, await findHeadRecord(db, id), () => entityNotFound('Head-circumference record not found'));

export async function updateHeadCircumference(db: Db, caller: Caller, id: number, body: HeadCircumferenceRequest): Promise<HeadCircumferenceRow> {
  const { record, child } = await headRecordOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const confirmed = assertPlausible(child, body);
    const row = await updateHeadRow(trx, id, body);
    const changes = changedFields(snapshot(record), { ...snapshot(row), ...confirmed });
    await auditFolderWrite(trx, caller, { action: 'update', entity: 'head_circumference_metric', entityId: id, childId: child.id, ...changes });
    return toHeadRow(child, row);
  });
}

export async function deleteHeadCircumference(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await headRecordOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await deleteHeadRow(trx, id);
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'head_circumference_metric', entityId: id, childId: child.id, before: snapshot(record) });
  });
}
