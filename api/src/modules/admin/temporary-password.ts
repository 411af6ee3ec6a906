import { randomInt } from 'node:crypto';
import { ADMIN_LIMITS } from '@evax/shared/contract';
import { isStrongPassword } from '@evax/shared/validation';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%*-_+?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

const pickFrom = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * A temporary password an administrator hands over (issue 34): strong by the product's rule
 * (isStrongPassword), from the system's cryptographic random source, without the characters
 * read one for another (l, 1, I, O, 0, o).
 */
export function temporaryPassword(length: number = ADMIN_LIMITS.temporaryPasswordLength): string {
  const characters = [pickFrom(LOWER), pickFrom(UPPER), pickFrom(DIGITS), pickFrom(SPECIAL)];
  while (characters.length < length) characters.push(pickFrom(ALL));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  const password = characters.join('');
  if (!isStrongPassword(password)) throw new Error('temporary password not strong');
  return password;
}
