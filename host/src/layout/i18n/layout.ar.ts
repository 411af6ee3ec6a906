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
    GROUPS: {
      children: 'الأطفال والملفات',
      vaccination: 'التلقيح',
      reference: 'البيانات المرجعية',
      administration: 'الإدارة',
      dashboards: 'لوحات القيادة',
    },
  },
  HEADER: {
    WELCOME: 'مرحبا',
    SUPERUSER: 'مشرف عام',
    DSSB: 'المستوى الوطني',
  },
};
