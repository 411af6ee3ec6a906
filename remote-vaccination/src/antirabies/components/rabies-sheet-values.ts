import type {
  RabiesAggression,
  RabiesAnimalSpecies,
  RabiesAnimal,
  RabiesAttackType,
  RabiesExposureCategory,
  RabiesFiche,
  RabiesFicheBody,
  RabiesFirstUpdateBody,
  RabiesLesionDepth,
  RabiesPreviousTreatment,
  RabiesRegimen,
  RabiesSerum,
} from '@evax/shared/contract';
import type { FormValues } from '@evax/shared/ui';
import { allowedRegimens, exposureCategory, higherCategory, proposeProtocol, type RabiesProtocol } from '@evax/shared/validation';

/** An animal's values (step 3); the second animal's are the same names prefixed with `second`. */
export interface RabiesAnimalValues {
  species: string;
  animalState: string;
  sentToLab: boolean;
  /** '' (not known yet), 'YES' or 'NO'. */
  rabiesDiagnosis: string;
  ownerKnown: boolean;
  ownerName: string;
  ownerPhone: string;
  ownerAddress: string;
  vaccinated: boolean;
  vaccineName: string;
  vaccineLot: string;
  lastVaccinationDate: string;
  veterinaryObservation: boolean;
}
export const ANIMAL_VALUE_NAMES = [
  'species',
  'animalState',
  'sentToLab',
  'rabiesDiagnosis',
  'ownerKnown',
  'ownerName',
  'ownerPhone',
  'ownerAddress',
  'vaccinated',
  'vaccineName',
  'vaccineLot',
  'lastVaccinationDate',
  'veterinaryObservation',
] as const satisfies readonly (keyof RabiesAnimalValues)[];

/** A value's name, of the first aggression or animal (`species`), or of the second (`secondSpecies`). */
const prefixed = (second: boolean, name: string): string => (second ? `second${name[0]!.toUpperCase()}${name.slice(1)}` : name);
/** The value's name of an animal's field: `species`, or `secondSpecies` for the second animal. */
export const animalName = (second: boolean, name: keyof RabiesAnimalValues): string => prefixed(second, name);

const EMPTY_ANIMAL: RabiesAnimalValues = {
  species: '',
  animalState: '',
  sentToLab: false,
  rabiesDiagnosis: '',
  ownerKnown: false,
  ownerName: '',
  ownerPhone: '',
  ownerAddress: '',
  vaccinated: false,
  vaccineName: '',
  vaccineLot: '',
  lastVaccinationDate: '',
  veterinaryObservation: false,
};
const emptySecondAnimal = () => Object.fromEntries(ANIMAL_VALUE_NAMES.map((name) => [animalName(true, name), EMPTY_ANIMAL[name]]));

/** The new sheet's values, flat (the five steps). */
export interface RabiesSheetValues extends FormValues, RabiesAnimalValues {
  governorate: string | number;
  delegation: string | number;
  address: string;
  weightKg: number | null;
  phone: string;
  localCare: boolean;
  careProduct: string;
  carePlace: string;
  careDelay: string;
  date: string;
  attackType: string;
  lesionCount: number | null;
  lesionLocations: string[];
  lesionDepth: string;
  lesionSize: string;
  hasSecondAggression: boolean;
  secondDate: string;
  secondAttackType: string;
  secondLesionCount: number | null;
  secondLesionLocations: string[];
  secondLesionDepth: string;
  secondLesionSize: string;
  hasSecondAnimal: boolean;
  previousTreatment: string;
  emergencyService: boolean;
  intradermalTest: boolean;
  subcutaneousTest: boolean;
  besredkaTest: boolean;
  serumAmpoules: number | null;
  serumTotalMl: number | null;
  serumInfiltratedMl: number | null;
  serumIntramuscularMl: number | null;
  /** The regimen chosen at step 5 among those allowed (the 4-dose IM one by default). */
  regimen: string;
}

export const emptySheet = (): RabiesSheetValues => ({
  governorate: '',
  delegation: '',
  address: '',
  weightKg: null,
  phone: '',
  localCare: false,
  careProduct: '',
  carePlace: '',
  careDelay: '',
  date: '',
  attackType: '',
  lesionCount: null,
  lesionLocations: [],
  lesionDepth: '',
  lesionSize: '',
  hasSecondAggression: false,
  secondDate: '',
  secondAttackType: '',
  secondLesionCount: null,
  secondLesionLocations: [],
  secondLesionDepth: '',
  secondLesionSize: '',
  ...EMPTY_ANIMAL,
  hasSecondAnimal: false,
  ...emptySecondAnimal(),
  previousTreatment: 'NONE',
  emergencyService: false,
  intradermalTest: false,
  subcutaneousTest: false,
  besredkaTest: false,
  serumAmpoules: null,
  serumTotalMl: null,
  serumInfiltratedMl: null,
  serumIntramuscularMl: null,
  regimen: 'WHO2018_IM_4DOSE',
});

const speciesOf = (species: string) => (species || null) as RabiesAnimalSpecies | null;

