import type { TranslationShape } from '@evax/shared/runtime';
import type { optionListFr } from './fr';

export const optionListAr: TranslationShape<typeof optionListFr> = {
  LISTS: {
    SEARCH: 'البحث عن قائمة',
    NEW: 'قائمة جديدة',
    DELETED: 'تم حذف القائمة',
    SYSTEM: 'قائمة النظام',
    COLUMNS: {
      CODE: 'الرمز',
      NAME_FR: 'الاسم (بالفرنسية)',
      NAME_AR: 'الاسم (بالعربية)',
      OPTIONS: 'الاختيارات',
      RANK: 'الترتيب',
      VALUE_FR: 'القيمة (بالفرنسية)',
      VALUE_AR: 'القيمة (بالعربية)',
      ACTIVE: 'مفعّل',
    },
    ACTIVATE: {
      TITLE: 'تفعيل القائمة',
      MESSAGE: 'هل تريد فعلا تفعيل هذه القائمة؟ ستُعرض اختياراتها من جديد.',
      OK: 'تفعيل',
    },
    DEACTIVATE: {
      TITLE: 'تعطيل القائمة',
      MESSAGE: 'هل تريد فعلا تعطيل هذه القائمة؟ لن تعرض الاستمارات اختياراتها بعد الآن.',
      OK: 'تعطيل',
    },
    DELETE: {
      TITLE: 'حذف القائمة',
      MESSAGE: 'هل تريد فعلا حذف هذه القائمة واختياراتها؟ لا يمكن التراجع عن هذا الإجراء.',
    },
    FORM: {
      ADD_TITLE: 'قائمة اختيارات جديدة',
      EDIT_TITLE: 'تعديل قائمة الاختيارات',
      CODE_HINT: 'حروف لاتينية كبيرة وأرقام و _، مثلا FEEDING_TYPE؛ لا يتغير بعد ذلك',
      DEFAULT_OPTIONS: 'الاختيارات الافتراضية',
      DEFAULT_HINT: 'مرفقة بالمنتج: لا يمكن تعديلها.',
      ADDED_OPTIONS: 'الاختيارات المضافة',
      ADDED_HINT: 'من 1 إلى {{max}} اختيار، بالترتيب الذي تظهر به في القوائم المنسدلة.',
      ADD_OPTION: 'إضافة اختيار',
      MOVE_UP: 'رفع الاختيار {{position}}',
      MOVE_DOWN: 'إنزال الاختيار {{position}}',
      REMOVE: 'حذف الاختيار {{position}}',
      OPTIONS_MIN: 'أضف اختيارا واحدا على الأقل',
      OPTIONS_MAX: '{{max}} اختيار على الأكثر',
      NO_CHOICE: 'يجب أن يكون اختيار واحد على الأقل مفعّلا',
      COUNT: '{{count}} / {{max}}',
    },
    SHOW: {
      NONE: 'لا يوجد اختيار',
    },
  },
};
