import { FIELD_ERROR_CODES } from '../contract/errors.js';
import { ACCOUNT_FIELD_KEYS } from '../contract/auth/errors.js';

/**
 * Message keys of the form rules (spec 1 §5, 3 §5). A form shows a message as plain text or as a
 * translation descriptor encoded as JSON (`{"key":"…","params":{…}}`); `formMessage` writes one,
 * `readFormMessage` reads either.
 */
export const RULE_MESSAGES = {
  required: FIELD_ERROR_CODES.required,
  min: 'ERROR.CODE.VALIDATION.MIN_LENGTH',
  max: 'ERROR.CODE.VALIDATION.MAX_LENGTH',
  length: 'ERROR.CODE.VALIDATION.EXACT_LENGTH',
  email: ACCOUNT_FIELD_KEYS.email,
  url: 'ERROR.CODE.VALIDATION.URL',
  phone: ACCOUNT_FIELD_KEYS.phone,
  numberMin: 'ERROR.CODE.VALIDATION.NUMBER_MIN',
  numberMax: 'ERROR.CODE.VALIDATION.NUMBER_MAX',
  integer: 'ERROR.CODE.VALIDATION.INTEGER',
  positive: 'ERROR.CODE.VALIDATION.POSITIVE',
  number: 'ERROR.CODE.VALIDATION.NUMBER',
  arrayMin: 'ERROR.CODE.VALIDATION.ARRAY_MIN',
  arrayMax: 'ERROR.CODE.VALIDATION.ARRAY_MAX',
  array: FIELD_ERROR_CODES.not_a_list,
  match: 'ERROR.CODE.VALIDATION.MATCH',
  pattern: FIELD_ERROR_CODES.invalid,
  /** isArabicText: Arabic script, digits and punctuation allowed, no Latin letter. */
  arabic: 'ERROR.CODE.VALIDATION.ARABIC',
  arabicOnly: 'ERROR.CODE.VALIDATION.ARABIC_ONLY',
  arabicWithAsterisk: 'ERROR.CODE.VALIDATION.ARABIC_WITH_ASTERISK',
  french: 'ERROR.CODE.VALIDATION.FRENCH',
  lettersOnly: 'ERROR.CODE.VALIDATION.LETTERS_ONLY',
  alphanumeric: 'ERROR.CODE.VALIDATION.ALPHANUMERIC',
  fileOrString: 'ERROR.CODE.VALIDATION.FILE_OR_STRING',
  sumRule: 'ERROR.CODE.VALIDATION.SUM_RULE',
  strongPassword: ACCOUNT_FIELD_KEYS.weakPassword,
  /** Spec 1 §5: "Invalid date format. Please use DD/MM/YYYY." */
  dateFormat: 'ERROR.DATE_FORMAT',
  hourFormat: 'ERROR.HOUR_FORMAT',
  /** The 24-hour time picker's (ours): the hour not above 23. */
  hourFormat24: 'ERROR.HOUR_FORMAT_24',
  otp: 'ERROR.CODE.VALIDATION.OTP',
  dateRangeFuture: 'ERROR.CODE.VALIDATION.DATE_RANGE_FUTURE',
  rejectedFileType: 'ERROR.REJECTED_FILE_TYPE',
} as const;

export type RuleMessageName = keyof typeof RULE_MESSAGES;

export interface FormMessageDescriptor {
  key: string;
  params?: Record<string, string | number>;
}

/** The message of a rule: its key alone, or a JSON descriptor when it has parameters. */
export function formMessage(key: string, params?: Record<string, string | number>): string {
  return params && Object.keys(params).length > 0 ? JSON.stringify({ key, params }) : key;
}

/** Reads a form message: a JSON descriptor `{key, params}`, else the text itself as the key (or plain text). */
export function readFormMessage(message: string): FormMessageDescriptor {
  const text = message.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && typeof (parsed as FormMessageDescriptor).key === 'string') {
        const { key, params } = parsed as FormMessageDescriptor;
        return params && typeof params === 'object' ? { key, params } : { key };
      }
    } catch {
      // plain text that happens to start with a brace
    }
  }
  return { key: message };
}
