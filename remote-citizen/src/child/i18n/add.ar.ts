import type { TranslationShape } from '@evax/shared/runtime';
import type { childAddFr } from './add.fr';

export const childAddAr: TranslationShape<typeof childAddFr> = {
  CITIZEN: {
    MENU: {
      CHILD_ADD: 'إضافة طفل',
    },
    CHILD_ADD: {
      STEPS: {
        CHILD: 'بيانات الطفل',
        PARENT: 'الولي',
      },
      SECTIONS: {
        IDENTITY: 'الهوية (كما في مضمون الولادة)',
        FAMILY: 'النسب',
        BIRTH: 'الولادة',
        PAPERS: 'الجنسية ووثائق الهوية',
      },
      FIELDS: {
        FIRST_NAME_FR: 'الاسم (بالفرنسية)',
        LAST_NAME_FR: 'اللقب (بالفرنسية)',
        FIRST_NAME_AR: 'الاسم (بالعربية)',
        LAST_NAME_AR: 'اللقب (بالعربية)',
        BIRTH_DATE: 'تاريخ الولادة',
        GENDER: 'الجنس',
        FATHER_FIRST_NAME_FR: 'اسم الأب (بالفرنسية)',
        FATHER_FIRST_NAME_AR: 'اسم الأب (بالعربية)',
        GRANDFATHER_FIRST_NAME_FR: 'اسم الجد للأب (بالفرنسية)',
        GRANDFATHER_FIRST_NAME_AR: 'اسم الجد للأب (بالعربية)',
        MOTHER_FIRST_NAME_FR: 'اسم الأم (بالفرنسية)',
        MOTHER_LAST_NAME_FR: 'لقب الأم (بالفرنسية)',
        MOTHER_FIRST_NAME_AR: 'اسم الأم (بالعربية)',
        MOTHER_LAST_NAME_AR: 'لقب الأم (بالعربية)',
        BORN_IN_TUNISIA: 'مولود(ة) بتونس',
        BIRTH_GOVERNORATE: 'ولاية الولادة',
        BIRTH_DELEGATION: 'معتمدية الولادة',
        BIRTH_COMMUNE: 'بلدية الولادة',
        BIRTH_TYPE: 'نوع الولادة',
        BIRTH_WEIGHT: 'الوزن عند الولادة',
        BIRTH_HEIGHT: 'الطول عند الولادة',
        BIRTH_HEAD: 'محيط الرأس عند الولادة',
        NATIONALITY: 'الجنسية',
        NATIONAL_ID: 'رقم بطاقة التعريف الوطنية',
        SOCIAL_SECURITY: 'رقم الضمان الاجتماعي (CNSS / CNRPS)',
        PASSPORT: 'رقم جواز السفر',
        NOTE: 'ملاحظة',
      },
      GENDER: {
        male: 'ذكر',
        female: 'أنثى',
      },
      BIRTH_TYPE: {
        normal: 'عادية (في الأجل)',
        premature_lt_28: 'مبكرة، قبل 28 أسبوعًا',
        premature_28_32: 'مبكرة، من 28 إلى 32 أسبوعًا',
        premature_32_36: 'مبكرة، من 32 إلى 36 أسبوعًا',
      },
      YES: 'نعم',
      NO: 'لا',
      FOREIGN_HINT: 'طفل أجنبي: يتحصل على رقم eVax مثل غيره (numEvax).',
      CHILD_STEP_ERROR: 'بيانات الطفل (المرحلة 1): {{message}}',
      SAVED: 'تم تسجيل الطفل: رقم eVax {{evaxNumber}}',
      DUPLICATES: {
        TITLE: 'قد يكون هذا الطفل مسجلًا من قبل',
        INTRO: 'قارن مع الأطفال المشابهين أسفله: افتح البطاقة الموجودة، أو أكّد أن الأمر يتعلق بطفل آخر.',
        ENTERED: 'الطفل المُدخل',
        CANDIDATE: 'طفل مسجل',
        SCORE: 'التشابه {{score}} %',
        NAME: 'الاسم',
        BIRTH_DATE: 'الولادة',
        MOTHER: 'الأم',
        GOVERNORATE: 'الولاية',
        EVAX_NUMBER: 'رقم eVax',
        OPEN: 'فتح هذه البطاقة',
        CONFIRM: 'إنه طفل آخر: تسجيل',
        CANCEL: 'العودة إلى الاستمارة',
      },
    },
  },
  VACCINATION: {
    FICHE: {
      ANIMAL: {
        ALERT: 'حالة تعرض لحيوان: بعد تسجيل الطفل، افتح بطاقة التلقيح ضد داء الكلب الخاصة به.',
      },
    },
  },
};
