import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { I18nextProvider } from 'react-i18next';
import { i18n, isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { themeFor } from './theme.js';

/**
 * i18n, and antd in the language's direction and theme (fonts, colours). `antdLocale`: antd's own
 * texts (a date picker's months, a table's filters); AppProviders gives the language's. The
 * sign-in page, whose antd components show none of them, goes without (its build skips antd's locales).
 */
export function ThemeProviders({ antdLocale, children }: { antdLocale?: Locale; children: ReactNode }) {
  const language = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider direction={isRightToLeft(language) ? 'rtl' : 'ltr'} locale={antdLocale} theme={themeFor(language)}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
