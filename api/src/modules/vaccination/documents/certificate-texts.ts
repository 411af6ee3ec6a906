import type { Language } from '@evax/shared/contract';

/** The vaccination certificate's words, in the portal's three languages. */
export interface CertificateTexts {
  title: string;
  child: string;
  evaxNumber: string;
  birthDate: string;
  issuedOn: string;
  issuer: string;
  certificateId: string;
  doses: string;
  columns: { vaccine: string; dose: string; date: string };
  scan: string;
}

export const CERTIFICATE_TEXTS: Record<Language, CertificateTexts> = {
  fr: {
    title: 'Certificat de vaccination',
    child: 'Enfant',
    evaxNumber: 'Numéro eVax',
    birthDate: 'Date de naissance',
    issuedOn: 'Délivré le',
    issuer: 'Par',
    certificateId: 'Certificat n°',
    doses: 'Doses administrées',
    columns: { vaccine: 'Vaccin', dose: 'Dose', date: 'Date' },
    scan: 'Scannez ce code pour vérifier le certificat',
  },
  ar: {
    title: 'شهادة تلقيح',
    child: 'الطفل',
    evaxNumber: 'رقم إيفاكس',
    birthDate: 'تاريخ الولادة',
    issuedOn: 'سلمت في',
    issuer: 'من طرف',
    certificateId: 'رقم الشهادة',
    doses: 'الجرعات المقدمة',
    columns: { vaccine: 'التلقيح', dose: 'الجرعة', date: 'التاريخ' },
    scan: 'امسح هذا الرمز للتحقق من الشهادة',
  },
  en: {
    title: 'Vaccination certificate',
    child: 'Child',
    evaxNumber: 'eVax number',
    birthDate: 'Date of birth',
    issuedOn: 'Issued on',
    issuer: 'By',
    certificateId: 'Certificate no.',
    doses: 'Doses given',
    columns: { vaccine: 'Vaccine', dose: 'Dose', date: 'Date' },
    scan: 'Scan this code to verify the certificate',
  },
};
