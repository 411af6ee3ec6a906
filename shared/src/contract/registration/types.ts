/**
 * Registration requests (spec 3 §3 "Registration request", §4): values, limits and the browser's
 * types. Request bodies are Static<> of ./schemas.ts, imported as types only.
 */
import type { Paged } from '../common/types.js';
import type { ChildRow } from '../citizen/children.js';
import type { RejectRequestBody, CitizenOtpBody, CitizenLoginBody } from './schemas.js';

/** Spec 3 §4: pending, accepted, rejected; a pending request alone can be decided, once. */
export const REGISTRATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Predefined refusal reasons (spec 3 §4: "unreadable image", "expired passport validity", ...); `other` needs a comment. */
export const REJECTION_REASONS = ['unreadable_picture', 'expired_passport', 'identity_mismatch', 'incomplete_file', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The supporting file: one image (JPEG, PNG) or PDF, recognised by its content, 5 MB at most. */
export const SUPPORTING_FILE = {
  maxBytes: 5 * 1024 * 1024,
  mediaTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
} as const;
export type SupportingFileType = (typeof SUPPORTING_FILE.mediaTypes)[number];

/** The free-text comment of a refusal. */
export const REJECTION_COMMENT_MAX = 500;

/** The citizen-space token's Authorization scheme and lifetime. */
export const CITIZEN_SPACE_TOKEN = { type: 'Bearer', ttlSeconds: 3600 } as const;

export type RejectRequest = RejectRequestBody;
export type CitizenOtpRequest = CitizenOtpBody;
export type CitizenLoginRequest = CitizenLoginBody;

/** A row of the requests list. */
export interface RegistrationRequestRow {
  id: number;
  status: RegistrationStatus;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string;
  nationality: string;
  nationalId: string | null;
  passportNumber: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** One request: the row, the file's facts, the decision. */
export interface RegistrationRequestDetail extends RegistrationRequestRow {
  file: { name: string; type: SupportingFileType; size: number };
  rejectionReason: RejectionReason | null;
  rejectionComment: string | null;
  decidedBy: { id: number; username: string } | null;
  /** The citizen (parent) the accepted request created or gave access to. */
  citizenId: number | null;
}

export type RegistrationRequestPage = Paged<RegistrationRequestRow>;

/** 201 of the registration. */
export interface RegistrationCreated {
  id: number;
  status: 'pending';
}

/** 202 of the code request: the same whatever the phone. */
export interface CitizenOtpSent {
  expiresIn: number;
}

/** The citizen-space session. */
export interface CitizenSession {
  access: string;
  tokenType: string;
  expiresIn: number;
  citizen: { id: number; firstNameFr: string; lastNameFr: string; firstNameAr: string; lastNameAr: string };
}

/** GET /api/citizen_space/children. */
export type CitizenSpaceChildren = Paged<ChildRow>;

/** Field and domain error keys of the area (texts in the error catalogue). */
export const REGISTRATION_ERROR_KEYS = {
  notPending: 'ERROR.CODE.REQUEST_NOT_PENDING',
  requestNotFound: 'ERROR.CODE.REQUEST_NOT_FOUND',
  alreadyPending: 'ERROR.CODE.VALIDATION.REQUEST_ALREADY_PENDING',
  commentRequired: 'ERROR.CODE.VALIDATION.REJECTION_COMMENT_REQUIRED',
  fileUnsupported: 'ERROR.CODE.FILE_UNSUPPORTED',
  fileTooLarge: 'ERROR.CODE.FILE_TOO_LARGE',
  fileInvalid: 'ERROR.CODE.FILE_INVALID',
} as const;