/** The WHO category of the values (the higher of the two aggressions, a bat's contact III), live; null until the first is described. */
export function sheetCategory(values: RabiesSheetValues): RabiesExposureCategory | null {
  if (!values.attackType || values.lesionCount === null) return null;
  const first = exposureCategory({
    attackType: values.attackType as RabiesAttackType,
    lesionCount: values.lesionCount,
    lesionDepth: (values.lesionDepth || null) as RabiesLesionDepth | null,
    species: speciesOf(values.species),
  });
  if (!values.hasSecondAggression || !values.secondAttackType || values.secondLesionCount === null) return first;
  return higherCategory(
    first,
    exposureCategory({
      attackType: values.secondAttackType as RabiesAttackType,
      lesionCount: values.secondLesionCount,
      lesionDepth: (values.secondLesionDepth || null) as RabiesLesionDepth | null,
      species: speciesOf(String(values[animalName(values.hasSecondAnimal, 'species')] ?? '')),
    }),
  );
}

const situation = (values: RabiesSheetValues) => ({
  afterAggression: true,
  category: sheetCategory(values),
  previousTreatment: values.previousTreatment as RabiesPreviousTreatment,
});

/** The regimens the values allow (the shared rule the API applies): a choice at step 5 when more than one. */
export const sheetRegimens = (values: RabiesSheetValues): readonly RabiesRegimen[] => allowedRegimens(situation(values));

/** The protocol the shared rule proposes for the values and the regimen chosen. */
export const sheetProtocol = (values: RabiesSheetValues): RabiesProtocol =>
  proposeProtocol({ ...situation(values), preferredRegimen: (values.regimen || null) as RabiesRegimen | null, weightKg: values.weightKg });

const trimmed = (text: unknown): string | null => (typeof text === 'string' && text.trim() ? text.trim() : null);
const placeId = (value: string | number): number | null => (value === '' || value === null ? null : Number(value));
const yesNo = (value: unknown): boolean | null => (value === 'YES' ? true : value === 'NO' ? false : null);

function aggressionOf(v: RabiesSheetValues, second: boolean): RabiesAggression {
  const at = (name: string) => v[prefixed(second, name)];
  const locations = at('lesionLocations') as string[];
  return {
    date: at('date'),
    attackType: at('attackType'),
    lesionCount: (at('lesionCount') as number | null) ?? 0,
    ...(locations.length ? { lesionLocations: locations } : {}),
    lesionDepth: at('lesionDepth') || null,
    lesionSize: at('lesionSize') || null,
  } as RabiesAggression;
}

/** An animal of the values; the owner's and the vaccination's details only when said known and vaccinated. */
function animalOf(v: RabiesSheetValues, second: boolean): RabiesAnimal {
  const at = (name: keyof RabiesAnimalValues) => v[animalName(second, name)];
  const sentToLab = at('sentToLab') === true;
  const ownerKnown = at('ownerKnown') === true;
  const vaccinated = at('vaccinated') === true;
  return {
    species: at('species'),
    state: at('animalState') || null,
    sentToLab,
    rabiesDiagnosis: sentToLab ? yesNo(at('rabiesDiagnosis')) : null,
    ownerKnown,
    ownerName: ownerKnown ? trimmed(at('ownerName')) : null,
    ownerPhone: ownerKnown ? trimmed(at('ownerPhone')) : null,
    ownerAddress: ownerKnown ? trimmed(at('ownerAddress')) : null,
    vaccinated,
    vaccineName: vaccinated ? trimmed(at('vaccineName')) : null,
    vaccineLot: vaccinated ? trimmed(at('vaccineLot')) : null,
    lastVaccinationDate: vaccinated ? trimmed(at('lastVaccinationDate')) : null,
    veterinaryObservation: at('veterinaryObservation') === true,
  } as RabiesAnimal;
}

const historyOf = (v: RabiesSheetValues): RabiesFicheBody['history'] => ({
  previousTreatment: v.previousTreatment as RabiesPreviousTreatment,
  emergencyService: v.emergencyService,
  intradermalTest: v.intradermalTest,
  subcutaneousTest: v.subcutaneousTest,
  besredkaTest: v.besredkaTest,
});

const serumOf = (v: RabiesSheetValues): RabiesSerum => ({
  ampoules: v.serumAmpoules ?? 0,
  totalMl: v.serumTotalMl ?? 0,
  infiltratedMl: v.serumInfiltratedMl ?? 0,
  intramuscularMl: v.serumIntramuscularMl ?? 0,
});

/** fiche/create's body from the values. */
export function sheetBody(evaxNumber: string, v: RabiesSheetValues): RabiesFicheBody {
  const protocol = sheetProtocol(v);
  return {
    evaxNumber,
    preventive: false,
    governorate: placeId(v.governorate),
    delegation: placeId(v.delegation),
    address: trimmed(v.address),
    weightKg: v.weightKg ?? 0,
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    localCare: v.localCare,
    careProduct: v.localCare && v.careProduct ? (v.careProduct as RabiesFicheBody['careProduct']) : null,
    carePlace: v.localCare && v.carePlace ? (v.carePlace as RabiesFicheBody['carePlace']) : null,
    careDelay: v.localCare && v.careDelay ? (v.careDelay as RabiesFicheBody['careDelay']) : null,
    aggression: aggressionOf(v, false),
    hasSecondAggression: v.hasSecondAggression,
    secondAggression: v.hasSecondAggression ? aggressionOf(v, true) : null,
    animal: animalOf(v, false),
    hasSecondAnimal: v.hasSecondAnimal,
    secondAnimal: v.hasSecondAnimal ? animalOf(v, true) : null,
    history: historyOf(v),
    serum: protocol.serum.required ? serumOf(v) : null,
    regimen: protocol.regimen,
  };
}

