import { BMI_FOR_AGE_CSV } from './who/bmi-for-age.js';
import { HEAD_CIRCUMFERENCE_FOR_AGE_CSV } from './who/head-circumference-for-age.js';
import { LENGTH_HEIGHT_FOR_AGE_CSV } from './who/length-height-for-age.js';
import { WEIGHT_FOR_AGE_CSV } from './who/weight-for-age.js';
import { WEIGHT_FOR_HEIGHT_CSV } from './who/weight-for-height.js';
import { WEIGHT_FOR_LENGTH_CSV } from './who/weight-for-length.js';

/** Box-Cox power, median and coefficient of variation of one row of a WHO table. */
export interface Lms {
  l: number;
  m: number;
  s: number;
}

/** The WHO tables (who/ATTRIBUTION.md): by age in days, or by length/height in cm. */
export type WhoTable = 'weight-for-age' | 'length-height-for-age' | 'head-circumference-for-age' | 'weight-for-length' | 'weight-for-height' | 'bmi-for-age';

/** The tables' sex column: 1 boys, 2 girls. */
export type Sex = 'male' | 'female';

const CSV: Record<WhoTable, string> = {
  'weight-for-age': WEIGHT_FOR_AGE_CSV,
  'length-height-for-age': LENGTH_HEIGHT_FOR_AGE_CSV,
  'head-circumference-for-age': HEAD_CIRCUMFERENCE_FOR_AGE_CSV,
  'weight-for-length': WEIGHT_FOR_LENGTH_CSV,
  'weight-for-height': WEIGHT_FOR_HEIGHT_CSV,
  'bmi-for-age': BMI_FOR_AGE_CSV,
};

/** One table for one sex: rows at regular steps of the index from `first`. */
export interface TableRows {
  first: number;
  /** 1 (day) for the age tables, 0.1 (cm) for the length and height tables. */
  step: number;
  rows: Lms[];
}

const parsed = new Map<string, TableRows>();

function parse(table: WhoTable, sex: Sex): TableRows {
  const code = sex === 'male' ? '1' : '2';
  const lines = CSV[table]
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells[0] === code);
  const index = lines.map((cells) => Number(cells[1]));
  return {
    first: index[0]!,
    step: Math.round((index[1]! - index[0]!) * 10) / 10,
    rows: lines.map((cells) => ({ l: Number(cells[2]), m: Number(cells[3]), s: Number(cells[4]) })),
  };
}

/** The rows of a table for a sex, parsed once on first use. */
export function tableRows(table: WhoTable, sex: Sex): TableRows {
  const key = `${table}:${sex}`;
  let rows = parsed.get(key);
  if (!rows) parsed.set(key, (rows = parse(table, sex)));
  return rows;
}

/**
 * The LMS row at an index (age in days, or length/height in cm), as WHO's anthro looks it up:
 * the age rounded to whole days, a length or height to the tenth of a cm. Null out of the table.
 */
export function lmsAt(table: WhoTable, sex: Sex, index: number): Lms | null {
  const { first, step, rows } = tableRows(table, sex);
  const position = Math.round((index - first) / step);
  return position >= 0 && position < rows.length ? rows[position]! : null;
}

/** The index of the table's last row (1826 days; 110 or 120 cm). */
export function tableEnd(table: WhoTable, sex: Sex): number {
  const { first, step, rows } = tableRows(table, sex);
  return Math.round((first + step * (rows.length - 1)) * 10) / 10;
}
