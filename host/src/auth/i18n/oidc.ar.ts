/** Texts of the professional-body (OpenID Connect) login. */
export const oidcAr = {
  OIDC: {
    OR: 'أو',
    BUTTON: 'الدخول عبر عمادة الأطباء',
    REDIRECTING: 'جارٍ التوجيه إلى عمادة الأطباء…',
    SIGNING_IN: 'جارٍ تسجيل الدخول…',
    FAILED: 'تعذّر تسجيل الدخول عبر عمادة الأطباء. يرجى المحاولة مرة أخرى.',
    BACK_TO_LOGIN: 'العودة إلى تسجيل الدخول',
    REGISTER: {
      TITLE: 'الدخول الأول',
      DESC: 'سيتم إنشاء حسابك كمهني صحة في القطاع الخاص. يرجى التثبت من المعطيات الواردة من عمادة الأطباء.',
      FIRST_NAME_FR: 'الاسم (بالفرنسية)',
      LAST_NAME_FR: 'اللقب (بالفرنسية)',
      FIRST_NAME_AR: 'الاسم (بالعربية)',
      LAST_NAME_AR: 'اللقب (بالعربية)',
      EMAIL: 'البريد الإلكتروني',
      PHONE: 'الهاتف',
      CNOM_NUMBER: 'رقم التسجيل بالعمادة',
      SUBMIT: 'إنشاء حسابي',
    },
  },
};
