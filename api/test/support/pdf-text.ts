import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One piece of a PDF page's text as pdf.js reads it (logical order, its left edge x). */
export interface PdfTextItem {
  page: number;
  str: string;
  x: number;
  y: number;
  dir: 'ltr' | 'rtl' | 'ttb';
}

/** The text items of a PDF, extracted with pdf.js (the browser's viewer, react-pdf's engine). */
export function pdfTextItems(content: Buffer): PdfTextItem[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evax-pdf-')), 'document.pdf');
  fs.writeFileSync(file, content);
  try {
    return JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdf-text-extract.mjs'), file], { encoding: 'utf8' })) as PdfTextItem[];
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
