import * as yup from 'yup';
import { LIMITS } from '../contract/constants.js';
import { isValidEmail, isValidPhone } from './account.js';
import { isStrongPassword } from './password.js';
import { isArabicOnlyText, isFrenchText } from './reference.js';
import { formMessage, RULE_MESSAGES } from './messages.js';
import {
  arrayProblem,
  isAlphanumeric,
  isArabicWithAsterisk,
  isFileOrString,
  isLettersOnly,
  isValidUrl,
  parseStrictDate,
  satisfiesSumRule,
  type ArrayBounds,
} from './rules.js';

/**
 * yup wrappers of the rules, each failing with its message key (a JSON descriptor when the
 * message has parameters). Empty values pass every rule but `required`, so rules compose.
 */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function textRule(
  name: 'arabicOnly' | 'arabicWithAsterisk' | 'french' | 'lettersOnly' | 'alphanumeric' | 'email' | 'url' | 'phone' | 'strongPassword' | 'dateFormat',
  test: (value: string) => boolean,
) {
  return (schema: yup.StringSchema<string | undefined>) => schema.test(name, RULE_MESSAGES[name], (value) => isEmpty(value) || test(value!));
}

export const yupRules = {
  required: <S extends yup.Schema>(schema: S) => schema.required(RULE_MESSAGES.required) as S,
  min: (min: number) => (schema: yup.StringSchema<string | undefined>) => schema.min(min, formMessage(RULE_MESSAGES.min, { min })),
  max: (max: number) => (schema: yup.StringSchema<string | undefined>) => schema.max(max, formMessage(RULE_MESSAGES.max, { max })),
  length: (length: number) => (schema: yup.StringSchema<string | undefined>) => schema.length(length, formMessage(RULE_MESSAGES.length, { length })),
  email: textRule('email', isValidEmail),
  url: textRule('url', isValidUrl),
  phone: textRule('phone', isValidPhone),
  arabicOnly: textRule('arabicOnly', isArabicOnlyText),
  arabicWithAsterisk: textRule('arabicWithAsterisk', isArabicWithAsterisk),
  french: textRule('french', isFrenchText),
  lettersOnly: textRule('lettersOnly', isLettersOnly),
  alphanumeric: textRule('alphanumeric', isAlphanumeric),
  strongPassword: textRule('strongPassword', isStrongPassword),
  date: textRule('dateFormat', (value) => parseStrictDate(value) !== null),
  pattern: (pattern: RegExp) => (schema: yup.StringSchema<string | undefined>) =>
    schema.test('pattern', RULE_MESSAGES.pattern, (value) => isEmpty(value) || pattern.test(value!)),
  numberMin: (min: number) => (schema: yup.NumberSchema<number | undefined>) => schema.min(min, formMessage(RULE_MESSAGES.numberMin, { min })),
  numberMax: (max: number) => (schema: yup.NumberSchema<number | undefined>) => schema.max(max, formMessage(RULE_MESSAGES.numberMax, { max })),
  integer: (schema: yup.NumberSchema<number | undefined>) => schema.integer(RULE_MESSAGES.integer),
  positive: (schema: yup.NumberSchema<number | undefined>) => schema.positive(RULE_MESSAGES.positive),
  /** The confirmation field equals `field` (a sibling). */
  match: (field: string) => (schema: yup.StringSchema<string | undefined>) =>
    schema.test('match', RULE_MESSAGES.match, function (value) {
      return isEmpty(value) || value === (this.parent as Record<string, unknown>)[field];
    }),
};

/** A number field: typed text or a number; non-numbers fail with the number message. */
export function numberSchema(): yup.NumberSchema<number | undefined> {
  return yup
    .number()
    .transform((value: number, original: unknown) => (isEmpty(original) ? undefined : value))
    .typeError(RULE_MESSAGES.number);
}

/** An upload field's value: a file or a stored file's address. */
export function fileOrStringSchema(): yup.MixedSchema<unknown> {
  return yup.mixed().test('fileOrString', RULE_MESSAGES.fileOrString, (value) => isEmpty(value) || isFileOrString(value));
}

/** The array check with optional bounds (`arrayMin`, `arrayMax` messages carry the bound). */
export function arraySchema(bounds: ArrayBounds = {}): yup.MixedSchema<unknown> {
  return yup.mixed().test('array', RULE_MESSAGES.array, function (value) {
    if (value === undefined || value === null) return true;
    const problem = arrayProblem(value, bounds);
    if (problem === null) return true;
    const params: Record<string, number> | undefined =
      problem === 'arrayMin' ? { min: bounds.min! } : problem === 'arrayMax' ? { max: bounds.max! } : undefined;
    return this.createError({ message: formMessage(RULE_MESSAGES[problem], params) });
  });
}

/**
 * The 80 % sum rule on an object's fields: `first + second = total` and `first` ≥ 80 % of it.
 * The error is reported on `first`.
 */
export function sumRuleTest(first: string, second: string, total: string, share: number = LIMITS.sumRuleMinShare) {
  return <S extends yup.ObjectSchema<yup.AnyObject>>(schema: S) =>
    schema.test('sumRule', function (values) {
      const record = (values ?? {}) as Record<string, unknown>;
      const [a, b, t] = [record[first], record[second], record[total]].map((v) => (isEmpty(v) ? NaN : Number(v)));
      if ([a, b, t].some((n) => Number.isNaN(n))) return true;
      if (satisfiesSumRule(a!, b!, t!, share)) return true;
      return this.createError({ path: first, message: formMessage(RULE_MESSAGES.sumRule, { percent: Math.round(share * 100) }) });
    }) as S;
}
