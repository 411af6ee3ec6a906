import { LIMITS } from '@evax/shared/contract';
import { isAcceptedFileType } from '@evax/shared/validation';
import type { FieldDefinition, FieldKind, FieldLanguage, FormValues } from './types.js';

/**
 * The pure parts of the field kinds' behaviour (spec 1 §4.4, §5): what a change clears, counter
 * and repeater bounds, the calendar's side, the range picker's layout, masks. No React here.
 */

export const DATE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'date_picker',
  'date_picker_with_input',
  'date_picker_with_input_mapi',
  'date_range_picker',
  'week_picker',
]);

/** Fields whose change clears the form's date fields (spec 1 §4.4), besides every radio. */
export const DATE_CONTROLLER_NAMES: ReadonlySet<string> = new Set(['parentType', 'inscriptionNumberType']);

const ARRAY_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['checkbox_group', 'multi_upload', 'multiselect_table', 'form_repeater', 'date_range_picker']);
const BOOLEAN_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['checkbox', 'switch']);

/** The value a field of this kind has when empty (and when cleared). */
export function emptyValue(field: Pick<FieldDefinition, 'type' | 'props'>): unknown {
  if (field.type === 'counter') return 0;
  if (field.type === 'select' && field.props?.mode === 'multiple') return [];
  if (ARRAY_KINDS.has(field.type)) return [];
  if (BOOLEAN_KINDS.has(field.type)) return false;
  if (field.type === 'input_metric' || field.type === 'upload') return null;
  return '';
}

/** Read a dotted path (`doses.2.name`) in the values. */
export function valueAt(values: FormValues, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a change from `previous` to `next` clears: those that depend on a changed field
 * (selects' dependants), and the date fields when a radio, parentType or inscriptionNumberType
 * changed (unless the date field sets `props.keepOnControllerChange`). A cleared field clears its
 * own dependants too.
 */
export function fieldsToClear(fields: readonly FieldDefinition[], previous: FormValues, next: FormValues): string[] {
  const changed = new Set(fields.filter((field) => !same(valueAt(previous, field.name), valueAt(next, field.name))).map((field) => field.name));
  const dateControllerChanged = fields.some((field) => changed.has(field.name) && (field.type === 'radio' || DATE_CONTROLLER_NAMES.has(field.name)));
  const cleared = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const field of fields) {
      if (cleared.has(field.name) || changed.has(field.name)) continue;
      const reliesOnChange = (field.dependsOn ?? []).some((name) => changed.has(name) || cleared.has(name));
      const dateReset = dateControllerChanged && DATE_KINDS.has(field.type) && !field.props?.keepOnControllerChange;
      if ((reliesOnChange || dateReset) && !same(valueAt(next, field.name), emptyValue(field))) {
        cleared.add(field.name);
        grew = true;
      } else if (reliesOnChange && !cleared.has(field.name)) {
        // already empty: its own dependants still follow
        cleared.add(field.name);
        grew = true;
      }
    }
  }
  return [...cleared].filter((name) => {
    const field = fields.find((candidate) => candidate.name === name)!;
    return !same(valueAt(next, name), emptyValue(field));
  });
}

/** The fields shown: visible by their condition, and in the toggled language for bilingual ones. */
export function shownFields(fields: readonly FieldDefinition[], values: FormValues, language?: FieldLanguage): FieldDefinition[] {
  return fields.filter((field) => (field.visible ? field.visible(values) : true) && (!language || !field.language || field.language === language));
}

export function initialValuesFor(fields: readonly FieldDefinition[], given: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = field.name in given ? given[field.name] : emptyValue(field);
  return { ...given, ...values };
}

export interface CounterSettings {
  step?: number;
  max?: number;
  /** The controller's value: this counter plus its siblings cannot go above it. */
  controllerValue?: number | null;
  /** The sum of the siblings' values (this counter excluded). */
  siblingsSum?: number;
}

/** The most a counter can reach: its own maximum (20), or what the controller leaves after the siblings. */
export function counterMax({ max = LIMITS.counterMax, controllerValue, siblingsSum = 0 }: CounterSettings): number {
  if (controllerValue === undefined || controllerValue === null || Number.isNaN(controllerValue)) return max;
  return Math.max(0, Math.min(max, controllerValue - siblingsSum));
}

/** The counter's value after a click: a step up or down, never below 0 nor above its maximum. */
export function counterNext(current: number, direction: 1 | -1, settings: CounterSettings = {}): number {
  const step = settings.step ?? LIMITS.counterStep;
  const next = (Number.isFinite(current) ? current : 0) + direction * step;
  return Math.min(Math.max(0, next), counterMax(settings));
}

export interface RepeaterBounds {
  min?: number;
  max?: number;
}

export function canAddRow(rows: number, { max = LIMITS.repeaterMax }: RepeaterBounds = {}): boolean {
  return rows < max;
}

