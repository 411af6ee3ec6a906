import {
  ACCOUNT_DETAILS,
  ACCOUNT_ERROR_KEYS,
  ACCOUNT_FIELD_KEYS,
  ERROR_CODES,
  ERROR_KEYS,
  FIELD_ERROR_CODES,
  TOKEN_INVALID_DETAIL,
  type ErrorEnvelope,
} from '@evax/shared/contract';
import { ApiError, validationFailed } from '../../http/errors.js';

/** The errors of the account routes (sign-in, reset, profile, phone, structures), in the one envelope. */

/** 429, code 108 'Max Attempts': locked out (or too many codes asked for); retryAfter in seconds. */
export const maxAttempts = (retryAfter?: number) =>
  new ApiError(429, {
    detail: ACCOUNT_DETAILS.maxAttempts,
    errorCode: ERROR_CODES.MAX_ATTEMPTS,
    key: ERROR_KEYS.MAX_ATTEMPTS,
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  });

/**
 * The envelope of 429, code 108, past a per-address limit (ADDRESS_LIMITS, ADDRESS_GATES): too many attempts came
 * from this connection; the account is not blocked (the login page counts retryAfter down). Answered from hooks without an error: a flood's thousands
 * capture no stack.
 */
export const tooManyFromConnectionEnvelope = (retryAfter: number): ErrorEnvelope => ({
  detail: ACCOUNT_DETAILS.tooManyFromConnection,
  errorCode: ERROR_CODES.MAX_ATTEMPTS,
  key: ACCOUNT_ERROR_KEYS.TOO_MANY_FROM_CONNECTION,
  retryAfter,
});

/** 400, code 107: the current password a signed-in user typed is wrong. */
export const wrongPassword = () =>
  new ApiError(400, {
    detail: ACCOUNT_DETAILS.wrongPassword,
    errorCode: ERROR_CODES.WRONG_PASSWORD,
    key: ERROR_KEYS.WRONG_PASSWORD,
    fields: { currentPassword: [{ code: 'invalid', key: ERROR_KEYS.WRONG_PASSWORD }] },
  });

/** 400, code 106: a password-reset token that is unknown, used or expired. */
export const resetPasswordFailed = () =>
  new ApiError(400, { detail: ACCOUNT_DETAILS.resetTokenInvalid, errorCode: ERROR_CODES.RESET_PASSWORD_FAILED, key: ERROR_KEYS.RESET_PASSWORD_FAILED });

/** 400, code 104: a professional-body token that fails verification (signature, issuer, audience, expiry). */
export const badToken = (detail = 'The professional-body token is not valid') =>
  new ApiError(400, { detail, errorCode: ERROR_CODES.BAD_TOKEN, key: ERROR_KEYS.BAD_TOKEN });

/** 400: a wrong one-time code; the client shows AUTH.OTP.ERROR for this detail. */
export const otpInvalid = (attemptsLeft: number) =>
  new ApiError(400, {
    detail: ACCOUNT_DETAILS.otpFailed,
    key: ACCOUNT_ERROR_KEYS.OTP_INVALID,
    fields: { code: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.OTP_INVALID, params: { attemptsLeft } }] },
  });

/**
 * 400: a one-time code that does not open anything, whatever the reason (wrong, expired, used
 * up, or none ever sent): where the phone's owner is not known to the caller (the citizen space),
 * one answer, no tries left counted, so that it does not tell a phone with an account from others.
 */
export const otpRefused = () =>
  new ApiError(400, {
    detail: ACCOUNT_DETAILS.otpFailed,
    key: ACCOUNT_ERROR_KEYS.OTP_INVALID,
    fields: { code: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.OTP_INVALID }] },
  });

/** 400: no code waits (expired, used, replaced by a newer one, or never sent). */
export const otpExpired = () => new ApiError(400, { detail: ACCOUNT_DETAILS.otpExpired, key: ACCOUNT_ERROR_KEYS.OTP_EXPIRED });

export const captchaFailed = () =>
  new ApiError(400, {
    detail: 'The bot check failed',
    key: ACCOUNT_ERROR_KEYS.CAPTCHA_FAILED,
    fields: { recaptcha: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.CAPTCHA_FAILED }] },
  });

export const captchaRequired = () => validationFailed({ recaptcha: [{ code: 'required', key: ACCOUNT_FIELD_KEYS.captchaRequired }] });

/** 504: an outside party (bot-check verifier, SMS gateway, OpenID provider) did not answer in time, or failed. */
export const outsideTimeout = (key: string, detail: string) => new ApiError(504, { detail, key });

export const captchaUnavailable = () => outsideTimeout(ACCOUNT_ERROR_KEYS.CAPTCHA_UNAVAILABLE, 'The bot check could not be verified; try again');
export const smsUnavailable = () => outsideTimeout(ACCOUNT_ERROR_KEYS.SMS_UNAVAILABLE, 'The SMS could not be sent; try again');
export const oidcUnavailable = () => outsideTimeout(ACCOUNT_ERROR_KEYS.OIDC_UNAVAILABLE, 'The professional-body sign-in does not answer; try again');

/** 404: the professional-body login is not configured on this server. */
export const oidcDisabled = () => new ApiError(404, { detail: 'The professional-body sign-in is not configured', key: ACCOUNT_ERROR_KEYS.OIDC_DISABLED });

/** 403: a user with the firstLogin flag must choose a new password before anything else. */
export const passwordChangeRequired = () =>
  new ApiError(403, { detail: 'You must choose a new password first', key: ACCOUNT_ERROR_KEYS.PASSWORD_CHANGE_REQUIRED });

/** 403: professional-body sessions have no password or phone to change here (spec 1 §2.1). */
export const professionalBodySession = () =>
  new ApiError(403, { detail: 'Not available to professional-body sessions', key: ACCOUNT_ERROR_KEYS.PROFESSIONAL_BODY_SESSION });

/** 401 for a session that cannot be used (the token was checked but its user cannot go on). */
export const invalidSession = () => new ApiError(401, { detail: TOKEN_INVALID_DETAIL, errorCode: ERROR_CODES.INVALID_TOKEN, key: ERROR_KEYS.INVALID_TOKEN });

export const requiredField = (field: string) => validationFailed({ [field]: [{ code: 'required', key: FIELD_ERROR_CODES.required }] });
