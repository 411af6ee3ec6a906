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

/** i18next's plural suffixes (`MONTHS_one`, `MONTHS_few`...), the CLDR categories. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** The key without its plural suffix, or undefined for a key that is not a plural form. */
export function pluralBase(key: string): string | undefined {
  return PLURAL_KEY.exec(key)?.[1];
}

/**
 * The forms a language needs, as `t(key, { count })` resolves them (Intl.PluralRules): i18next
 * does not fall back to `_other`, so a missing form shows the key (French `many` is 1 000 000).
 */
export function pluralCategories(language: Language): PluralCategory[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];
}

/** Whether a bundle answers `t(key)`, directly or through its plural forms. */
export function hasTranslation(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}

/**
 * Keys present in one language but missing (or empty) in another. A plural key (`X_one`) asks
 * each language for the forms its plural rules use, no more: Arabic's `X_two` is no gap in French.
 */
export function findTranslationGaps(bundles: TranslationBundles): TranslationGap[] {
  const flat = LANGUAGES.map((language) => [language, flattenTranslations(bundles[language])] as const);
  const allKeys = new Set(flat.flatMap(([, keys]) => [...keys.keys()]));
  const plainKeys = [...allKeys].filter((key) => pluralBase(key) === undefined);
  const pluralBases = new Set([...allKeys].map(pluralBase).filter((base) => base !== undefined));
  const gaps: TranslationGap[] = [];
  for (const [language, keys] of flat) {
    const required = [...plainKeys, ...[...pluralBases].flatMap((base) => pluralCategories(language).map((category) => `${base}_${category}`))];
    for (const key of required) if (!keys.get(key)?.trim()) gaps.push({ language, key });
  }
  return gaps;
}

/** Merges bundles (later ones win on a clash). */
export function mergeTranslations(...bundles: TranslationBundles[]): TranslationBundles {
  const merged = { fr: {}, ar: {}, en: {} } as TranslationBundles;
  for (const bundle of bundles) for (const language of LANGUAGES) merged[language] = deepMerge(merged[language], bundle[language]);
  return merged;
}

/** Merges one language's trees (later ones win on a clash): a language's bundle, built alone. */
export function mergeTrees(...trees: TranslationTree[]): TranslationTree {
  return trees.reduce<TranslationTree>(deepMerge, {});
}

/** The bundles of one language only, the others empty: what a page loads in the active language. */
export function oneLanguageBundles(language: Language, tree: TranslationTree): TranslationBundles {
  const bundles = { fr: {}, ar: {}, en: {} } as TranslationBundles;
  bundles[language] = tree;
  return bundles;
}

/** Every language's texts, from a loader of one language's (a descriptor's, for the checks and tests). */
export async function loadAllLanguages(load: (language: Language) => Promise<TranslationTree>): Promise<TranslationBundles> {
  const trees = await Promise.all(LANGUAGES.map((language) => load(language)));
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, trees[index]])) as TranslationBundles;
}

/** A loader of one language's texts over bundles already at hand (tests' fake areas). */
export const translationsLoader =
  (bundles: TranslationBundles) =>
  (language: Language): Promise<TranslationTree> =>
    Promise.resolve(bundles[language]);

function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const result: TranslationTree = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const existing = result[name];
    result[name] = typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return result;
}

type PluralBaseOf<Key> = Key extends `${infer Base}_other` ? Base : never;
type PluralFormOf<Reference> = `${PluralBaseOf<keyof Reference>}_${PluralCategory}`;

/**
 * The shape of a reference bundle with any text: `const ar: TranslationShape<typeof fr> = {...}`
 * makes the compiler reject a key missing from (or added to) a translation. Plural forms are
 * the exception: each language has those of its own rules (`X_other` always, Arabic's `X_two`,
 * French's `X_many`), checked by `findTranslationGaps`.
 */
export type TranslationShape<Reference> = {
  [Key in keyof Reference as Key extends PluralFormOf<Reference> ? never : Key]: Reference[Key] extends string ? string : TranslationShape<Reference[Key]>;
} & { [Key in PluralFormOf<Reference>]?: string } & { [Key in `${PluralBaseOf<keyof Reference>}_other`]: string };
