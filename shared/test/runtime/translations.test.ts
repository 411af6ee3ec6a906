import { findTranslationGaps, flattenTranslations, mergeTranslations } from '@evax/shared/runtime';

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
