import type { GrowthRequest, GrowthRow, MetricList, ZScoreAnswer } from '@evax/shared/contract';
import {
  bodyMassIndex,
  borderlineIndicators,
  growthAge,
  growthZScores,
  heightShrinks,
  roundedBmi,
  type GrowthIndicator,
  type ZScoreResult,
} from '@evax/shared/growth';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound } from '../../http/errors.js';
import { changedFields } from '../audit/index.js';
import { visibleChildOr404, type VisibleChild } from '../citizen/index.js';
import { borderlineMetric, invalidMetric } from './errors.js';
import { assertFolderOpen, folderRecordOr404 } from './folder.js';
import { deleteGrowthRow, findGrowthRecord, growthRecordsOf, insertGrowth, neighbourHeights, updateGrowthRow, type GrowthRecord } from './growth-queries.js';
import { assertBirthDateOf, assertMeasurementDate, auditFolderWrite } from './metric-rules.js';

const answer = (score: ZScoreResult | null): ZScoreAnswer | null => (score ? { z: score.z, band: score.band } : null);

function toGrowthRow(child: VisibleChild, row: GrowthRecord): GrowthRow {
  const measurement = { date: row.measured_on, weightKg: row.weight_kg, heightCm: row.height_cm };
  const scores = growthZScores(child.gender, child.birthDate, measurement);
  return {
    id: row.id,
    ...measurement,
    age: growthAge(child.birthDate, row.measured_on),
    bmi: roundedBmi(bodyMassIndex(row.weight_kg, row.height_cm)!),
    zScores: {
      weightForAge: answer(scores.weightForAge),
      lengthHeightForAge: answer(scores.lengthHeightForAge),
      weightForLengthHeight: answer(scores.weightForLengthHeight),
      bmiForAge: answer(scores.bmiForAge),
    },
  };
}

/** Spec 2 §3-4: the child's growth records by date (an undated one cannot exist: the column is required). */
export async function listGrowth(db: Db, caller: Caller, evaxNumber: string, birthDate: string): Promise<MetricList<GrowthRow>> {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'growth' });
  assertBirthDateOf(child, birthDate);
  const rows = await growthRecordsOf(db, child.id);
  return { count: rows.length, results: rows.map((row) => toGrowthRow(child, row)) };
}

/**
 * WHO's implausible z-scores (a weight or a height out of range for the age, a weight out of
 * range for the height) and a height shrinking past the tolerance: "invalid height or perimeter metric".
 */
async function assertPlausible(trx: Db, child: VisibleChild, body: GrowthRequest, except: number | null): Promise<GrowthIndicator[]> {
  assertMeasurementDate(child, body.date);
  const scores = growthZScores(child.gender, child.birthDate, body);
  const fields = new Set<string>();
  if (scores.weightForAge?.implausible) fields.add('weightKg');
  if (scores.lengthHeightForAge?.implausible) fields.add('heightCm');
  if (scores.weightForLengthHeight?.implausible) fields.add('weightKg').add('heightCm');
  if (scores.bmiForAge?.implausible) fields.add('weightKg').add('heightCm');
  const { previous, next } = await neighbourHeights(trx, child.id, body.date, except);
  if (heightShrinks(body.heightCm, previous, next)) fields.add('heightCm');
  if (fields.size > 0) throw invalidMetric([...fields]);
  return confirmedBorderline(scores, body.confirmBorderline === true);
}

const BORDERLINE_FIELDS: Record<string, string[]> = {
  weightForAge: ['weightKg'],
  lengthHeightForAge: ['heightCm'],
  weightForLengthHeight: ['weightKg', 'heightCm'],
  bmiForAge: ['weightKg', 'heightCm'],
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
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const borderline = await assertPlausible(trx, child, body, null);
    const row = await insertGrowth(trx, child.id, body);
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
const growthRecordOr404 = async (db: Db, caller: Caller, id: number) =>
  folderRecordOr404(db, caller, await findGrowthRecord(db, id), () => entityNotFound('Growth record not found'));

export async function updateGrowth(db: Db, caller: Caller, id: number, body: GrowthRequest): Promise<GrowthRow> {
  const { record, child } = await growthRecordOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const borderline = await assertPlausible(trx, child, body, id);
    const row = await updateGrowthRow(trx, id, body);
    const changes = changedFields(snapshot(record), { ...snapshot(row), ...confirmation(borderline) });
    await auditFolderWrite(trx, caller, { action: 'update', entity: 'growth_metric', entityId: id, childId: child.id, ...changes });
    return toGrowthRow(child, row);
  });
}

export async function deleteGrowth(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await growthRecordOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await deleteGrowthRow(trx, id);
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'growth_metric', entityId: id, childId: child.id, before: snapshot(record) });
  });
}
