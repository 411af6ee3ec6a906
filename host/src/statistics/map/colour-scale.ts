/** Five classes from light to dark blue; a governorate without a value is grey. */
export const MAP_COLOURS = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NO_VALUE_COLOUR = '#f0f0f0';

/** The upper bound of each class: equal steps of the highest value, rounded up (none when all are 0). */
export function classBounds(max: number): number[] {
  if (max <= 0) return [];
  const step = Math.max(1, Math.ceil(max / MAP_COLOURS.length));
  return MAP_COLOURS.map((_, i) => step * (i + 1));
}

/** The colour of a value among the bounds. */
export function colourOf(value: number | undefined, bounds: number[]): string {
  if (value === undefined || value <= 0 || bounds.length === 0) return NO_VALUE_COLOUR;
  const index = bounds.findIndex((bound) => value <= bound);
  return MAP_COLOURS[index === -1 ? MAP_COLOURS.length - 1 : index]!;
}
