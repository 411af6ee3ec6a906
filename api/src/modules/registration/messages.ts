import type { Language, RejectionReason } from '@evax/shared/contract';

const REASONS: Record<Language, Record<RejectionReason, string>> = {
  fr: {
    unreadable_picture: 'document illisible',
    expired_passport: 'passeport expiré',
    identity_mismatch: "les informations ne correspondent pas à la pièce d'identité",
    incomplete_file: 'dossier incomplet',
    other: 'autre motif',
  },
  ar: {
    unreadable_picture: 'وثيقة غير مقروءة',
    expired_passport: 'جواز سفر منتهي الصلاحية',
    identity_mismatch: 'المعطيات لا تطابق وثيقة الهوية',
    incomplete_file: 'ملف منقوص',
    other: 'سبب آخر',
  },
  en: {
    unreadable_picture: 'unreadable document',
    expired_passport: 'expired passport',
    identity_mismatch: 'the details do not match the identity paper',
    incomplete_file: 'incomplete file',
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

/** The SMS telling the citizen the request was rejected, with the reason (and the agent's comment). */
export function rejectedMessage(language: Language, reason: RejectionReason, comment: string | null): string {
  const why = [REASONS[language][reason], comment].filter(Boolean).join(' : ');
  return {
    fr: `eVax : votre demande d’inscription est refusée (${why}). Vous pouvez déposer une nouvelle demande.`,
    ar: `eVax: تم رفض مطلب التسجيل الخاص بك (${why}). يمكنك تقديم مطلب جديد.`,
    en: `eVax: your registration request is rejected (${why}). You may send a new request.`,
  }[language];
}
