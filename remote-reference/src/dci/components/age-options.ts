/** The age codes offered in a DCI's age range (WHO codes, see age-range.ts); a stored code not listed is kept. */
export const AGE_OPTIONS = [
  'B', 'M1', 'M2', 'M3', 'M4', 'M6', 'M9', 'M12', 'M15', 'M18',
  'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y9', 'Y11', 'Y12', 'Y15', 'Y18',
] as const;
