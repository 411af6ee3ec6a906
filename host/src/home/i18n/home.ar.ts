import type { TranslationShape } from '@evax/shared/runtime';
import type { homeFr } from './home.fr';

export const homeAr: TranslationShape<typeof homeFr> = {
  HOME: {
    WELCOME: 'مرحبا، {{name}}',
    DESC: 'هذا ما يمكنك القيام به اليوم.',
    NOTHING: 'لم يُفتح لك أي فضاء عمل بعد: اتصل بالمشرف.',
    OPEN: 'فتح',
  },
};
