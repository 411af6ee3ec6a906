import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './feedback.fr';

export const en: TranslationShape<typeof fr> = {
  ERROR: {
    OFFLINE_ERROR: {
      TITLE: 'Offline',
      SUB_TITLE: 'The network connection is lost',
      DESC: 'Check your internet connection. The page comes back as soon as the network does; you can also reload it.',
    },
  },
  GENERAL: {
    REFRESH: 'Refresh',
    SUCCESS: 'Your action has been saved',
  },
  LAYOUT: {
    BREADCRUMB: 'Breadcrumb',
    SCROLL_TO_TOP: 'Back to the top of the page',
    SKIP_TO_CONTENT: 'Skip to content',
  },
};
