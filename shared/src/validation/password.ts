import { LIMITS } from '../contract/constants.js';

/**
 * Strong password (spec 3 §5): at least 8 characters, a digit, a lower-case and an
 * upper-case letter, a special character, and no white space.
 */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= LIMITS.strongPasswordMin &&
    /\d/.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value) &&
    !/\s/.test(value)
  );
}
