import {
  ACCOUNT_FIELD_KEYS,
  ALL_PERMISSIONS,
  CNOM_TOKEN_TYPE,
  DEFAULT_HEADER_TOKEN_TYPE,
  FIELD_ERROR_CODES,
  OTP,
  type CheckTokenResponse,
  type CnomTokenVerifyResponse,
  type CreatePrivateProfessionalRequest,
  type CurrentUser,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type OtpRequestResponse,
  type Permission,
  type RegisterPrivateProfessionalRequest,
  type RegisterResponse,
  type ResetPasswordChangeRequest,
  type StructureDetails,
  type UserType,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
  type VerifyUserRequest,
  type VerifyUserResponse,
} from '@evax/shared/contract';
import {
  cnomNumberErrors,
  emailErrors,
  nameErrors,
  newPasswordErrors,
  normalizePhone,
  phoneErrors,
  trimmedNames,
  validateRegistration,
  type FieldErrors,
} from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { badCredentials, forbidden, unauthenticated, userInactive, validationFailed } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { otpMessage } from '../sms/index.js';
import { alreadyExists, throwIfInvalid } from '../../http/errors.js';
import {
  assertAvailable,
  createAccount,
  findAccountById,
  findAccountByOidc,
  findAccountByPhone,
  findAccountByUsername,
  findCaller,
  findUserForLogin,
  hashingQueue,
  hashPassword,
  isNationalLevelAccount,
  loadSessionUser,
  recordLogin,
  setPassword,
  spendVerificationTime,
  verifyPassword,
  writePassword,
} from '../accounts/index.js';
import { oidcDisabled, professionalBodySession, resetPasswordFailed, wrongPassword } from './errors.js';
import { usernameKey } from './lockout.js';
import { consumeResetToken, revokeToken } from './queries.js';
import type { AccountServices } from './services.js';
import { TokenError } from './tokens.js';

/** Superuser and DSSB hold every permission; others, their role's in the structure they work in. */
export function effectivePermissions(user: Pick<CurrentUser, 'isSuperuser' | 'isDssb'>, structure: Pick<StructureDetails, 'permissions'> | null): Permission[] {
  if (user.isSuperuser || user.isDssb) return [...ALL_PERMISSIONS];
  return structure?.permissions ?? [];
}

/**
 * A new session for the user: a token for `structureId` (its default structure when not given),
 * the profile and the permissions there. Professional-body sessions say their token type (Cnom).
 */
export async function startSession(
  ctx: Pick<AccountServices, 'db' | 'tokens'>,
  userId: number,
  { tokenType = DEFAULT_HEADER_TOKEN_TYPE, structureId }: { tokenType?: string; structureId?: number } = {},
): Promise<LoginResponse & { current: StructureDetails | null }> {
  const { profile, sessionVersion } = await loadSessionUser(ctx.db, userId);
  const details = profile.user.structuresDetails;
  const current = (structureId === undefined ? details.find((s) => s.isDefault) : details.find((s) => s.structure.id === structureId)) ?? details[0] ?? null;
  const { token } = await ctx.tokens.issue(userId, current?.structure.id ?? null, { sessionVersion, tokenType });
  await recordLogin(ctx.db, userId);
  return {
    profile,
    access: token,
    expiresIn: ctx.tokens.ttlSeconds,
    permissions: effectivePermissions(profile.user, current),
    ...(tokenType !== DEFAULT_HEADER_TOKEN_TYPE ? { tokenType } : {}),
    current,
  };
}

/** A LoginResponse without the helper fields. */
export async function newSession(ctx: Pick<AccountServices, 'db' | 'tokens'>, userId: number, tokenType?: string): Promise<LoginResponse> {
  const { current: _current, ...session } = await startSession(ctx, userId, { tokenType });
  return session;
}

/**
 * Signs a user in. While the user name is locked out, even the right password gets 429 (108).
 * With a bot-check key, the form's token is verified first. An unknown user name and a wrong
 * password get the same answer (102) after the same work, and both count towards the lock-out,
 * so that user names cannot be probed; an inactive account is told so (105) only once its
 * password has been checked. Success starts the name's counters over. The lock-out counts per name and
 * client address first (LoginLockout.recordSignInFailure); a wrong name or password also counts
 * for the client address (ADDRESS_LIMITS.signIn), a success does not.
 */
