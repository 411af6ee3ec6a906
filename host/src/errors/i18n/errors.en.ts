import type { TranslationShape } from '@evax/shared/runtime';
import type { errorsFr } from './errors.fr';

export const errorsEn: TranslationShape<typeof errorsFr> = {
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
