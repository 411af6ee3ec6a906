/** Pure rules of the detail page (spec 1 §2.5). */

/** Default field width: the whole 12-column row. */
export const DEFAULT_FIELD_WIDTH = 12;

/** A width out of 12 grid columns as antd's 24-column span (1 to 12 columns; anything else is 12). */
export function fieldSpan(width: number | undefined = DEFAULT_FIELD_WIDTH): number {
  const columns = Number.isInteger(width) && width >= 1 && width <= 12 ? width : DEFAULT_FIELD_WIDTH;
  return columns * 2;
}

/** The fields not hidden by their condition on the record. */
export function visibleFields<F extends { hidden?: (record: R) => boolean }, R>(fields: readonly F[], record: R): F[] {
  return fields.filter((field) => !field.hidden?.(record));
}

/** A row matches a search when one of its plain values contains it, in any case. */
export function matchesSearch(row: Record<string, unknown>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return Object.values(row).some((value) => (typeof value === 'string' || typeof value === 'number') && String(value).toLocaleLowerCase().includes(needle));
}
