import type { GrowthRequest, GrowthRow, MetricList, ZScoreAnswer } from '@evax/shared/contract';
import { borderlineIndicators, growthAge, growthZScores, heightShrinks, type GrowthIndicator, type ZScoreResult } from '@evax/shared/growth';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound } from '../../http/errors.js';
import { changedFields } from '../audit/audit.js';
import { assertFolderOpen, borderlineMetric, folderChildByIdOr404, folderChildOr404, invalidMetric, type FolderChild } from './folder.js';
import { assertBirthDateOf, assertMeasurementDate, auditFolderWrite } from './metric-rules.js';

const answer = (score: ZScoreResult | null): ZScoreAnswer | null => (score ? { z: score.z, band: score.band } : null);

interface GrowthRecord {
  id: number;
  measured_on: string;
  weight_kg: number;
  height_cm: number;
}

function toGrowthRow(child: FolderChild, row: GrowthRecord): GrowthRow {
  const measurement = { date: row.measured_on, weightKg: row.weight_kg, heightCm: row.height_cm };
  const scores = growthZScores(child.gender, child.birthDate, measurement);
  return {
    id: row.id,
    ...measurement,
    age: growthAge(child.birthDate, row.measured_on),
    zScores: {
      weightForAge: answer(scores.weightForAge),
      lengthHeightForAge: answer(scores.lengthHeightForAge),
      weightForLengthHeight: answer(scores.weightForLengthHeight),
    },
  };
}

const COLUMNS = ['id', 'measured_on', 'weight_kg', 'height_cm'] as const;

/** Spec 2 §3-4: the child's growth records by date (an undated one cannot exist: the column is required). */
export async function listGrowth(db: Db, caller: Caller, evaxNumber: string, birthDate: string): Promise<MetricList<GrowthRow>> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  assertBirthDateOf(child, birthDate);
  const rows = await db.selectFrom('growth_metric').select(COLUMNS).where('child_id', '=', child.id).orderBy('measured_on').orderBy('id').execute();
  return { count: rows.length, results: rows.map((row) => toGrowthRow(child, row)) };
}

/** The heights just before and just after a date (the record being changed left out). */
async function neighbourHeights(trx: Db, childId: number, date: string, except: number | null) {
  const base = () => {
    let query = trx.selectFrom('growth_metric').select('height_cm').where('child_id', '=', childId);
    if (except !== null) query = query.where('id', '!=', except);
    return query;
  };
  const previous = await base().where('measured_on', '<=', date).orderBy('measured_on', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const next = await base().where('measured_on', '>', date).orderBy('measured_on').orderBy('id').limit(1).executeTakeFirst();
  return { previous: previous?.height_cm ?? null, next: next?.height_cm ?? null };
}

/**
 * WHO's implausible z-scores (a weight or a height out of range for the age, a weight out of
 * range for the height) and a height shrinking past the tolerance: "invalid height or perimeter metric".
 */
async function assertPlausible(trx: Db, child: FolderChild, body: GrowthRequest, except: number | null): Promise<GrowthIndicator[]> {
  assertMeasurementDate(child, body.date);
  const scores = growthZScores(child.gender, child.birthDate, body);
  const fields = new Set<string>();
  if (scores.weightForAge?.implausible) fields.add('weightKg');
  if (scores.lengthHeightForAge?.implausible) fields.add('heightCm');
  if (scores.weightForLengthHeight?.implausible) fields.add('weightKg').add('heightCm');
  const { previous, next } = await neighbourHeights(trx, child.id, body.date, except);
  if (heightShrinks(body.heightCm, previous, next)) fields.add('heightCm');
  if (fields.size > 0) throw invalidMetric([...fields]);
  return confirmedBorderline(scores, body.confirmBorderline === true);
}

const BORDERLINE_FIELDS: Record<string, string[]> = {
  weightForAge: ['weightKg'],
  lengthHeightForAge: ['heightCm'],
  weightForLengthHeight: ['weightKg', 'heightCm'],
};

/** The borderline indicators (beyond ±3 SD): refused (409) unless confirmed; the confirmed ones go to the audit. */
function confirmedBorderline(scores: ReturnType<typeof growthZScores>, confirmed: boolean): GrowthIndicator[] {
  const borderline = borderlineIndicators(scores);
  if (borderline.length > 0 && !confirmed) throw borderlineMetric([...new Set(borderline.flatMap((indicator) => BORDERLINE_FIELDS[indicator] ?? []))]);
  return borderline;
}

/** The audit's record of a confirmed borderline value. */
const confirmation = (borderline: GrowthIndicator[]) => (borderline.length > 0 ? { borderlineConfirmed: borderline.join(',') } : {});

const snapshot = (row: GrowthRecord) => ({ date: row.measured_on, weightKg: row.weight_kg, heightCm: row.height_cm });

export async function createGrowth(db: Db, caller: Caller, evaxNumber: string, body: GrowthRequest): Promise<GrowthRow> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const borderline = await assertPlausible(trx, child, body, null);
    const row = await trx
      .insertInto('growth_metric')
      .values({ child_id: child.id, measured_on: body.date, weight_kg: body.weightKg, height_cm: body.heightCm })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await auditFolderWrite(trx, caller, {
      action: 'create',
      entity: 'growth_metric',
      entityId: row.id,
      childId: child.id,
      after: { ...snapshot(row), ...confirmation(borderline) },
    });
    return toGrowthRow(child, row);
  });
}

/** A record and its child, or 404 (another centre's child's record as well). */
async function growthRecordOr404(db: Db, caller: Caller, id: number) {
  const record = await db
    .selectFrom('growth_metric')
    .select([...COLUMNS, 'child_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!record) throw entityNotFound('Growth record not found');
  const child = await folderChildByIdOr404(db, caller, record.child_id).catch(() => {
    throw entityNotFound('Growth record not found');
  });
  return { record, child };
}

export async function updateGrowth(db: Db, caller: Caller, id: number, body: GrowthRequest): Promise<GrowthRow> {
  const { record, child } = await growthRecordOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const borderline = await assertPlausible(trx, child, body, id);
    const row = await trx
      .updateTable('growth_metric')
      .set({ measured_on: body.date, weight_kg: body.weightKg, height_cm: body.heightCm, updated_at: new Date() })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const changes = changedFields(snapshot(record), { ...snapshot(row), ...confirmation(borderline) });
    await auditFolderWrite(trx, caller, { action: 'update', entity: 'growth_metric', entityId: id, childId: child.id, ...changes });
    return toGrowthRow(child, row);
  });
}

export async function deleteGrowth(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await growthRecordOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await trx.deleteFrom('growth_metric').where('id', '=', id).execute();
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'growth_metric', entityId: id, childId: child.id, before: snapshot(record) });
  });
}
