import {
  CITIZEN_FIELD_KEYS,
  CITIZEN_SPACE_TOKEN,
  FIELD_ERROR_CODES,
  OTP,
  REGISTRATION_ERROR_KEYS,
  type CitizenOtpSent,
  type CitizenSession,
  type CitizenSpaceChildren,
  type FieldError,
  type Paged,
  type RegistrationCreated,
  type RegistrationIdentity,
  type RegistrationRequestDetail,
  type RegistrationRequestRow,
} from '@evax/shared/contract';
import type { RegistrationFields } from '@evax/shared/contract/schemas';
import { nameErrors, normalizePhone, phoneErrors, NAME_FIELDS, NAME_LANGUAGES } from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { alreadyExists, throwIfInvalid, validationFailed } from '../../http/errors.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { recordAudit } from '../audit/index.js';
import { childrenOfParent, citizenWithPhone, isCitizenVisible, parentSummary, registeredCitizenOf } from '../citizen/index.js';
import { otpMessage, type SmsGateway } from '../sms/index.js';
import { governorateById, structureById } from '../structure/index.js';
import type { CitizenSpaceCodes, CitizenSpaceTokens } from './citizen-space-auth.js';
import { phoneUsed, requestNotFound } from './errors.js';
import { differencesFrom, isUndecided, paperOf } from './identity.js';
import {
  accountOfCitizen,
  filteredRequests,
  findRequest,
  insertRequest,
  pendingRequestsHolding,
  REQUEST_ORDERING,
  requestFileOf,
  selectRowColumns,
  toRow,
  type RequestFilters,
} from './queries.js';
import type { SupportingFile } from '../../http/uploaded-file.js';

type FieldErrors = Record<string, FieldError[]>;
type Names = Parameters<typeof registeredCitizenOf>[2];

const PENDING_INDEXES: Record<string, string> = {
  registration_pending_phone_idx: 'phone',
  registration_pending_national_id_idx: 'nationalId',
  registration_pending_passport_idx: 'passportNumber',
};

/** The structure types an applicant may choose to decide the request: health centres and hospitals. */
const CHOSEN_STRUCTURE_TYPES = new Set(['CSB', 'HOSPITAL']);

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

/** Where the applicant chose the request to be decided: a governorate that exists, and a health structure of it in service, if any. */
async function choiceErrors(db: Db, fields: RegistrationFields): Promise<FieldErrors> {
  const invalidChoice = [{ code: 'invalid_choice' as const, key: FIELD_ERROR_CODES.invalid_choice }];
  const [governorate, structure] = await Promise.all([
    governorateById(db, fields.governorate),
    fields.structure === undefined ? undefined : structureById(db, fields.structure),
  ]);
  const errors: FieldErrors = {};
  if (!governorate) errors.governorate = invalidChoice;
  if (fields.structure !== undefined) {
    if (!structure || !structure.is_active || !CHOSEN_STRUCTURE_TYPES.has(structure.type)) errors.structure = invalidChoice;
    else if (structure.governorate_id !== fields.governorate) errors.structure = [{ code: 'invalid', key: REGISTRATION_ERROR_KEYS.structureNotInGovernorate }];
  }
  return errors;
}

/**
 * The structures that decide a request (issue 27): the registered citizen's structure (and its
 * governorate; none for the national structure, which the national level alone decides for)
 * when a citizen holds the identity paper, whatever names the request gives; otherwise the
 * structure or governorate the applicant chose.
 */
async function decidersOf(db: Db, identity: Parameters<typeof paperOf>[0] & Names, chosen: { governorate: number; structure?: number }) {
  const registered = await registeredCitizenOf(db, paperOf(identity), identity);
  if (registered)
    return { structure_id: registered.structure.id, governorate_id: registered.structure.type === 'NATIONAL' ? null : registered.structure.governorateId };
  return { structure_id: chosen.structure ?? null, governorate_id: chosen.governorate };
}

/**
 * A citizen's registration (public): every rule checked, then no other undecided request for the
 * phone or the identity paper, and no citizen-space account on the phone; a pending request, tied
 * to the structures that decide it.
 */
