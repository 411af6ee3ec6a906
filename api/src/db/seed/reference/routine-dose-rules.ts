import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { loadRoutineSchedule } from '../source-data.js';
import { DCI_CATALOGUE } from './dci-catalogue.js';

const YEAR = 365;
const MONTH = 30;

interface DoseRules {
  /** Doses numbered one after the other across products: DTP is PENTA 1-3, DTC 4, Td 5-7. */
  series: string;
  /** Minimum days since the previous dose of the series, by dose number (the first has none). */
  minIntervalDays: (doseNumber: number) => number;
  /** Age in days after which the dose is no longer given; null: none. */
  catchUpLimitDays: number | null;
  onlyGender?: 'female';
}

/**
 * Ours, until the DSSB calendar is found (data/ATTRIBUTION.md): the minimum intervals and catch-up
 * ages follow the WHO summary "Recommendations for interrupted or delayed routine immunization"
 * (4 weeks between primary doses; the DTP booster 6 months after the third; hepatitis A 6 months
 * apart; Hib- and PCV-containing doses not after 5 years, whole-cell pertussis not after 7; BCG
 * within the first year, the hepatitis B birth dose within its first week). Seeded into
 * routine_schedule_dose, where administrators correct them.
 */
export const ROUTINE_DOSE_RULES: Record<string, DoseRules> = {
  BCG: { series: 'BCG', minIntervalDays: () => 0, catchUpLimitDays: YEAR },
  HBV0: { series: 'HBV0', minIntervalDays: () => 0, catchUpLimitDays: 7 },
  PENTA: { series: 'DTP', minIntervalDays: () => 28, catchUpLimitDays: 5 * YEAR },
  DTC4: { series: 'DTP', minIntervalDays: () => 6 * MONTH, catchUpLimitDays: 7 * YEAR },
  Td: { series: 'DTP', minIntervalDays: () => YEAR, catchUpLimitDays: null },
  VPI: { series: 'VPI', minIntervalDays: () => 28, catchUpLimitDays: null },
  VPO: { series: 'VPO', minIntervalDays: () => 28, catchUpLimitDays: null },
  VPC10: { series: 'VPC10', minIntervalDays: (n) => (n === 3 ? 56 : 28), catchUpLimitDays: 5 * YEAR },
  RR: { series: 'RR', minIntervalDays: () => 28, catchUpLimitDays: null },
  HEPA: { series: 'HEPA', minIntervalDays: () => 6 * MONTH, catchUpLimitDays: null },
  HPV: { series: 'HPV', minIntervalDays: () => 6 * MONTH, catchUpLimitDays: null, onlyGender: 'female' },
};

/**
 * The dose rules of the routine schedule: series, antigens (from the schedule file), minimum
 * interval, catch-up age, the children it is for. A seed of its own so that a database seeded
 * before migration 0027 gets them at its next start.
 */
export async function seedRoutineDoseRules(trx: Transaction<Database>): Promise<void> {
  const dciIds = new Map((await trx.selectFrom('dci').select(['id', 'name']).execute()).map((d) => [d.name, d.id]));
  for (const entry of loadRoutineSchedule()) {
    const rules = ROUTINE_DOSE_RULES[entry.code];
    const dciName = DCI_CATALOGUE.find((d) => d.scheduleCode === entry.code)?.name;
    const dciId = dciName ? dciIds.get(dciName) : undefined;
    if (!rules || dciId === undefined) throw new Error(`routine schedule ${entry.code} has no rules or no DCI`);
    const doses = await trx.selectFrom('routine_schedule_dose').select(['id', 'dose_number']).where('dci_id', '=', dciId).execute();
    for (const dose of doses)
      await trx
        .updateTable('routine_schedule_dose')
        .set({
          series: rules.series,
          antigens: entry.antigens,
          min_interval_days: dose.dose_number === 1 ? 0 : rules.minIntervalDays(dose.dose_number),
          catch_up_limit_days: rules.catchUpLimitDays,
          only_gender: rules.onlyGender ?? null,
        })
        .where('id', '=', dose.id)
        .execute();
  }
}
