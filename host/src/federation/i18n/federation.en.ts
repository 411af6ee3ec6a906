import type { TranslationShape } from '@evax/shared/runtime';
import type { federationFr } from './federation.fr';

export const federationEn: TranslationShape<typeof federationFr> = {
  AREA: {
    LOADING: 'Loading the area…',
    UNAVAILABLE: {
      TITLE: 'Area unavailable',
      DESC: 'This area could not be loaded. The other areas keep working.',
      NEEDS_NEWER_PORTAL: 'This area needs a newer version of the portal: reload the page later or tell the administrator. The other areas keep working.',
    },
  },
};
