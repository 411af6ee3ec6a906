import type { TFunction } from 'i18next';
import type { ChildDetail, Language, PlaceName } from '@evax/shared/contract';
import { formatDate } from '@evax/shared/runtime';
import type { DetailField } from '@evax/shared/ui';
import { countryName } from '../../common/locale-names';
import { formatAge } from './child-age';

type Field = DetailField<ChildDetail>;

/**
 * A name given in both scripts, the page's script first, each in its own direction, inside a span
 * of the page's direction so the two keep their order: "Mohamed · محمد", "محمد · Mohamed".
 */
function bothScripts(french: string | null, arabic: string | null, language: Language) {
  const ordered = language === 'ar' ? [arabic, french] : [french, arabic];
  const parts = ordered.filter((part): part is string => Boolean(part?.trim()));
  if (parts.length === 0) return null;
  return (
    <span dir={language === 'ar' ? 'rtl' : 'ltr'}>
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && '\u00a0·\u00a0'}
          <bdi>{part}</bdi>
        </span>
      ))}
    </span>
  );
}

/** First and last name, or null when neither is known. */
const joined = (first: string | null, last: string | null): string | null => `${first ?? ''} ${last ?? ''}`.trim() || null;

/** A place's name in the language (Arabic falls back to French where the data has none). */
export const placeName = (place: PlaceName | null, language: Language): string => (place ? (language === 'ar' && place.nameAr) || place.nameFr : '');

const item = (name: string, labelKey: string, width: number, more: Partial<Extract<Field, { kind: 'item' }>> = {}): Field => ({
  kind: 'item',
  name,
  labelKey,
  width,
  ...more,
});
const measure = (value: number | null, unitKey: string, t: TFunction) => (value === null ? null : t(unitKey, { value }));

/** The child's identity (spec 2 §3): its numbers, names, birth date, age, sex, parents' names as the birth certificate gives them. */
export function identityFields(t: TFunction, language: Language): Field[] {
  return [
    item('evaxNumber', 'CITIZEN.CHILD.FIELDS.EVAX_NUMBER', 4),
    item('nameFr', 'CITIZEN.CHILD.FIELDS.NAME_FR', 4, { value: (child) => `${child.firstNameFr} ${child.lastNameFr}` }),
    item('nameAr', 'CITIZEN.CHILD.FIELDS.NAME_AR', 4, { value: (child) => `${child.firstNameAr} ${child.lastNameAr}` }),
    item('birthDate', 'CITIZEN.CHILD.FIELDS.BIRTH_DATE', 4, { render: (value) => formatDate(value as string) }),
    item('age', 'CITIZEN.CHILD.FIELDS.AGE', 4, { value: (child) => formatAge(child.birthDate, language) }),
    item('gender', 'CITIZEN.CHILD.FIELDS.GENDER', 4, { render: (value) => t(`CITIZEN.CHILDREN.GENDER.${String(value)}`) }),
    item('fatherFirstName', 'CITIZEN.CHILD.FIELDS.FATHER_FIRST_NAME', 4, {
      value: (child) => bothScripts(child.fatherFirstNameFr, child.fatherFirstNameAr, language),
      render: (value) => value as never,
    }),
    item('paternalGrandfatherFirstName', 'CITIZEN.CHILD.FIELDS.GRANDFATHER_FIRST_NAME', 4, {
      value: (child) => bothScripts(child.paternalGrandfatherFirstNameFr, child.paternalGrandfatherFirstNameAr, language),
      render: (value) => value as never,
    }),
    item('motherName', 'CITIZEN.CHILD.FIELDS.MOTHER_NAME', 4, {
      value: (child) => bothScripts(joined(child.motherFirstNameFr, child.motherLastNameFr), joined(child.motherFirstNameAr, child.motherLastNameAr), language),
      render: (value) => value as never,
    }),
  ];
}

/** Where and how the child was born (spec 2 §3). */
export function birthFields(t: TFunction, language: Language): Field[] {
  return [
    item('birthGovernorate', 'CITIZEN.CHILD.FIELDS.BIRTH_GOVERNORATE', 4, { value: (child) => placeName(child.birthGovernorate, language) }),
    item('birthDelegation', 'CITIZEN.CHILD.FIELDS.BIRTH_DELEGATION', 4, { value: (child) => placeName(child.birthDelegation, language) }),
    item('birthCommune', 'CITIZEN.CHILD.FIELDS.BIRTH_COMMUNE', 4),
    item('birthType', 'CITIZEN.CHILD.FIELDS.BIRTH_TYPE', 4, { render: (value) => t(`CITIZEN.CHILD.BIRTH_TYPES.${String(value)}`) }),
    item('bornInTunisia', 'CITIZEN.CHILD.FIELDS.BORN_IN_TUNISIA', 4, { render: (value) => t(value ? 'CITIZEN.CHILD.YES' : 'CITIZEN.CHILD.NO') }),
    item('birthWeightKg', 'CITIZEN.CHILD.FIELDS.BIRTH_WEIGHT', 4, { value: (child) => measure(child.birthWeightKg, 'CITIZEN.CHILD.UNITS.KG', t) }),
    item('birthHeightCm', 'CITIZEN.CHILD.FIELDS.BIRTH_HEIGHT', 4, { value: (child) => measure(child.birthHeightCm, 'CITIZEN.CHILD.UNITS.CM', t) }),
    item('birthHeadCircumferenceCm', 'CITIZEN.CHILD.FIELDS.BIRTH_HEAD_CIRCUMFERENCE', 4, {
      value: (child) => measure(child.birthHeadCircumferenceCm, 'CITIZEN.CHILD.UNITS.CM', t),
    }),
  ];
}

/** The child's papers and registration (spec 2 §3): nationality, identity card, CNSS/CNRPS, passport, structure, note. */
export function papersFields(t: TFunction, language: Language): Field[] {
  return [
    item('nationality', 'CITIZEN.CHILD.FIELDS.NATIONALITY', 4, {
      render: (value, child) => `${countryName(String(value), language)}${child.foreign ? ` (${t('CITIZEN.CHILD.FOREIGN')})` : ''}`,
    }),
    item('nationalId', 'CITIZEN.CHILD.FIELDS.NATIONAL_ID', 4),
    item('socialSecurityNumber', 'CITIZEN.CHILD.FIELDS.SOCIAL_SECURITY_NUMBER', 4),
    item('passportNumber', 'CITIZEN.CHILD.FIELDS.PASSPORT_NUMBER', 4),
    item('structure', 'CITIZEN.CHILD.FIELDS.STRUCTURE', 4, { value: (child) => placeName(child.structure, language) }),
    item('createdAt', 'CITIZEN.CHILD.FIELDS.CREATED_AT', 4, { render: (value) => formatDate(value as string) }),
    item('note', 'CITIZEN.CHILD.FIELDS.NOTE', 12),
  ];
}
