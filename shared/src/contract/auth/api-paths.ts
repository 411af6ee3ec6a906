/** Sign-in, password reset, registration and professional-body login (spec 1 §7.2, 3 §7). `{name}` placeholders: fill them with apiPath(). */
export const AUTH_API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  /** GET, no auth: the public site key of the bot check, and the professional-body login settings. */
  authConfig: '/api/auth/config',
  /** POST {username} or {phone}, no auth: sends a code by SMS when an account matches. */
  resetPassword: '/api/auth/reset-password',
  /** POST {requestId}, no auth: whether the reset request still waits for its code. */
  resetPasswordVerifyUser: '/api/auth/reset-password/verify-user',
  /** POST {requestId, code}, no auth: the code for a reset token. */
  resetPasswordVerifyOtp: '/api/auth/reset-password/verify-otp',
  /** POST, signed in (first login) or with a reset token: a new password; answers a new session. */
  resetPasswordChange: '/api/auth/reset-password/change',
  register: '/api/auth/register',
  registerPrivateProfessional: '/api/profiles/registerPrivateHealthcareProfessional',
  cnomTokenVerify: '/api/auth/cnom-token-verify',
  createPrivateProfessional: '/api/auth/createPrivateHealthcareProfessional',
  checkToken: '/api/v1/authentication/check-token/{token}',
} as const;
