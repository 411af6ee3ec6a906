import {
  ACCOUNT_FIELD_KEYS,
  CNOM_TOKEN_TYPE,
  FIELD_ERROR_CODES,
  OTP,
  PERMISSIONS,
  hasPermission,
  type ChangePhoneRequest,
  type ChangePhoneResponse,
  type LoginResponse,
  type MeResponse,
  type PhoneOtpRequest,
  type PhoneOtpResponse,
  type ProfileUpdateRequest,
  type UpdatePasswordRequest,
} from '@evax/shared/contract';
import { normalizePhone, phoneErrors, validateAccountInformation, validatePasswordChange, validatePersonalInformation } from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../http/context.js';
import { forbidden, unauthenticated, validationFailed } from '../../http/errors.js';
import { NON_FIELD_ERRORS } from '../../http/validation.js';
import { recordAudit } from '../audit/index.js';
import { entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { type AccountServices, checkCurrentPassword, newSession, passwordChangeRequired, professionalBodySession, smsUnavailable } from '../auth/index.js';
import {
  assertAvailable,
  findAccountById,
  findEditableProfile,
  loadProfile,
  mapDuplicates,
  type ProfileChanges,
  updateProfile,
  writePassword,
} from '../accounts/index.js';
import { isUserInScope } from '../admin/index.js';
import { otpMessage } from '../sms/index.js';

/** Professional-body sessions have no password or phone of ours to change (spec 1 §2.1 hides those screens). */
function refuseProfessionalBody(caller: Caller): void {
  if (caller.tokenType === CNOM_TOKEN_TYPE) throw professionalBodySession();
}

const NAME_FIELDS = ['firstNameFr', 'lastNameFr', 'firstNameAr', 'lastNameAr'] as const;
const COLUMN: Record<(typeof NAME_FIELDS)[number], keyof ProfileChanges> = {
  firstNameFr: 'first_name_fr',
  lastNameFr: 'last_name_fr',
  firstNameAr: 'first_name_ar',
  lastNameAr: 'last_name_ar',
};

/**
 * PUT or PATCH /api/v1/me (spec 3 §5): any of the account fields (e-mail, user name) and personal
 * fields (names in French and Arabic, preferred language), always with the current password.
 * Rules of the shared validation; 107 for a wrong current password (which counts towards the
 * sign-in lock-out); 200 when the e-mail or the user name is another account's. Audited.
 */
export async function updateMe(ctx: AccountServices, caller: Caller, body: ProfileUpdateRequest): Promise<MeResponse> {
  refuseProfessionalBody(caller);
  if (Object.keys(body).every((field) => field === 'currentPassword')) {
    throw validationFailed({ [NON_FIELD_ERRORS]: [{ code: 'required', key: FIELD_ERROR_CODES.required }] }, 'Nothing to change');
  }
  const hasNames = NAME_FIELDS.some((field) => body[field] !== undefined);
  throwIfInvalid({
    ...validateAccountInformation(body, { partial: true }),
    ...(hasNames ? validatePersonalInformation(body, { partial: true }) : {}),
  });
  const current = await findEditableProfile(ctx.db, caller.userId);
  if (!current) throw unauthenticated('invalid');
  await checkCurrentPassword(ctx, current, body.currentPassword);

  const changes: ProfileChanges = {};
  if (body.username !== undefined && body.username.trim() !== current.username) changes.username = body.username.trim();
  if (body.email !== undefined && body.email.trim() !== current.email) changes.email = body.email.trim();
  for (const field of NAME_FIELDS) {
    const value = body[field]?.trim();
    if (value !== undefined && value !== current[COLUMN[field] as keyof typeof current]) Object.assign(changes, { [COLUMN[field]]: value });
  }
  if (body.preferredLanguage !== undefined && body.preferredLanguage !== current.preferred_language) changes.preferred_language = body.preferredLanguage;
  if (Object.keys(changes).length === 0) return loadProfile(ctx.db, caller.userId);

  await assertAvailable(
    ctx.db,
    { ...(changes.username ? { username: changes.username } : {}), ...(changes.email ? { email: changes.email } : {}) },
    caller.userId,
  );
  const before = Object.fromEntries(Object.keys(changes).map((column) => [column, current[column as keyof typeof current]]));
  await mapDuplicates(() =>
    ctx.db.transaction().execute(async (trx) => {
      await updateProfile(trx, caller.userId, changes, ctx.clock.now());
      await recordAudit(trx, { userId: caller.userId, action: 'update_profile', entity: 'app_user', entityId: caller.userId, before, after: { ...changes } });
    }),
  );
  return loadProfile(ctx.db, caller.userId);
}

/**
 * PUT /api/v1/me/update-password (spec 3 §5): current password, new one strong and different,
 * confirmation equal. 107 for a wrong current password. Every older session ends; the answer is
 * a new one.
 */
export async function updatePassword(ctx: AccountServices, caller: Caller, body: UpdatePasswordRequest): Promise<LoginResponse> {
  refuseProfessionalBody(caller);
  throwIfInvalid(validatePasswordChange(body));
  const account = await findAccountById(ctx.db, caller.userId);
  if (!account) throw unauthenticated('invalid');
  await checkCurrentPassword(ctx, account, body.currentPassword);
  await writePassword(ctx, account.id, body.newPassword, 'change_password', caller.userId);
  return newSession(ctx, account.id);
}

/**
 * A user's profile (phone included): one's own, or with the view-users permission that of an
 * account in the caller's scope (admin/scope.ts); out of scope reads as unknown (404, code 203).
 */
export async function profileDetail(ctx: AccountServices, caller: Caller, userId: number): Promise<MeResponse> {
  if (userId !== caller.userId) {
    if (caller.mustChangePassword) throw passwordChangeRequired();
    if (!hasPermission(caller, PERMISSIONS.admin.viewUsers)) throw forbidden();
    if (!(await isUserInScope(ctx.db, caller, userId))) throw entityNotFound('User not found');
  }
  if (!(await findAccountById(ctx.db, userId))) throw entityNotFound('User not found');
  return loadProfile(ctx.db, userId);
}

/**
 * Phone change, step 1 (spec 1 §4.2): the new number must follow the phone pattern, differ from
 * the current one and be no other account's (400 code 200 'phone number already used'); a code
 * goes to it by SMS (3 per hour at most; 504 when the gateway fails).
 */
export async function requestPhoneChange(ctx: AccountServices, caller: Caller, body: ChangePhoneRequest, log: FastifyBaseLogger): Promise<ChangePhoneResponse> {
  refuseProfessionalBody(caller);
  const phone = normalizePhone(body.phone);
  if (!phone) throw validationFailed({ phone: phoneErrors(body.phone) });
  const current = await findEditableProfile(ctx.db, caller.userId);
  if (!current) throw unauthenticated('invalid');
  if (current.phone && normalizePhone(current.phone) === phone) throw validationFailed({ phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.samePhone }] });
  await assertAvailable(ctx.db, { phone }, caller.userId);
  await ctx.rateLimiter.hit(`change-phone:user:${caller.userId}`, OTP.maxSendsPerHour, 3600);
  const issued = await ctx.codes.issue('PHONE_CHANGE', caller.userId, phone);
  try {
    await ctx.sms.send({ to: phone, ...otpMessage(issued.code!, current.preferred_language), userId: caller.userId });
  } catch (error) {
    log.error({ err: error, userId: caller.userId }, 'phone-change SMS not sent');
    throw smsUnavailable();
  }
  return { phone, expiresIn: OTP.ttlSeconds, codeLength: OTP.length };
}

/** Phone change, step 2: the code sent to the new number; the number becomes the account's. Audited. */
export async function confirmPhoneChange(ctx: AccountServices, caller: Caller, body: PhoneOtpRequest): Promise<PhoneOtpResponse> {
  refuseProfessionalBody(caller);
  const current = await findEditableProfile(ctx.db, caller.userId);
  if (!current) throw unauthenticated('invalid');
  const { phone } = await ctx.codes.verifyPending('PHONE_CHANGE', caller.userId, body.code);
  await assertAvailable(ctx.db, { phone: phone! }, caller.userId);
  await mapDuplicates(() =>
    ctx.db.transaction().execute(async (trx) => {
      await updateProfile(trx, caller.userId, { phone: phone! }, ctx.clock.now());
      await recordAudit(trx, {
        userId: caller.userId,
        action: 'change_phone',
        entity: 'app_user',
        entityId: caller.userId,
        before: { phone: current.phone },
        after: { phone },
      });
    }),
  );
  return { otpSuccess: true, profile: await loadProfile(ctx.db, caller.userId) };
}
