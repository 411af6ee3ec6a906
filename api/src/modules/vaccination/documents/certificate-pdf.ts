import { SHELL_ROUTES, type Language } from '@evax/shared/contract';
import type { CertificateStatement } from '@evax/shared/contract/schemas';
import QRCode from 'qrcode';
import { CERTIFICATE_TEXTS } from './certificate-texts.js';
import { pdfWriter, printedDay, type PdfWriter } from './pdf-writer.js';

export interface CertificateContent {
  statement: CertificateStatement;
  /** The signed statement (compact JWS) the QR code carries. */
  token: string;
  /** The portal's address (scheme, host, port): the QR code links to its verify page. */
  origin: string;
}

/** The QR code's side on paper (points): about 9 cm, so that a phone reads a dense code (a few dozen doses) from a print. */
const QR_SIDE = 250;
const DOSE_COLUMNS = [0.6, 0.15, 0.25];

/** The verify page's link for a token, in `lang`: the token after `#` never reaches a server's logs. */
export const verifyLink = (origin: string, token: string, lang: Language) => `${origin}${SHELL_ROUTES.verifyCertificate}?lang=${lang}#${token}`;

/** Draws the QR code of `text` as squares (vector: sharp at any print size), with its quiet zone. */
function drawQrCode(pdf: PdfWriter, text: string, x: number, y: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const quiet = 4;
  const cell = QR_SIDE / (modules.size + 2 * quiet);
  pdf.doc.save().rect(x, y, QR_SIDE, QR_SIDE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) pdf.doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  pdf.doc.fill('#000000').restore();
}

/** The vaccination certificate as a PDF in `lang`: the child, the doses it states, the QR code of its signed statement. */
export function certificatePdf({ statement, token, origin }: CertificateContent, lang: Language): Promise<Buffer> {
  const texts = CERTIFICATE_TEXTS[lang];
  const pdf = pdfWriter(lang, `${texts.title} ${statement.evaxNumber}`);
  pdf.title(texts.title);
  const arabic = lang === 'ar';
  const name = arabic ? `${statement.firstNameAr} ${statement.lastNameAr}` : `${statement.firstNameFr} ${statement.lastNameFr}`;
  const issuer = (arabic ? statement.issuerAr : statement.issuer) ?? statement.issuer;
  pdf.fields([
    [texts.child, name],
    [texts.evaxNumber, statement.evaxNumber],
    [texts.birthDate, printedDay(statement.birthDate)],
    [texts.issuedOn, printedDay(statement.issuedAt)],
    ...(issuer ? [[texts.issuer, issuer] as const] : []),
  ]);
  pdf.fields([[texts.certificateId, statement.id]], { size: 8 });
  const c = texts.columns;
  pdf.table(
    texts.doses,
    DOSE_COLUMNS,
    [c.vaccine, c.dose, c.date],
    statement.doses.map((dose) => [
      (arabic ? dose.vaccineAr : null) ?? dose.vaccine,
      dose.doseNumber === null ? '' : String(dose.doseNumber),
      printedDay(dose.date),
    ]),
  );
  if (pdf.y + QR_SIDE + 40 > pdf.doc.page.height - pdf.margin) {
    pdf.doc.addPage();
    pdf.skip(pdf.margin - pdf.y);
  }
  pdf.skip(16);
  drawQrCode(pdf, verifyLink(origin, token, lang), pdf.margin + (pdf.width - QR_SIDE) / 2, pdf.y);
  pdf.skip(QR_SIDE + 8);
  pdf.text(texts.scan, { align: 'center', size: 9 });
  return pdf.bytes();
}
