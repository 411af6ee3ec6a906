import type { TranslationShape } from '@evax/shared/runtime';
import type { citizenFr } from './fr';

export const citizenAr: TranslationShape<typeof citizenFr> = {
  CITIZENS: {
    SEARCH: 'الاسم أو بطاقة التعريف أو الهاتف',
    OPEN: 'عرض',
    SHOW_TITLE: 'المواطن',
    CHILDREN: 'الأطفال',
    NO_CHILDREN: 'لا أطفال ظاهرين',
    EDIT: {
      BUTTON: 'تصحيح',
      TITLE: 'تصحيح بيانات المواطن',
      SAVED: 'تم تصحيح بيانات المواطن',
    },
    ADD_CHILD: 'إضافة طفل لهذا الوليّ',
    MERGE: {
      BUTTON: 'دمج بطاقة مكرّرة',
      TITLE: 'دمج بطاقتين لنفس المواطن',
      FIND: 'ابحث عن البطاقة الأخرى لنفس الشخص (الاسم أو رقم بطاقة التعريف أو الهاتف). يُحتفظ بهذه البطاقة وتُسحب الأخرى.',
      NONE_FOUND: 'لم يتمّ العثور على بطاقة أخرى',
      CHOOSE: 'اختيار',
      OTHER: 'اختيار بطاقة أخرى',
      EXPLAIN: 'تحتفظ البطاقة المحتفظ بها بقيمها وتأخذ من البطاقة الأخرى ما ينقصها. تُسحب البطاقة الأخرى (تبقى للتاريخ) ويُنقل أطفالها.',
      FIELD: 'الحقل',
      KEPT: 'البطاقة المحتفظ بها',
      DUPLICATE: 'البطاقة المسحوبة',
      RESULT: 'بعد الدمج',
      MOVED_zero: 'لا طفل منقول',
      MOVED_one: 'طفل واحد منقول',
      MOVED_two: 'طفلان منقولان',
      MOVED_few: '{{count}} أطفال منقولون',
      MOVED_many: '{{count}} طفلًا منقولًا',
      MOVED_other: '{{count}} طفل منقول',
      CONFIRM: 'دمج',
      DONE: 'تمّ دمج البطاقتين',
    },
    COLUMNS: {
      NAME: 'الاسم واللقب',
      PHONE: 'الهاتف',
      IDENTITY_PAPER: 'بطاقة التعريف أو جواز السفر',
      NATIONALITY: 'الجنسية',
    },
  },
};
