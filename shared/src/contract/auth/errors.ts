/** Details the client recognises (spec 1 §8, 3 §8). */
export const ACCOUNT_DETAILS = {
  maxAttempts: 'Max Attempts',
  /** 429 (108) past a per-address limit: the connection, not the account, is refused for a while. */
  tooManyFromConnection: 'Too many attempts from this connection',
  /** A wrong one-time code: the client shows AUTH.OTP.ERROR for this detail. */
  otpFailed: 'Authentication failed',
  otpExpired: 'The verification code has expired or is no longer valid',
  resetTokenInvalid: 'Your reset token has expired or is no longer valid',
  wrongPassword: 'The current password is incorrect',
  phoneAlreadyUsed: 'phone number already used',
  emailAlreadyUsed: 'User already exists with this email address',
} as const;

/** Keys of account errors without a numeric code of their own (the UI translates them). */
export const ACCOUNT_ERROR_KEYS = {
  CAPTCHA_FAILED: 'ERROR.CODE.CAPTCHA_FAILED',
  CAPTCHA_UNAVAILABLE: 'ERROR.CODE.CAPTCHA_TIMEOUT',
  /** 503: too many passwords are being checked at once; try again after Retry-After. */
  SERVER_BUSY: 'ERROR.CODE.SERVER_BUSY',
  /** 429 (108): too many attempts came from this client address (ADDRESS_LIMITS); the account is not blocked. */
  TOO_MANY_FROM_CONNECTION: 'ERROR.CODE.TOO_MANY_ATTEMPTS_FROM_CONNECTION',
  OTP_INVALID: 'ERROR.CODE.OTP_INVALID',
  OTP_EXPIRED: 'ERROR.CODE.OTP_EXPIRED',
  SMS_UNAVAILABLE: 'ERROR.CODE.SMS_GATEWAY_TIMEOUT',
  OIDC_DISABLED: 'ERROR.CODE.OIDC_DISABLED',
  OIDC_UNAVAILABLE: 'ERROR.CODE.OIDC_TIMEOUT',
  /** 403: a user who must choose a new password holds no permission until then. */
  PASSWORD_CHANGE_REQUIRED: 'ERROR.CODE.PASSWORD_CHANGE_REQUIRED',
  /** 403: professional-body sessions cannot change a password or a phone here (spec 1 §2.1). */
  PROFESSIONAL_BODY_SESSION: 'ERROR.CODE.PROFESSIONAL_BODY_SESSION',
} as const;

/** Field-error keys of the account forms; the field code stays one of FIELD_ERROR_CODES. */
export const ACCOUNT_FIELD_KEYS = {
  email: 'ERROR.CODE.VALIDATION.EMAIL',
  phone: 'ERROR.CODE.VALIDATION.PHONE',
  username: 'ERROR.CODE.VALIDATION.USERNAME',
  cnomNumber: 'ERROR.CODE.VALIDATION.CNOM_NUMBER',
  weakPassword: 'ERROR.CODE.VALIDATION.WEAK_PASSWORD',
  passwordMismatch: 'ERROR.CODE.VALIDATION.PASSWORD_MISMATCH',
  sameAsCurrentPassword: 'ERROR.CODE.VALIDATION.SAME_AS_CURRENT_PASSWORD',
  samePhone: 'ERROR.CODE.VALIDATION.SAME_PHONE',
  phoneAlreadyUsed: 'ERROR.CODE.VALIDATION.PHONE_ALREADY_USED',
  emailAlreadyUsed: 'ERROR.CODE.VALIDATION.EMAIL_ALREADY_USED',
  usernameAlreadyUsed: 'ERROR.CODE.VALIDATION.USERNAME_ALREADY_USED',
  captchaRequired: 'ERROR.CODE.VALIDATION.CAPTCHA_REQUIRED',
} as const;