/** fiche/first_update's body, confirmed: the animals, the history, the serum (when the sheet asks for it) and the phone. */
export function firstUpdateBody(ficheId: number, v: RabiesSheetValues, serumRequired: boolean): RabiesFirstUpdateBody {
  return {
    ficheId,
    confirmed: true,
    animal: animalOf(v, false),
    secondAnimal: v.hasSecondAnimal ? animalOf(v, true) : null,
    history: historyOf(v),
    serum: serumRequired ? serumOf(v) : null,
    phone: v.phone.trim() || null,
  };
}

/**
 * The five steps as the details answer keeps them (the API's `details`: fiche/create's body, the first
 * update's replacements), read defensively: an older sheet may lack any part.
 */
export interface StoredSheetSteps {
  governorate?: number | null;
  delegation?: number | null;
  address?: string | null;
  localCare?: boolean | null;
  careProduct?: string | null;
  carePlace?: string | null;
  careDelay?: string | null;
  aggression?: RabiesAggression | null;
  secondAggression?: RabiesAggression | null;
  animal?: RabiesAnimal | null;
  secondAnimal?: RabiesAnimal | null;
  history?: Partial<RabiesFicheBody['history']>;
  serum?: RabiesSerum | null;
}

const aggressionValues = (aggression: RabiesAggression | null | undefined, second: boolean) => {
  const values = {
    date: aggression?.date ?? '',
    attackType: aggression?.attackType ?? '',
    lesionCount: aggression?.lesionCount ?? null,
    lesionLocations: aggression?.lesionLocations ?? [],
    lesionDepth: aggression?.lesionDepth ?? '',
    lesionSize: aggression?.lesionSize ?? '',
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [prefixed(second, name), value]));
};

const animalValues = (animal: RabiesAnimal | null | undefined, second: boolean) => {
  const values: RabiesAnimalValues = {
    species: animal?.species ?? '',
    animalState: animal?.state ?? '',
    sentToLab: animal?.sentToLab === true,
    rabiesDiagnosis: animal?.rabiesDiagnosis === true ? 'YES' : animal?.rabiesDiagnosis === false ? 'NO' : '',
    ownerKnown: animal?.ownerKnown === true,
    ownerName: animal?.ownerName ?? '',
    ownerPhone: animal?.ownerPhone ?? '',
    ownerAddress: animal?.ownerAddress ?? '',
    vaccinated: animal?.vaccinated === true,
    vaccineName: animal?.vaccineName ?? '',
    vaccineLot: animal?.vaccineLot ?? '',
    lastVaccinationDate: animal?.lastVaccinationDate ?? '',
    veterinaryObservation: animal?.veterinaryObservation === true,
  };
  return Object.fromEntries(ANIMAL_VALUE_NAMES.map((name) => [animalName(second, name), values[name]]));
};

/** The form's values from a sheet's details (sheetBody's inverse): what the first update starts from. */
export function sheetValues(fiche: Pick<RabiesFiche, 'details' | 'phone' | 'previousTreatment' | 'regimen' | 'weightKg'>): RabiesSheetValues {
  const stored = fiche.details as StoredSheetSteps;
  const { history, serum } = stored;
  return {
    ...emptySheet(),
    governorate: stored.governorate ?? '',
    delegation: stored.delegation ?? '',
    address: stored.address ?? '',
    weightKg: fiche.weightKg,
    phone: fiche.phone ?? '',
    localCare: stored.localCare === true,
    careProduct: stored.careProduct ?? '',
    carePlace: stored.carePlace ?? '',
    careDelay: stored.careDelay ?? '',
    ...aggressionValues(stored.aggression, false),
    hasSecondAggression: Boolean(stored.secondAggression),
    ...aggressionValues(stored.secondAggression, true),
    ...animalValues(stored.animal, false),
    hasSecondAnimal: Boolean(stored.secondAnimal),
    ...animalValues(stored.secondAnimal, true),
    previousTreatment: history?.previousTreatment ?? fiche.previousTreatment,
    emergencyService: history?.emergencyService === true,
    intradermalTest: history?.intradermalTest === true,
    subcutaneousTest: history?.subcutaneousTest === true,
    besredkaTest: history?.besredkaTest === true,
    serumAmpoules: serum?.ampoules ?? null,
    serumTotalMl: serum?.totalMl ?? null,
    serumInfiltratedMl: serum?.infiltratedMl ?? null,
    serumIntramuscularMl: serum?.intramuscularMl ?? null,
    regimen: fiche.regimen,
  };
}
