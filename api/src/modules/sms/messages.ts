import { DEFAULT_LANGUAGE, OTP, type Language } from '@evax/shared/contract';

const MINUTES = Math.round(OTP.ttlSeconds / 60);

/** What a delivery log shows in place of a one-time code. */
export const MASKED_CODE = '*'.repeat(OTP.length);

const OTP_TEXT: Record<Language, (code: string) => string> = {
  fr: (code) => `eVax : votre code de vérification est ${code}. Il expire dans ${MINUTES} minutes. Ne le communiquez à personne.`,
  ar: (code) => `eVax: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته بعد ${MINUTES} دقائق. لا تشاركه مع أي شخص.`,
  en: (code) => `eVax: your verification code is ${code}. It expires in ${MINUTES} minutes. Do not share it.`,
};

/** The SMS carrying a one-time code, in the user's language (French by default), and its masked copy. */
export function otpMessage(code: string, language: Language | null): { text: string; maskedText: string } {
  const write = OTP_TEXT[language ?? DEFAULT_LANGUAGE];
  return { text: write(code), maskedText: write(MASKED_CODE) };
}

const TEMPORARY_PASSWORD_TEXT: Record<Language, (password: string) => string> = {
  fr: (password) => `eVax : votre mot de passe temporaire est ${password}. Vous devrez le changer à votre prochaine connexion. Ne le communiquez à personne.`,
  ar: (password) => `eVax: كلمة المرور المؤقتة الخاصة بك هي ${password}. يجب تغييرها عند تسجيل الدخول القادم. لا تشاركها مع أي شخص.`,
  en: (password) => `eVax: your temporary password is ${password}. You will have to change it at your next sign-in. Do not share it.`,
};

/** The SMS carrying a temporary password an administrator regenerated (issue 34), in the user's language, and its masked copy. */
export function temporaryPasswordMessage(password: string, language: Language | null): { text: string; maskedText: string } {
  const write = TEMPORARY_PASSWORD_TEXT[language ?? DEFAULT_LANGUAGE];
  return { text: write(password), maskedText: write('*'.repeat(password.length)) };
}
