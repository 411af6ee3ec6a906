import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  CNOM_NUMBER_PATTERN,
  LIMITS,
  OTP,
  SHELL_ROUTES,
  type AuthConfigResponse,
  type CnomTokenVerifyRequest,
  type CreatePrivateProfessionalRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterPrivateProfessionalRequest,
  type RegisterRequest,
  type ResetPasswordChangeRequest,
  type VerifyOtpRequest,
  type VerifyUserRequest,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate, bearerToken, callerOf, requestToken } from '../../http/auth.js';
import { unauthenticated } from '../../http/errors.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { clientAddress, limitPerAddress } from './address-limit.js';
import { admissionHooks } from './admission.js';
import { loadProfile } from '../accounts/profile.js';
import { PASSWORD_MAX_LENGTH } from '../accounts/passwords.js';
import { noStore } from '../../http/no-store.js';
import {
  changePasswordSignedIn,
  changePasswordWithResetToken,
  checkToken,
  createPrivateProfessional,
  login,
  logout,
  register,
  requestPasswordReset,
  verifyProfessionalToken,
  verifyResetCode,
  verifyResetRequest,
} from './service.js';
import { Id, NoBody, NoQuery } from '@evax/shared/contract/schemas';

/** Tokens of outside parties (bot check, OpenID provider) and ours. */
const TOKEN_MAX_LENGTH = 8192;

const PUBLIC = { access: 'public' } as const;
const SIGNED_IN = { access: 'authenticated' } as const;

const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const requestId = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: LIMITS.usernameMax },
    password,
    recaptcha: { type: 'string', maxLength: TOKEN_MAX_LENGTH },
  },
} as const;

const forgotBody = {
  type: 'object',
  additionalProperties: false,
  properties: { username: text(LIMITS.usernameMax), phone: text(30) },
} as const;

const changeBody = {
  type: 'object',
  required: ['newPassword'],
  additionalProperties: false,
  properties: {
    userId: Id,
    token: text(TOKEN_MAX_LENGTH),
    newPassword: password,
    currentPassword: password,
  },
} as const;

const registerProperties = {
  username: text(LIMITS.usernameMax),
  email: text(LIMITS.emailMax),
  password,
  firstNameFr: text(LIMITS.nameMax),
  lastNameFr: text(LIMITS.nameMax),
  firstNameAr: text(LIMITS.nameMax),
  lastNameAr: text(LIMITS.nameMax),
  phone: text(30),
} as const;
const REGISTER_FIELDS = Object.keys(registerProperties);

const registerBody = { type: 'object', required: REGISTER_FIELDS, additionalProperties: false, properties: registerProperties } as const;
const registerProfessionalBody = {
  type: 'object',
  required: [...REGISTER_FIELDS, 'cnomNumber'],
  additionalProperties: false,
  properties: { ...registerProperties, cnomNumber: text(30) },
} as const;

const createProfessionalBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: {
    token: text(TOKEN_MAX_LENGTH),
    firstNameFr: text(LIMITS.nameMax),
    lastNameFr: text(LIMITS.nameMax),
    firstNameAr: text(LIMITS.nameMax),
    lastNameAr: text(LIMITS.nameMax),
    email: text(LIMITS.emailMax),
    phone: text(30),
    cnomNumber: { type: 'string', pattern: CNOM_NUMBER_PATTERN.source },
  },
} as const;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.account;
  // Anonymous entry points, limited per client address (ADDRESS_LIMITS).
  const signInLimit = limitPerAddress(app, 'signIn');
  const signInAdmission = admissionHooks(app.config.signInAdmission);
  const registrationLimit = limitPerAddress(app, 'registration');
  const resetLimit = limitPerAddress(app, 'passwordReset');

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    {
      schema: { querystring: NoQuery, body: loginBody },
      config: PUBLIC,
      onRequest: [signInAdmission.onRequest, signInLimit],
      onResponse: signInAdmission.onResponse,
      onRequestAbort: signInAdmission.onRequestAbort,
      onSend: noStore,
    },
    (request) => login(ctx, request.body, { ip: request.ip, address: clientAddress(request) }),
  );

  /** Revokes the token it is given (any scheme); 204 with or without one. */
  app.post(API_PATHS.logout, { schema: { querystring: NoQuery, body: NoBody }, preValidation: treatMissingBodyAsEmpty, config: PUBLIC }, async (request, reply) => {
    await logout(app.db, app.tokens, bearerToken(request));
    return reply.status(204).send();
  });

  app.get(API_PATHS.me, { schema: { querystring: NoQuery }, config: SIGNED_IN, onSend: noStore }, (request) => loadProfile(app.db, callerOf(request).userId));

  app.get(ACCOUNT_API_PATHS.authConfig, { schema: { querystring: NoQuery }, config: PUBLIC }, async (): Promise<AuthConfigResponse> => {
    const { recaptcha, oidc } = app.config.auth;
    return {
      recaptcha: { enabled: recaptcha !== null, siteKey: recaptcha?.siteKey ?? null, scriptUrl: recaptcha?.scriptUrl ?? null },
      oidc: {
        enabled: oidc !== null,
        authority: oidc?.issuer ?? null,
        clientId: oidc?.clientId ?? null,
        scope: oidc?.scope ?? null,
        redirectPath: SHELL_ROUTES.signinOidc,
      },
    };
  });

  // Forgot password (spec 1 §7.2): reset-password, verify-user, verify-otp, then change with the token.
  app.post<{ Body: ForgotPasswordRequest }>(ACCOUNT_API_PATHS.resetPassword, { schema: { querystring: NoQuery, body: forgotBody }, config: PUBLIC, onRequest: resetLimit }, (request) =>
    requestPasswordReset(ctx, request.body, request.log),
  );
  app.post<{ Body: VerifyUserRequest }>(
    ACCOUNT_API_PATHS.resetPasswordVerifyUser,
    { schema: { querystring: NoQuery, body: { type: 'object', required: ['requestId'], additionalProperties: false, properties: { requestId } } }, config: PUBLIC, onRequest: resetLimit },
    (request) => verifyResetRequest(ctx, request.body),
  );
  app.post<{ Body: VerifyOtpRequest }>(
    ACCOUNT_API_PATHS.resetPasswordVerifyOtp,
    {
      schema: {
        querystring: NoQuery,
        body: { type: 'object', required: ['requestId', 'code'], additionalProperties: false, properties: { requestId, code: { type: 'string', pattern: `^\\d{${OTP.length}}$` } } },
      },
      config: PUBLIC,
      onRequest: resetLimit,
      onSend: noStore,
    },
    (request) => verifyResetCode(ctx, request.body),
  );

  /**
   * New password: with a reset token (forgot password, no sign-in), or signed in (first login).
   * Public as a route: each way checks its own credential (106 for a bad reset token, 401 for a
   * bad session).
   */
  app.post<{ Body: ResetPasswordChangeRequest }>(ACCOUNT_API_PATHS.resetPasswordChange, { schema: { querystring: NoQuery, body: changeBody }, config: PUBLIC, onRequest: resetLimit, onSend: noStore }, async (request) => {
    const { token } = request.body;
    if (token !== undefined) return changePasswordWithResetToken(ctx, { ...request.body, token });
    if (!requestToken(request)) throw unauthenticated('missing');
    return changePasswordSignedIn(ctx, await authenticate(request), request.body);
  });

  // A wildcard, not a :param: Fastify caps parameters at 100 characters, and access tokens are longer.
  app.get<{ Params: { '*': string } }>(
    ACCOUNT_API_PATHS.checkToken.replace('{token}', '*'),
    { schema: { querystring: NoQuery, params: { type: 'object', required: ['*'], properties: { '*': text(TOKEN_MAX_LENGTH) } } }, config: PUBLIC, onSend: noStore },
    (request) => checkToken(ctx, request.params['*']),
  );

  app.post<{ Body: RegisterRequest }>(ACCOUNT_API_PATHS.register, { schema: { querystring: NoQuery, body: registerBody }, config: PUBLIC, onRequest: registrationLimit }, async (request, reply) =>
    reply.status(201).send(await register(ctx, request.body, 'STAFF')),
  );
  app.post<{ Body: RegisterPrivateProfessionalRequest }>(
    ACCOUNT_API_PATHS.registerPrivateProfessional,
    { schema: { querystring: NoQuery, body: registerProfessionalBody }, config: PUBLIC, onRequest: registrationLimit },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, 'PRIVATE_HEALTHCARE_PROFESSIONAL')),
  );

  // Professional-body login (OpenID Connect): 404 when not configured.
  app.post<{ Body: CnomTokenVerifyRequest }>(
    ACCOUNT_API_PATHS.cnomTokenVerify,
    { schema: { querystring: NoQuery, body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: text(TOKEN_MAX_LENGTH) } } }, config: PUBLIC, onSend: noStore },
    (request) => verifyProfessionalToken(ctx, request.body.token),
  );
  app.post<{ Body: CreatePrivateProfessionalRequest }>(
    ACCOUNT_API_PATHS.createPrivateProfessional,
    { schema: { querystring: NoQuery, body: createProfessionalBody }, config: PUBLIC, onRequest: registrationLimit, onSend: noStore },
    async (request, reply) => reply.status(201).send(await createPrivateProfessional(ctx, request.body)),
  );
}
