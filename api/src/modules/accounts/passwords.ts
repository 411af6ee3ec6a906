import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASHING } from '@evax/shared/contract';
import { HashingQueue } from './hashing-queue.js';

/**
 * argon2id (the library's default algorithm) with OWASP's recommended cost:
 * 19 MiB of memory, 2 passes, 1 lane. Hashes are PHC strings: $argon2id$v=19$m=19456,t=2,p=1$...
 */
export { PASSWORD_MAX_LENGTH } from '@evax/shared/contract';

const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and verification of the process goes through this line. Verifications (sign-in and
 * the decoy of unknown names, current passwords) are refused with 503 when it is full; new hashes
 * (registration, seeds, password changes) wait their turn.
 */
export const hashingQueue = new HashingQueue(PASSWORD_HASHING.concurrency, PASSWORD_HASHING.waiting);

export function hashPassword(password: string): Promise<string> {
  return hashingQueue.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingQueue.runOrRefuse(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never lets anyone in
    }
  });
}

/** Verified against when the user name is unknown, so that both failures take the same time (and the same place in line). */
let timingDecoy: Promise<string> | null = null;
export async function spendVerificationTime(password: string): Promise<void> {
  timingDecoy ??= hashPassword('timing decoy, never a real password');
  await verifyPassword(await timingDecoy, password);
}
