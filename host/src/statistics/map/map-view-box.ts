import { MAP_VIEW_BOX } from './governorate-paths';

/** The share of a governorate's size left around it when the map is zoomed to it. */
const MARGIN = 0.12;

/**
 * The view box that frames one shape (its path's points, with a margin and at least a few units
 * wide), or the whole country's when there is none: a regional user's map shows their governorate,
 * its neighbours cut at the edges for context.
 */
export function viewBoxAround(d: string | undefined): string {
  if (!d) return MAP_VIEW_BOX;
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  if (xs.length === 0 || ys.length === 0) return MAP_VIEW_BOX;
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(maxX - minX, maxY - minY, 10) * MARGIN;
  const round = (value: number) => Math.round(value * 10) / 10;
  return [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin].map(round).join(' ');
}
