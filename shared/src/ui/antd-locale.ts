import { useEffect, useReducer } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@evax/shared/contract';

// antd's ES locales (its `antd/locale/*` are CommonJS, and a static import brought all three to every page).
const ANTD_LOCALES: Record<Language, () => Promise<Locale>> = {
  fr: () => import('antd/es/locale/fr_FR').then((module) => module.default),
  ar: () => import('antd/es/locale/ar_EG').then((module) => withNarrowWeekDays(module.default)),
  en: () => import('antd/es/locale/en_US').then((module) => module.default),
};

/**
 * antd's Arabic heads a date picker's columns with whole day names (الأربعاء), which run into each
 * other in its narrow columns: one letter a day instead, Sunday first, as dayjs's Arabic does.
 */
const ARABIC_WEEK_DAY_LETTERS = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];

function withNarrowWeekDays(locale: Locale): Locale {
  const datePicker = locale.DatePicker;
  if (!datePicker) return locale;
  return { ...locale, DatePicker: { ...datePicker, lang: { ...datePicker.lang, shortWeekDays: ARABIC_WEEK_DAY_LETTERS } } };
}

const loaded: Partial<Record<Language, Locale>> = {};

/** antd's own texts (a date picker's months, a table's filters) in one language, a chunk of its own. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (loaded[language] ??= await ANTD_LOCALES[language]());
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