export async function login(ctx: AccountServices, credentials: LoginRequest, client: { ip: string; address: string }): Promise<LoginResponse> {
  const key = usernameKey(credentials.username);
  const attempt = { name: key, address: client.address };
  hashingQueue.assertRoom(); // a full line refuses before any query
  await ctx.lockout.assertSignInAllowed(attempt);
  if (ctx.recaptcha) await ctx.recaptcha.verify(credentials.recaptcha, client.ip);
  const user = await findUserForLogin(ctx.db, credentials.username.trim());
  let passwordIsRight = false;
  if (user) passwordIsRight = await verifyPassword(user.password_hash, credentials.password);
  else await spendVerificationTime(credentials.password);
  if (!user || !passwordIsRight) {
    await ctx.addressLimits.countFailure('signIn', client.address);
    await ctx.lockout.recordSignInFailure(attempt, user?.id ?? null);
    throw badCredentials();
  }
  if (!user.is_active) throw userInactive();
  await ctx.lockout.reset(key);
  return newSession(ctx, user.id);
}

/**
 * Revokes the token until its expiry: a staff session's, or one of another kind the account
 * services know (the citizen space's); a missing or already invalid token needs nothing.
 */
export async function logout(ctx: Pick<AccountServices, 'db' | 'tokens' | 'otherSessions'>, token: string | null): Promise<void> {
  if (!token) return;
  try {
    const claims = await ctx.tokens.verify(token);
    await revokeToken(ctx.db, claims.jti, claims.expiresAt);
    return;
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
  }
  for (const sessionOf of ctx.otherSessions) {
    const session = await sessionOf(token);
    if (session) return revokeToken(ctx.db, session.jti, session.expiresAt);
  }
}

// ---------------------------------------------------------------------------------------------
// Passwords: first login (signed in) and forgot password (reset token).

/** Checks a signed-in user's current password against the lock-out: 107 when wrong, 429 once blocked. */
export async function checkCurrentPassword(
  ctx: AccountServices,
  account: { id: number; username: string; password_hash: string },
  password: string,
): Promise<void> {
  const key = usernameKey(account.username);
  await ctx.lockout.assertNotBlocked(key);
  if (await verifyPassword(account.password_hash, password)) return;
  await ctx.lockout.recordFailure(key, account.id);
  throw wrongPassword();
}

/** 400 with a field error unless the new password is strong (and, hashed, differs from the current one). */
async function checkNewPassword(field: string, newPassword: string, currentHash: string): Promise<void> {
  throwIfInvalid(prefixed(field, newPasswordErrors(newPassword)));
  if (await verifyPassword(currentHash, newPassword)) {
    throw validationFailed({ [field]: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.sameAsCurrentPassword }] });
  }
}

const prefixed = (field: string, errors: FieldErrors[string]): FieldErrors => (errors.length > 0 ? { [field]: errors } : {});

/**
 * New password of a signed-in user (first login: the firstLogin flag): the user id must be the
 * caller's; the current password is checked when sent (107), and required once the first login
 * is over. Clears the flag; answers a new
 * session (every older token, this one included, stops working).
 */
export async function changePasswordSignedIn(ctx: AccountServices, caller: Caller, body: ResetPasswordChangeRequest): Promise<LoginResponse> {
  if (caller.tokenType === CNOM_TOKEN_TYPE) throw professionalBodySession();
  if (body.userId === undefined) throw validationFailed({ userId: [{ code: 'required', key: FIELD_ERROR_CODES.required }] });
  if (body.userId !== caller.userId) throw forbidden();
  const account = await findAccountById(ctx.db, caller.userId);
  if (!account) throw unauthenticated('invalid');
  // Past the first login, a session alone is not enough to replace the password.
  if (!account.first_login && body.currentPassword === undefined)
    throw validationFailed({ currentPassword: [{ code: 'required', key: FIELD_ERROR_CODES.required }] });
  if (body.currentPassword !== undefined) await checkCurrentPassword(ctx, account, body.currentPassword);
  await checkNewPassword('newPassword', body.newPassword, account.password_hash);
  await writePassword(ctx, account.id, body.newPassword, 'change_password', caller.userId);
  return newSession(ctx, account.id);
}

/**
 * New password with a reset token (forgot password, no sign-in): 106 when the token is unknown,
 * used, expired or not the user's. The token is used up with the change (same transaction);
 * the lock-out of the user name starts over; answers a new session ("password-reset success
 * logs the user in").
 */
export async function changePasswordWithResetToken(ctx: AccountServices, body: ResetPasswordChangeRequest & { token: string }): Promise<LoginResponse> {
  const found = await ctx.codes.resetTokenStatus(body.token);
  if (found.status !== 'valid' || found.userId === null) throw resetPasswordFailed();
  if (body.userId !== undefined && body.userId !== found.userId) throw resetPasswordFailed();
  const account = await findAccountById(ctx.db, found.userId);
  if (!account || !account.is_active || account.oidc_subject !== null) throw resetPasswordFailed();
  // No code is sent to a national-level account; one that became so since cannot finish either.
  if (await isNationalLevelAccount(ctx.db, account.id)) throw resetPasswordFailed();
  await checkNewPassword('newPassword', body.newPassword, account.password_hash);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, found.tokenHash, now))) throw resetPasswordFailed();
    await setPassword(trx, account.id, passwordHash, now);
    await recordAudit(trx, {
      userId: null,
      action: 'reset_password',
      entity: 'app_user',
      entityId: account.id,
      after: { passwordChanged: true, firstLogin: false },
    });
  });
  await ctx.lockout.reset(usernameKey(account.username));
  return newSession(ctx, account.id);
}

