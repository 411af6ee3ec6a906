/** 1/0, true/false, yes/no, oui/non (any case) → boolean; empty → undefined; anything else stays text (and fails the schema). */
export function booleanCell(value: string | null): boolean | string | undefined {
  if (value === null) return undefined;
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes', 'oui', 'vrai'].includes(lower)) return true;
  if (['0', 'false', 'no', 'non', 'faux'].includes(lower)) return false;
  return value;
}

/** Codes separated by spaces, commas, semicolons or bars: "M2 M3 M6". */
export const listCell = (value: string | null): string[] => (value === null ? [] : value.split(/[\s,;|]+/).filter(Boolean));

/** A whole number as text → number; anything else stays text (and fails the schema). */
export const integerCell = (value: string | null): number | string | null => (value === null ? null : /^\d+$/.test(value) ? Number(value) : value);
