import type { TranslationShape } from '@evax/shared/runtime';
import type { federationFr } from './federation.fr';

export const federationAr: TranslationShape<typeof federationFr> = {
  AREA: {
    LOADING: 'جار تحميل الفضاء…',
    UNAVAILABLE: {
      TITLE: 'الفضاء غير متوفر',
      DESC: 'تعذر تحميل هذا الفضاء. تبقى الفضاءات الأخرى متاحة.',
      NEEDS_NEWER_PORTAL: 'يتطلب هذا الفضاء نسخة أحدث من البوابة: أعد تحميل الصفحة لاحقا أو أعلم المشرف. تبقى الفضاءات الأخرى متاحة.',
    },
  },
};
