/**
 * The auth module's door: what other modules may use (lint: evax-api/module-door): sessions, the
 * current password's check, the one-time codes' errors.
 */
export { maxAttempts, otpRefused, passwordChangeRequired, professionalBodySession, smsUnavailable } from './errors.js';
export { isTokenRevoked, revokeToken } from './queries.js';
export { checkCurrentPassword, newSession, startSession } from './service.js';
export type { AccountServices, SessionOfToken } from './services.js';
export { loadSecret } from './tokens.js';
