/** A child's documents (issue 35; spec 2 §7 "Calendar download: api/get_pdf"). */
export const DOCUMENTS_API_PATHS = {
  /** The child's vaccine calendar (its booklet) as a PDF; {param}: the evax number, {lang}: fr, ar or en. */
  calendarPdf: '/api/get_pdf/{param}/{lang}',
  /** The child and its given doses as a FHIR R4 Bundle (Patient + Immunization); {param}: the evax number. */
  fhirExport: '/api/children/{param}/fhir',
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
