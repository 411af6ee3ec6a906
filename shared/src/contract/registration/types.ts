/**
 * Registration requests (spec 3 §3 "Registration request", §4): values, limits and the browser's
 * types. Request bodies are Static<> of ./schemas.ts, imported as types only.
 */
import type { Paged } from '../common/types.js';
import type { ChildRow } from '../citizen/children.js';
import type { RejectRequestBody, CitizenOtpBody, CitizenLoginBody } from './schemas.js';
import type { RegistrationIdentitySchema, RegistrationScopeSchema, InPersonCheckSchema } from './response-schemas.js';
import type { Static } from 'typebox';

/**
 * Spec 3 §4: pending, accepted, rejected; ours (issue 27): `in_person`, a request sent for an
 * in-person check (the applicant is expected at a structure with the identity paper). A pending
 * or in-person request can be decided, once.
 */
export const REGISTRATION_STATUSES = ['pending', 'in_person', 'accepted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** The states a decision (accept, reject) can still be taken in. */
export const UNDECIDED_STATUSES = ['pending', 'in_person'] as const satisfies readonly RegistrationStatus[];

/**
 * How a request's identity stands against the citizens registered (issue 27): `new` (no citizen
 * holds the identity paper), `agrees` (one does, and the names agree within the duplicate check's
 * tolerance), `conflict` (one does, with other names: it can only be rejected or sent for an
 * in-person check).
 */
export const REGISTRATION_IDENTITY_KINDS = ['new', 'agrees', 'conflict'] as const;
export type RegistrationIdentityKind = (typeof REGISTRATION_IDENTITY_KINDS)[number];

/** The request's fields set beside the registered citizen's record, in the order they are shown. */
export const REGISTRATION_COMPARED_FIELDS = [
  'firstNameFr',
  'lastNameFr',
  'firstNameAr',
  'lastNameAr',
  'nationality',
  'nationalId',
  'passportNumber',
  'phone',
] as const;
export type RegistrationComparedField = (typeof REGISTRATION_COMPARED_FIELDS)[number];

/**
 * Predefined refusal reasons (spec 3 §4: "unreadable image", "expired passport validity", ...); `other` needs a comment.
 * `has_account` (issue 27): the citizen already has a citizen-space account; a new phone goes through the phone change.
 */
export const REJECTION_REASONS = ['unreadable_picture', 'expired_passport', 'identity_mismatch', 'incomplete_file', 'has_account', 'other'] as const;
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

/** The registered citizen a request's identity paper names, beside the request (issue 27). */
export type RegistrationIdentity = Static<typeof RegistrationIdentitySchema>;
/** The structure and governorate that decide a request (issue 27). */
export type RegistrationScope = Static<typeof RegistrationScopeSchema>;
/** Who sent a request for an in-person check, when, and where the applicant is expected. */
export type InPersonCheck = Static<typeof InPersonCheckSchema>;

/** One request: the row, the file's facts, the decision. */
export interface RegistrationRequestDetail extends RegistrationRequestRow {
  file: { name: string; type: SupportingFileType; size: number };
  rejectionReason: RejectionReason | null;
  rejectionComment: string | null;
  decidedBy: { id: number; username: string } | null;
  /** The citizen (parent) the accepted request created or gave access to. */
  citizenId: number | null;
  /** Who decides it. */
  scope: RegistrationScope;
  /** Sent for an in-person check (kept once decided). */
  inPersonCheck: InPersonCheck | null;
  /** While undecided: the registered citizen the identity paper names, if any, and how the identity stands; null once decided. */
  identity: RegistrationIdentity | null;
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
  /** Accept refused: the identity paper names a registered citizen whose names differ (reject, or send for an in-person check). */
  identityConflict: 'ERROR.CODE.REGISTRATION_IDENTITY_CONFLICT',
  /** Accept refused: the citizen already has a citizen-space account (a new phone goes through the phone change). */
  citizenHasAccount: 'ERROR.CODE.CITIZEN_HAS_ACCOUNT',
  /** Sent for an in-person check already. */
  alreadyInPerson: 'ERROR.CODE.REQUEST_ALREADY_IN_PERSON',
  /** The structure chosen at registration is not a health structure of the governorate chosen. */
  structureNotInGovernorate: 'ERROR.CODE.VALIDATION.STRUCTURE_NOT_IN_GOVERNORATE',
} as const;
