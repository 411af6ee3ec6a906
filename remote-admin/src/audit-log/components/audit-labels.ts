import type { TFunction } from 'i18next';

const T = 'ADMIN.AUDIT';

/** An entity's name in the page's language; an entity the catalogue does not name yet shows its code. */
export const entityLabel = (entity: string, t: TFunction) => t(`${T}.ENTITIES.${entity}`, { defaultValue: entity });

/** An action's name in the page's language, or its code. */
export const actionLabel = (action: string, t: TFunction) => t(`${T}.ACTIONS.${action}`, { defaultValue: action });

/** A recorded value as text: objects and lists as JSON, nothing as a dash. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields one change touched: what either side recorded. */
export function changedFieldsOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}
