import { CNOM_NUMBER_PATTERN, DEFAULT_PHONE_COUNTRY_CODE, PHONE_PATTERN, USERNAME_PATTERN } from '../contract/auth/constants.js';
import { ACCOUNT_FIELD_KEYS } from '../contract/auth/errors.js';
import { ADMIN_LIMITS, ROLE_CODE_PATTERN } from '../contract/admin/constants.js';
import { LIMITS } from '../contract/constants.js';
import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from '../contract/errors.js';
import { RULE_MESSAGES } from './messages.js';
import { isStrongPassword } from './password.js';
import { isArabicOnlyText, isFrenchText } from './reference.js';
import { hasDirectionControl } from './rules.js';

/**
 * Rules of the profile, account, password and phone forms (spec 3 §5), as pure functions shared
 * by the forms and the API. Each answers field errors in the envelope's shape
 * ({ field: [{ code, key, params? }] }), empty when the values are good.
 */
export type FieldErrors = Record<string, FieldError[]>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function error(code: FieldErrorCode, key: string = FIELD_ERROR_CODES[code], params?: Record<string, string | number>): FieldError {
  return params ? { code, key, params } : { code, key };
}

const isMissing = (value: string | null | undefined): value is null | undefined | '' => value === undefined || value === null || value === '';

interface TextRule {
  min?: number;
  max?: number;
  /** Judge the trimmed value (names, e-mail, user name); passwords are judged as typed. */
  trim?: boolean;
}

/** required, blank, too_short, too_long: the first that applies. */
function textErrors(value: string | null | undefined, rule: TextRule): FieldError[] {
  if (isMissing(value)) return [error('required')];
  const text = rule.trim ? value.trim() : value;
  if (text.length === 0) return [error('blank')];
  if (rule.min !== undefined && text.length < rule.min) return [error('too_short', undefined, { limit: rule.min })];
  if (rule.max !== undefined && text.length > rule.max) return [error('too_long', undefined, { limit: rule.max })];
  return [];
}

