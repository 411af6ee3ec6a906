import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'National child vaccination programme',
  },
  MENU: {
    HOME: 'Home',
    TOGGLE: 'Show or hide the menu',
  },
  HEADER: {
    WELCOME: 'Welcome',
    SUPERUSER: 'Superuser',
    DSSB: 'National level (DSSB)',
  },
  HOME: {
    WELCOME: 'Welcome, {{name}}',
    DESC: 'Here is the work you can do today.',
    NOTHING: 'No work area is open to you yet: ask your administrator.',
    OPEN: 'Open',
  },
  AREA: {
    LOADING: 'Loading the area…',
    UNAVAILABLE: {
      TITLE: 'Area unavailable',
      DESC: 'This area could not be loaded. The other areas keep working.',
    },
  },
  GENERAL: {
    BACK_HOME: 'Back to home',
  },
  ERROR: {
    FORBIDDEN: {
      TITLE: '403',
      SUB_TITLE: 'Access denied',
      DESC: "We're sorry, but you don't have access to this page",
    },
    NOT_FOUND: {
      TITLE: '404',
      SUB_TITLE: 'Page not found',
      DESC: 'The page you are looking for does not exist or has moved',
    },
    INTERNAL_ERROR: {
      TITLE: '500',
      SUB_TITLE: 'Internal error',
      DESC: 'An unexpected error occurred while showing this page',
    },
  },
};
