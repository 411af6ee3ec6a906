import { ACCOUNT_FIELD_KEYS, OTP, type CitizenOtpSent } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { unauthenticated, validationFailed } from '../../http/errors.js';
import { otpRefused, smsUnavailable } from '../auth/index.js';
import { citizenWithPhone, parentSummary, updateParentPhone } from '../citizen/index.js';
import { otpMessage } from '../sms/index.js';
import type { CitizenSpaceCodes } from './citizen-space-auth.js';
import { phoneUsed } from './errors.js';
import { accountOfCitizen } from './queries.js';
import { typedPhone, type DecisionContext } from './service.js';

/** The signed-in citizen's account and phone on record (the account signs in with it); 401 when the account is gone. */
async function accountWithPhone(db: Db, citizenId: number) {
  const [citizen, account] = await Promise.all([parentSummary(db, citizenId), accountOfCitizen(db, citizenId)]);
  if (!account || !citizen.phone) throw unauthenticated('invalid');
  return { phoneOnRecord: citizen.phone, language: account.language };
}

/**
 * The citizen space's phone change, step 1 (issue 27: a new phone for an existing account): the
 * new number must follow the phone pattern, differ from the phone on record and be no other
 * citizen's; a code goes to the phone on record (whoever holds the account's phone agrees to the
 * change), 3 an hour at most. 504 when the gateway fails.
 */
export async function requestCitizenPhoneChange(
  codes: CitizenSpaceCodes,
  { db, sms, log }: DecisionContext,
  citizenId: number,
  typed: string,
): Promise<CitizenOtpSent> {
  const phone = typedPhone(typed);
  const { phoneOnRecord, language } = await accountWithPhone(db, citizenId);
  if (phone === phoneOnRecord) throw validationFailed({ phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.samePhone }] });
  if ((await citizenWithPhone(db, phone)) !== null) throw phoneUsed();
  const code = await codes.issuePhoneChange(phoneOnRecord, citizenId, phone);
  try {
    await sms.send({ to: phoneOnRecord, ...otpMessage(code, language), userId: null });
  } catch (error) {
    log.error({ err: error }, 'citizen-space phone-change SMS not sent');
    throw smsUnavailable();
  }
  return { expiresIn: OTP.ttlSeconds };
}

/**
 * Step 2: the code the phone on record received; the new phone becomes the citizen's phone on
 * record (the citizen module's phone update: its checks and its audit row, by nobody but the
 * citizen), and signs in from now on. A wrong, expired or sign-in code: 400 as a sign-in's.
 */
export async function confirmCitizenPhoneChange(codes: CitizenSpaceCodes, db: Db, citizenId: number, code: string): Promise<{ phone: string }> {
  const { phoneOnRecord } = await accountWithPhone(db, citizenId);
  const newPhone = await codes.verifyPhoneChange(phoneOnRecord, citizenId, code);
  const updated = await updateParentPhone(db, { userId: null, structureId: null }, citizenId, newPhone);
  if (!updated.phone) throw otpRefused();
  return { phone: updated.phone };
}
