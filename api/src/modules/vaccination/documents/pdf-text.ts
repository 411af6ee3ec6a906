import type PDFDocument from 'pdfkit';
import { visualPieces } from './bidi-runs.js';
import { PDF_FONTS } from './pdf-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** Registers the PDFs' fonts on a document. */
export function registerFonts(doc: Doc): void {
  for (const [name, file] of Object.entries(PDF_FONTS)) doc.registerFont(name, file);
}

export interface LineBox {
  x: number;
  y: number;
  width: number;
  direction: 'ltr' | 'rtl';
  size: number;
  bold?: boolean;
  /** Where the line sits in its box; by default the start of its direction (right in Arabic). */
  align?: 'start' | 'end' | 'center';
}

/**
 * Draws one line of mixed Arabic and Latin text in its box: the bidirectional order of its pieces,
 * each with the Arabic or the Latin font, shaped by fontkit. Clipped to the box's width (a cell).
 */
export function drawLine(doc: Doc, text: string, box: LineBox): void {
  const pieces = visualPieces(text, box.direction).map((piece) => {
    const font = piece.arabic ? (box.bold ? 'arabicBold' : 'arabic') : box.bold ? 'latinBold' : 'latin';
    const width = doc.font(font).fontSize(box.size).widthOfString(piece.text);
    return { ...piece, font, width };
  });
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  const align = box.align ?? 'start';
  const fromRight = (align === 'start') === (box.direction === 'rtl');
  let x = align === 'center' ? box.x + (box.width - total) / 2 : fromRight ? box.x + box.width - total : box.x;
  doc
    .save()
    .rect(box.x, box.y - 2, box.width, box.size * 2)
    .clip();
  for (const piece of pieces) {
    if (!piece.space)
      doc
        .font(piece.font)
        .fontSize(box.size)
        .text(piece.text, x, box.y + box.size, { lineBreak: false, baseline: 'alphabetic' });
    x += piece.width;
  }
  doc.restore();
}
