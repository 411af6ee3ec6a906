import {
  ACCOUNT_FIELD_KEYS,
  CITIZEN_FIELD_KEYS,
  CITIZEN_SPACE_TOKEN,
  ERROR_CODES,
  OTP,
  REGISTRATION_ERROR_KEYS,
  type CitizenOtpSent,
  type CitizenSession,
  type CitizenSpaceChildren,
  type FieldError,
  type Paged,
  type RegistrationCreated,
  type RegistrationRequestDetail,
  type RegistrationRequestRow,
  type RejectRequest,
} from '@evax/shared/contract';
import type { RegistrationFields } from '@evax/shared/contract/schemas';
import { nameErrors, normalizePhone, phoneErrors, NAME_FIELDS, NAME_LANGUAGES } from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { alreadyExists, ApiError, forbidden, throwIfInvalid, validationFailed } from '../../http/errors.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { recordAudit } from '../audit/index.js';
import { assertParentAvailable, checkParent, childrenOfParent, insertParent, parentSummary } from '../citizen/index.js';
import { otpMessage, type SmsGateway } from '../sms/index.js';
import type { CitizenSpaceCodes, CitizenSpaceTokens } from './citizen-space-auth.js';
import { acceptedMessage, rejectedMessage } from './messages.js';
import {
  accountOf,
  filteredRequests,
  findRequest,
  insertRequest,
  lockedRequestStatus,
  markAccepted,
  markRejected,
  pendingRequestsHolding,
  REQUEST_ORDERING,
  requestFileOf,
  requestLanguage,
  selectRowColumns,
  toRow,
  type RequestFilters,
} from './queries.js';
import type { SupportingFile } from '../../http/uploaded-file.js';

type FieldErrors = Record<string, FieldError[]>;

const requestNotFound = () =>
  new ApiError(404, { detail: 'Registration request not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: REGISTRATION_ERROR_KEYS.requestNotFound });
// No numeric code: the client shows the key itself (a code's own message would win over it).
const notPending = () => new ApiError(409, { detail: 'The request has already been decided', key: REGISTRATION_ERROR_KEYS.notPending });
const phoneUsed = () => validationFailed({ phone: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.phoneAlreadyUsed }] }, 'This phone number is already registered');

const PENDING_INDEXES: Record<string, string> = {
  registration_pending_phone_idx: 'phone',
  registration_pending_national_id_idx: 'nationalId',
  registration_pending_passport_idx: 'passportNumber',
};

/** The registration's rules (names in both scripts, phone, an identity paper) and the file's problems, all at once. */
function registrationErrors(fields: RegistrationFields, fileErrors: FieldErrors): FieldErrors {
  const errors: FieldErrors = { ...fileErrors };
  for (const field of NAME_FIELDS) {
    const list = nameErrors(fields[field], NAME_LANGUAGES[field]);
    if (list.length > 0) errors[field] = list;
  }
  const phone = phoneErrors(fields.phone);
  if (phone.length > 0) errors.phone = phone;
  if (!fields.nationalId && !fields.passportNumber?.trim()) errors.nationalId = [{ code: 'required', key: CITIZEN_FIELD_KEYS.identityPaperRequired }];
  if (fields.nationalId && fields.nationality && fields.nationality !== 'TN') {
    errors.nationality = [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.tunisianNationality }];
  }
  return errors;
}

/**
 * A citizen's registration (public): every rule checked, then no other pending request for the
 * phone or the identity paper, and no citizen-space account on the phone; a pending request.
 */
