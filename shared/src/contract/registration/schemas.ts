import { Type, type Static } from 'typebox';
import { LIMITS } from '../constants.js';
import { PHONE_INPUT_MAX } from '../auth/schemas.js';
import { isoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { Id } from '../common/schemas.js';
import { OTP } from '../auth/constants.js';
import { NATIONAL_ID_PATTERN } from '../citizen/types.js';
import { REGISTRATION_STATUSES, REJECTION_COMMENT_MAX, REJECTION_REASONS } from './types.js';

/** Registration requests' request schemas (spec 3 §3-4). The rules beyond shape are @evax/shared/validation's. */

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/**
 * The text fields of the citizen's registration form (multipart, beside the `file` part): names in
 * both scripts, the phone, a national identity card or a passport (with its nationality), the
 * language the citizen's SMS are written in, and where the request is decided (issue 27): the
 * governorate, and optionally a health structure of it.
 */
export const RegistrationFields = Type.Object(
  {
    firstNameFr: text(LIMITS.nameMax),
    lastNameFr: text(LIMITS.nameMax),
    firstNameAr: text(LIMITS.nameMax),
    lastNameAr: text(LIMITS.nameMax),
    phone: text(PHONE_INPUT_MAX),
    nationality: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    nationalId: Type.Optional(Type.String({ pattern: NATIONAL_ID_PATTERN.source })),
    passportNumber: Type.Optional(text(20)),
    language: Type.Optional(oneOf(['fr', 'ar', 'en'] as const)),
    governorate: Id,
    structure: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type RegistrationFields = Static<typeof RegistrationFields>;

/** The requests list's filters: status, and the date range of the registration. */
export const RegistrationFilters = {
  status: oneOf(REGISTRATION_STATUSES),
  created_from: isoDate('any'),
  created_to: isoDate('any'),
};

/** POST .../reject: a predefined reason, or `other` with a free-text comment (a comment may go with any reason). */
export const RejectRequestBody = Type.Object(
  { reason: oneOf(REJECTION_REASONS), comment: Type.Optional(nullableString({ maxLength: REJECTION_COMMENT_MAX })) },
  { additionalProperties: false },
);
export type RejectRequestBody = Static<typeof RejectRequestBody>;

/** POST /api/citizen_space/otp. */
export const CitizenOtpBody = Type.Object({ phone: text(PHONE_INPUT_MAX) }, { additionalProperties: false });
export type CitizenOtpBody = Static<typeof CitizenOtpBody>;

/** POST /api/citizen_space/login. */
export const CitizenLoginBody = Type.Object(
  { phone: text(PHONE_INPUT_MAX), code: Type.String({ pattern: `^\\d{${OTP.length}}$` }) },
  { additionalProperties: false },
);
export type CitizenLoginBody = Static<typeof CitizenLoginBody>;

/** POST /api/citizen_space/phone_otp: the code sent to the phone on record (issue 27). */
export const CitizenPhoneCodeBody = Type.Object({ code: Type.String({ pattern: `^\\d{${OTP.length}}$` }) }, { additionalProperties: false });
export type CitizenPhoneCodeBody = Static<typeof CitizenPhoneCodeBody>;
