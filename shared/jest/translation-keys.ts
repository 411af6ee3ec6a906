import { LANGUAGES } from '@evax/shared/contract';
import { flattenTranslations, hasTranslation, type TranslationBundles, type TranslationGap } from '@evax/shared/runtime';
import { sourceFiles } from './source-files';

/** Literal keys the code asks for: t('A.B'), labelKey: 'A.B', placeholderKey: 'A.B'. */
const KEY_USE = /(?:\bt\(\s*|(?:labelKey|placeholderKey|titleKey):\s*)'([A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)+)'/g;

export function translationKeysUsedIn(dir: string): string[] {
  const keys = sourceFiles(dir).flatMap(({ text }) => [...text.matchAll(KEY_USE)].map((match) => match[1] ?? ''));
  return [...new Set(keys)].sort();
}

/** Keys used in the code of `dir` that a language lacks. */
export function untranslatedKeys(dir: string, bundles: TranslationBundles): TranslationGap[] {
  const used = translationKeysUsedIn(dir);
  return LANGUAGES.flatMap((language) => {
    const known = flattenTranslations(bundles[language]);
    return used.filter((key) => !hasTranslation(known, key)).map((key) => ({ language, key }));
  });
}
