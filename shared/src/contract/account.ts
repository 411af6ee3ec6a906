/**
 * Account, session and structure parts of the contract (spec 1 §2–§4, §7.2; spec 3 §2 Profile,
 * §5, §8): sign-in extras (bot check, lock-out, professional-body login), password reset by SMS
 * code, profile and phone change, structures and the current centre. Values the spec leaves
 * open are ours (docs/decisions.md).
 */
import type { LoginResponse, MeResponse, StructureDetails } from './api-types.js';
import type { StructureType } from './constants.js';
import type { Permission } from './permissions.js';
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { CnomTokenVerifyBody, CreatePrivateProfessionalBody, ForgotPasswordBody, RegisterBody, RegisterPrivateProfessionalBody, ResetPasswordChangeBody, VerifyOtpBody, VerifyUserBody } from './auth/schemas.js';
import type { ChangePhoneBody, PhoneOtpBody, ProfileUpdateBody, UpdatePasswordBody } from './profile/schemas.js';
import type { CurrentCenterChangeBody } from './structure/schemas.js';

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

/** API paths of this part (spec 1 §7.2, 3 §7). `{name}` placeholders are filled by the caller. */
export const ACCOUNT_API_PATHS = {
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
  /** GET /api/v1/me is API_PATHS.me; PUT and PATCH update the account or personal information. */
  meUpdatePassword: '/api/v1/me/update-password',
  profileDetail: '/api/profiles/profile-detail/{id}',
  changePhone: '/api/change_phone',
  phoneOtp: '/api/phone_otp',
  structures: '/api/structure',
  structure: '/api/structure/{id}',
  currentCenterChange: '/api/current-center/change',
  /** The SMS delivery log (outbox gateway): one-time codes masked, scoped to the caller's structures. */
  smsOutbox: '/api/sms/outbox',
  /** The whole messages, codes included: only with EVAX_SMS_DEV_OUTBOX=1 on the local machine (development, e2e). */
  smsDevOutbox: '/api/sms/dev-outbox',
} as const;

/** Details the client recognises (spec 1 §8, 3 §8). */
export const ACCOUNT_DETAILS = {
  maxAttempts: 'Max Attempts',
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

/** GET /api/auth/config: what the login screen needs to know (no secret). */
export interface AuthConfigResponse {
  /** scriptUrl: the bot check's browser script (EVAX_RECAPTCHA_SCRIPT_URL), null when off. */
  recaptcha: { enabled: boolean; siteKey: string | null; scriptUrl: string | null };
  oidc: {
    enabled: boolean;
    /** The issuer, the OpenID provider's URL. */
    authority: string | null;
    clientId: string | null;
    /** openid profile and the API read scope. */
    scope: string | null;
    /** The app's own return path. */
    redirectPath: string;
  };
}

/** POST /api/auth/reset-password: one of the two (the user name wins when both are given). */
export type ForgotPasswordRequest = ForgotPasswordBody;

/** The same shape whether an account matched or not. */
export interface OtpRequestResponse {
  requestId: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
  codeLength: number;
}

export type VerifyUserRequest = VerifyUserBody;

export interface VerifyUserResponse {
  requestId: string;
  expiresIn: number;
  attemptsLeft: number;
}

export type VerifyOtpRequest = VerifyOtpBody;

export interface VerifyOtpResponse {
  /** The reset token for POST /api/auth/reset-password/change. */
  token: string;
  expiresIn: number;
}

/**
 * POST /api/auth/reset-password/change. Signed in (first login): userId is the caller's. With a
 * reset token (forgot password): no sign-in. The confirmation is never sent (spec 1 §2.3).
 */
export type ResetPasswordChangeRequest = ResetPasswordChangeBody;

export type CheckTokenStatus = 'valid' | 'expired' | 'invalid';

/** GET /api/v1/authentication/check-token/{token}: an access token or a password-reset token. */
export interface CheckTokenResponse {
  valid: boolean;
  status: CheckTokenStatus;
  kind: 'access' | 'reset' | null;
  expiresAt: string | null;
}

export type RegisterRequest = RegisterBody;

export type RegisterPrivateProfessionalRequest = RegisterPrivateProfessionalBody;

/** A registration creates an inactive account that an administrator validates. */
export interface RegisterResponse {
  id: number;
  username: string;
  isActive: false;
  userType: UserType;
}

/** Who the professional body says the token's holder is. */
export interface ProfessionalIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  username: string | null;
}

export type CnomTokenVerifyRequest = CnomTokenVerifyBody;

export interface CnomTokenVerifyResponse {
  registered: boolean;
  identity: ProfessionalIdentity;
  /** The session (tokenType Cnom) when the account exists; null otherwise. */
  session: LoginResponse | null;
}

export type CreatePrivateProfessionalRequest = CreatePrivateProfessionalBody;

export interface StructureRow {
  id: number;
  code: string;
  type: StructureType;
  nameFr: string;
  nameAr: string;
  isActive: boolean;
  governorate: { id: number; code: string; nameFr: string; nameAr: string };
  delegation: { id: number; nameFr: string; nameAr: string | null } | null;
  group: { id: number; nameFr: string; nameAr: string };
}

export interface StructureListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  is_active?: 0 | 1;
  governorate?: number;
  type?: StructureType;
}

export type CurrentCenterChangeRequest = CurrentCenterChangeBody;

/** The chosen structure (now the default), its permissions, and a token for it (the old one is revoked). */
export interface CurrentCenterChangeResponse {
  structure: StructureDetails;
  permissions: Permission[];
  access: string;
  expiresIn: number;
  tokenType?: string;
}

/** PUT and PATCH /api/v1/me: any of the fields, and the current password (spec 3 §5). */
export type ProfileUpdateRequest = ProfileUpdateBody;

export type UpdatePasswordRequest = UpdatePasswordBody;

export type ChangePhoneRequest = ChangePhoneBody;

export interface ChangePhoneResponse {
  /** The new number, as it will be stored. */
  phone: string;
  expiresIn: number;
  codeLength: number;
}

export type PhoneOtpRequest = PhoneOtpBody;

/** The OTP-success flag of spec 1 §4.2, and the profile with its new phone. */
export interface PhoneOtpResponse {
  otpSuccess: true;
  profile: MeResponse;
}

export interface SmsOutboxRow {
  id: number;
  to: string;
  text: string;
  createdAt: string;
}
