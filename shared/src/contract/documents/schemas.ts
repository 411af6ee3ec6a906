import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../constants.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { oneOf } from '../common/schema-kit.js';
import { CERTIFICATE } from './api-paths.js';

/** GET /api/get_pdf/{param}/{lang}: the child's evax number and the document's language. */
export const CalendarPdfParams = Type.Object({ param: EvaxNumber, lang: oneOf(LANGUAGES) });
export type CalendarPdfParams = Static<typeof CalendarPdfParams>;

/** A PDF answered as a download. */
export const PdfFile = {
  description: 'The PDF, as an attachment',
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
};

/** GET /api/children/{param}/fhir: the child's evax number. */
export const FhirExportParams = Type.Object({ param: EvaxNumber });
export type FhirExportParams = Static<typeof FhirExportParams>;

/** A FHIR R4 Bundle answered as application/fhir+json (described loosely: FHIR's own schema is the reference). */
export const FhirBundleFile = {
  description: 'A FHIR R4 Bundle of type collection: one Patient, one Immunization per given dose (http://hl7.org/fhir/R4/bundle.html)',
  content: {
    'application/fhir+json': {
      schema: Type.Object(
        {
          resourceType: Type.Literal('Bundle'),
          type: Type.Literal('collection'),
          timestamp: Type.String({ format: 'date-time' }),
          entry: Type.Array(Type.Object({ fullUrl: Type.String(), resource: Type.Object({ resourceType: Type.String() }, { additionalProperties: true }) })),
        },
        { additionalProperties: true },
      ),
    },
  },
};

/** GET|POST /api/children/{param}/certificates: the child's evax number. */
export const CertificatesParams = Type.Object({ param: EvaxNumber });
export type CertificatesParams = Static<typeof CertificatesParams>;

/** GET /api/certificates/{id}/pdf/{lang}: the certificate's id and the document's language. */
export const CertificatePdfParams = Type.Object({ id: Type.String({ format: 'uuid' }), lang: oneOf(LANGUAGES) });
export type CertificatePdfParams = Static<typeof CertificatePdfParams>;

/** A dose a certificate states: its day, the vaccine (DCI) in French and Arabic, its number in the schedule when it has one. */
export const CertifiedDose = Type.Object({
  date: Type.String({ format: 'date' }),
  vaccine: Type.String(),
  vaccineAr: Type.Union([Type.String(), Type.Null()]),
  doseNumber: Type.Union([Type.Integer(), Type.Null()]),
});
export type CertifiedDose = Static<typeof CertifiedDose>;

/** What a certificate states, signed: the child, its given doses, when and by which centre it was issued. */
export const CertificateStatement = Type.Object({
  id: Type.String({ format: 'uuid' }),
  evaxNumber: Type.String(),
  firstNameFr: Type.String(),
  lastNameFr: Type.String(),
  firstNameAr: Type.String(),
  lastNameAr: Type.String(),
  birthDate: Type.String({ format: 'date' }),
  issuedAt: Type.String({ format: 'date-time' }),
  /** The issuing centre's name in French and in Arabic (null: issued by a user of no structure). */
  issuer: Type.Union([Type.String(), Type.Null()]),
  issuerAr: Type.Union([Type.String(), Type.Null()]),
  doses: Type.Array(CertifiedDose),
});
export type CertificateStatement = Static<typeof CertificateStatement>;

/** A certificate issued: its id, when, by whom, and the statement its QR code carries. */
export const IssuedCertificate = Type.Object({
  id: Type.String({ format: 'uuid' }),
  issuedAt: Type.String({ format: 'date-time' }),
  issuedBy: Type.Union([Type.String(), Type.Null()]),
  doseCount: Type.Integer(),
});
export type IssuedCertificate = Static<typeof IssuedCertificate>;

export const IssuedCertificateList = Type.Array(IssuedCertificate);
export type IssuedCertificateList = Static<typeof IssuedCertificateList>;

/** POST /api/public/certificates/verify: the token read from the QR code (the part after `#` of its link). */
export const VerifyCertificateBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: CERTIFICATE.maxTokenLength }) },
  { additionalProperties: false },
);
export type VerifyCertificateBody = Static<typeof VerifyCertificateBody>;

/** Whether the signature holds; when it does, what the certificate states (nothing else). */
export const CertificateCheck = Type.Union([
  Type.Object({ valid: Type.Literal(true), statement: CertificateStatement }),
  Type.Object({ valid: Type.Literal(false) }),
]);
export type CertificateCheck = Static<typeof CertificateCheck>;
