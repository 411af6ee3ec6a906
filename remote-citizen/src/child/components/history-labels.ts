import type { TFunction } from 'i18next';
import { formatDate } from '@evax/shared/runtime';
import { CHILD_HEALTH_READS, CHILD_READ_ENTITY, type Language } from '@evax/shared/contract';
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
const RECORDS = ['growth_metric', 'head_circumference_metric', 'allergy', 'medical_folder', 'mapi', 'vaccination', 'international_vaccination'] as const;
const RECORD_ACTIONS = ['create', 'update', 'delete', 'reorder', 'close', 'vaccinate', 'postpone', 'cancel'] as const;
/** The vaccination module's actions, said as the record actions they are. */
const SAME_AS: Record<string, string> = {
  vaccinate_appointment: 'vaccinate',
  postpone_dose: 'postpone',
  cancel_dose: 'cancel',
  edit_vaccination: 'update',
  delete_vaccination: 'delete',
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

/** A changed field's label: the card's where the card shows it, the raw name otherwise. */
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
};

/** The card's order of the fields, for the changes of an entry; unknown fields last. */
export function byCardOrder(a: string, b: string): number {
  const order = Object.keys(FIELD_LABELS);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return rank(a) - rank(b);
}

/** The script a field's value is in, shown after the label of a field the card shows in both scripts. */
const SCRIPT_SUFFIX = /(Fr|Ar)$/;

export function historyFieldLabel(field: string, t: TFunction): string {
  const key = FIELD_LABELS[field];
  if (!key) return field;
  const script = SCRIPT_SUFFIX.exec(field)?.[1];
  const label = t(key);
  return script && !/^(first|last)Name/.test(field) ? `${label} (${script.toUpperCase()})` : label;
}

/** A value as the card would show it: dates DD/MM/YYYY, sex, birth type, role and nationality in words, places by name. */
export function historyValue(field: string, value: unknown, t: TFunction, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'CITIZEN.CHILD.YES' : 'CITIZEN.CHILD.NO');
  if (field === 'gender') return t(`CITIZEN.CHILDREN.GENDER.${String(value)}`);
  if (field === 'birthType') return t(`CITIZEN.CHILD.BIRTH_TYPES.${String(value)}`);
  if (field === 'role') return t(`CITIZEN.PARENTS.ROLES.${String(value)}`);
  if (field === 'reads') return t(readKey(value));
  if (field === 'nationality' && typeof value === 'string') return countryName(value, language);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') {
    const place = value as { nameFr?: string; nameAr?: string | null };
    if (place.nameFr) return (language === 'ar' && place.nameAr) || place.nameFr;
    return JSON.stringify(value);
  }
  return String(value);
}
