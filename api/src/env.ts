/** Reading the environment's values: config.ts and the modules' settings (auth, sms) share these. */

export type Env = Record<string, string | undefined>;

/** How long a call to an outside service (the bot check, the professional body, the SMS provider) may take by default. */
const DEFAULT_OUTSIDE_TIMEOUT_MS = 5000;

/** A variable's trimmed value; null when unset or blank. */
export const envValue = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** A timeout in milliseconds: a positive integer, DEFAULT_OUTSIDE_TIMEOUT_MS when unset. */
export function timeoutMs(env: Env, name: string): number {
  const raw = envValue(env, name);
  if (raw === null) return DEFAULT_OUTSIDE_TIMEOUT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return ms;
}