export function canDeleteRow(rows: number, { min = LIMITS.repeaterMin }: RepeaterBounds = {}): boolean {
  return rows > min;
}

/**
 * The rows once synced to a count field (spec 1 §4.4): rows added (empty) or trimmed from the end
 * to match the count, within the repeater's bounds.
 */
export function syncRows<Row>(
  rows: readonly Row[],
  count: number,
  makeRow: () => Row,
  { min = LIMITS.repeaterMin, max = LIMITS.repeaterMax }: RepeaterBounds = {},
): Row[] {
  const target = Math.min(max, Math.max(min, Number.isFinite(count) ? Math.trunc(count) : 0));
  if (rows.length === target) return [...rows];
  if (rows.length > target) return rows.slice(0, target);
  return [...rows, ...Array.from({ length: target - rows.length }, makeRow)];
}

/** Spec 1 §2.6: the calendar opens upward when there is less than 250 px of room below. */
export function calendarSide(spaceBelowPx: number): 'top' | 'bottom' {
  return spaceBelowPx < LIMITS.datePickerFlipUpBelowPx ? 'top' : 'bottom';
}

/** Spec 1 §2.6: the range picker lays its two months side by side when the screen is wider than 700. */
export function rangeLayout(screenWidthPx: number): 'horizontal' | 'vertical' {
  return screenWidthPx > LIMITS.dateRangeHorizontalAbovePx ? 'horizontal' : 'vertical';
}

/** The 100 years of the year dropdown: the last 100 up to this year, moved `yearsAhead` forward. */
export function yearOptions(currentYear: number, yearsAhead = 0, span: number = LIMITS.yearDropdownSpan): number[] {
  const last = currentYear + yearsAhead;
  return Array.from({ length: span }, (_, index) => last - index);
}

/**
 * Formats typed text with a mask: `9` a digit, `a` a letter, `*` anything, other characters
 * literal (inserted as the user types). Characters that don't fit are dropped.
 */
export function applyMask(mask: string, typed: string): string {
  const slots: Record<string, RegExp> = { '9': /\d/, a: /\p{L}/u, '*': /./u };
  let output = '';
  let position = 0;
  for (const char of [...typed]) {
    let consumed = false;
    while (position < mask.length && !slots[mask[position]!]) {
      const literal = mask[position]!;
      output += literal;
      position += 1;
      if (char === literal) {
        consumed = true;
        break;
      }
    }
    if (consumed) continue;
    if (position >= mask.length) break;
    if (slots[mask[position]!]!.test(char)) {
      output += char;
      position += 1;
    }
  }
  return output;
}

/**
 * What a date input shows as the user types: digits only, slashes inserted after the day and
 * the month (DD/MM/YYYY), at most 10 characters.
 */
export function maskDateTyping(typed: string): string {
  return applyMask('99/99/9999', typed);
}

/** Search typed in an async select waits this long before the loader runs. */
export const ASYNC_SEARCH_DEBOUNCE_MS = 500;

/** Counter clicks closer than this to the last one are ignored. */
export const COUNTER_CLICK_DEBOUNCE_MS = 50;

/** Whether a click counts: clicks closer than `ms` to the last one are ignored. */
export function acceptsClick(lastClickAt: number | null, now: number, ms = COUNTER_CLICK_DEBOUNCE_MS): boolean {
  return lastClickAt === null || now - lastClickAt >= ms;
}

export interface UploadRules {
  /** An `accept` list: ".pdf,image/*,application/pdf". */
  accept?: string;
  minSize?: number;
  maxSize?: number;
}

/** Why a chosen file is refused before sending: its type, or its size ("too small" below the minimum, otherwise "too big"). */
export function uploadProblem(
  file: { name: string; type?: string; size: number },
  { accept, minSize, maxSize }: UploadRules,
): 'rejectedType' | 'tooSmall' | 'tooBig' | null {
  if (!isAcceptedFileType(file, accept)) return 'rejectedType';
  if (minSize !== undefined && file.size < minSize) return 'tooSmall';
  if (maxSize !== undefined && file.size > maxSize) return 'tooBig';
  return null;
}

/**
 * The style of a field whose text has a direction of its own (a phone, an e-mail, a name in the
 * other script): antd's inputs in a right-to-left page set `direction: rtl` in CSS, which the `dir`
 * attribute does not beat, so the direction is said in the style too, the text aligned with the
 * page's start edge (beside the label).
 */
export function fixedDirectionStyle(
  dir: 'ltr' | 'rtl' | undefined,
  page: 'ltr' | 'rtl' | undefined,
): { direction: 'ltr' | 'rtl'; textAlign: 'left' | 'right' } | undefined {
  if (!dir) return undefined;
  return { direction: dir, textAlign: page === 'rtl' ? 'right' : 'left' };
}