export async function register(db: Db, fields: RegistrationFields, fileErrors: FieldErrors, file: () => SupportingFile): Promise<RegistrationCreated> {
  throwIfInvalid({ ...registrationErrors(fields, fileErrors), ...(await choiceErrors(db, fields)) });
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
  const names = { firstNameFr: values.first_name_fr, lastNameFr: values.last_name_fr, firstNameAr: values.first_name_ar, lastNameAr: values.last_name_ar };
  const deciders = await decidersOf(
    db,
    { ...names, nationalId, passportNumber, nationality },
    { governorate: fields.governorate, structure: fields.structure },
  );
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertRequest(trx, {
        ...values,
        ...deciders,
        file_name: supporting.name,
        file_type: supporting.type,
        file_size: supporting.content.length,
        file_content: supporting.content,
      });
      const after = {
        ...values,
        ...deciders,
        chosen: { governorate: fields.governorate, structure: fields.structure ?? null },
        status: 'pending',
        file_name: supporting.name,
        file_type: supporting.type,
        file_size: supporting.content.length,
      };
      await recordAudit(trx, { userId: null, action: 'create', entity: 'registration_request', entityId: id, before: null, after });
      return { id, status: 'pending' as const };
    });
  } catch (error) {
    const field = PENDING_INDEXES[uniqueViolation(error) ?? ''];
    if (field) throw alreadyExists({ [field]: REGISTRATION_ERROR_KEYS.alreadyPending }, 'A request is already pending for this phone number or identity paper');
    throw error;
  }
}

/** The requests the caller may decide (issue 27), filtered, a page of them. */
export async function listRequests(db: Db, caller: Caller, params: ListParams, filters: RequestFilters): Promise<Paged<RegistrationRequestRow>> {
  return countAndPage(filteredRequests(db, caller, params.search, filters), async (filtered) => {
    const ordered = orderedBy(selectRowColumns(filtered), params.ordering, REQUEST_ORDERING, { field: 'createdAt', descending: true }, 'r.id');
    const rows = await pageOf(ordered, params).execute();
    return rows.map(toRow);
  });
}

/**
 * How an undecided request's identity stands (issue 27): the citizen registered with its identity
 * paper beside it, the differences marked, whether that citizen has an account. The citizen's
 * phone on record only for a caller who sees that citizen.
 */
async function identityOf(db: Db, caller: Caller, request: RegistrationRequestRow): Promise<RegistrationIdentity> {
  const registered = await registeredCitizenOf(db, paperOf(request), request);
  if (!registered) return { kind: 'new', citizen: null, differences: [] };
  const [visible, account] = await Promise.all([isCitizenVisible(db, caller, registered.parent.id), accountOfCitizen(db, registered.parent.id)]);
  const { structure } = registered;
  return {
    kind: registered.namesAgree ? 'agrees' : 'conflict',
    citizen: {
      ...registered.parent,
      phone: visible ? registered.parent.phone : null,
      structure: { id: structure.id, nameFr: structure.nameFr, nameAr: structure.nameAr },
      hasAccount: account !== undefined,
    },
    differences: differencesFrom(request, registered.parent),
  };
}

/** One request the caller may see (404 otherwise, the same as a missing one), with its identity while undecided. */
export async function getRequest(db: Db, caller: Caller, id: number): Promise<RegistrationRequestDetail> {
  const found = await findRequest(db, caller, id);
  if (!found) throw requestNotFound();
  return { ...found, identity: isUndecided(found.status) ? await identityOf(db, caller, found) : null };
}

export async function requestFile(db: Db, caller: Caller, id: number): Promise<{ name: string; type: string; content: Buffer }> {
  const row = await requestFileOf(db, caller, id);
  if (!row) throw requestNotFound();
  return { name: row.file_name, type: row.file_type, content: Buffer.from(row.file_content) };
}

/** The decision's SMS, once the decision is kept; a gateway that fails is logged, the decision stands. */
export async function tellCitizen(sms: SmsGateway, log: FastifyBaseLogger, to: string, text: string): Promise<void> {
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

/** The citizen-space account of a phone: the citizen whose phone on record it is, if that citizen has an account. */
async function accountOnPhone(db: Db, phone: string) {
  const citizenId = await citizenWithPhone(db, phone);
  return citizenId === null ? undefined : accountOfCitizen(db, citizenId);
}

/** Whether a citizen-space account signs in with this phone. */
async function hasAccount(db: Db, phone: string): Promise<boolean> {
  return (await accountOnPhone(db, phone)) !== undefined;
}

/** The phone as typed, normalized; 400 on the phone field when it does not follow the pattern. */
export function typedPhone(typed: string): string {
  const errors = phoneErrors(typed);
  if (errors.length > 0) throw validationFailed({ phone: errors });
  return normalizePhone(typed)!;
}

/** A sign-in code by SMS to a citizen-space account's phone; the same answer for any valid phone. */
export async function sendSignInCode(codes: CitizenSpaceCodes, { db, sms, log }: DecisionContext, typed: string): Promise<CitizenOtpSent> {
  const phone = typedPhone(typed);
  const account = await accountOnPhone(db, phone);
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