export async function register(db: Db, fields: RegistrationFields, fileErrors: FieldErrors, file: () => SupportingFile): Promise<RegistrationCreated> {
  throwIfInvalid(registrationErrors(fields, fileErrors));
  const supporting = file();
  const phone = normalizePhone(fields.phone)!;
  const nationalId = fields.nationalId ?? null;
  const passportNumber = nationalId ? null : fields.passportNumber!.trim().toUpperCase();
  const nationality = nationalId ? 'TN' : (fields.nationality ?? 'TN');

  const pending = await pendingRequestsHolding(db, { phone, nationalId, passportNumber, nationality });
  if (pending.length > 0) {
    const taken: Record<string, string> = {};
    for (const row of pending) {
      if (row.phone === phone) taken.phone = REGISTRATION_ERROR_KEYS.alreadyPending;
      if (nationalId && row.national_id === nationalId) taken.nationalId = REGISTRATION_ERROR_KEYS.alreadyPending;
      if (passportNumber && row.passport_number === passportNumber) taken.passportNumber = REGISTRATION_ERROR_KEYS.alreadyPending;
    }
    throw alreadyExists(taken, 'A request is already pending for this phone number or identity paper');
  }
  if (await hasAccount(db, phone)) throw phoneUsed();

  const values = {
    first_name_fr: fields.firstNameFr.trim(),
    last_name_fr: fields.lastNameFr.trim(),
    first_name_ar: fields.firstNameAr.trim(),
    last_name_ar: fields.lastNameAr.trim(),
    phone,
    nationality,
    national_id: nationalId,
    passport_number: passportNumber,
    language: fields.language ?? 'fr',
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertRequest(trx, {
        ...values,
        file_name: supporting.name,
        file_type: supporting.type,
        file_size: supporting.content.length,
        file_content: supporting.content,
      });
      const after = { ...values, status: 'pending', file_name: supporting.name, file_type: supporting.type, file_size: supporting.content.length };
      await recordAudit(trx, { userId: null, action: 'create', entity: 'registration_request', entityId: id, before: null, after });
      return { id, status: 'pending' as const };
    });
  } catch (error) {
    const field = PENDING_INDEXES[uniqueViolation(error) ?? ''];
    if (field) throw alreadyExists({ [field]: REGISTRATION_ERROR_KEYS.alreadyPending }, 'A request is already pending for this phone number or identity paper');
    throw error;
  }
}

export async function listRequests(db: Db, params: ListParams, filters: RequestFilters): Promise<Paged<RegistrationRequestRow>> {
  return countAndPage(filteredRequests(db, params.search, filters), async (filtered) => {
    const ordered = orderedBy(selectRowColumns(filtered), params.ordering, REQUEST_ORDERING, { field: 'createdAt', descending: true }, 'r.id');
    const rows = await pageOf(ordered, params).execute();
    return rows.map(toRow);
  });
}

export async function getRequest(db: Db, id: number): Promise<RegistrationRequestDetail> {
  const found = await findRequest(db, id);
  if (!found) throw requestNotFound();
  return found;
}

export async function requestFile(db: Db, id: number): Promise<{ name: string; type: string; content: Buffer }> {
  const row = await requestFileOf(db, id);
  if (!row) throw requestNotFound();
  return { name: row.file_name, type: row.file_type, content: Buffer.from(row.file_content) };
}

/** The decision's SMS, once the decision is kept; a gateway that fails is logged, the decision stands. */
async function tellCitizen(sms: SmsGateway, log: FastifyBaseLogger, to: string, text: string): Promise<void> {
  try {
    await sms.send({ to, text, maskedText: text, userId: null });
  } catch (error) {
    log.error({ err: error }, 'registration decision SMS not sent');
  }
}

