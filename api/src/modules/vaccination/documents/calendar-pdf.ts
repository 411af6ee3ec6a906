import type { BookletState, Language, MapiVaccinationChoice, VaccinationFolderChild } from '@evax/shared/contract';
import PDFDocument from 'pdfkit';
import { CALENDAR_TEXTS } from './calendar-texts.js';
import { drawLine, registerFonts, type LineBox } from './pdf-text.js';

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

const MARGIN = 40;
const ROW = 20;
const SIZE = 10;
const dayOf = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** A table's columns, as shares of the width, in reading order (laid right to left in Arabic). */
const ROUTINE_COLUMNS = [0.34, 0.1, 0.2, 0.18, 0.18];
const OTHER_COLUMNS = [0.44, 0.1, 0.26, 0.2];

/** The child's vaccine calendar (its booklet) as a PDF, in `lang`: header, routine doses, other given doses. */
export function calendarPdf(content: CalendarContent, lang: Language): Promise<Buffer> {
  const texts = CALENDAR_TEXTS[lang];
  const direction = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${texts.title} ${content.child.evaxNumber}` }, lang });
  registerFonts(doc);
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const line = (text: string, options: Partial<LineBox> = {}) => drawLine(doc, text, { x: MARGIN, y, width, direction, size: SIZE, ...options });

  line(texts.title, { size: 18, bold: true });
  y += 34;
  const { child } = content;
  const name = lang === 'ar' ? `${child.firstNameAr} ${child.lastNameAr}` : `${child.firstNameFr} ${child.lastNameFr}`;
  for (const [label, value] of [
    [texts.child, name],
    [texts.evaxNumber, child.evaxNumber],
    [texts.birthDate, dayOf(child.birthDate)],
    [texts.issuedOn, dayOf(content.today)],
  ] as const) {
    line(`${label} : ${value}`, { size: 11 });
    y += ROW;
  }

  const table = (title: string, shares: number[], header: string[], rows: string[][]) => {
    y += 10;
    line(title, { size: 13, bold: true });
    y += 24;
    for (const [index, cells] of [header, ...rows].entries()) {
      if (y > doc.page.height - MARGIN - ROW) {
        doc.addPage();
        y = MARGIN;
      }
      if (index === 0)
        doc
          .save()
          .rect(MARGIN, y - 4, width, ROW)
          .fill('#eef2f6')
          .restore();
      let offset = 0;
      for (const [column, share] of shares.entries()) {
        const cellWidth = share * width;
        const x = direction === 'rtl' ? MARGIN + width - offset - cellWidth : MARGIN + offset;
        drawLine(doc, cells[column] ?? '', { x: x + 3, y, width: cellWidth - 6, direction, size: SIZE, bold: index === 0 });
        offset += cellWidth;
      }
      doc
        .save()
        .moveTo(MARGIN, y + ROW - 4)
        .lineTo(MARGIN + width, y + ROW - 4)
        .lineWidth(0.5)
        .stroke('#c8d0d8')
        .restore();
      y += ROW;
    }
  };
  const vaccine = (fr: string, ar: string) => (lang === 'ar' ? ar : fr);
  const c = texts.columns;
  table(
    texts.routine,
    ROUTINE_COLUMNS,
    [c.vaccine, c.dose, c.age, c.state, c.date],
    content.routine.map((d) => [vaccine(d.dciName, d.dciNameAr), String(d.doseNumber), texts.age(d.ageCode), texts.states[d.state], dayOf(d.date)]),
  );
  table(
    texts.others,
    OTHER_COLUMNS,
    [c.vaccine, c.dose, c.kind, c.date],
    content.others.length
      ? content.others.map((d) => [vaccine(d.dciName, d.dciNameAr), d.doseNumber === null ? '' : String(d.doseNumber), texts.kinds[d.kind], dayOf(d.date)])
      : [[texts.noOthers]],
  );

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
