import type { BookletState, Language, MapiVaccinationChoice, VaccinationFolderChild } from '@evax/shared/contract';
import { CALENDAR_TEXTS } from './calendar-texts.js';
import { pdfWriter, printedDay } from './pdf-writer.js';

/** One routine dose of the calendar. */
export interface CalendarDose {
  dciName: string;
  dciNameAr: string;
  doseNumber: number;
  ageCode: string;
  state: BookletState;
  /** The day it was given, or is due (yyyy-mm-dd), or null. */
  date: string | null;
}

export interface CalendarContent {
  child: VaccinationFolderChild;
  routine: CalendarDose[];
  /** The given doses of the other kinds (occasional, seasonal, international, anti-rabies), newest first. */
  others: MapiVaccinationChoice[];
  /** The issue day (yyyy-mm-dd). */
  today: string;
}

/** A table's columns, as shares of the width, in reading order (laid right to left in Arabic). */
const ROUTINE_COLUMNS = [0.34, 0.1, 0.2, 0.18, 0.18];
const OTHER_COLUMNS = [0.44, 0.1, 0.26, 0.2];

/** The child's vaccine calendar (its booklet) as a PDF, in `lang`: header, routine doses, other given doses. */
export function calendarPdf(content: CalendarContent, lang: Language): Promise<Buffer> {
  const texts = CALENDAR_TEXTS[lang];
  const { child } = content;
  const pdf = pdfWriter(lang, `${texts.title} ${child.evaxNumber}`);
  pdf.title(texts.title);
  const name = lang === 'ar' ? `${child.firstNameAr} ${child.lastNameAr}` : `${child.firstNameFr} ${child.lastNameFr}`;
  pdf.fields([
    [texts.child, name],
    [texts.evaxNumber, child.evaxNumber],
    [texts.birthDate, printedDay(child.birthDate)],
    [texts.issuedOn, printedDay(content.today)],
  ]);
  const vaccine = (fr: string, ar: string) => (lang === 'ar' ? ar : fr);
  const c = texts.columns;
  pdf.table(
    texts.routine,
    ROUTINE_COLUMNS,
    [c.vaccine, c.dose, c.age, c.state, c.date],
    content.routine.map((d) => [vaccine(d.dciName, d.dciNameAr), String(d.doseNumber), texts.age(d.ageCode), texts.states[d.state], printedDay(d.date)]),
  );
  pdf.table(
    texts.others,
    OTHER_COLUMNS,
    [c.vaccine, c.dose, c.kind, c.date],
    content.others.length
      ? content.others.map((d) => [vaccine(d.dciName, d.dciNameAr), d.doseNumber === null ? '' : String(d.doseNumber), texts.kinds[d.kind], printedDay(d.date)])
      : [[texts.noOthers]],
  );
  return pdf.bytes();
}
