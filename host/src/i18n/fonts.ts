import type { Language } from '@evax/shared/contract';

/**
 * The page's font follows the language (spec 1 §9): Noto Sans Arabic (it has Latin letters too)
 * for Arabic, Noto Sans otherwise. Bundled from npm, never fetched from a font CDN; only the
 * language's own file is loaded.
 */
export function loadLanguageFont(language: Language): Promise<unknown> {
  return language === 'ar' ? import('@fontsource-variable/noto-sans-arabic/wght.css') : import('@fontsource-variable/noto-sans/wght.css');
}
