import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A font file of a @fontsource package (SIL Open Font License 1.1, its LICENSE beside it in the package). */
const fontsourceFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file);

/**
 * The PDFs' fonts (spec 2 §7: "PDF fonts are Arabic or Latin by language"): IBM Plex Sans Arabic for
 * Arabic letters, Noto Sans for Latin text and digits. Static WOFF files of the npm packages,
 * nothing downloaded; fontkit (inside pdfkit) shapes the Arabic with the font's OpenType tables.
 */
export const PDF_FONTS = {
  arabic: fontsourceFile('@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  arabicBold: fontsourceFile('@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff'),
  latin: fontsourceFile('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: fontsourceFile('@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'),
} as const;
export type PdfFont = keyof typeof PDF_FONTS;
