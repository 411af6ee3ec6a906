import {
  RABIES_ERROR_KEYS,
  RABIES_FIELD_KEYS,
  RABIES_LIMITS,
  type RabiesAnimalSpecies,
  type RabiesAttackType,
  type RabiesExposureCategory,
  type RabiesLesionDepth,
  type RabiesPreviousTreatment,
  type RabiesRegimen,
  type RabiesSheetType,
} from '../contract/vaccination/rabies.js';
import { RABIES_PEP } from './rabies-pep.js';
import { dayNumber, isoDay } from './vaccination-booklet.js';

/**
 * The anti-rabies sheet's pure rules (spec 2 §4, §5, §9), shared by the API (which decides) and
 * the screens (which show the same answer before sending). Categories and regimens follow the
 * copy of rabies-pep.json (rabies-pep.ts); docs/decisions.md "Anti-rabies" says how it was read.
 */

export interface ExposureInput {
  attackType: RabiesAttackType;
  /** Lesions seen (0: intact skin). */
  lesionCount: number;
  /** The deepest lesion's depth; null when there is none. */
  lesionDepth?: RabiesLesionDepth | null;
  /** The animal's species, when known: a bat makes any exposure category III. */
  species?: RabiesAnimalSpecies | null;
}

/**
 * The WHO exposure category (rabies-pep.json exposureCategories):
 * - I: touching or feeding animals, licks on intact skin (a contact, a lick without a lesion);
 * - II: nibbling of uncovered skin, minor scratches or abrasions without bleeding (a bite or a
 *   scratch whose lesions are very superficial or superficial, or a bite with no lesion: nibbling);
 * - III: transdermal bites or scratches (deep or very deep), contamination of a mucous membrane
 *   (a mucous splash) or of broken skin (a lick on a lesion) with saliva, and any direct contact
 *   with a bat, whatever the lesions.
 * A second aggression is categorised alone; the sheet keeps the higher category (exposureOfSheet).
 */
export function exposureCategory({ attackType, lesionCount, lesionDepth, species }: ExposureInput): RabiesExposureCategory {
  if (species === 'BAT') return 'III';
  const hasLesion = lesionCount > 0;
  const transdermal = hasLesion && (lesionDepth === 'DEEP' || lesionDepth === 'VERY_DEEP');
  switch (attackType) {
    case 'CONTACT':
      return hasLesion ? 'III' : 'I';
    case 'LICKING':
      return hasLesion ? 'III' : 'I';
    case 'MUCOUS_SPLASH':
      return 'III';
    case 'BITE':
    case 'BITE_SCRATCH':
    case 'SCRATCH':
      return transdermal ? 'III' : 'II';
  }
}

const CATEGORY_ORDER: Record<RabiesExposureCategory, number> = { I: 1, II: 2, III: 3 };

/** The higher of the categories (a sheet with a second aggression keeps the worse exposure). */
export const higherCategory = (...categories: RabiesExposureCategory[]): RabiesExposureCategory =>
  categories.reduce((worst, c) => (CATEGORY_ORDER[c] > CATEGORY_ORDER[worst] ? c : worst), 'I' as RabiesExposureCategory);

/** One planned visit of a regimen: its day (J0, J3...) and how many injections (sites) it gives. */
export interface RabiesVisit {
  day: number;
  sites: number;
}

type PepRegimenId = (typeof RABIES_PEP.regimens)[number]['id'];
const pepVisits = (id: PepRegimenId): RabiesVisit[] => {
  const regimen = RABIES_PEP.regimens.find((r) => r.id === id);
  if (!regimen || !('visits' in regimen)) return [];
  // The 4-dose IM regimen's 4th dose is "any day between day 14 and day 28": planned on day 14 (spec 2 §4: J0, J7, J14).
  return regimen.visits.map((v) => ({ day: 'day' in v ? v.day : v.dayRange[0], sites: v.sites }));
};

/** The previously-vaccinated booster, IM option (rabies-pep.json WHO2018_PREVIOUSLY_VACCINATED): J0 and J3. */
const boosterVisits = (): RabiesVisit[] => {
  const booster = RABIES_PEP.regimens.find((r) => r.id === 'WHO2018_PREVIOUSLY_VACCINATED');
  const im = booster && 'options' in booster ? booster.options.find((o) => o.route === 'IM') : undefined;
  return im ? im.visits.map((v) => ({ day: v.day, sites: v.sites })) : [];
};

