/**
 * Account values shared by sign-in, password reset, the profile and user administration
 * (spec 1 §2–§4, spec 3 §5). Values the spec leaves open are ours (docs/decisions.md).
 */

/** Staff of the health structures, or a private professional signed in through the professional body. */
export const USER_TYPES = ['STAFF', 'PRIVATE_HEALTHCARE_PROFESSIONAL'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Authorization scheme of professional-body (OpenID Connect) sessions: `Cnom <token>` instead of Bearer. */
export const CNOM_TOKEN_TYPE = 'Cnom';

/** One-time codes sent by SMS (password reset, phone change). */
export const OTP = {
  /** Digits of a code. */
  length: 6,
  /** A code expires 10 minutes after it was sent. */
  ttlSeconds: 600,
  /** Wrong codes allowed per code; the code is then dead and a new one must be asked for. */
  maxVerifyAttempts: 5,
  /** Codes sent per hour to one account (or, for an unknown one, per identifier typed). */
  maxSendsPerHour: 3,
} as const;

/** A password-reset token (from verify-otp) is good for 15 minutes, once. */
export const RESET_TOKEN_TTL_SECONDS = 900;

/**
 * Phone numbers (spec 3 §5): an optional prefix (+216, 00216 or 216), then groups of 2, 3 and 3
 * digits, separated by nothing, a space, a dot or a dash.
 */
export const PHONE_PATTERN = /^(?:(?:\+|00)?\d{1,3}[ .-]?)?\d{2}[ .-]?\d{3}[ .-]?\d{3}$/;
/** Country code given to a number typed without a prefix. */
export const DEFAULT_PHONE_COUNTRY_CODE = '216';

/** User names: letters, digits and @ . + - _ (no space), as Django allows them. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}@.+_-]+$/u;
/** A professional-body (CNOM) registration number. */
export const CNOM_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,30}$/;
