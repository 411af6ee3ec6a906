import { useEffect, useReducer } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@evax/shared/contract';

// antd's ES locales (its `antd/locale/*` are CommonJS, and a static import brought all three to every page).
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  ar: () => import('antd/es/locale/ar_EG'),
  en: () => import('antd/es/locale/en_US'),
};

const loaded: Partial<Record<Language, Locale>> = {};

/** antd's own texts (a date picker's months, a table's filters) in one language, a chunk of its own. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (loaded[language] ??= (await ANTD_LOCALES[language]()).default);
}

/** The language's antd locale: at once when loaded (the shell loads it with its texts), else once it arrives. */
export function useAntdLocale(language: Language): Locale | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded[language]) return;
    let current = true;
    void loadAntdLocale(language).then(() => current && arrived());
    return () => {
      current = false;
    };
  }, [language]);
  return loaded[language];
}
