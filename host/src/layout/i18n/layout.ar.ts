import type { TranslationShape } from '@evax/shared/runtime';
import type { layoutFr } from './layout.fr';

export const layoutAr: TranslationShape<typeof layoutFr> = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'البرنامج الوطني لتلقيح الأطفال',
  },
  MENU: {
    HOME: 'الرئيسية',
    TOGGLE: 'إظهار القائمة أو إخفاؤها',
    MAIN: 'القائمة الرئيسية',
  },
  HEADER: {
    WELCOME: 'مرحبا',
    SUPERUSER: 'مشرف عام',
    DSSB: 'المستوى الوطني',
  },
};
