import { findTranslationGaps, flattenTranslations, mergeTranslations, pluralCategories } from '@evax/shared/runtime';

describe('translation bundles', () => {
  it('flattens nested keys', () => {
    expect([...flattenTranslations({ ERROR: { NOT_FOUND: { DESC: 'x' } }, A: 'y' })]).toEqual([
      ['ERROR.NOT_FOUND.DESC', 'x'],
      ['A', 'y'],
    ]);
  });

  it('finds a key missing or empty in one language', () => {
    const gaps = findTranslationGaps({ fr: { A: 'a', B: 'b' }, ar: { A: 'أ', B: ' ' }, en: { A: 'a' } });
    expect(gaps).toEqual([
      { language: 'ar', key: 'B' },
      { language: 'en', key: 'B' },
    ]);
  });

  it('merges bundles deeply', () => {
    const merged = mergeTranslations({ fr: { A: { B: 'b' } }, ar: {}, en: {} }, { fr: { A: { C: 'c' } }, ar: {}, en: {} });
    expect(merged.fr).toEqual({ A: { B: 'b', C: 'c' } });
  });
});

describe('plural forms', () => {
  it('ask each language for the forms of its plural rules only', () => {
    const gaps = findTranslationGaps({
      fr: { N_one: '{{count}} mois', N_many: '{{count}} mois', N_other: '{{count}} mois' },
      ar: { N_zero: '0', N_one: 'شهر واحد', N_two: 'شهران', N_few: 'أشهر', N_other: 'شهر' },
      en: { N_one: '{{count}} month', N_other: '{{count}} months' },
    });
    expect(gaps).toEqual([{ language: 'ar', key: 'N_many' }]);
  });

  it('Arabic has six forms, French and English those Intl.PluralRules gives', () => {
    expect(pluralCategories('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategories('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(expect.arrayContaining(['one', 'other']));
  });
});
