import bidiModule from 'bidi-js';

// The package is CommonJS whose module.exports is the factory its types call `default`.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** A piece of a line, drawn with one font: its text in logical order, and whether it is Arabic or a space. */
export interface VisualPiece {
  text: string;
  arabic: boolean;
  space: boolean;
}

/**
 * The pieces of a one-line text from left to right as they are drawn (Unicode bidirectional
 * algorithm, bidi-js): Arabic runs, Latin or digit runs and spaces, each in logical order inside.
 * A piece's glyphs are then shaped and, for Arabic, put right to left by fontkit; the line's
 * order of pieces is this one's.
 */
export function visualPieces(text: string, direction: 'ltr' | 'rtl'): VisualPiece[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // Rule L4: a bracket in a right-to-left run is drawn as its mirror, "(" as ")".
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const chars = Array.from(text);
  const pieces: { text: string; level: number; arabic: boolean; space: boolean }[] = [];
  let index = 0;
  for (const typed of chars) {
    const level = levels[index]!;
    const char = mirrored.get(index) ?? typed;
    index += typed.length;
    const space = char === ' ';
    const arabic = ARABIC.test(char);
    const last = pieces.at(-1);
    // A combining mark (a diacritic) stays with its letter; punctuation and brackets are drawn in
    // the Latin font, which has their glyphs (the Arabic one lacks some).
    if (last && !space && !last.space && last.level === level && (last.arabic === arabic || (!arabic && last.arabic && /\p{M}/u.test(char)))) last.text += char;
    else pieces.push({ text: char, level, arabic, space });
  }
  return reorder(pieces).map(({ text: piece, arabic, space }) => ({ text: piece, arabic, space }));
}

/** Rule L2 on whole pieces: from the highest level to the lowest odd one, reverse each stretch at or above it. */
function reorder<T extends { level: number }>(pieces: T[]): T[] {
  const result = [...pieces];
  const levels = result.map((p) => p.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < result.length; start++) {
      if (result[start]!.level < level) continue;
      let end = start;
      while (end + 1 < result.length && result[end + 1]!.level >= level) end++;
      result.splice(start, end - start + 1, ...result.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return result;
}
