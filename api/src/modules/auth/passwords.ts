import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's recommended cost:
 * 19 MiB of memory, 2 passes, 1 lane. Hashes are PHC strings: $argon2id$v=19$m=19456,t=2,p=1$...
 */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

/** Verified against when the user name is unknown, so that both failures take the same time. */
let timingDecoy: Promise<string> | null = null;
export async function spendVerificationTime(password: string): Promise<void> {
  timingDecoy ??= hashPassword('timing decoy, never a real password');
  await verifyPassword(await timingDecoy, password);
}
