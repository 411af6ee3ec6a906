import type { ReactNode } from 'react';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import type { Language } from '@evax/shared/contract';
import { useLanguage } from '@evax/shared/runtime';
import { ThemeProviders } from './ThemeProviders.js';

const ANTD_LOCALES: Record<Language, Locale> = { fr: frFR, ar: arEG, en: enUS };

/** i18n, and antd in the language's direction, locale and fonts: what every page sits in. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <ThemeProviders antdLocale={ANTD_LOCALES[language]}>{children}</ThemeProviders>;
}
