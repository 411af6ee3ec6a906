/** A PostgreSQL error's SQLSTATE and constraint (pg and PGlite both expose them). */
function pgError(error: unknown): { code: string; constraint: string | undefined } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? { code, constraint: typeof constraint === 'string' ? constraint : undefined } : null;
}

/** The unique constraint or index a statement violated (23505), or null. */
export function uniqueViolation(error: unknown): string | null {
  const pg = pgError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : null;
}

/** Whether a statement failed because another row still references this one (23503). */
export function isStillReferenced(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}
