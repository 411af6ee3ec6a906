/** Bodies of sign-in, password reset, registration and professional-body login (spec 1 §2–§4, §7.2). */
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type {
  CnomTokenVerifyBody,
  CreatePrivateProfessionalBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  RegisterPrivateProfessionalBody,
  ResetPasswordChangeBody,
  VerifyOtpBody,
  VerifyUserBody,
} from './schemas.js';

/** The answers: `Static<>` of auth/response-schemas.ts. */
export type {
  AuthConfigResponse,
  CheckTokenResponse,
  CheckTokenStatus,
  CnomTokenVerifyResponse,
  CurrentUser,
  LoginResponse,
  MeSessionResponse,
  OtpRequestResponse,
  ProfessionalIdentity,
  RegisterResponse,
  VerifyOtpResponse,
  VerifyUserResponse,
} from './response-schemas.js';

/** POST /api/auth/login (LoginBody, auth/schemas.ts). */
export type LoginRequest = LoginBody;

/** POST /api/auth/reset-password: one of the two (the user name wins when both are given). */
export type ForgotPasswordRequest = ForgotPasswordBody;

export type VerifyUserRequest = VerifyUserBody;

export type VerifyOtpRequest = VerifyOtpBody;

/**
 * POST /api/auth/reset-password/change. Signed in (first login): userId is the caller's. With a
 * reset token (forgot password): no sign-in. The confirmation is never sent (spec 1 §2.3).
 */
export type ResetPasswordChangeRequest = ResetPasswordChangeBody;

export type RegisterRequest = RegisterBody;

export type RegisterPrivateProfessionalRequest = RegisterPrivateProfessionalBody;

export type CnomTokenVerifyRequest = CnomTokenVerifyBody;

export type CreatePrivateProfessionalRequest = CreatePrivateProfessionalBody;
