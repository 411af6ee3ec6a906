import type { TranslationShape } from '@evax/shared/runtime';
import type { layoutFr } from './layout.fr';

export const layoutEn: TranslationShape<typeof layoutFr> = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'National child vaccination programme',
  },
  MENU: {
    HOME: 'Home',
    TOGGLE: 'Show or hide the menu',
    MAIN: 'Main menu',
    GROUPS: {
      children: 'Children and folders',
      vaccination: 'Vaccination',
      reference: 'Reference data',
      administration: 'Administration',
      dashboards: 'Dashboards',
    },
  },
  HEADER: {
    WELCOME: 'Welcome',
    SUPERUSER: 'Superuser',
    DSSB: 'National level (DSSB)',
  },
};
