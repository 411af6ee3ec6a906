import { visualPieces } from '../../src/modules/vaccination/documents/bidi-runs.js';

const drawn = (text: string, direction: 'ltr' | 'rtl') =>
  visualPieces(text, direction)
    .map((piece) => piece.text)
    .join('|');

describe("a PDF line's pieces, left to right as drawn", () => {
  test('in an Arabic line, brackets are mirrored (rule L4) and drawn apart from the words, in the Latin font', () => {
    // "(بي سي جي)" read right to left: the opening bracket on the right, drawn as ")".
    const pieces = visualPieces('لقاح (بي سي جي)', 'rtl');
    expect(pieces.map((piece) => piece.text).join('|')).toBe('(|جي| |سي| |بي|)| |لقاح');
    expect(pieces.filter((piece) => /[()]/.test(piece.text)).every((piece) => !piece.arabic)).toBe(true);
  });

  test('in a French line, brackets stay as typed', () => {
    expect(drawn('BCG (vivant)', 'ltr')).toBe('BCG| |(vivant)');
  });

  test('a diacritic stays with its Arabic letter', () => {
    expect(drawn('جُرعة', 'rtl')).toBe('جُرعة');
  });
});
