import type { TranslationShape } from '@evax/shared/runtime';
import type { parentFr } from './fr';

export const parentAr: TranslationShape<typeof parentFr> = {
  CITIZEN: {
    MENU: {
      PARENT_ADD: 'إضافة ولي',
    },
    PARENT: {
      CHECK: {
        PAPER: 'وثيقة هوية الولي',
        PAPERS: {
          nationalId: 'بطاقة التعريف الوطنية',
          passport: 'جواز السفر',
        },
        NATIONAL_ID: 'رقم بطاقة التعريف الوطنية',
        PASSPORT: 'رقم جواز السفر',
        NATIONALITY: 'الجنسية',
        BUTTON: 'التثبت من الولي',
        REQUIRED: 'تثبت أولًا إن كان الولي مسجلًا',
        EXISTS: 'هذا الولي مسجل: سيُربط به الطفل.',
        OUTSIDE_SCOPE: 'هو مسجل في مؤسسة أخرى: لا تُعرض بيانات الاتصال به ولا أطفاله الآخرون.',
        NEW: 'لا يوجد ولي مسجل بهذه الوثيقة: أدخل بيانات الولي الجديد.',
      },
      FIELDS: {
        FIRST_NAME_FR: 'الاسم (بالفرنسية)',
        LAST_NAME_FR: 'اللقب (بالفرنسية)',
        FIRST_NAME_AR: 'الاسم (بالعربية)',
        LAST_NAME_AR: 'اللقب (بالعربية)',
        GENDER: 'الجنس',
        BIRTH_DATE: 'تاريخ الولادة',
        PHONE: 'الهاتف',
        SOCIAL_SECURITY: 'رقم الضمان الاجتماعي (CNSS / CNRPS)',
        ROLE: 'الصلة بالطفل',
        CHILD: 'رقم eVax للطفل',
      },
      GENDER: {
        male: 'ذكر',
        female: 'أنثى',
      },
      ROLES: {
        guardian: 'الحاضن',
        father: 'الأب',
        mother: 'الأم',
        tutor: 'الولي (المقدّم)',
      },
      SUMMARY: {
        NAME: 'الاسم',
        PHONE: 'الهاتف',
        PAPER: 'وثيقة الهوية',
      },
      ADD: {
        TITLE: 'إضافة ولي لطفل',
        SAVE: 'تسجيل الولي',
        SAVED: 'تم تسجيل الولي',
      },
    },
  },
};
