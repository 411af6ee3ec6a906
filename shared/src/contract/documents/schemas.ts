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
