import type { TFunction } from 'i18next';
import { formatDate, inLanguage } from '@evax/shared/runtime';
import dayjs from 'dayjs';
import { CHILD_HEALTH_READS, CHILD_READ_ENTITY, DATE_FORMAT, type HistoryName, type Language } from '@evax/shared/contract';
import { countryName } from '../../common/locale-names';

/** The audit actions the API records on a child (docs/decisions.md "Citizen area (API)"), with their labels. */
const ACTIONS = [
  'create',
  'create_confirmed_not_duplicate',
  'link_parent',
  'delete',
  'update',
  'update_confirmed_not_duplicate',
  'update_phone',
  'close_medical_folder',
  'merge',
  'merged_into',
  'merge_parent',
] as const;

export function historyActionKey(action: string): string {
  return (ACTIONS as readonly string[]).includes(action) ? `CITIZEN.HISTORY.ACTIONS.${action}` : 'CITIZEN.HISTORY.ACTIONS.other';
}

/** The records of the child's folders that its history lists beside the child's own writes, and what is done to them. */
const RECORDS = [
  'growth_metric',
  'head_circumference_metric',
  'allergy',
  'medical_folder',
  'mapi',
  'vaccination',
  'international_vaccination',
  'rabies_sheet',
  'rabies_vaccination',
] as const;
const RECORD_ACTIONS = ['create', 'update', 'delete', 'reorder', 'close', 'vaccinate', 'postpone', 'cancel', 'remind', 'reopen'] as const;
/** The vaccination module's actions, said as the record actions they are. */
const SAME_AS: Record<string, string> = {
  vaccinate_appointment: 'vaccinate',
  postpone_dose: 'postpone',
  cancel_dose: 'cancel',
  edit_vaccination: 'update',
  delete_vaccination: 'delete',
  first_update: 'update',
};

/** What a read of the child's health data read (issue 27: the national level sees these in the history), in words. */
function readKey(value: unknown): string {
  return (CHILD_HEALTH_READS as readonly unknown[]).includes(value) ? `CITIZEN.HISTORY.READS.${String(value)}` : 'CITIZEN.HISTORY.ACTIONS.other';
}

/**
 * What an entry of the history did: the child's own writes by their action, a parent's or a
 * record's said to be theirs, a read of its health data by what it read.
 */
export function historyEntryLabel(entry: { entity: string; action: string; changes?: Record<string, { after: unknown }> }, t: TFunction): string {
  if (entry.entity === CHILD_READ_ENTITY) return t('CITIZEN.HISTORY.READ', { what: t(readKey(entry.changes?.reads?.after)) });
  if (entry.entity === 'parent') return t('CITIZEN.HISTORY.ON_PARENT', { action: t(historyActionKey(entry.action)) });
  if (!(RECORDS as readonly string[]).includes(entry.entity)) return t(historyActionKey(entry.action));
  const named = SAME_AS[entry.action] ?? entry.action;
  const action = (RECORD_ACTIONS as readonly string[]).includes(named) ? named : 'other';
  return t('CITIZEN.HISTORY.ON_RECORD', { record: t(`CITIZEN.HISTORY.RECORDS.${entry.entity}`), action: t(`CITIZEN.HISTORY.RECORD_ACTIONS.${action}`) });
}

