import { LIMITS, OPTION_LIST_CODE_PATTERN, REFERENCE_LIMITS } from '../contract/constants.js';
import type { FieldErrorCode } from '../contract/errors.js';
import { hasDirectionControl } from './rules.js';

/**
 * Text rules of the reference forms (spec 3 §5), shared by the forms and the API so that both
 * accept and refuse the same values.
 */

/** Trims and collapses runs of white space to one space: what the API stores for names and values. */
export function normalizeText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Punctuation both languages may use besides letters, digits and spaces. */
const COMMON_PUNCTUATION = "\\-_'’./,()";

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const ARABIC_TEXT = new RegExp(`^[\\p{scx=Arabic}0-9 ${COMMON_PUNCTUATION}]+$`, 'u');
const ARABIC_ONLY_TEXT = /^[\p{scx=Arabic} ]+$/u;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const FRENCH_TEXT = new RegExp(`^[\\p{Script=Latin}\\p{M}0-9 ${COMMON_PUNCTUATION}]+$`, 'u');

/**
 * Arabic text (spec 3 §5 "Arabic script for Arabic fields"): at least one Arabic letter, no Latin
 * letter; Arabic script (with its comma, semicolon and diacritics), digits, spaces and
 * - _ ' ’ . / , ( ) allowed. Option values such as "خديج - أقل من 28 أسبوعا" need digits.
 */
export function isArabicText(value: string): boolean {
  return ARABIC_TEXT.test(value) && ARABIC_LETTER.test(value) && !LATIN_LETTER.test(value) && !hasDirectionControl(value);
}

/** The spec's stricter "Arabic-only text (no digits)": Arabic letters and spaces. */
export function isArabicOnlyText(value: string): boolean {
  return ARABIC_ONLY_TEXT.test(value) && ARABIC_LETTER.test(value) && !ARABIC_DIGIT.test(value) && !hasDirectionControl(value);
}

/**
 * French text (spec 3 §5: no Arabic characters; letters, digits, spaces and - _ ' . /), with a
 * Latin letter at least; we also allow the comma, parentheses and the typographic apostrophe
 * ’ that French typing produces.
 */
export function isFrenchText(value: string): boolean {
  return FRENCH_TEXT.test(value) && LATIN_LETTER.test(value);
}

export function isOptionListCode(value: string): boolean {
  return OPTION_LIST_CODE_PATTERN.test(value);
}

export interface OptionValues {
  valueAr: string;
  valueFr: string;
  /** Added options only; defaults are always offered. */
  active?: boolean;
}

export interface OptionListDraft {
  nameAr?: string;
  nameFr?: string;
  addedOptionSet: OptionValues[];
}

/** Problems of an option list as `{ 'addedOptionSet.2.valueAr': 'invalid' }`, in the API's field names. */
export type OptionListProblems = Record<string, FieldErrorCode>;

const sameText = (a: string, b: string) => normalizeText(a).toLocaleLowerCase('fr') === normalizeText(b).toLocaleLowerCase('fr');

function textProblem(value: string | undefined, isValid: (text: string) => boolean, max: number): FieldErrorCode | null {
  if (value === undefined) return null;
  const text = normalizeText(value);
  if (text.length === 0) return 'blank';
  if (text.length > max) return 'too_long';
  return isValid(text) ? null : 'invalid';
}

/**
 * The rules of the option-list form (spec 3 §5): names and values in Arabic and French script,
 * values required, 1 to 100 added options when the list has no default option (at most 100 in
 * any case), no value twice in a list (defaults included, whatever the case), and at least one
 * choice offered (a default option, or an active added one).
 */
export function optionListProblems(draft: OptionListDraft, defaultOptionSet: readonly OptionValues[] = []): OptionListProblems {
  const problems: OptionListProblems = {};
  const nameAr = textProblem(draft.nameAr, isArabicText, LIMITS.nameMax);
  if (nameAr) problems.nameAr = nameAr;
  const nameFr = textProblem(draft.nameFr, isFrenchText, LIMITS.nameMax);
  if (nameFr) problems.nameFr = nameFr;

  const added = draft.addedOptionSet;
  if (added.length > LIMITS.optionListMax) problems.addedOptionSet = 'too_long';
  else if (defaultOptionSet.length === 0 && added.length < LIMITS.optionListMin) problems.addedOptionSet = 'too_short';

  const seenAr: string[] = defaultOptionSet.map((o) => o.valueAr);
  const seenFr: string[] = defaultOptionSet.map((o) => o.valueFr);
  added.forEach((option, index) => {
    const ar = textProblem(option.valueAr, isArabicText, REFERENCE_LIMITS.optionValueMax);
    const fr = textProblem(option.valueFr, isFrenchText, REFERENCE_LIMITS.optionValueMax);
    if (ar) problems[`addedOptionSet.${index}.valueAr`] = ar;
    else if (seenAr.some((v) => sameText(v, option.valueAr))) problems[`addedOptionSet.${index}.valueAr`] = 'unique';
    if (fr) problems[`addedOptionSet.${index}.valueFr`] = fr;
    else if (seenFr.some((v) => sameText(v, option.valueFr))) problems[`addedOptionSet.${index}.valueFr`] = 'unique';
    seenAr.push(option.valueAr);
    seenFr.push(option.valueFr);
  });

  if (!problems.addedOptionSet && defaultOptionSet.length === 0 && added.length > 0 && !added.some((o) => o.active !== false)) {
    problems.addedOptionSet = 'invalid';
  }
  return problems;
}