/** The visits of each regimen, from the data file; PREP_2VISIT (days 0 and 7) is ours (docs/decisions.md). */
export const RABIES_REGIMEN_VISITS: Record<RabiesRegimen, RabiesVisit[]> = {
  WHO2018_IM_4DOSE: pepVisits('WHO2018_IM_4DOSE'),
  ESSEN_5DOSE: pepVisits('ESSEN_5DOSE'),
  WHO2018_IM_ZAGREB: pepVisits('WHO2018_IM_ZAGREB'),
  WHO2018_ID_1WEEK_2SITE: pepVisits('WHO2018_ID_1WEEK_2SITE'),
  BOOSTER_IM_2DOSE: boosterVisits(),
  PREP_2VISIT: [
    { day: 0, sites: 1 },
    { day: 7, sites: 1 },
  ],
  NONE: [],
};

/** The regimens an agent may choose for a rabies-naive person after an aggression (category II or III). */
export const RABIES_NAIVE_REGIMENS: readonly RabiesRegimen[] = ['WHO2018_IM_4DOSE', 'ESSEN_5DOSE', 'WHO2018_IM_ZAGREB', 'WHO2018_ID_1WEEK_2SITE'];

export interface ProtocolInput {
  /** false: a preventive sheet (no aggression). */
  afterAggression: boolean;
  category: RabiesExposureCategory | null;
  previousTreatment: RabiesPreviousTreatment;
  /** The regimen the agent chose among RABIES_NAIVE_REGIMENS; the 4-dose IM one by default. */
  preferredRegimen?: RabiesRegimen | null;
  /** The citizen's weight (kg), for the serum's maximum dose. */
  weightKg?: number | null;
}

export interface RabiesProtocol {
  type: RabiesSheetType;
  regimen: RabiesRegimen;
  visits: RabiesVisit[];
  /** Category III of a rabies-naive person: immunoglobulin (rabies-pep.json rabiesImmunoglobulin). */
  serum: { required: boolean; maxIuErig: number | null; maxIuHrig: number | null };
}

/**
 * The regimens a sheet may follow (the schedule step's choice, refused otherwise by the API): the
 * PrEP for a preventive sheet, none for category I, the IM booster after a complete earlier
 * protocol, otherwise any rabies-naive regimen of rabies-pep.json.
 */
export function allowedRegimens({
  afterAggression,
  category,
  previousTreatment,
}: Omit<ProtocolInput, 'preferredRegimen' | 'weightKg'>): readonly RabiesRegimen[] {
  if (!afterAggression) return ['PREP_2VISIT'];
  if (category === 'I' || category === null) return ['NONE'];
  if (previousTreatment === 'COMPLETE') return ['BOOSTER_IM_2DOSE'];
  return RABIES_NAIVE_REGIMENS;
}

/**
 * The protocol proposed from the category and the previous treatment (spec 2 §3 "creation
 * result: protocole"): none for category I; the IM booster (J0, J3, no serum) for a person whose
 * earlier protocol was complete; otherwise the chosen rabies-naive regimen, the 4-dose IM one
 * (J0, J3, J7, J14) by default, with serum for category III. A preventive sheet follows PREP_2VISIT.
 */
export function proposeProtocol({ afterAggression, category, previousTreatment, preferredRegimen, weightKg }: ProtocolInput): RabiesProtocol {
  const noSerum = { required: false, maxIuErig: null, maxIuHrig: null };
  if (!afterAggression) return { type: 'P', regimen: 'PREP_2VISIT', visits: RABIES_REGIMEN_VISITS.PREP_2VISIT, serum: noSerum };
  if (category === 'I' || category === null) return { type: 'A1', regimen: 'NONE', visits: [], serum: noSerum };
  if (previousTreatment === 'COMPLETE') return { type: 'A1', regimen: 'BOOSTER_IM_2DOSE', visits: RABIES_REGIMEN_VISITS.BOOSTER_IM_2DOSE, serum: noSerum };
  const regimen = preferredRegimen && RABIES_NAIVE_REGIMENS.includes(preferredRegimen) ? preferredRegimen : 'WHO2018_IM_4DOSE';
  if (category === 'II') return { type: 'A1', regimen, visits: RABIES_REGIMEN_VISITS[regimen], serum: noSerum };
  const { HRIG, ERIG } = RABIES_PEP.rabiesImmunoglobulin.maxDoseIUperKg;
  const kg = weightKg ?? null;
  return {
    type: 'A2',
    regimen,
    visits: RABIES_REGIMEN_VISITS[regimen],
    serum: { required: true, maxIuErig: kg === null ? null : Math.round(kg * ERIG), maxIuHrig: kg === null ? null : Math.round(kg * HRIG) },
  };
}