/** A changed field's label (its name in camelCase, the audit keeps some in snake_case): the card's where the card shows it. */
const FIELD_LABELS: Record<string, string> = {
  evaxNumber: 'CITIZEN.CHILD.FIELDS.EVAX_NUMBER',
  firstNameFr: 'CITIZEN.CHILD.FIELDS.FIRST_NAME_FR',
  lastNameFr: 'CITIZEN.CHILD.FIELDS.LAST_NAME_FR',
  firstNameAr: 'CITIZEN.CHILD.FIELDS.FIRST_NAME_AR',
  lastNameAr: 'CITIZEN.CHILD.FIELDS.LAST_NAME_AR',
  birthDate: 'CITIZEN.CHILD.FIELDS.BIRTH_DATE',
  gender: 'CITIZEN.CHILD.FIELDS.GENDER',
  fatherFirstNameFr: 'CITIZEN.CHILD.FIELDS.FATHER_FIRST_NAME',
  fatherFirstNameAr: 'CITIZEN.CHILD.FIELDS.FATHER_FIRST_NAME',
  paternalGrandfatherFirstNameFr: 'CITIZEN.CHILD.FIELDS.GRANDFATHER_FIRST_NAME',
  paternalGrandfatherFirstNameAr: 'CITIZEN.CHILD.FIELDS.GRANDFATHER_FIRST_NAME',
  motherFirstNameFr: 'CITIZEN.CHILD.FIELDS.MOTHER_NAME',
  motherLastNameFr: 'CITIZEN.CHILD.FIELDS.MOTHER_NAME',
  motherFirstNameAr: 'CITIZEN.CHILD.FIELDS.MOTHER_NAME',
  motherLastNameAr: 'CITIZEN.CHILD.FIELDS.MOTHER_NAME',
  birthGovernorate: 'CITIZEN.CHILD.FIELDS.BIRTH_GOVERNORATE',
  birthDelegation: 'CITIZEN.CHILD.FIELDS.BIRTH_DELEGATION',
  birthCommune: 'CITIZEN.CHILD.FIELDS.BIRTH_COMMUNE',
  birthType: 'CITIZEN.CHILD.FIELDS.BIRTH_TYPE',
  birthWeightKg: 'CITIZEN.CHILD.FIELDS.BIRTH_WEIGHT',
  birthHeightCm: 'CITIZEN.CHILD.FIELDS.BIRTH_HEIGHT',
  birthHeadCircumferenceCm: 'CITIZEN.CHILD.FIELDS.BIRTH_HEAD_CIRCUMFERENCE',
  bornInTunisia: 'CITIZEN.CHILD.FIELDS.BORN_IN_TUNISIA',
  nationality: 'CITIZEN.CHILD.FIELDS.NATIONALITY',
  nationalId: 'CITIZEN.CHILD.FIELDS.NATIONAL_ID',
  socialSecurityNumber: 'CITIZEN.CHILD.FIELDS.SOCIAL_SECURITY_NUMBER',
  passportNumber: 'CITIZEN.CHILD.FIELDS.PASSPORT_NUMBER',
  note: 'CITIZEN.CHILD.FIELDS.NOTE',
  structure: 'CITIZEN.CHILD.FIELDS.STRUCTURE',
  createdAt: 'CITIZEN.CHILD.FIELDS.CREATED_AT',
  parent: 'CITIZEN.HISTORY.FIELDS.PARENT',
  parents: 'CITIZEN.HISTORY.FIELDS.PARENTS',
  role: 'CITIZEN.PARENTS.COLUMNS.ROLE',
  phone: 'CITIZEN.PARENTS.COLUMNS.PHONE',
  reads: 'CITIZEN.HISTORY.FIELDS.READS',
  mergedFrom: 'CITIZEN.HISTORY.FIELDS.MERGED_FROM',
  mergedInto: 'CITIZEN.HISTORY.FIELDS.MERGED_INTO',
  children: 'CITIZEN.HISTORY.FIELDS.MOVED_CHILDREN',
  scheduleDose: 'CITIZEN.HISTORY.FIELDS.SCHEDULE_DOSE',
  scheduleDoseId: 'CITIZEN.HISTORY.FIELDS.SCHEDULE_DOSE_ID',
  dciId: 'CITIZEN.HISTORY.FIELDS.DCI_ID',
  kind: 'CITIZEN.HISTORY.FIELDS.KIND',
  category: 'CITIZEN.HISTORY.FIELDS.CATEGORY',
  doseNumber: 'CITIZEN.HISTORY.FIELDS.DOSE_NUMBER',
  vaccinationDate: 'CITIZEN.HISTORY.FIELDS.VACCINATION_DATE',
  date: 'CITIZEN.HISTORY.FIELDS.DATE',
  startTime: 'CITIZEN.HISTORY.FIELDS.START_TIME',
  structureId: 'CITIZEN.HISTORY.FIELDS.STRUCTURE_ID',
  lotNumber: 'CITIZEN.HISTORY.FIELDS.LOT_NUMBER',
  batchNumber: 'CITIZEN.HISTORY.FIELDS.BATCH_NUMBER',
  serumLot: 'CITIZEN.HISTORY.FIELDS.SERUM_LOT',
  specialtyId: 'CITIZEN.HISTORY.FIELDS.SPECIALTY_ID',
  commercialName: 'CITIZEN.HISTORY.FIELDS.COMMERCIAL_NAME',
  medicineName: 'CITIZEN.HISTORY.FIELDS.MEDICINE_NAME',
  injectionSite: 'CITIZEN.HISTORY.FIELDS.INJECTION_SITE',
  administrationRoute: 'CITIZEN.HISTORY.FIELDS.ADMINISTRATION_ROUTE',
  quantity: 'CITIZEN.HISTORY.FIELDS.QUANTITY',
  place: 'CITIZEN.HISTORY.FIELDS.PLACE',
  country: 'CITIZEN.HISTORY.FIELDS.COUNTRY',
  internationalReference: 'CITIZEN.HISTORY.FIELDS.INTERNATIONAL_REFERENCE',
  location: 'CITIZEN.HISTORY.FIELDS.LOCATION',
  destinationCountry: 'CITIZEN.HISTORY.FIELDS.DESTINATION_COUNTRY',
  stayStart: 'CITIZEN.HISTORY.FIELDS.STAY_START',
  stayEnd: 'CITIZEN.HISTORY.FIELDS.STAY_END',
  stayType: 'CITIZEN.HISTORY.FIELDS.STAY_TYPE',
  residenceGovernorateId: 'CITIZEN.HISTORY.FIELDS.RESIDENCE_GOVERNORATE_ID',
  residenceDelegationId: 'CITIZEN.HISTORY.FIELDS.RESIDENCE_DELEGATION_ID',
  treatmentMode: 'CITIZEN.HISTORY.FIELDS.TREATMENT_MODE',
  treatmentStart: 'CITIZEN.HISTORY.FIELDS.TREATMENT_START',
  treatmentEnd: 'CITIZEN.HISTORY.FIELDS.TREATMENT_END',
  dispensationDate: 'CITIZEN.HISTORY.FIELDS.DISPENSATION_DATE',
  eggAllergy: 'CITIZEN.HISTORY.FIELDS.EGG_ALLERGY',
  eggAllergyConfirmed: 'CITIZEN.HISTORY.FIELDS.EGG_ALLERGY_CONFIRMED',
  nextDoseDate: 'CITIZEN.HISTORY.FIELDS.NEXT_DOSE_DATE',
  status: 'CITIZEN.HISTORY.FIELDS.STATUS',
  postponedFrom: 'CITIZEN.HISTORY.FIELDS.POSTPONED_FROM',
  cancelReason: 'CITIZEN.HISTORY.FIELDS.CANCEL_REASON',
  certificateVerified: 'CITIZEN.HISTORY.FIELDS.CERTIFICATE_VERIFIED',
  allergyConfirmed: 'CITIZEN.HISTORY.FIELDS.ALLERGY_CONFIRMED',
  campaignId: 'CITIZEN.HISTORY.FIELDS.CAMPAIGN_ID',
  fileId: 'CITIZEN.HISTORY.FIELDS.FILE_ID',
  weightKg: 'CITIZEN.HISTORY.FIELDS.WEIGHT_KG',
  heightCm: 'CITIZEN.HISTORY.FIELDS.HEIGHT_CM',
  headCircumferenceCm: 'CITIZEN.HISTORY.FIELDS.HEAD_CIRCUMFERENCE_CM',
  type: 'CITIZEN.HISTORY.FIELDS.TYPE',
  name: 'CITIZEN.HISTORY.FIELDS.NAME',
  rank: 'CITIZEN.HISTORY.FIELDS.RANK',
  order: 'CITIZEN.HISTORY.FIELDS.ORDER',
  closed: 'CITIZEN.HISTORY.FIELDS.CLOSED',
  reason: 'CITIZEN.HISTORY.FIELDS.REASON',
  severity: 'CITIZEN.HISTORY.FIELDS.SEVERITY',
  serious: 'CITIZEN.HISTORY.FIELDS.SERIOUS',
  seriousCriteria: 'CITIZEN.HISTORY.FIELDS.SERIOUS_CRITERIA',
  outcome: 'CITIZEN.HISTORY.FIELDS.OUTCOME',
  investigationDone: 'CITIZEN.HISTORY.FIELDS.INVESTIGATION_DONE',
  investigationDate: 'CITIZEN.HISTORY.FIELDS.INVESTIGATION_DATE',
  investigationDetails: 'CITIZEN.HISTORY.FIELDS.INVESTIGATION_DETAILS',
  description: 'CITIZEN.HISTORY.FIELDS.DESCRIPTION',
  vaccinationIds: 'CITIZEN.HISTORY.FIELDS.VACCINATION_IDS',
  createdBy: 'CITIZEN.HISTORY.FIELDS.CREATED_BY',
};

