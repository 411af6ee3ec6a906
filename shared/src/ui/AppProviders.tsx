import type { ReactNode } from 'react';
import { useLanguage } from '@evax/shared/runtime';
import { useAntdLocale } from './antd-locale.js';
import { ThemeProviders } from './ThemeProviders.js';

/** i18n, and antd in the language's direction, locale and fonts: what every page sits in. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <ThemeProviders antdLocale={useAntdLocale(language)}>{children}</ThemeProviders>;
}
