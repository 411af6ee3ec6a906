import { Type, type Static } from 'typebox';
import { closed } from '../common/schemas.js';
import { MeResponse } from '../auth/response-schemas.js';

/** The signed-in user's own account: the answers of the phone change (spec 3 §5, spec 1 §4.2). GET /api/v1/me answers MeResponse (auth). */

export const ChangePhoneResponse = Type.Object(
  { phone: Type.String({ description: 'The new number, as it will be stored' }), expiresIn: Type.Integer({ minimum: 0 }), codeLength: Type.Integer() },
  { ...closed, description: 'A code was sent to the new number' },
);

/** The OTP-success flag of spec 1 §4.2, and the profile with its new phone. */
export const PhoneOtpResponse = Type.Object(
  { otpSuccess: Type.Literal(true), profile: MeResponse },
  { ...closed, description: 'The profile with its new phone' },
);

export type ChangePhoneResponse = Static<typeof ChangePhoneResponse>;
export type PhoneOtpResponse = Static<typeof PhoneOtpResponse>;
