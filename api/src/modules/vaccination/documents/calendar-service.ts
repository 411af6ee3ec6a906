import { CATALOGUE_ERROR_KEYS, ERROR_CODES, VACCINE_CATEGORIES, type Language } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { folderHead } from '../common/folder-head.js';
import { givenVaccinationsOf } from '../common/given-vaccination-queries.js';
import { visibleBooklet } from '../routine/routine-folder-service.js';
import { calendarPdf } from './calendar-pdf.js';

/** Spec 2 §8 "PDF cannot be generated": the client's retry button tries again, then says so. */
export const pdfNotGenerated = () =>
  new ApiError(500, { detail: "We can't generate your pdf", errorCode: ERROR_CODES.ENTITY_ERROR, key: CATALOGUE_ERROR_KEYS.PDF_GENERATION_FAILED });

const OTHER_KINDS = VACCINE_CATEGORIES.filter((kind) => kind !== 'routine');

/**
 * GET /api/get_pdf/{param}/{lang}: the vaccine calendar of a child the caller sees (else 404), its
 * routine booklet and its other given doses, as a PDF in `lang`. A read of the booklet (audited as
 * the booklet's, outside the child's structure).
 */
export async function calendarPdfOf(db: Db, caller: Caller, evaxNumber: string, lang: Language): Promise<{ fileName: string; content: Buffer }> {
  const today = tunisToday();
  const { child, booklet } = await visibleBooklet(db, caller, evaxNumber, today, 'booklet');
  const given = await Promise.all(OTHER_KINDS.map((kind) => givenVaccinationsOf(db, child.id, { kind })));
  const others = given.flat().sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const routine = booklet.map((entry) => ({
    dciName: entry.dose.dciName,
    dciNameAr: entry.dose.dciNameAr,
    doseNumber: entry.dose.doseNumber,
    ageCode: entry.dose.ageCode,
    state: entry.state,
    date: entry.date,
  }));
  try {
    const content = await calendarPdf({ child: folderHead(child), routine, others, today }, lang);
    return { fileName: `calendrier-vaccinal-${child.evaxNumber}-${lang}.pdf`, content };
  } catch (error) {
    throw Object.assign(pdfNotGenerated(), { cause: error });
  }
}
