import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  type ChangePhoneRequest,
  type PhoneOtpRequest,
  type ProfileUpdateRequest,
  type UpdatePasswordRequest,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/auth.js';
import { routePath } from '../../http/routes.js';
import { confirmPhoneChange, profileDetail, requestPhoneChange, updateMe, updatePassword } from './service.js';
import {
  ChangePhoneBody,
  ChangePhoneResponse,
  IdParams,
  LoginResponse,
  MeResponse,
  NoQuery,
  PhoneOtpBody,
  PhoneOtpResponse,
  ProfileUpdateBody,
  UpdatePasswordBody,
} from '@evax/shared/contract/schemas';

/** Self-service: any signed-in user, on their own account (profile-detail: others' with view-users). */
const SIGNED_IN = { access: 'authenticated' } as const;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.account;

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Body: ProfileUpdateRequest }>({
      method,
      url: API_PATHS.me,
      schema: { querystring: NoQuery, body: ProfileUpdateBody, response: { 200: MeResponse } },
      config: SIGNED_IN,
      handler: (request) => updateMe(ctx, callerOf(request), request.body),
    });
  }

  app.put<{ Body: UpdatePasswordRequest }>(
    ACCOUNT_API_PATHS.meUpdatePassword,
    { schema: { querystring: NoQuery, body: UpdatePasswordBody, response: { 200: LoginResponse } }, config: SIGNED_IN },
    (request) => updatePassword(ctx, callerOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    routePath(ACCOUNT_API_PATHS.profileDetail),
    { schema: { querystring: NoQuery, params: IdParams, response: { 200: MeResponse } }, config: SIGNED_IN },
    (request) => profileDetail(ctx, callerOf(request), request.params.id),
  );

  app.post<{ Body: ChangePhoneRequest }>(
    ACCOUNT_API_PATHS.changePhone,
    { schema: { querystring: NoQuery, body: ChangePhoneBody, response: { 200: ChangePhoneResponse } }, config: SIGNED_IN },
    (request) => requestPhoneChange(ctx, callerOf(request), request.body, request.log),
  );

  app.post<{ Body: PhoneOtpRequest }>(
    ACCOUNT_API_PATHS.phoneOtp,
    { schema: { querystring: NoQuery, body: PhoneOtpBody, response: { 200: PhoneOtpResponse } }, config: SIGNED_IN },
    (request) => confirmPhoneChange(ctx, callerOf(request), request.body),
  );
}
