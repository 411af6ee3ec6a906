import { Type, type Static } from 'typebox';
import { LANGUAGES, LIMITS } from '../constants.js';
import { OtpCode, Password, PHONE_INPUT_MAX } from '../auth/schemas.js';
import { oneOf } from '../common/schema-kit.js';

/** The signed-in user's own account (spec 3 §5). */

/** Lengths and formats are judged by the shared rules (their field errors); the schema bounds the sizes. */
const bounded = (maxLength: number) => Type.String({ maxLength: maxLength + 50 });

/** PUT and PATCH /api/v1/me: any of the fields, and the current password. */
export const ProfileUpdateBody = Type.Object(
  {
    currentPassword: Password(),
    email: Type.Optional(bounded(LIMITS.emailMax)),
    username: Type.Optional(bounded(LIMITS.usernameMax)),
    firstNameFr: Type.Optional(bounded(LIMITS.nameMax)),
    lastNameFr: Type.Optional(bounded(LIMITS.nameMax)),
    firstNameAr: Type.Optional(bounded(LIMITS.nameMax)),
    lastNameAr: Type.Optional(bounded(LIMITS.nameMax)),
    preferredLanguage: Type.Optional(oneOf(LANGUAGES)),
  },
  { additionalProperties: false },
);

export const UpdatePasswordBody = Type.Object(
  { currentPassword: Password(), newPassword: Password(), confirmPassword: Password() },
  { additionalProperties: false },
);

export const ChangePhoneBody = Type.Object({ phone: Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX }) }, { additionalProperties: false });

export const PhoneOtpBody = Type.Object({ code: OtpCode() }, { additionalProperties: false });

export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;
export type ChangePhoneBody = Static<typeof ChangePhoneBody>;
export type PhoneOtpBody = Static<typeof PhoneOtpBody>;
