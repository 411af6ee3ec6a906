import type { TranslationShape } from '@evax/shared/runtime';
import type { profileFr } from './profile.fr';

export const profileAr: TranslationShape<typeof profileFr> = {
  PROFILE: {
    USER_MENU: {
      LABEL: 'قائمة الحساب',
      PROFILE: 'ملفي الشخصي',
      CHANGE_PASSWORD: 'تغيير كلمة المرور',
      CHANGE_PHONE: 'تغيير رقم الهاتف',
    },
    DISPLAY: {
      TITLE: 'ملفي الشخصي',
      ACCOUNT: 'الحساب',
      PERSONAL: 'المعلومات الشخصية',
      EDIT: 'تعديل الملف الشخصي',
      EDIT_ACCOUNT: 'تعديل الحساب',
      EDIT_PERSONAL: 'تعديل المعلومات الشخصية',
      NOT_SET: 'غير محدد',
    },
    UPDATE: {
      TITLE: 'تعديل الملف الشخصي',
    },
    FIELDS: {
      USERNAME: 'اسم المستخدم',
      EMAIL: 'البريد الإلكتروني',
      FIRST_NAME_FR: 'الاسم (بالفرنسية)',
      LAST_NAME_FR: 'اللقب (بالفرنسية)',
      FIRST_NAME_AR: 'الاسم (بالعربية)',
      LAST_NAME_AR: 'اللقب (بالعربية)',
      PHONE: 'الهاتف',
      LANGUAGE: 'اللغة المفضلة',
      CURRENT_PASSWORD: 'كلمة المرور الحالية',
      NEW_PASSWORD: 'كلمة المرور الجديدة',
      CONFIRM_PASSWORD: 'تأكيد كلمة المرور الجديدة',
      NEW_PHONE: 'رقم الهاتف الجديد',
      CODE: 'الرمز المرسل عبر الإرساليات القصيرة',
    },
    ACCOUNT: {
      TITLE: 'معلومات الحساب',
      SAVED: 'تم حفظ معلومات الحساب',
    },
    PERSONAL: {
      TITLE: 'المعلومات الشخصية',
      SAVED: 'تم حفظ معلوماتك الشخصية',
      FRENCH: 'Français',
      ARABIC: 'العربية',
      NAMES_IN: 'لغة الأسماء',
    },
    PASSWORD: {
      TITLE: 'تغيير كلمة المرور',
      SAVED: 'تم تغيير كلمة المرور',
      RULE: '8 أحرف على الأقل، منها رقم وحرف صغير وحرف كبير ورمز خاص، ودون فراغات.',
    },
    PHONE: {
      TITLE: 'تغيير رقم الهاتف',
      CURRENT: 'الرقم الحالي',
      STEP_NUMBER: 'الرقم الجديد',
      STEP_CODE: 'التحقق',
      STEP_DONE: 'تم',
      HINT: 'مثال: <ltr>20 123 456</ltr> أو <ltr>+216 20 123 456</ltr>',
      SEND: 'إرسال الرمز',
      CODE_SENT: 'تم إرسال رمز من {{length}} أرقام عبر الإرساليات القصيرة إلى <ltr>{{phone}}</ltr>. صالح لمدة {{minutes}} دقائق.',
      CONFIRM: 'تأكيد',
      OTHER_NUMBER: 'تغيير الرقم',
      SAVED: 'تم تغيير رقم هاتفك',
      DONE: 'رقم هاتفك الآن هو <ltr>{{phone}}</ltr>.',
      BACK_TO_PROFILE: 'العودة إلى الملف الشخصي',
    },
    ACTIONS: {
      SAVE: 'حفظ',
      CANCEL: 'إلغاء',
    },
  },
};
