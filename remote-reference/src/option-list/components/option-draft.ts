import { FIELD_ERROR_CODES, LIMITS, type AddedOption, type AddedOptionInput, type FieldErrorCode } from '@evax/shared/contract';
import { isOptionListCode, normalizeText, optionListProblems, type OptionValues } from '@evax/shared/validation';

/** An added option in the form; `key` keeps its row when it moves, `id` is set for a saved one. */
export interface DraftOption {
  key: string;
  id?: number;
  valueFr: string;
  valueAr: string;
  active: boolean;
}

export interface OptionListDraftValues {
  code: string;
  nameFr: string;
  nameAr: string;
  is_active: boolean;
  added: DraftOption[];
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export const emptyOption = (): DraftOption => ({ key: newKey(), valueFr: '', valueAr: '', active: true });

export const draftOf = (option: AddedOption): DraftOption => ({
  key: `saved-${option.id}`,
  id: option.id,
  valueFr: option.valueFr,
  valueAr: option.valueAr,
  active: option.active,
});

/** The options with the one at `index` moved by `step` (-1 up, +1 down); unchanged at either end. */
export function moveOption<T>(options: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= options.length || target < 0 || target >= options.length) return [...options];
  const moved = [...options];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** One more empty option, unless the list already holds the most it may (LIMITS.optionListMax). */
export function addOption(options: readonly DraftOption[]): DraftOption[] {
  return options.length >= LIMITS.optionListMax ? [...options] : [...options, emptyOption()];
}

/** What the API receives for the added options, in order: values normalised, ids kept. */
export function addedOptionInputs(options: readonly DraftOption[]): AddedOptionInput[] {
  return options.map(({ id, valueFr, valueAr, active }) => ({
    ...(id ? { id } : {}),
    valueFr: normalizeText(valueFr),
    valueAr: normalizeText(valueAr),
    active,
  }));
}

/** The group-level problems of addedOptionSet, in the words of this form. */
const GROUP_KEYS: Partial<Record<FieldErrorCode, string>> = {
  too_short: 'REFERENCE.LISTS.FORM.OPTIONS_MIN',
  too_long: 'REFERENCE.LISTS.FORM.OPTIONS_MAX',
  invalid: 'REFERENCE.LISTS.FORM.NO_CHOICE',
};

/**
 * The form's problems as translation keys by field name (`nameFr`, `addedOptionSet.1.valueAr`):
 * the shared option-list rules the API applies too, and the code's pattern when creating.
 */
export function optionListFormErrors(values: OptionListDraftValues, defaults: readonly OptionValues[], creating: boolean): Record<string, string> {
  const problems = optionListProblems({ nameFr: values.nameFr, nameAr: values.nameAr, addedOptionSet: values.added }, defaults);
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(problems)) {
    errors[field] = (field === 'addedOptionSet' && GROUP_KEYS[code]) || FIELD_ERROR_CODES[code];
  }
  if (creating) {
    if (values.code.trim() === '') errors.code = FIELD_ERROR_CODES.required;
    else if (!isOptionListCode(values.code)) errors.code = FIELD_ERROR_CODES.invalid;
  }
  return errors;
}
