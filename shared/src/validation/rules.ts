import { LIMITS } from '../contract/constants.js';

/**
 * The custom rules of the forms (spec 1 §5, 2 §5, 3 §5) as pure functions: no React, no DOM, so
 * the API judges values exactly as the forms do. Their yup wrappers are in `yup-rules.ts`.
 * Arabic-only and French text are `isArabicOnlyText` and `isFrenchText` (reference.ts), the phone
 * pattern `isValidPhone` (account.ts), the strong password `isStrongPassword` (password.ts), the
 * one-time code `isOtpCode` (account.ts).
 */

const ARABIC_WITH_ASTERISK = /^[\p{scx=Arabic} *]+$/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
const LETTERS_ONLY = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const ALPHANUMERIC = /^[\p{L}\p{M}\p{N}]+$/u;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;
/**
 * Characters that only change the direction text is shown in: the Arabic letter mark, the
 * left-to-right and right-to-left marks, embeddings and overrides (U+202A-202E) and isolates
 * (U+2066-2069). In a name they make it display as another ("\u202Eنور" reads backwards).
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** True when the text holds a direction control character (refused in names and catalogue text). */
export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}

/** The text without its direction control characters (a file name keeps its letters, not a hidden "\u202E"). */
export function withoutDirectionControls(value: string): string {
  return value.replace(new RegExp(DIRECTION_CONTROL.source, 'gu'), '');
}

/**
 * A UTF-16 surrogate standing alone: JSON may spell one ("\ud800"), but it is no character, no
 * UTF-8 can carry it, and PostgreSQL refuses it in text and JSON. With the `u` flag a well-formed
 * pair is one code point, so only the lone halves match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text is not well-formed Unicode: it holds a lone surrogate (refused in every input). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Arabic letters and spaces, with asterisks allowed (names marked `*` on the birth certificate); no digits. */
export function isArabicWithAsterisk(value: string): boolean {
  return ARABIC_WITH_ASTERISK.test(value) && ARABIC_LETTER.test(value) && !ARABIC_DIGIT.test(value) && !hasDirectionControl(value);
}

/** Letters of any script, words separated by single spaces; no digits or punctuation. */
export function isLettersOnly(value: string): boolean {
  return LETTERS_ONLY.test(value);
}

/** Letters and digits of any script, nothing else (no spaces). */
export function isAlphanumeric(value: string): boolean {
  return ALPHANUMERIC.test(value);
}

/** An http(s) address with a host that has a dot. */
export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

/** A file as the browser (File, Blob) or the API (multipart part) gives it: an object with a name and a size. */
export interface FileLike {
  name: string;
  size: number;
}

export function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null && typeof (value as FileLike).name === 'string' && typeof (value as FileLike).size === 'number';
}

/** An upload field's value: a new file, or the address of one already stored (a non-blank string). */
export function isFileOrString(value: unknown): boolean {
  return isFileLike(value) || (typeof value === 'string' && value.trim().length > 0);
}

export interface ArrayBounds {
  min?: number;
  max?: number;
}

/** The array check: an array, with `min` to `max` items when given. */
export function arrayProblem(value: unknown, { min, max }: ArrayBounds = {}): 'array' | 'arrayMin' | 'arrayMax' | null {
  if (!Array.isArray(value)) return 'array';
  if (min !== undefined && value.length < min) return 'arrayMin';
  if (max !== undefined && value.length > max) return 'arrayMax';
  return null;
}

/**
 * The sum rule (spec 2 §5, 3 §5): `first + second` equals `total` and `first` is at least 80 %
 * (`share`) of the total. Numbers are compared in hundredths so 0.1 + 0.2 equals 0.3.
 */
export function satisfiesSumRule(first: number, second: number, total: number, share: number = LIMITS.sumRuleMinShare): boolean {
  if (![first, second, total].every(Number.isFinite) || first < 0 || second < 0) return false;
  const cents = (n: number) => Math.round(n * 100);
  return cents(first) + cents(second) === cents(total) && cents(first) >= Math.round(cents(total) * share);
}

/** Keeps only the digits of what was typed (number-only inputs, OTP, time picker). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Text limited to `maxLength` characters (256 by default, spec 1 §5). */
export function clampText(value: string, maxLength: number = LIMITS.textMaxLength): string {
  return [...value].length > maxLength ? [...value].slice(0, maxLength).join('') : value;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const STRICT_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date typed as DD/MM/YYYY, strictly (spec 1 §5): two-digit day and month, four-digit year, a
 * day the calendar has (no 31/04, 29/02 only in leap years). Null otherwise.
 */
export function parseStrictDate(text: string): CalendarDate | null {
  const match = STRICT_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** -1, 0 or 1. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  const value = (d: CalendarDate) => d.year * 10000 + d.month * 100 + d.day;
  return Math.sign(value(a) - value(b));
}

/** A date range cannot end after today (spec 1 §5); its start cannot be after its end. */
export function dateRangeProblem(start: CalendarDate, end: CalendarDate, today: CalendarDate): 'dateRangeFuture' | 'order' | null {
  if (compareCalendarDates(end, today) > 0) return 'dateRangeFuture';
  if (compareCalendarDates(start, end) > 0) return 'order';
  return null;
}

export interface TimeOfDay {
  /** "01" to "12" as typed (two digits). */
  hour: string;
  /** "00" to "59". */
  minute: string;
  period: 'AM' | 'PM';
}

/** Spec 1 §5: the hour is two digits not above 12, the minute two digits not above 59. */
export function isValidTime(hour: string, minute: string): boolean {
  return /^\d{2}$/.test(hour) && /^\d{2}$/.test(minute) && Number(hour) <= 12 && Number(minute) <= 59;
}

/** "HH:mm AM" when the parts are valid, else null. */
export function formatTime({ hour, minute, period }: TimeOfDay): string | null {
  return isValidTime(hour, minute) ? `${hour}:${minute} ${period}` : null;
}

/** Reads "HH:mm AM|PM" back (the stored value of a time picker). */
export function parseTime(value: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(value.trim());
  if (!match || !isValidTime(match[1]!, match[2]!)) return null;
  return { hour: match[1]!, minute: match[2]!, period: match[3] as 'AM' | 'PM' };
}

/** A 24-hour time of day "HH:mm" (the hour two digits not above 23, the minute not above 59), as the API takes it. */
export function isValidTime24(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value.trim());
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** A file type accepted by an `accept` list (".pdf", "image/*", "application/pdf"), as the browser's file input reads it. */
export function isAcceptedFileType(file: { name: string; type?: string }, accept: string | undefined): boolean {
  if (!accept || accept.trim() === '' || accept.trim() === '*') return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((part) => {
      if (part.startsWith('.')) return name.endsWith(part);
      if (part.endsWith('/*')) return type.startsWith(part.slice(0, -1));
      return type === part;
    });
}
