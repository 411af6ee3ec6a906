import { Type, type Static } from 'typebox';
import { CNOM_NUMBER_PATTERN, OTP } from './constants.js';
import { LIMITS, PASSWORD_MAX_LENGTH } from '../constants.js';
import { Id } from '../common/schemas.js';

/** Sign-in, password reset, registration and professional-body login bodies (spec 1 §2). */

/** Tokens of outside parties (bot check, OpenID provider) and ours. */
export const TOKEN_MAX_LENGTH = 8192;
/** A phone number as typed, before the shared rules read it. */
export const PHONE_INPUT_MAX = 30;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const Password = () => text(PASSWORD_MAX_LENGTH);
const RequestId = () => Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
/** A one-time code: OTP.length digits. */
export const OtpCode = () => Type.String({ pattern: `^\\d{${OTP.length}}$` });

/** POST /api/auth/login. */
export const LoginBody = Type.Object(
  {
    username: text(LIMITS.usernameMax),
    password: Password(),
    /** The bot-check token; required when the server has a bot-check key (GET /api/auth/config). */
    recaptcha: Type.Optional(Type.String({ maxLength: TOKEN_MAX_LENGTH })),
  },
  { additionalProperties: false },
);

/** POST /api/auth/reset-password: a user name or a phone. */
export const ForgotPasswordBody = Type.Object(
  { username: Type.Optional(text(LIMITS.usernameMax)), phone: Type.Optional(text(PHONE_INPUT_MAX)) },
  { additionalProperties: false },
);

export const VerifyUserBody = Type.Object({ requestId: RequestId() }, { additionalProperties: false });

export const VerifyOtpBody = Type.Object({ requestId: RequestId(), code: OtpCode() }, { additionalProperties: false });

/**
 * POST /api/auth/reset-password/change. Signed in (first login): userId is the caller's. With a
 * reset token (forgot password): no sign-in. currentPassword is checked (107) when given.
 */
export const ResetPasswordChangeBody = Type.Object(
  { userId: Type.Optional(Id), token: Type.Optional(text(TOKEN_MAX_LENGTH)), newPassword: Password(), currentPassword: Type.Optional(Password()) },
  { additionalProperties: false },
);

/** GET /api/v1/authentication/check-token/{token}. */
export const CheckTokenParams = Type.Object({ '*': text(TOKEN_MAX_LENGTH) });

const RegisterFields = {
  username: text(LIMITS.usernameMax),
  email: text(LIMITS.emailMax),
  password: Password(),
  firstNameFr: text(LIMITS.nameMax),
  lastNameFr: text(LIMITS.nameMax),
  firstNameAr: text(LIMITS.nameMax),
  lastNameAr: text(LIMITS.nameMax),
  phone: text(PHONE_INPUT_MAX),
};

/** POST /api/auth/register: an inactive account that an administrator validates. */
export const RegisterBody = Type.Object(RegisterFields, { additionalProperties: false });

export const RegisterPrivateProfessionalBody = Type.Object({ ...RegisterFields, cnomNumber: text(PHONE_INPUT_MAX) }, { additionalProperties: false });

/** The OpenID Connect token (ID token or JWT access token) of the professional body. */
export const CnomTokenVerifyBody = Type.Object({ token: text(TOKEN_MAX_LENGTH) }, { additionalProperties: false });

export const CreatePrivateProfessionalBody = Type.Object(
  {
    token: text(TOKEN_MAX_LENGTH),
    firstNameFr: Type.Optional(text(LIMITS.nameMax)),
    lastNameFr: Type.Optional(text(LIMITS.nameMax)),
    firstNameAr: Type.Optional(text(LIMITS.nameMax)),
    lastNameAr: Type.Optional(text(LIMITS.nameMax)),
    email: Type.Optional(text(LIMITS.emailMax)),
    phone: Type.Optional(text(PHONE_INPUT_MAX)),
    cnomNumber: Type.Optional(Type.String({ pattern: CNOM_NUMBER_PATTERN.source })),
  },
  { additionalProperties: false },
);

export type LoginBody = Static<typeof LoginBody>;
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
export type VerifyUserBody = Static<typeof VerifyUserBody>;
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;
export type ResetPasswordChangeBody = Static<typeof ResetPasswordChangeBody>;
export type RegisterBody = Static<typeof RegisterBody>;
export type RegisterPrivateProfessionalBody = Static<typeof RegisterPrivateProfessionalBody>;
export type CnomTokenVerifyBody = Static<typeof CnomTokenVerifyBody>;
export type CreatePrivateProfessionalBody = Static<typeof CreatePrivateProfessionalBody>;
