import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  SHELL_ROUTES,
  type AuthConfigResponse as AuthConfig,
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
import { clientAddress } from './address-limit.js';
import { admissionHooks } from './admission.js';
import { loadProfile } from '../accounts/index.js';
import { noStore } from '../../http/no-store.js';
import {
  changePasswordSignedIn,
  changePasswordWithResetToken,
  checkToken,
  createPrivateProfessional,
  effectivePermissions,
  login,
  logout,
  register,
  requestPasswordReset,
  verifyProfessionalToken,
  verifyResetCode,
  verifyResetRequest,
} from './service.js';
import {
  AuthConfigResponse,
  CheckTokenParams,
  CheckTokenResponse,
  CnomTokenVerifyBody,
  CnomTokenVerifyResponse,
  CreatePrivateProfessionalBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MeSessionResponse,
  NoBody,
  NoContent,
  NoQuery,
  OtpRequestResponse,
  RegisterBody,
  RegisterPrivateProfessionalBody,
  RegisterResponse,
  ResetPasswordChangeBody,
  VerifyOtpBody,
  VerifyOtpResponse,
  VerifyUserBody,
  VerifyUserResponse,
} from '@evax/shared/contract/schemas';

const PUBLIC = { access: 'public' } as const;

/** Whether the presented token is the one named, compared in constant time (their digests). */
function isSameToken(presented: string | null, named: string): boolean {
  if (presented === null) return false;
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(presented), digest(named));
}
const SIGNED_IN = { access: 'authenticated' } as const;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.account;
  // Anonymous entry points, limited per client address (ADDRESS_GATES, ADDRESS_LIMITS).
  const { addressLimits } = ctx;
  const signInAdmission = admissionHooks(app.config.signInAdmission);
  const registrationLimit = addressLimits.hooks('registration');
  const resetLimit = addressLimits.hooks('passwordReset');

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    {
      schema: { querystring: NoQuery, body: LoginBody, response: { 200: LoginResponse } },
      config: PUBLIC,
      // The address's gate (memory), a fair turn among the sign-ins of this process, then the address's failures (database).
      onRequest: [addressLimits.gateHook('signIn'), signInAdmission.onRequest, addressLimits.counterHook('signIn')],
      onResponse: signInAdmission.onResponse,
      onRequestAbort: signInAdmission.onRequestAbort,
      onSend: noStore,
    },
    (request) => login(ctx, request.body, { ip: request.ip, address: clientAddress(request) }),
  );

  /** Revokes the token it is given (any scheme; a staff or a citizen-space session); 204 with or without one. */
  app.post(
    API_PATHS.logout,
    { schema: { querystring: NoQuery, body: NoBody, response: { 204: NoContent } }, preValidation: treatMissingBodyAsEmpty, config: PUBLIC },
    async (request, reply) => {
      await logout(ctx, bearerToken(request));
      return reply.status(204).send();
    },
  );

  /** The profile and the caller's permissions now (the portal reads them again when X-Permissions-Version changes). */
  app.get(API_PATHS.me, { schema: { querystring: NoQuery, response: { 200: MeSessionResponse } }, config: SIGNED_IN, onSend: noStore }, async (request) => {
    const caller = callerOf(request);
    return { ...(await loadProfile(app.db, caller.userId)), permissions: effectivePermissions(caller, caller) };
  });

  app.get(
    ACCOUNT_API_PATHS.authConfig,
    { schema: { querystring: NoQuery, response: { 200: AuthConfigResponse } }, config: PUBLIC },
    async (): Promise<AuthConfig> => {
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
    },
  );

  // Forgot password (spec 1 §7.2): reset-password, verify-user, verify-otp, then change with the token.
  app.post<{ Body: ForgotPasswordRequest }>(
    ACCOUNT_API_PATHS.resetPassword,
    { schema: { querystring: NoQuery, body: ForgotPasswordBody, response: { 200: OtpRequestResponse } }, config: PUBLIC, onRequest: resetLimit },
    (request) => requestPasswordReset(ctx, request.body, request.log),
  );
  app.post<{ Body: VerifyUserRequest }>(
    ACCOUNT_API_PATHS.resetPasswordVerifyUser,
    { schema: { querystring: NoQuery, body: VerifyUserBody, response: { 200: VerifyUserResponse } }, config: PUBLIC, onRequest: resetLimit },
    (request) => verifyResetRequest(ctx, request.body),
  );
  app.post<{ Body: VerifyOtpRequest }>(
    ACCOUNT_API_PATHS.resetPasswordVerifyOtp,
    {
      schema: {
        querystring: NoQuery,
        body: VerifyOtpBody,
        response: { 200: VerifyOtpResponse },
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
  app.post<{ Body: ResetPasswordChangeRequest }>(
    ACCOUNT_API_PATHS.resetPasswordChange,
    {
      schema: { querystring: NoQuery, body: ResetPasswordChangeBody, response: { 200: LoginResponse } },
      config: PUBLIC,
      onRequest: resetLimit,
      onSend: noStore,
    },
    async (request) => {
      const { token } = request.body;
      if (token !== undefined) return changePasswordWithResetToken(ctx, { ...request.body, token });
      if (!requestToken(request)) throw unauthenticated('missing');
      return changePasswordSignedIn(ctx, await authenticate(request), request.body);
    },
  );

  // A wildcard, not a :param: Fastify caps parameters at 100 characters, and access tokens are longer.
  // Only the token's holder is told about it: the same token in the Authorization header, else 401
  // (no oracle for a token found elsewhere). The path is never logged (app.ts, requestForLog).
  app.get<{ Params: { '*': string } }>(
    ACCOUNT_API_PATHS.checkToken.replace('{token}', '*'),
    {
      schema: {
        querystring: NoQuery,
        params: CheckTokenParams,
        response: { 200: CheckTokenResponse },
        description: 'Answers only a caller presenting the same token in its Authorization header (Bearer or Cnom); 401 otherwise.',
      },
      config: PUBLIC,
      onSend: noStore,
    },
    (request) => {
      const token = request.params['*'];
      if (!isSameToken(bearerToken(request), token)) throw unauthenticated('missing');
      return checkToken(ctx, token);
    },
  );

  app.post<{ Body: RegisterRequest }>(
    ACCOUNT_API_PATHS.register,
    { schema: { querystring: NoQuery, body: RegisterBody, response: { 201: RegisterResponse } }, config: PUBLIC, onRequest: registrationLimit },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, 'STAFF')),
  );
  app.post<{ Body: RegisterPrivateProfessionalRequest }>(
    ACCOUNT_API_PATHS.registerPrivateProfessional,
    {
      schema: { querystring: NoQuery, body: RegisterPrivateProfessionalBody, response: { 201: RegisterResponse } },
      config: PUBLIC,
      onRequest: registrationLimit,
    },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, 'PRIVATE_HEALTHCARE_PROFESSIONAL')),
  );

  // Professional-body login (OpenID Connect): 404 when not configured.
  app.post<{ Body: CnomTokenVerifyRequest }>(
    ACCOUNT_API_PATHS.cnomTokenVerify,
    { schema: { querystring: NoQuery, body: CnomTokenVerifyBody, response: { 200: CnomTokenVerifyResponse } }, config: PUBLIC, onSend: noStore },
    (request) => verifyProfessionalToken(ctx, request.body.token),
  );
  app.post<{ Body: CreatePrivateProfessionalRequest }>(
    ACCOUNT_API_PATHS.createPrivateProfessional,
    {
      schema: { querystring: NoQuery, body: CreatePrivateProfessionalBody, response: { 201: LoginResponse } },
      config: PUBLIC,
      onRequest: registrationLimit,
      onSend: noStore,
    },
    async (request, reply) => reply.status(201).send(await createPrivateProfessional(ctx, request.body)),
  );
}
