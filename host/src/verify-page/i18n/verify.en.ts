/** The verify page's texts, in en (keys under VERIFY.). */
import type { TranslationShape } from '@evax/shared/runtime';
import type { verifyFr } from './verify.fr';

export const verifyEn: TranslationShape<typeof verifyFr> = {
  VERIFY: {
    TITLE: 'Verify a vaccination certificate',
    PASTE: "The certificate's code (the text read from its QR code)",
    CHECK: 'Verify',
    CHECKING: 'Verifying…',
    VALID: 'Genuine certificate: issued by eVax and not changed',
    INVALID: 'This certificate is not genuine: it was changed or not issued by eVax',
    FAILED: 'The certificate cannot be verified now, please try again',
    STATES: 'What the certificate states',
    CHILD: 'Child',
    EVAX_NUMBER: 'eVax number',
    BIRTH_DATE: 'Date of birth',
    ISSUED_ON: 'Issued on',
    ISSUER: 'By',
    CERTIFICATE_ID: 'Certificate no.',
    VACCINE: 'Vaccine',
    DOSE: 'Dose',
    DATE: 'Date',
    OTHER: 'Verify another certificate',
  },
};