/**
 * Forgot password, step 1: a code goes by SMS to the account's phone when an active account with
 * a phone (and a password of ours) matches the user name or the phone number, and is not of the
 * national level (superuser, DSSB, national structure: an administrator of that level resets
 * theirs). The answer is the same when none does (a request id that no code will ever match),
 * and so is the limit of codes per hour; an SMS gateway failure is logged, not told, for the same reason.
 */
export async function requestPasswordReset(ctx: AccountServices, body: ForgotPasswordRequest, log: FastifyBaseLogger): Promise<OtpRequestResponse> {
  let account;
  let identifier: string;
  if (body.username === undefined && body.phone === undefined) throw validationFailed({ username: [{ code: 'required', key: FIELD_ERROR_CODES.required }] });
  if (body.username !== undefined) {
    identifier = `name:${usernameKey(body.username)}`;
    account = await findAccountByUsername(ctx.db, body.username);
  } else {
    const phone = normalizePhone(body.phone ?? '');
    if (!phone) throw validationFailed({ phone: phoneErrors(body.phone) });
    identifier = `phone:${phone.replace(/\D/g, '')}`;
    account = await findAccountByPhone(ctx.db, phone);
  }
  const selfService = account && account.is_active && account.phone && account.oidc_subject === null ? account : null;
  // A national-level account is limited as any other (nothing tells it apart), but gets no code.
  await ctx.rateLimiter.hit(selfService ? `reset-password:user:${selfService.id}` : `reset-password:${identifier}`, OTP.maxSendsPerHour, 3600);
  const eligible = selfService && !(await isNationalLevelAccount(ctx.db, selfService.id)) ? selfService : null;
  const issued = await ctx.codes.issue('PASSWORD_RESET', eligible?.id ?? null, eligible?.phone ?? null);
  if (eligible && issued.code) {
    try {
      await ctx.sms.send({ to: eligible.phone!, ...otpMessage(issued.code, eligible.preferred_language), userId: eligible.id });
    } catch (error) {
      log.error({ err: error, userId: eligible.id }, 'password-reset SMS not sent');
    }
  }
  return { requestId: issued.id, expiresIn: OTP.ttlSeconds, codeLength: OTP.length };
}

/** Forgot password, step 2: whether the request still waits for its code (seconds and tries left). */
export async function verifyResetRequest(ctx: AccountServices, body: VerifyUserRequest): Promise<VerifyUserResponse> {
  const status = await ctx.codes.status('PASSWORD_RESET', body.requestId);
  return { requestId: body.requestId, ...status };
}

/** Forgot password, step 3: the code for a reset token. */
export async function verifyResetCode(ctx: AccountServices, body: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  const { userId } = await ctx.codes.verify('PASSWORD_RESET', body.requestId, body.code);
  return ctx.codes.issueResetToken(userId);
}

/**
 * What a token is worth: an access token (signature, expiry, revocation, password changes,
 * active user) or a password-reset token.
 */