/** The planned dates of a protocol's visits from its day 0 (yyyy-mm-dd). */
export const plannedDates = (visits: readonly RabiesVisit[], dayZero: string): string[] => visits.map((v) => isoDay(dayNumber(dayZero) + v.day));

/**
 * Spec 2 §5: the day-0 dose's date must be today for the protocols that say so (A2: category III,
 * serum and vaccine without delay); any other dose, or a day-0 dose of another protocol, is today
 * or between the aggression date (the opening date of a preventive sheet) and yesterday.
 * Returns the field error's key, or null.
 */
export function doseDateError(input: { date: string; today: string; day: number; type: RabiesSheetType; from: string }): string | null {
  const { date, today, day, type, from } = input;
  if (date === today) return null;
  if (day === 0 && type === 'A2') return RABIES_FIELD_KEYS.dateMustBeTodayForProtocol;
  if (dayNumber(date) < dayNumber(from) || dayNumber(date) >= dayNumber(today)) return RABIES_FIELD_KEYS.betweenAggressionAndYesterday;
  return null;
}

/** Spec 2 §5: a second aggression's date lies between the first aggression's date and today; its error key, or null. */
export function secondAggressionDateError(second: string, first: string, today: string): string | null {
  return dayNumber(second) < dayNumber(first) || dayNumber(second) > dayNumber(today) ? RABIES_FIELD_KEYS.secondAggressionWindow : null;
}

/**
 * The planned dates of a protocol resumed on `today` (a sheet closed temporarily, reopened: WHO
 * resumes an interrupted protocol, never restarts it): the visits not given keep their intervals,
 * moved together so that the first of them is not before today; given visits keep their dates.
 */
export function resumedPlan(visits: readonly { plannedDate: string; done: boolean }[], today: string): string[] {
  const firstPending = visits.find((visit) => !visit.done);
  const delay = firstPending ? Math.max(0, dayNumber(today) - dayNumber(firstPending.plannedDate)) : 0;
  return visits.map((visit) => (visit.done ? visit.plannedDate : isoDay(dayNumber(visit.plannedDate) + delay)));
}

/** Whole days from `from` to `today`. */
export const daysBetween = (from: string, today: string): number => dayNumber(today) - dayNumber(from);

/** Spec 2 §4, §9: a sheet of type A1 or A2, in progress, open more than 14 days is flagged. */
export function isOpenTooLong(sheet: { type: RabiesSheetType; state: string; openedOn: string }, today: string): boolean {
  return sheet.type !== 'P' && sheet.state === 'IN_PROGRESS' && daysBetween(sheet.openedOn, today) > RABIES_LIMITS.openDaysFlag;
}

/**
 * Spec 2 §4, §9: 4 to 5 doses count as a complete protocol; a regimen planning fewer visits (the
 * booster, the 1-week ID, PrEP) is complete when all its visits are done.
 */
export const isProtocolComplete = (dosesDone: number, visitsPlanned: number): boolean => visitsPlanned > 0 && dosesDone >= Math.min(4, visitsPlanned);

/**
 * Spec 2 §4 dose order: the visit `rank` (0-based) may be recorded only when every earlier one is
 * done: the first visit missing says so, the J3 visit missing says so (spec 2 §8 "J3 not done"),
 * any other says "previous appointment". Returns the error key, or null.
 */
export function doseOrderError(rank: number, visits: readonly { day: number; done: boolean }[]): string | null {
  for (let i = 0; i < rank; i += 1) {
    const visit = visits[i]!;
    if (visit.done) continue;
    if (i === 0) return RABIES_ERROR_KEYS.firstDoseRequired;
    if (visit.day === 3) return RABIES_ERROR_KEYS.j3NotDone;
    return RABIES_ERROR_KEYS.previousNotVaccinated;
  }
  return null;
}

/**
 * Spec 2 §5, §9 sum rule, on the serum (docs/decisions.md): the part infiltrated into and around
 * the wounds and the intramuscular rest add up to the total dose, and the infiltrated part is at
 * least 80 % of it (Institut Pasteur de Tunis: most of the dose infiltrated, the rest deep IM).
 */
export function serumSumRuleHolds(infiltratedMl: number, intramuscularMl: number, totalMl: number): boolean {
  const cents = (n: number) => Math.round(n * 100);
  return cents(infiltratedMl) + cents(intramuscularMl) === cents(totalMl) && cents(infiltratedMl) >= Math.ceil(cents(totalMl) * RABIES_LIMITS.sumRuleShare);
}