/** A field's name as the card's labels know it: the audit keeps the columns' snake_case names too. */
export function camelField(field: string): string {
  return field.replace(/_([a-z\d])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The card's order of the fields, for the changes of an entry; unknown fields last. */
export function byCardOrder(a: string, b: string): number {
  const order = Object.keys(FIELD_LABELS);
  const rank = (field: string) => (order.includes(camelField(field)) ? order.indexOf(camelField(field)) : order.length);
  return rank(a) - rank(b);
}

/** The script a field's value is in, shown after the label of a field the card shows in both scripts. */
const SCRIPT_SUFFIX = /(Fr|Ar)$/;

/** A field no label names yet, said in words rather than as a code: `lot_number` → "Lot number". */
function humanised(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function historyFieldLabel(field: string, t: TFunction): string {
  const key = FIELD_LABELS[camelField(field)];
  if (!key) return humanised(field);
  const script = SCRIPT_SUFFIX.exec(field)?.[1];
  const label = t(key);
  return script && !/^(first|last)Name/.test(field) ? `${label} (${script.toUpperCase()})` : label;
}

/** A code with a label of its own, by the field that holds it (names in camelCase). */
const CODED: Record<string, (value: unknown) => string> = {
  gender: (value) => `CITIZEN.CHILDREN.GENDER.${String(value)}`,
  birthType: (value) => `CITIZEN.CHILD.BIRTH_TYPES.${String(value)}`,
  role: (value) => `CITIZEN.PARENTS.ROLES.${String(value)}`,
  status: (value) => `CITIZEN.HISTORY.STATUS.${String(value)}`,
  kind: (value) => `CITIZEN.HISTORY.CATEGORIES.${String(value)}`,
  category: (value) => `CITIZEN.HISTORY.CATEGORIES.${String(value)}`,
  stayType: (value) => `CITIZEN.HISTORY.STAY_TYPES.${String(value)}`,
  treatmentMode: (value) => `CITIZEN.HISTORY.TREATMENT_MODES.${String(value)}`,
  administrationRoute: (value) => `CITIZEN.HISTORY.ADMINISTRATION_ROUTES.${String(value)}`,
  severity: (value) => `CITIZEN.MAPI.SEVERITY.${String(value)}`,
  outcome: (value) => `CITIZEN.MAPI.OUTCOME.${String(value)}`,
};
const COUNTRIES = ['nationality', 'country', 'destinationCountry'];

/**
 * A value as people read it: a vaccine, structure, schedule dose, specialty, campaign, file,
 * residence or option (injection site, allergy type) by its name (the API's, beside the id or code),
 * dates DD/MM/YYYY and times 24 h, codes (sex, birth type, role, status, vaccination type, stay type,
 * treatment mode, route, MAPI severity and outcome) and countries in words, yes/no, "—" for nothing; a code without a label stays as it is rather than a key.
 */
export function historyValue(field: string, value: unknown, t: TFunction, language: Language, name?: HistoryName): string {
  if (name) return inLanguage(language, name.nameFr, name.nameAr);
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'CITIZEN.CHILD.YES' : 'CITIZEN.CHILD.NO');
  const camel = camelField(field);
  const coded = CODED[camel];
  if (coded) return t(coded(value), { defaultValue: String(value) });
  if (camel === 'reads') return t(readKey(value));
  if (COUNTRIES.includes(camel) && typeof value === 'string') return countryName(value, language);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return dayjs(value).format(`${DATE_FORMAT} HH:mm`);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : '—';
  if (typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.slice(0, 5);
  if (typeof value === 'object') {
    const place = value as { nameFr?: string; nameAr?: string | null };
    if (place.nameFr) return (language === 'ar' && place.nameAr) || place.nameFr;
    return JSON.stringify(value);
  }
  return String(value);
}