export async function checkToken(ctx: AccountServices, token: string): Promise<CheckTokenResponse> {
  const invalid = (kind: CheckTokenResponse['kind']): CheckTokenResponse => ({ valid: false, status: 'invalid', kind, expiresAt: null });
  if (token.split('.').length === 3) {
    let claims;
    try {
      claims = await ctx.tokens.verify(token);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      return error.reason === 'expired' ? { valid: false, status: 'expired', kind: 'access', expiresAt: null } : invalid(null);
    }
    const row = await findCaller(ctx.db, claims.userId, claims.structureId, claims.jti);
    if (!row || row.revoked || !row.is_active || row.session_version !== claims.sessionVersion) return invalid('access');
    return { valid: true, status: 'valid', kind: 'access', expiresAt: claims.expiresAt.toISOString() };
  }
  const reset = await ctx.codes.resetTokenStatus(token);
  if (reset.status === 'invalid') return invalid(null);
  return { valid: reset.status === 'valid', status: reset.status, kind: 'reset', expiresAt: reset.expiresAt!.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Registration and the professional-body login.

/**
 * Self-registration (POST /api/auth/register) and the private professional's
 * (registerPrivateHealthcareProfessional): the back office does not sign citizens up, so a
 * registration creates an INACTIVE account with no structure, which an administrator validates
 * (activates and attaches to a structure). Signing in before that answers 105.
 */
export async function register(
  ctx: AccountServices,
  body: RegisterPrivateProfessionalRequest | (Omit<RegisterPrivateProfessionalRequest, 'cnomNumber'> & { cnomNumber?: string }),
  userType: UserType,
): Promise<RegisterResponse> {
  const professional = userType === 'PRIVATE_HEALTHCARE_PROFESSIONAL';
  throwIfInvalid(validateRegistration(body, { withCnomNumber: professional }));
  const phone = normalizePhone(body.phone)!;
  const username = body.username.trim();
  const email = body.email.trim();
  await assertAvailable(ctx.db, { username, email, phone });
  const id = await createAccount(
    ctx.db,
    {
      username,
      email,
      ...trimmedNames(body),
      phone,
      passwordHash: await hashPassword(body.password),
      isActive: false,
      userType,
      cnomNumber: professional ? body.cnomNumber!.trim() : null,
    },
    'register',
  );
  return { id, username, isActive: false, userType };
}

function oidcOf(ctx: AccountServices) {
  if (!ctx.oidc) throw oidcDisabled();
  return ctx.oidc;
}

/**
 * Professional-body login: verifies the provider's token and, when a private professional is
 * linked to its (issuer, subject), opens a session whose token goes as `Cnom <token>`.
 */
export async function verifyProfessionalToken(ctx: AccountServices, token: string): Promise<CnomTokenVerifyResponse> {
  const identity = await oidcOf(ctx).verify(token);
  const account = await findAccountByOidc(ctx.db, identity.issuer, identity.subject);
  if (!account) return { registered: false, identity, session: null };
  if (!account.is_active) throw userInactive();
  return { registered: true, identity, session: await newSession(ctx, account.id, CNOM_TOKEN_TYPE) };
}

/** A user name from what the provider says, made unique with a number when taken. */
async function freeUsername(db: Db, wished: string): Promise<string> {
  const base = wished.replace(/[^\p{L}\p{N}@.+_-]/gu, '').slice(0, 140) || 'cnom';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findAccountByUsername(db, candidate))) return candidate;
  }
}

/**
 * Creates the private professional the provider's token names (identity proven by the
 * professional body: active at once, no password of ours, no structure yet) and opens its
 * session (Cnom). Names and contacts not in the token come from the body.
 */
export async function createPrivateProfessional(ctx: AccountServices, body: CreatePrivateProfessionalRequest): Promise<LoginResponse> {
  const identity = await oidcOf(ctx).verify(body.token);
  if (await findAccountByOidc(ctx.db, identity.issuer, identity.subject)) throw alreadyExists({}, 'This professional already has an account');
  const firstNameFr = body.firstNameFr?.trim() || identity.firstName;
  const lastNameFr = body.lastNameFr?.trim() || identity.lastName;
  const firstNameAr = body.firstNameAr?.trim() || firstNameFr;
  const lastNameAr = body.lastNameAr?.trim() || lastNameFr;
  const email = body.email?.trim() || identity.email;
  const typedPhone = body.phone ?? identity.phone;
  const errors: FieldErrors = {
    // Arabic names default to the French ones: the Arabic script is required of typed names only.
    ...prefixed('firstNameFr', nameErrors(firstNameFr, 'fr')),
    ...prefixed('lastNameFr', nameErrors(lastNameFr, 'fr')),
    ...prefixed('firstNameAr', nameErrors(firstNameAr, body.firstNameAr?.trim() ? 'ar' : undefined)),
    ...prefixed('lastNameAr', nameErrors(lastNameAr, body.lastNameAr?.trim() ? 'ar' : undefined)),
    ...(email ? prefixed('email', emailErrors(email)) : {}),
    ...(typedPhone ? prefixed('phone', phoneErrors(typedPhone)) : {}),
    ...(body.cnomNumber !== undefined ? prefixed('cnomNumber', cnomNumberErrors(body.cnomNumber)) : {}),
  };
  throwIfInvalid(errors);
  const phone = typedPhone ? normalizePhone(typedPhone) : null;
  await assertAvailable(ctx.db, { ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
  const username = await freeUsername(ctx.db, identity.username ?? email?.split('@')[0] ?? `cnom-${identity.subject}`);
  const id = await createAccount(
    ctx.db,
    {
      username,
      email: email ?? null,
      firstNameFr: firstNameFr!,
      lastNameFr: lastNameFr!,
      firstNameAr: firstNameAr!,
      lastNameAr: lastNameAr!,
      phone,
      // No password of ours: sign-in goes through the professional body (a malformed hash never matches).
      passwordHash: '!oidc',
      isActive: true,
      userType: 'PRIVATE_HEALTHCARE_PROFESSIONAL',
      cnomNumber: body.cnomNumber?.trim() ?? null,
      oidc: { issuer: identity.issuer, subject: identity.subject },
    },
    'create_private_professional',
  );
  return newSession(ctx, id, CNOM_TOKEN_TYPE);
}