function collect(entries: [string, FieldError[]][]): FieldErrors {
  return Object.fromEntries(entries.filter(([, errors]) => errors.length > 0));
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMax && EMAIL.test(email);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/**
 * The number as the API stores it, `+216 20 123 456`, or null when it does not follow the
 * pattern. A number without a prefix gets the Tunisian country code.
 */
export function normalizePhone(value: string): string | null {
  const typed = value.trim();
  if (!PHONE_PATTERN.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('00')) digits = digits.slice(2);
  const local = digits.slice(-8);
  const country = digits.length > 8 ? digits.slice(0, -8) : DEFAULT_PHONE_COUNTRY_CODE;
  return `+${country} ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

export function isValidUsername(value: string): boolean {
  const username = value.trim();
  return username.length > 0 && username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
}

export function emailErrors(value: string | null | undefined): FieldError[] {
  const base = textErrors(value, { max: LIMITS.emailMax, trim: true });
  if (base.length > 0) return base;
  return isValidEmail(value!) ? [] : [error('invalid', ACCOUNT_FIELD_KEYS.email)];
}

export function usernameErrors(value: string | null | undefined): FieldError[] {
  const base = textErrors(value, { max: LIMITS.usernameMax, trim: true });
  if (base.length > 0) return base;
  return USERNAME_PATTERN.test(value!.trim()) ? [] : [error('invalid', ACCOUNT_FIELD_KEYS.username)];
}

export type NameLanguage = 'fr' | 'ar';

/**
 * First and last names (spec 3 §5): 2 to 200 characters, no direction control character; in
 * Arabic script for an Arabic name (letters and spaces), French for a French one (Latin letters,
 * digits, spaces and - _ ' ’ . / , ( )). Without a language, only the length and the direction.
 */
export function nameErrors(value: string | null | undefined, language?: NameLanguage): FieldError[] {
  const base = textErrors(value, { min: LIMITS.nameMin, max: LIMITS.nameMax, trim: true });
  if (base.length > 0) return base;
  const name = value!.trim();
  if (hasDirectionControl(name)) return [error('invalid')];
  if (language === 'ar' && !isArabicOnlyText(name)) return [error('invalid', RULE_MESSAGES.arabicOnly)];
  if (language === 'fr' && !isFrenchText(name)) return [error('invalid', RULE_MESSAGES.french)];
  return [];
}

export function phoneErrors(value: string | null | undefined): FieldError[] {
  if (isMissing(value)) return [error('required')];
  return isValidPhone(value) ? [] : [error('invalid', ACCOUNT_FIELD_KEYS.phone)];
}

export function cnomNumberErrors(value: string | null | undefined): FieldError[] {
  if (isMissing(value)) return [error('required')];
  return CNOM_NUMBER_PATTERN.test(value.trim()) ? [] : [error('invalid', ACCOUNT_FIELD_KEYS.cnomNumber)];
}

/**
 * A new password (spec 3 §5): required, strong (8 characters at least, a digit, a lower-case and
 * an upper-case letter, a special character, no space), 50 characters at most, different from
 * the current one when that is known.
 */
export function newPasswordErrors(newPassword: string | null | undefined, currentPassword?: string | null): FieldError[] {
  const base = textErrors(newPassword, { max: LIMITS.passwordChangeMax });
  if (base.length > 0) return base;
  if (!isStrongPassword(newPassword!)) return [error('invalid', ACCOUNT_FIELD_KEYS.weakPassword)];
  if (!isMissing(currentPassword) && newPassword === currentPassword) return [error('invalid', ACCOUNT_FIELD_KEYS.sameAsCurrentPassword)];
  return [];
}

export function confirmPasswordErrors(confirmPassword: string | null | undefined, newPassword: string | null | undefined): FieldError[] {
  if (isMissing(confirmPassword)) return [error('required')];
  return confirmPassword === newPassword ? [] : [error('invalid', ACCOUNT_FIELD_KEYS.passwordMismatch)];
}

export interface PasswordChangeValues {
  currentPassword?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}

/** The change-password form: current password (3 characters at least), new strong and different, confirmation equal. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors {
  return collect([
    ['currentPassword', textErrors(values.currentPassword, { min: LIMITS.passwordChangeMin })],
    ['newPassword', newPasswordErrors(values.newPassword, values.currentPassword)],
    ['confirmPassword', confirmPasswordErrors(values.confirmPassword, values.newPassword)],
  ]);
}

export interface AccountInformationValues {
  email?: string | null;
  username?: string | null;
  currentPassword?: string | null;
}

/**
 * The account-information form: e-mail (valid, 100 at most), user name (150 at most), current
 * password, all required. `partial` judges only the fields present (PATCH), the password always.
 */
export function validateAccountInformation(values: AccountInformationValues, { partial = false } = {}): FieldErrors {
  const has = (field: keyof AccountInformationValues) => !partial || values[field] !== undefined;
  return collect([
    ['email', has('email') ? emailErrors(values.email) : []],
    ['username', has('username') ? usernameErrors(values.username) : []],
    ['currentPassword', textErrors(values.currentPassword, {})],
  ]);
}

export interface PersonalInformationValues {
  firstNameFr?: string | null;
  lastNameFr?: string | null;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
  currentPassword?: string | null;
}

export const NAME_FIELDS = ['firstNameFr', 'lastNameFr', 'firstNameAr', 'lastNameAr'] as const;

/** The script each name field is written in. */
export const NAME_LANGUAGES: Record<(typeof NAME_FIELDS)[number], NameLanguage> = { firstNameFr: 'fr', lastNameFr: 'fr', firstNameAr: 'ar', lastNameAr: 'ar' };

/** A person's four names as stored: trimmed. */
export function trimmedNames(values: Record<(typeof NAME_FIELDS)[number], string>): Record<(typeof NAME_FIELDS)[number], string> {
  return {
    firstNameFr: values.firstNameFr.trim(),
    lastNameFr: values.lastNameFr.trim(),
    firstNameAr: values.firstNameAr.trim(),
    lastNameAr: values.lastNameAr.trim(),
  };
}

/**
 * The personal-information form: first and last names, French and Arabic, 2 to 200 characters;
 * the current password, 2 to 200. `partial` judges only the names present (PATCH).
 */
export function validatePersonalInformation(values: PersonalInformationValues, { partial = false } = {}): FieldErrors {
  return collect([
    ...NAME_FIELDS.map((field): [string, FieldError[]] => [
      field,
      !partial || values[field] !== undefined ? nameErrors(values[field], NAME_LANGUAGES[field]) : [],
    ]),
    ['currentPassword', textErrors(values.currentPassword, { min: LIMITS.nameMin, max: LIMITS.nameMax })],
  ]);
}

export interface RegistrationValues {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  firstNameFr?: string | null;
  lastNameFr?: string | null;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
  phone?: string | null;
  cnomNumber?: string | null;
}

/** Self-registration (and the private professional's, with `withCnomNumber`). */
export function validateRegistration(values: RegistrationValues, { withCnomNumber = false } = {}): FieldErrors {
  return collect([
    ['username', usernameErrors(values.username)],
    ['email', emailErrors(values.email)],
    ['password', newPasswordErrors(values.password)],
    ...NAME_FIELDS.map((field): [string, FieldError[]] => [field, nameErrors(values[field], NAME_LANGUAGES[field])]),
    ['phone', phoneErrors(values.phone)],
    ['cnomNumber', withCnomNumber ? cnomNumberErrors(values.cnomNumber) : []],
  ]);
}

export type UserCreationValues = Omit<RegistrationValues, 'cnomNumber'> & {
  alternatePhone?: string | null;
  fax?: string | null;
  address?: string | null;
  structures?: readonly { isDefault?: boolean }[] | null;
};

const optionalPhoneErrors = (value: string | null | undefined) => (isMissing(value) ? [] : phoneErrors(value));

/** The fields of spec 3 §3 User beside the user name and password; `partial` judges only those present (PATCH). */
function userFieldErrors(values: UserCreationValues, partial: boolean): [string, FieldError[]][] {
  const judged = (field: keyof UserCreationValues) => !partial || values[field] !== undefined;
  const defaults = (values.structures ?? []).filter((membership) => membership.isDefault).length;
  return [
    ['username', judged('username') ? usernameErrors(values.username) : []],
    ['email', isMissing(values.email) ? [] : emailErrors(values.email)],
    ...NAME_FIELDS.map((field): [string, FieldError[]] => [field, judged(field) ? nameErrors(values[field], NAME_LANGUAGES[field]) : []]),
    ['phone', optionalPhoneErrors(values.phone)],
    ['alternatePhone', optionalPhoneErrors(values.alternatePhone)],
    ['fax', optionalPhoneErrors(values.fax)],
    ['address', isMissing(values.address) ? [] : textErrors(values.address, { max: ADMIN_LIMITS.addressMax, trim: true })],
    ['structures', defaults > 1 ? [error('invalid')] : []],
  ];
}

/**
 * An account an administrator creates: user name, names; e-mail, phones, fax and address
 * optional but valid when given; at most one default structure; a first password, when one is
 * given (else the API makes a temporary one), strong.
 */
export function validateUserCreation(values: UserCreationValues): FieldErrors {
  return collect([...userFieldErrors(values, false), ['password', isMissing(values.password) ? [] : newPasswordErrors(values.password)]]);
}

/** An administrator's edit of an account (PATCH): the fields sent, by the creation's rules. */
export function validateUserUpdate(values: UserCreationValues): FieldErrors {
  return collect(userFieldErrors(values, true));
}

export interface RoleValues {
  code?: string | null;
  nameFr?: string | null;
  nameAr?: string | null;
}

/** A role (spec 3 §3 Role): a code of letters, digits and underscores; its names in French and Arabic. `partial` for PATCH. */
export function validateRole(values: RoleValues, { partial = false } = {}): FieldErrors {
  const judged = (field: keyof RoleValues) => !partial || values[field] !== undefined;
  const code = values.code?.trim() ?? '';
  const codeErrors = textErrors(values.code, { max: ADMIN_LIMITS.roleCodeMax, trim: true });
  return collect([
    ['code', judged('code') ? (codeErrors.length > 0 ? codeErrors : ROLE_CODE_PATTERN.test(code) ? [] : [error('invalid')]) : []],
    ['nameFr', judged('nameFr') ? nameErrors(values.nameFr, 'fr') : []],
    ['nameAr', judged('nameAr') ? nameErrors(values.nameAr, 'ar') : []],
  ]);
}

/** One-time code: exactly `length` digits (spec 1 §5). */
export function isOtpCode(value: string, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}
