/** The signed-in user's own account (spec 3 §5, spec 1 §4.2). */
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { ChangePhoneBody, PhoneOtpBody, ProfileUpdateBody, UpdatePasswordBody } from './schemas.js';

/** The answers: `Static<>` of profile/response-schemas.ts; GET /api/v1/me's is the session's profile (auth). */
export type { MeResponse } from '../auth/response-schemas.js';
export type { ChangePhoneResponse, PhoneOtpResponse } from './response-schemas.js';

/** PUT and PATCH /api/v1/me: any of the fields, and the current password (spec 3 §5). */
export type ProfileUpdateRequest = ProfileUpdateBody;

export type UpdatePasswordRequest = UpdatePasswordBody;

export type ChangePhoneRequest = ChangePhoneBody;

export type PhoneOtpRequest = PhoneOtpBody;
