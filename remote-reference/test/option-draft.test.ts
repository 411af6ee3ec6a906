import { FIELD_ERROR_CODES, LIMITS } from '@evax/shared/contract';
import {
  addOption,
  addedOptionInputs,
  emptyOption,
  moveOption,
  optionListFormErrors,
  type DraftOption,
  type OptionListDraftValues,
} from '../src/option-list/components/option-draft';

const option = (valueFr: string, valueAr: string, extra: Partial<DraftOption> = {}): DraftOption => ({ ...emptyOption(), valueFr, valueAr, ...extra });
const list = (added: DraftOption[], extra: Partial<OptionListDraftValues> = {}): OptionListDraftValues => ({
  code: 'FEEDING_TYPE',
  nameFr: 'Allaitement',
  nameAr: 'الرضاعة',
  is_active: true,
  added,
  ...extra,
});

describe('option list draft', () => {
  it('moves an option up or down, and leaves the ends alone', () => {
    expect(moveOption(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveOption(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveOption(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveOption(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it(`adds empty options up to ${LIMITS.optionListMax}, not beyond`, () => {
    const full = Array.from({ length: LIMITS.optionListMax - 1 }, () => emptyOption());
    const hundred = addOption(full);
    expect(hundred).toHaveLength(LIMITS.optionListMax);
    expect(new Set(hundred.map((o) => o.key)).size).toBe(LIMITS.optionListMax);
    expect(addOption(hundred)).toHaveLength(LIMITS.optionListMax);
  });

  it('sends the options in order, values normalised, ids only for saved ones', () => {
    expect(addedOptionInputs([option('  Lait   maternel ', 'حليب الأم', { id: 7 }), option('Mixte', 'مختلط', { active: false })])).toEqual([
      { id: 7, valueFr: 'Lait maternel', valueAr: 'حليب الأم', active: true },
      { valueFr: 'Mixte', valueAr: 'مختلط', active: false },
    ]);
  });

  it('accepts a good list', () => {
    expect(optionListFormErrors(list([option('Lait maternel', 'حليب الأم')]), [], true)).toEqual({});
  });

  it('requires at least one option when the list has no default, and one active', () => {
    expect(optionListFormErrors(list([]), [], true)).toEqual({ addedOptionSet: 'REFERENCE.LISTS.FORM.OPTIONS_MIN' });
    expect(optionListFormErrors(list([]), [{ valueFr: 'Voie basse', valueAr: 'ولادة طبيعية' }], false)).toEqual({});
    expect(optionListFormErrors(list([option('Mixte', 'مختلط', { active: false })]), [], true)).toEqual({ addedOptionSet: 'REFERENCE.LISTS.FORM.NO_CHOICE' });
  });

  it(`refuses more than ${LIMITS.optionListMax} options`, () => {
    const many = Array.from({ length: LIMITS.optionListMax + 1 }, (_, i) => option(`Choix ${i}`, `خيار ${i}`));
    expect(optionListFormErrors(list(many), [], true).addedOptionSet).toBe('REFERENCE.LISTS.FORM.OPTIONS_MAX');
  });

  it('checks each value: required, in its script, not twice (defaults included)', () => {
    const errors = optionListFormErrors(list([option('', 'Lait'), option('Voie basse', 'حليب')]), [{ valueFr: 'voie basse', valueAr: 'ولادة' }], false);
    expect(errors).toEqual({
      'addedOptionSet.0.valueFr': FIELD_ERROR_CODES.blank,
      'addedOptionSet.0.valueAr': FIELD_ERROR_CODES.invalid,
      'addedOptionSet.1.valueFr': FIELD_ERROR_CODES.unique,
    });
  });

  it('checks the code only when creating', () => {
    expect(optionListFormErrors(list([option('Mixte', 'مختلط')], { code: '' }), [], true)).toEqual({ code: FIELD_ERROR_CODES.required });
    expect(optionListFormErrors(list([option('Mixte', 'مختلط')], { code: 'type allaitement' }), [], true)).toEqual({ code: FIELD_ERROR_CODES.invalid });
    expect(optionListFormErrors(list([option('Mixte', 'مختلط')], { code: '' }), [], false)).toEqual({});
  });
});
