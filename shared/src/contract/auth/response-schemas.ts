import { Type, type Static } from 'typebox';
import { LANGUAGES, type Language } from '../constants.js';
import { closed, PermissionCode } from '../common/schemas.js';
import { nullableString, oneOf } from '../common/schema-kit.js';
import { StructureDetails } from '../structure/response-schemas.js';
import { USER_TYPES } from './constants.js';

/** The answers of sign-in, password reset, registration and professional-body login (spec 1 §2–§4); their types are in auth/types.ts. */

const Seconds = (description: string) => Type.Integer({ minimum: 0, description });

/** Who an account is, as the sessions and the administrators' lists show it. */
export const AccountIdentityFields = {
  username: Type.String(),
  email: nullableString(),
  firstNameFr: Type.String(),
  lastNameFr: Type.String(),
  firstNameAr: Type.String(),
  lastNameAr: Type.String(),
};

export const CurrentUser = Type.Object(
  {
    pk: Type.Integer(),
    ...AccountIdentityFields,
    isSuperuser: Type.Boolean(),
    isDssb: Type.Boolean(),
    firstLogin: Type.Boolean({ description: 'True while the user must still choose a new password' }),
    preferredLanguage: Type.Unsafe<Language | null>({ type: ['string', 'null'], enum: [...LANGUAGES, null] }),
    structuresDetails: Type.Array(StructureDetails),
    userType: Type.Optional(oneOf(USER_TYPES, { description: 'STAFF, or PRIVATE_HEALTHCARE_PROFESSIONAL (professional-body login)' })),
  },
  closed,
);

/** The signed-in user and their phone: GET /api/v1/me, and the profile of a session. */
export const MeResponse = Type.Object({ user: CurrentUser, phone: nullableString() }, { ...closed, title: 'Profile', description: 'The user and their phone' });

/**
 * GET /api/v1/me: the profile, and the caller's permissions now at the token's structure (every
 * permission for superuser and DSSB, as at sign-in): the portal reads it again when the
 * X-Permissions-Version of an answer is not the one of the permissions it holds.
 */
export const MeSessionResponse = Type.Object(
  { ...MeResponse.properties, permissions: Type.Array(PermissionCode(), { description: "The caller's permissions now, at the token's structure" }) },
  { ...closed, title: 'Signed-in profile', description: 'The user, their phone and their permissions now' },
);

/** Login success payload (spec 1 §3): profile {user, phone}, access, permissions. */
export const LoginResponse = Type.Object(
  {
    profile: MeResponse,
    access: Type.String({ description: 'The access token' }),
    expiresIn: Seconds('Seconds until the access token expires'),
    permissions: Type.Array(PermissionCode()),
    tokenType: Type.Optional(Type.String({ description: 'The Authorization scheme to send the token with when it is not Bearer (CNOM_TOKEN_TYPE)' })),
  },
  { ...closed, title: 'Session', description: 'A session: the profile, the access token and the permissions at the current structure' },
);

/** GET /api/auth/config: what the login screen needs to know (no secret). */
export const AuthConfigResponse = Type.Object(
  {
    recaptcha: Type.Object(
      { enabled: Type.Boolean(), siteKey: nullableString(), scriptUrl: nullableString({ description: "The bot check's browser script, null when off" }) },
      closed,
    ),
    oidc: Type.Object(
      {
        enabled: Type.Boolean(),
        authority: nullableString({ description: "The issuer, the OpenID provider's URL" }),
        clientId: nullableString(),
        scope: nullableString(),
        redirectPath: Type.String({ description: "The app's own return path" }),
      },
      closed,
    ),
  },
  { ...closed, description: 'What the login screen needs to know (no secret)' },
);

/** POST /api/auth/reset-password: the same shape whether an account matched or not. */
export const OtpRequestResponse = Type.Object(
  { requestId: Type.String(), expiresIn: Seconds('Seconds the code stays valid'), codeLength: Type.Integer() },
  { ...closed, description: 'The same answer whether an account matched or not' },
);

export const VerifyUserResponse = Type.Object(
  { requestId: Type.String(), expiresIn: Seconds('Seconds the code stays valid'), attemptsLeft: Type.Integer({ minimum: 0 }) },
  closed,
);

export const VerifyOtpResponse = Type.Object(
  { token: Type.String({ description: 'The reset token for POST /api/auth/reset-password/change' }), expiresIn: Seconds('Seconds the token stays valid') },
  closed,
);

/** GET /api/v1/authentication/check-token/{token}: an access token or a password-reset token. */
export const CheckTokenResponse = Type.Object(
  {
    valid: Type.Boolean(),
    status: oneOf(['valid', 'expired', 'invalid'] as const),
    kind: Type.Unsafe<'access' | 'reset' | null>({ type: ['string', 'null'], enum: ['access', 'reset', null] }),
    expiresAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
  },
  closed,
);

/** A registration creates an inactive account that an administrator validates. */
export const RegisterResponse = Type.Object(
  { id: Type.Integer(), username: Type.String(), isActive: Type.Literal(false), userType: oneOf(USER_TYPES) },
  { ...closed, description: 'The inactive account an administrator validates' },
);

/** Who the professional body says the token's holder is. */
export const ProfessionalIdentity = Type.Object(
  {
    issuer: Type.String(),
    subject: Type.String(),
    email: nullableString(),
    firstName: nullableString(),
    lastName: nullableString(),
    phone: nullableString(),
    username: nullableString(),
  },
  closed,
);

export const CnomTokenVerifyResponse = Type.Object(
  {
    registered: Type.Boolean(),
    identity: ProfessionalIdentity,
    session: Type.Union([LoginResponse, Type.Null()], { description: 'The session (tokenType Cnom) when the account exists; null otherwise' }),
  },
  closed,
);

export type CurrentUser = Static<typeof CurrentUser>;
export type MeResponse = Static<typeof MeResponse>;
export type MeSessionResponse = Static<typeof MeSessionResponse>;
export type LoginResponse = Static<typeof LoginResponse>;
export type AuthConfigResponse = Static<typeof AuthConfigResponse>;
export type OtpRequestResponse = Static<typeof OtpRequestResponse>;
export type VerifyUserResponse = Static<typeof VerifyUserResponse>;
export type VerifyOtpResponse = Static<typeof VerifyOtpResponse>;
export type CheckTokenResponse = Static<typeof CheckTokenResponse>;
export type CheckTokenStatus = CheckTokenResponse['status'];
export type RegisterResponse = Static<typeof RegisterResponse>;
export type ProfessionalIdentity = Static<typeof ProfessionalIdentity>;
export type CnomTokenVerifyResponse = Static<typeof CnomTokenVerifyResponse>;
