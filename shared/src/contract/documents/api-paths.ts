/** A child's documents (issue 35; spec 2 §7 "Calendar download: api/get_pdf"). */
export const DOCUMENTS_API_PATHS = {
  /** The child's vaccine calendar (its booklet) as a PDF; {param}: the evax number, {lang}: fr, ar or en. */
  calendarPdf: '/api/get_pdf/{param}/{lang}',
  /** The child and its given doses as a FHIR R4 Bundle (Patient + Immunization); {param}: the evax number. */
  fhirExport: '/api/children/{param}/fhir',
  /** The child's vaccination certificates, newest first (GET), or a new one issued (POST); {param}: the evax number. */
  certificates: '/api/children/{param}/certificates',
  /** An issued certificate as a PDF with its QR code; {id}: the certificate's id, {lang}: fr, ar or en. */
  certificatePdf: '/api/certificates/{id}/pdf/{lang}',
  /** Public: checks a certificate's signed statement (its QR code) and answers what it states. */
  verifyCertificate: '/api/public/certificates/verify',
} as const;

/**
 * The vaccination certificate (issue 35): a statement signed by the server (compact JWS, EdDSA
 * over Ed25519, its payload deflated as SMART Health Cards do) that its QR code carries, inside a
 * link to the public verify page.
 */
export const CERTIFICATE = {
  /** The JWS header's `typ`. */
  type: 'evax-certificate+jws',
  /** Longer than any statement we sign (a child with every dose of every kind is about 2 KB). */
  maxTokenLength: 6000,
} as const;

/** FHIR R4 export (issue 35): the systems of our identifiers and codes, and the answer's media type. */
export const FHIR_EXPORT = {
  mediaType: 'application/fhir+json',
  /** Patient.identifier.system of the evax number. */
  evaxNumberSystem: 'https://evax.tn/fhir/sid/evax-number',
  /** Immunization.vaccineCode.coding.system of the eVax DCI catalogue (the DCI's id as code). */
  dciSystem: 'https://evax.tn/fhir/CodeSystem/dci',
  /** FHIR core extension naming the language of a HumanName (French, Arabic). */
  languageExtension: 'http://hl7.org/fhir/StructureDefinition/language',
} as const;
