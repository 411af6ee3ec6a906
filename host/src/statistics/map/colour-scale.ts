/** How many colour classes the map draws, light to dark. */
export const MAP_CLASSES = 5;

/** The upper bound of each class: equal steps of the highest value, rounded up (none when all are 0). */
export function classBounds(max: number): number[] {
  if (max <= 0) return [];
  const step = Math.max(1, Math.ceil(max / MAP_CLASSES));
  return Array.from({ length: MAP_CLASSES }, (_, i) => step * (i + 1));
}

/** The class of a value among the bounds (0 the lightest), or null for no value. */
export function classOf(value: number | undefined, bounds: number[]): number | null {
  if (value === undefined || value <= 0 || bounds.length === 0) return null;
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
}
