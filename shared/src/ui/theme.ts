import type { ThemeConfig } from 'antd';
import type { Language } from '@evax/shared/contract';
import { fontFamilyFor } from './font-families.js';

const PRIMARY = '#0b7285';
const PRIMARY_TINT = '#e3f2f4';

/**
 * A tag's text is its colour's 7th shade on the 1st; where that is under 4.5:1, a shade darker.
 * Both spellings of the shade: antd writes its CSS variable (--ant-green-7) from each, the later last.
 */
const DARKER_TAG_TEXT = Object.fromEntries(
  Object.entries({ green: '#237804', orange: '#ad4e00', gold: '#ad6800', volcano: '#ad2102', cyan: '#006d75', lime: '#3f6600', yellow: '#876800' }).flatMap(
    ([colour, shade]) => [
      [`${colour}7`, shade],
      [`${colour}-7`, shade],
    ],
  ),
);

/** The portal's antd theme in a language (its font family). */
export function themeFor(language: Language): ThemeConfig {
  return {
    token: {
      colorPrimary: PRIMARY,
      // antd draws links in colorInfo's blue unless told: links take the theme's colour.
      colorLink: PRIMARY,
      borderRadius: 6,
      fontFamily: fontFamilyFor(language),
      // antd's greys (45 % black, 3.4:1 on white) fail WCAG AA's 4.5:1 for text: darker ones, same look.
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      // Red text (errors, a danger button's label) at 5.9:1 instead of 3.6:1.
      colorError: '#cf1322',
      ...DARKER_TAG_TEXT,
    },
    components: {
      Menu: { itemSelectedBg: PRIMARY_TINT, itemSelectedColor: PRIMARY, itemActiveBg: PRIMARY_TINT },
      // "No data" in an empty table is text to read, not a disabled control.
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    },
  };
}
