import { LANGUAGES, type Language } from '@evax/shared/contract';

/** A translation bundle: nested keys (`ERROR.NOT_FOUND.DESC`) down to strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** One bundle per language; every key exists in all three (checked by each package's tests). */
export type TranslationBundles = Record<Language, TranslationTree>;

/** The dotted keys of a bundle with their texts. */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, value);
    else for (const [nested, text] of flattenTranslations(value, key)) keys.set(nested, text);
  }
  return keys;
}

export interface TranslationGap {
  language: Language;
  key: string;
}

/** Keys present in one language but missing (or empty) in another. */
export function findTranslationGaps(bundles: TranslationBundles): TranslationGap[] {
  const flat = LANGUAGES.map((language) => [language, flattenTranslations(bundles[language])] as const);
  const allKeys = new Set(flat.flatMap(([, keys]) => [...keys.keys()]));
  const gaps: TranslationGap[] = [];
  for (const [language, keys] of flat) {
    for (const key of allKeys) if (!keys.get(key)?.trim()) gaps.push({ language, key });
  }
  return gaps;
}

/** Merges bundles (later ones win on a clash). */
export function mergeTranslations(...bundles: TranslationBundles[]): TranslationBundles {
  const merged = { fr: {}, ar: {}, en: {} } as TranslationBundles;
  for (const bundle of bundles) for (const language of LANGUAGES) merged[language] = deepMerge(merged[language], bundle[language]);
  return merged;
}

function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const result: TranslationTree = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const existing = result[name];
    result[name] = typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return result;
}

/**
 * The shape of a reference bundle with any text: `const ar: TranslationShape<typeof fr> = {...}`
 * makes the compiler reject a key missing from (or added to) a translation.
 */
export type TranslationShape<Reference> = {
  [Key in keyof Reference]: Reference[Key] extends string ? string : TranslationShape<Reference[Key]>;
};
