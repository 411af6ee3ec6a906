import type { RegistrationRequestDetail, RejectRequest } from '@evax/shared/contract';
import { REGISTRATION_ERROR_KEYS } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { forbidden, validationFailed } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { assertParentAvailable, givePhoneOnRecord, insertParent, registeredCitizenOf, type RegisteredCitizen } from '../citizen/index.js';
import { structureById } from '../structure/index.js';
import { alreadyInPerson, citizenHasAccount, identityConflict, notPending, phoneUsed } from './errors.js';
import { differencesFrom, isUndecided, paperOf } from './identity.js';
import { accountOfCitizen, lockedRequestStatus, markAccepted, markInPerson, markRejected, requestLanguage } from './queries.js';
import { acceptedMessage, acceptedOnRecordMessage, accountOpenedNotice, inPersonMessage, rejectedMessage } from './messages.js';
import { getRequest, tellCitizen, type DecisionContext } from './service.js';

const ENTITY = 'registration_request';

/** The caller's structure: a decision is taken from one (no structure: 403). */
function decidingStructure(caller: Caller): number {
  const structureId = caller.structure?.id;
  if (!structureId) throw forbidden();
  return structureId;
}

/**
 * An acceptance refused on the identity (issue 27) leaves its trace: who tried, from where, why,
 * and the registered citizen it named; nothing else is written.
 */
async function refuseAcceptance(
  db: Db,
  caller: Caller,
  request: RegistrationRequestDetail,
  registered: RegisteredCitizen,
  reason: 'identity_conflict' | 'has_account',
): Promise<never> {
  await recordAudit(db, {
    ...actorOf(caller),
    action: 'accept_refused',
    entity: ENTITY,
    entityId: request.id,
    before: { status: request.status },
    after: { reason, citizenId: registered.parent.id, differences: differencesFrom(request, registered.parent) },
  });
  throw reason === 'identity_conflict' ? identityConflict() : citizenHasAccount();
}

/**
 * Accept (validate-subscription-request), on a request the caller may decide (404 otherwise),
 * pending or back from the in-person check. Issue 27: when a citizen is registered with the
 * identity paper, the request is linked to that citizen only if the names agree (otherwise 409
 * REGISTRATION_IDENTITY_CONFLICT: reject, or send for an in-person check) and only if that
 * citizen has no citizen-space account yet (otherwise 409 CITIZEN_HAS_ACCOUNT: one account per
 * citizen, a new phone goes through the phone change); both refusals are audited. The account
 * signs in with the citizen's phone on record: a registered citizen without one gets the
 * request's phone; one with another phone keeps it (the request's phone is not attached, and
 * the phone on record is told). Without a registered citizen, one is created at the caller's
 * structure through the citizen module. Checked before anything is written; final; audited; the
 * citizen is told by SMS.
 */
export async function acceptRequest({ db, sms, log }: DecisionContext, caller: Caller, id: number): Promise<RegistrationRequestDetail> {
  const structureId = decidingStructure(caller);
  const request = await getRequest(db, caller, id);
  if (!isUndecided(request.status)) throw notPending();
  const registered = await registeredCitizenOf(db, paperOf(request), request);
  if (registered && !registered.namesAgree) await refuseAcceptance(db, caller, request, registered, 'identity_conflict');
  if (registered && (await accountOfCitizen(db, registered.parent.id))) await refuseAcceptance(db, caller, request, registered, 'has_account');
  const newCitizen = registered
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
  const phoneOnRecord = registered?.parent.phone ?? null;
  const keepsPhoneOnRecord = phoneOnRecord !== null && phoneOnRecord !== request.phone;

  try {
    await db.transaction().execute(async (trx) => {
      if (!isUndecided(await lockedRequestStatus(trx, id))) throw notPending();
      const citizenId = registered ? registered.parent.id : await insertParent(trx, caller, structureId, newCitizen!.values);
      if (registered && phoneOnRecord === null) await givePhoneOnRecord(trx, actorOf(caller), citizenId, request.phone);
      await markAccepted(trx, id, caller.userId, citizenId);
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'accept',
        entity: ENTITY,
        entityId: id,
        before: { status: request.status },
        after: {
          status: 'accepted',
          citizenId,
          citizen: registered ? 'registered' : 'created',
          signInPhone: keepsPhoneOnRecord ? 'phone_on_record' : 'request_phone',
        },
      });
    });
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'registration_account_citizen_idx') throw citizenHasAccount();
    if (index === 'parent_phone_idx') throw phoneUsed();
    throw error;
  }
  const language = await requestLanguage(db, id);
  if (keepsPhoneOnRecord) {
    await tellCitizen(sms, log, request.phone, acceptedOnRecordMessage(language));
    await tellCitizen(sms, log, phoneOnRecord, accountOpenedNotice(language));
  } else {
    await tellCitizen(sms, log, request.phone, acceptedMessage(language));
  }
  return getRequest(db, caller, id);
}

/** Reject, pending or after the in-person check, with a predefined reason, or `other` and a comment; final; audited; the citizen is told. */
export async function rejectRequest({ db, sms, log }: DecisionContext, caller: Caller, id: number, body: RejectRequest): Promise<RegistrationRequestDetail> {
  const comment = body.comment?.trim() || null;
  if (body.reason === 'other' && !comment) throw validationFailed({ comment: [{ code: 'required', key: REGISTRATION_ERROR_KEYS.commentRequired }] });
  const request = await getRequest(db, caller, id);
  if (!isUndecided(request.status)) throw notPending();
  await db.transaction().execute(async (trx) => {
    if (!(await markRejected(trx, id, caller.userId, body.reason, comment))) throw notPending();
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'reject',
      entity: ENTITY,
      entityId: id,
      before: { status: request.status },
      after: { status: 'rejected', reason: body.reason, comment },
    });
  });
  await tellCitizen(sms, log, request.phone, rejectedMessage(await requestLanguage(db, id), body.reason, comment));
  return getRequest(db, caller, id);
}

/**
 * Send a pending request for an in-person check (issue 27): the applicant is expected at the
 * caller's structure with the original identity paper (told by SMS). Not final: the request is
 * then accepted (the same identity rules) or rejected. Audited.
 */
export async function sendForInPersonCheck({ db, sms, log }: DecisionContext, caller: Caller, id: number): Promise<RegistrationRequestDetail> {
  const structureId = decidingStructure(caller);
  const request = await getRequest(db, caller, id);
  if (request.status === 'in_person') throw alreadyInPerson();
  if (request.status !== 'pending') throw notPending();
  await db.transaction().execute(async (trx) => {
    if (!(await markInPerson(trx, id, caller.userId, structureId))) {
      throw (await lockedRequestStatus(trx, id)) === 'in_person' ? alreadyInPerson() : notPending();
    }
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'in_person_check',
      entity: ENTITY,
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'in_person', structureId },
    });
  });
  const structure = (await structureById(db, structureId))!;
  await tellCitizen(sms, log, request.phone, inPersonMessage(await requestLanguage(db, id), { nameFr: structure.name_fr, nameAr: structure.name_ar }));
  return getRequest(db, caller, id);
}
