/**
 * The auth module's door: what other modules may use (lint: evax-api/module-door): sessions, the
 * current password's check, the one-time codes' errors, the per-address limits.
 */
export { limitPerAddress } from './address-limit.js';
export { maxAttempts, otpExpired, otpInvalid, passwordChangeRequired, professionalBodySession, smsUnavailable } from './errors.js';
export { revokeToken } from './queries.js';
export { checkCurrentPassword, newSession, startSession } from './service.js';
export type { AccountServices } from './services.js';
export { loadSecret } from './tokens.js';
