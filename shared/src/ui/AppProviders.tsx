import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@evax/shared/contract';
import { i18n, isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { fontFamilyFor } from './font-families.js';

const ANTD_LOCALES: Record<Language, Locale> = { fr: frFR, ar: arEG, en: enUS };

const PRIMARY = '#0b7285';
const PRIMARY_TINT = '#e3f2f4';

function themeFor(language: Language): ThemeConfig {
  return {
    token: {
      colorPrimary: PRIMARY,
      // antd draws links in colorInfo's blue unless told: links take the theme's colour.
      colorLink: PRIMARY,
      borderRadius: 6,
      fontFamily: fontFamilyFor(language),
    },
    components: {
      Menu: { itemSelectedBg: PRIMARY_TINT, itemSelectedColor: PRIMARY, itemActiveBg: PRIMARY_TINT },
    },
  };
}

/** i18n, and antd in the language's direction, locale and fonts: what every page sits in. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider direction={isRightToLeft(language) ? 'rtl' : 'ltr'} locale={ANTD_LOCALES[language]} theme={themeFor(language)}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
