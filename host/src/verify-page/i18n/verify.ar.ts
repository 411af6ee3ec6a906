/** The verify page's texts, in ar (keys under VERIFY.). */
import type { TranslationShape } from '@evax/shared/runtime';
import type { verifyFr } from './verify.fr';

export const verifyAr: TranslationShape<typeof verifyFr> = {
  VERIFY: {
    TITLE: 'التحقق من شهادة تلقيح',
    PASTE: 'رمز الشهادة (النص المقروء من رمز QR)',
    CHECK: 'تحقق',
    CHECKING: 'جار التحقق…',
    VALID: 'شهادة أصلية: سلمتها منظومة إيفاكس ولم يقع تغييرها',
    INVALID: 'هذه الشهادة غير أصلية: وقع تغييرها أو لم تسلمها منظومة إيفاكس',
    FAILED: 'التحقق غير ممكن حاليا، يرجى إعادة المحاولة',
    STATES: 'ما تشهد به الشهادة',
    CHILD: 'الطفل',
    EVAX_NUMBER: 'رقم إيفاكس',
    BIRTH_DATE: 'تاريخ الولادة',
    ISSUED_ON: 'سلمت في',
    ISSUER: 'من طرف',
    CERTIFICATE_ID: 'رقم الشهادة',
    VACCINE: 'التلقيح',
    DOSE: 'الجرعة',
    DATE: 'التاريخ',
    OTHER: 'التحقق من شهادة أخرى',
  },
};
