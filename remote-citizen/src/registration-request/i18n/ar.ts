import type { TranslationShape } from '@evax/shared/runtime';
import type { registrationFr } from './fr';

export const registrationAr: TranslationShape<typeof registrationFr> = {
  REGISTRATION: {
    MENU: 'مطالب التسجيل',
    DETAIL_TITLE: 'مطلب تسجيل',
    SEARCH: 'الاسم أو الهاتف أو رقم الوثيقة',
    FILTERS: {
      STATUS: 'الحالة',
      CREATED: 'تاريخ المطلب',
    },
    STATUS: {
      pending: 'قيد الانتظار',
      accepted: 'مقبول',
      rejected: 'مرفوض',
    },
    COLUMNS: {
      NAME: 'الاسم واللقب',
      IDENTITY: 'وثيقة الهوية',
      PHONE: 'الهاتف',
      CREATED_AT: 'تاريخ الإيداع',
      STATUS: 'الحالة',
      ACTIONS: 'الإجراءات',
    },
    IDENTITY: {
      NATIONAL_ID: 'بطاقة تعريف {{number}}',
      PASSPORT: 'جواز سفر {{number}} ({{nationality}})',
    },
    FIELDS: {
      NAME_FR: 'الاسم واللقب (بالفرنسية)',
      NAME_AR: 'الاسم واللقب (بالعربية)',
      DECIDED_AT: 'تاريخ القرار',
      DECIDED_BY: 'صاحب القرار',
      REASON: 'سبب الرفض',
      COMMENT: 'ملاحظة',
      FILE: 'الوثيقة المؤيدة',
    },
    REASONS: {
      unreadable_picture: 'صورة أو وثيقة غير مقروءة',
      expired_passport: 'جواز سفر منتهي الصلاحية',
      identity_mismatch: 'المعطيات لا تطابق الوثيقة',
      incomplete_file: 'ملف منقوص',
      other: 'سبب آخر',
    },
    ACTIONS: {
      SHOW: 'عرض',
      ACCEPT: 'قبول',
      REJECT: 'رفض',
      DOWNLOAD: 'تحميل الوثيقة المؤيدة',
    },
    ACCEPT: {
      TITLE: 'قبول المطلب',
      MESSAGE: 'سيتم تسجيل المواطن {{name}} ويمكنه الدخول إلى فضاء المواطن. هذا القرار نهائي.',
      DONE: 'تم قبول المطلب وإعلام المواطن برسالة قصيرة',
    },
    REJECT: {
      TITLE: 'رفض المطلب',
      MESSAGE: 'اختر سبب الرفض. هذا القرار نهائي وسيتم إعلام المواطن برسالة قصيرة.',
      DONE: 'تم رفض المطلب وإعلام المواطن برسالة قصيرة',
    },
    FILE_LOADING: 'جار تحميل الوثيقة…',
    FILE_IMAGE_ALT: 'الوثيقة المؤيدة لـ {{name}}',
  },
};
