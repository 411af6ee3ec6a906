import type { Language } from '@evax/shared/contract';
import { dayMonthYear } from '@evax/shared/validation';
import PDFDocument from 'pdfkit';
import { drawLine, registerFonts, type LineBox } from './pdf-text.js';

const MARGIN = 40;
const ROW = 20;
const SIZE = 10;

/** yyyy-mm-dd as the documents print it: dd/mm/yyyy. */
export const printedDay = (iso: string | null) => (iso ? dayMonthYear(iso) : '');

/**
 * An A4 document written from top to bottom in `lang`'s direction: lines, label-value lines and
 * tables (a new page when one is full). The calendar and the certificate are written with it.
 */
export function pdfWriter(lang: Language, title: string) {
  const direction = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, lang });
  registerFonts(doc);
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const line = (text: string, options: Partial<LineBox> = {}) => drawLine(doc, text, { x: MARGIN, y, width, direction, size: SIZE, ...options });

  return {
    doc,
    margin: MARGIN,
    width,
    direction,
    get y() {
      return y;
    },
    /** Moves the pen down. */
    skip(height: number) {
      y += height;
    },
    title(text: string) {
      line(text, { size: 18, bold: true });
      y += 34;
    },
    /** One line of text, then the pen below it. */
    text(text: string, options: Partial<LineBox> = {}) {
      line(text, options);
      y += ROW;
    },
    /** `label : value` lines, one under the other. */
    fields(pairs: readonly (readonly [string, string])[], options: Partial<LineBox> = {}) {
      for (const [label, value] of pairs) {
        line(`${label} : ${value}`, { size: 11, ...options });
        y += ROW;
      }
    },
    /** A titled table; `shares` are the columns' parts of the width, in reading order (right to left in Arabic). */
    table(heading: string, shares: number[], header: string[], rows: string[][]) {
      y += 10;
      line(heading, { size: 13, bold: true });
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
    },
    /** Ends the document; resolves with its bytes. */
    bytes(): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        doc.end();
      });
    },
  };
}

export type PdfWriter = ReturnType<typeof pdfWriter>;
