import type { Language, RejectionReason } from '@evax/shared/contract';

const REASONS: Record<Language, Record<RejectionReason, string>> = {
  fr: {
    unreadable_picture: 'document illisible',
    expired_passport: 'passeport expiré',
    identity_mismatch: "les informations ne correspondent pas à la pièce d'identité",
    incomplete_file: 'dossier incomplet',
    has_account: 'vous avez déjà un compte de l’espace citoyen',
    other: 'autre motif',
  },
  ar: {
    unreadable_picture: 'وثيقة غير مقروءة',
    expired_passport: 'جواز سفر منتهي الصلاحية',
    identity_mismatch: 'المعطيات لا تطابق وثيقة الهوية',
    incomplete_file: 'ملف منقوص',
    has_account: 'لديك حساب في فضاء المواطن',
    other: 'سبب آخر',
  },
  en: {
    unreadable_picture: 'unreadable document',
    expired_passport: 'expired passport',
    identity_mismatch: 'the details do not match the identity paper',
    incomplete_file: 'incomplete file',
    has_account: 'you already have a citizen-space account',
    other: 'other reason',
  },
};

/** The SMS telling the citizen the request was accepted, in the language chosen at registration. */
export function acceptedMessage(language: Language): string {
  return {
    fr: 'eVax : votre demande d’inscription est acceptée. Connectez-vous à l’espace citoyen avec votre numéro de téléphone.',
    ar: 'eVax: تم قبول مطلب التسجيل الخاص بك. يمكنك الدخول إلى فضاء المواطن برقم هاتفك.',
    en: 'eVax: your registration request is accepted. Sign in to the citizen space with your phone number.',
  }[language];
}

/** What a citizen who has an account does to use another phone (issue 27): the phone change, or the centre. */
const NEW_PHONE: Record<Language, string> = {
  fr: 'Pour utiliser un autre téléphone, changez-le depuis l’espace citoyen (un code est envoyé au téléphone enregistré) ou présentez-vous à votre centre de santé.',
  ar: 'لاستعمال هاتف آخر، غيّره من فضاء المواطن (يُرسل رمز إلى الهاتف المسجّل) أو توجّه إلى مركزك الصحي.',
  en: 'To use another phone, change it from the citizen space (a code is sent to the phone on record) or go to your health centre.',
};

/** The SMS telling the citizen the request was rejected, with the reason (and the agent's comment). */
export function rejectedMessage(language: Language, reason: RejectionReason, comment: string | null): string {
  const why = [REASONS[language][reason], comment].filter(Boolean).join(' : ');
  if (reason === 'has_account')
    return {
      fr: `eVax : votre demande d’inscription est refusée (${why}). ${NEW_PHONE.fr}`,
      ar: `eVax: تم رفض مطلب التسجيل الخاص بك (${why}). ${NEW_PHONE.ar}`,
      en: `eVax: your registration request is rejected (${why}). ${NEW_PHONE.en}`,
    }[language];
  return {
    fr: `eVax : votre demande d’inscription est refusée (${why}). Vous pouvez déposer une nouvelle demande.`,
    ar: `eVax: تم رفض مطلب التسجيل الخاص بك (${why}). يمكنك تقديم مطلب جديد.`,
    en: `eVax: your registration request is rejected (${why}). You may send a new request.`,
  }[language];
}

/**
 * To the request's phone, when the request was accepted for a registered citizen whose phone on
 * record is another (issue 27): the account is opened on the phone on record.
 */
export function acceptedOnRecordMessage(language: Language): string {
  return {
    fr: `eVax : votre demande d’inscription est acceptée. Votre espace citoyen s’ouvre avec le téléphone enregistré par votre centre de santé. ${NEW_PHONE.fr}`,
    ar: `eVax: تم قبول مطلب التسجيل الخاص بك. يُفتح فضاء المواطن بالهاتف المسجّل لدى مركزك الصحي. ${NEW_PHONE.ar}`,
    en: `eVax: your registration request is accepted. Your citizen space opens with the phone your health centre has on record. ${NEW_PHONE.en}`,
  }[language];
}

/** To the phone on record, when a citizen-space account is opened on it from a request sent with another phone. */
export function accountOpenedNotice(language: Language): string {
  return {
    fr: 'eVax : un compte de l’espace citoyen est ouvert pour vous sur ce téléphone. Si vous ne l’avez pas demandé, contactez votre centre de santé.',
    ar: 'eVax: تم فتح حساب في فضاء المواطن باسمك على هذا الهاتف. إن لم تطلبه، اتصل بمركزك الصحي.',
    en: 'eVax: a citizen-space account is open for you on this phone. If you did not ask for it, contact your health centre.',
  }[language];
}

/** The request was sent for an in-person check: where to go, with what. */
export function inPersonMessage(language: Language, structure: { nameFr: string; nameAr: string | null }): string {
  return {
    fr: `eVax : votre demande d’inscription doit être vérifiée en personne. Présentez-vous à ${structure.nameFr} avec l’original de votre pièce d’identité.`,
    ar: `eVax: يجب التثبت من مطلب التسجيل الخاص بك حضوريا. توجّه إلى ${structure.nameAr ?? structure.nameFr} بأصل وثيقة هويتك.`,
    en: `eVax: your registration request must be checked in person. Go to ${structure.nameFr} with your original identity paper.`,
  }[language];
}
