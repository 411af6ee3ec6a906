import type { TranslationShape } from '@evax/shared/runtime';
import type { authFr } from './auth.fr';

export const authAr: TranslationShape<typeof authFr> = {
  AUTH: {
    LOGIN: {
      FORGOT_LINK: 'نسيت كلمة المرور؟',
    },
    PASSWORD: {
      CURRENT: 'كلمة المرور الحالية',
      NEW: 'كلمة المرور الجديدة',
      CONFIRM: 'تأكيد كلمة المرور',
      RULE: '8 أحرف على الأقل، منها رقم وحرف صغير وحرف كبير ورمز خاص، دون مسافات.',
      SUBMIT: 'حفظ كلمة المرور',
    },
    RESET: {
      TITLE: 'كلمة مرور جديدة',
      FIRST_LOGIN_DESC: 'هذا أول دخول لك: اختر كلمة مرور خاصة بك.',
      CHANGE_DESC: 'أدخل كلمة المرور الحالية ثم الجديدة.',
      SUCCESS: 'تم حفظ كلمة المرور. سيتم تحويلك بعد لحظات…',
      BACK_TO_LOGIN: 'العودة إلى تسجيل الدخول',
    },
    FORGOT: {
      TITLE: 'نسيت كلمة المرور',
      STEP_IDENTIFY: 'التعريف',
      STEP_CODE: 'رمز الإرسالية',
      STEP_PASSWORD: 'كلمة مرور جديدة',
      IDENTIFY_DESC: 'أدخل اسم المستخدم أو رقم الهاتف: سنرسل إليك رمزا في إرسالية قصيرة.',
      BY_USERNAME: 'اسم المستخدم',
      BY_PHONE: 'الهاتف',
      PHONE: 'رقم الهاتف',
      PHONE_INVALID: 'رقم الهاتف غير صالح (مثال: 22 333 444)',
      SEND_CODE: 'إرسال الرمز',
      CODE_DESC: 'إن وُجد حساب مطابق، فقد أُرسل إليه رمز من {{length}} أرقام في إرسالية قصيرة. الرمز صالح لمدة {{time}}.',
      CODE: 'الرمز المستلم',
      CODE_REQUIRED: 'أدخل أرقام الرمز الـ{{length}}',
      VERIFY_CODE: 'التحقق من الرمز',
      RESEND: 'طلب رمز جديد',
      CODE_EXPIRED: 'انتهت صلاحية هذا الرمز أو سبق استعماله: اطلب رمزا جديدا.',
      PASSWORD_DESC: 'تم التحقق من الرمز. اختر كلمة المرور الجديدة.',
      SUCCESS: 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
      START_AGAIN: 'البدء من جديد',
    },
    OTP: {
      ERROR: 'رمز خاطئ: تحقق من الرمز الذي وصلك في الإرسالية.',
    },
    STRUCTURE: {
      TITLE: 'اختر الهيكل',
      DESC: 'أنت تعمل في عدة هياكل. في أيّها تعمل الآن؟',
      CURRENT: 'الهيكل الافتراضي',
      CONTINUE: 'متابعة',
    },
    CENTER: {
      CHANGE: 'تغيير الهيكل',
      CHANGED: 'تم تغيير الهيكل: {{name}}',
    },
  },
};
