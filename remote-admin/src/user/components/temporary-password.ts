/**
 * The temporary password the API made for a new user, kept in memory between the form and the
 * user's page, which shows it once (never stored, never in the address).
 */
let kept: { id: number; password: string } | null = null;

export function keepTemporaryPassword(id: number, password: string | null): void {
  kept = password === null ? null : { id, password };
}

/** The password kept for this user, forgotten once read. */
export function takeTemporaryPassword(id: number): string | null {
  if (kept?.id !== id) return null;
  const { password } = kept;
  kept = null;
  return password;
}
