import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../constants.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { oneOf } from '../common/schema-kit.js';

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
