/** A child's documents (issue 35; spec 2 §7 "Calendar download: api/get_pdf"). */
export const DOCUMENTS_API_PATHS = {
  /** The child's vaccine calendar (its booklet) as a PDF; {param}: the evax number, {lang}: fr, ar or en. */
  calendarPdf: '/api/get_pdf/{param}/{lang}',
} as const;
