import type { TranslationShape } from '@evax/shared/runtime';
import type { federationFr } from './federation.fr';

export const federationEn: TranslationShape<typeof federationFr> = {
  AREA: {
    LOADING: 'Loading the area…',
    UNAVAILABLE: {
      TITLE: 'Area unavailable',
      DESC: 'This area could not be loaded. The other areas keep working.',
    },
  },
};