export interface DecisionContext {
  db: Db;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

/**
 * Accept (validate-subscription-request): the citizen registered with this identity paper gets the
 * citizen space, or a new citizen is registered at the caller's structure through the citizen
 * module. Everything is checked before anything is written; final; audited; the citizen is told.
 */
export async function acceptRequest({ db, sms, log }: DecisionContext, caller: Caller, id: number): Promise<RegistrationRequestDetail> {
  const structureId = caller.structure?.id;
  if (!structureId) throw forbidden();
  const request = await getRequest(db, id);
  if (request.status !== 'pending') throw notPending();
  const identity = request.nationalId ? { nationalId: request.nationalId } : { passportNumber: request.passportNumber!, nationality: request.nationality };
  const registered = await checkParent(db, identity);
  const newCitizen = registered.parent
    ? null
    : await assertParentAvailable(db, {
        firstNameFr: request.firstNameFr,
        lastNameFr: request.lastNameFr,
        firstNameAr: request.firstNameAr,
        lastNameAr: request.lastNameAr,
        phone: request.phone,
        nationality: request.nationality,
        nationalId: request.nationalId,
        passportNumber: request.passportNumber,
      });
  if (await hasAccount(db, request.phone)) throw phoneUsed();

  try {
    await db.transaction().execute(async (trx) => {
      if ((await lockedRequestStatus(trx, id)) !== 'pending') throw notPending();
      const citizenId = registered.parent ? registered.parent.id : await insertParent(trx, caller, structureId, newCitizen!.values);
      await markAccepted(trx, id, caller.userId, citizenId);
      await recordAudit(trx, {
        userId: caller.userId,
        structureId,
        action: 'accept',
        entity: 'registration_request',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'accepted', citizenId, citizen: registered.parent ? 'registered' : 'created' },
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'registration_accepted_phone_idx') throw phoneUsed();
    throw error;
  }
  const language = await requestLanguage(db, id);
  await tellCitizen(sms, log, request.phone, acceptedMessage(language));
  return getRequest(db, id);
}

/** Reject with a predefined reason, or `other` and a comment; final; audited; the citizen is told. */
export async function rejectRequest({ db, sms, log }: DecisionContext, caller: Caller, id: number, body: RejectRequest): Promise<RegistrationRequestDetail> {
  const comment = body.comment?.trim() || null;
  if (body.reason === 'other' && !comment) throw validationFailed({ comment: [{ code: 'required', key: REGISTRATION_ERROR_KEYS.commentRequired }] });
  const request = await getRequest(db, id);
  if (request.status !== 'pending') throw notPending();
  await db.transaction().execute(async (trx) => {
    if (!(await markRejected(trx, id, caller.userId, body.reason, comment))) throw notPending();
    await recordAudit(trx, {
      userId: caller.userId,
      structureId: caller.structure?.id ?? null,
      action: 'reject',
      entity: 'registration_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: body.reason, comment },
    });
  });
  await tellCitizen(sms, log, request.phone, rejectedMessage(await requestLanguage(db, id), body.reason, comment));
  return getRequest(db, id);
}

/** Whether a citizen-space account (an accepted request) has this phone. */
async function hasAccount(db: Db, phone: string): Promise<boolean> {
  return (await accountOf(db, phone)) !== undefined;
}

function typedPhone(typed: string): string {
  const errors = phoneErrors(typed);
  if (errors.length > 0) throw validationFailed({ phone: errors });
  return normalizePhone(typed)!;
}

/** A sign-in code by SMS to a citizen-space account's phone; the same answer for any valid phone. */
export async function sendSignInCode(codes: CitizenSpaceCodes, { db, sms, log }: DecisionContext, typed: string): Promise<CitizenOtpSent> {
  const phone = typedPhone(typed);
  const account = await accountOf(db, phone);
  const code = await codes.issue(phone, account?.citizen_id ?? null);
  if (code && account) {
    try {
      await sms.send({ to: phone, ...otpMessage(code, account.language), userId: null });
    } catch (error) {
      log.error({ err: error }, 'citizen-space sign-in SMS not sent');
    }
  }
  return { expiresIn: OTP.ttlSeconds };
}

export async function signIn(codes: CitizenSpaceCodes, tokens: CitizenSpaceTokens, db: Db, typed: string, code: string): Promise<CitizenSession> {
  const citizenId = await codes.verify(typedPhone(typed), code);
  const { id, firstNameFr, lastNameFr, firstNameAr, lastNameAr } = await parentSummary(db, citizenId);
  return {
    access: await tokens.issue(citizenId),
    tokenType: CITIZEN_SPACE_TOKEN.type,
    expiresIn: CITIZEN_SPACE_TOKEN.ttlSeconds,
    citizen: { id, firstNameFr, lastNameFr, firstNameAr, lastNameAr },
  };
}

/** The signed-in citizen's own children (those linked to them), youngest last. */
export async function ownChildren(db: Db, citizenId: number): Promise<CitizenSpaceChildren> {
  const results = await childrenOfParent(db, citizenId);
  return { count: results.length, results };
}
