/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a
 * leading apostrophe in CSV (OWASP's CSV injection advice); the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const protectFormula = <T>(value: T): T | string => (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value);
export const unprotectFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
