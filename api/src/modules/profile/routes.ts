import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  LANGUAGES,
  LIMITS,
  OTP,
  type ChangePhoneRequest,
  type PhoneOtpRequest,
  type ProfileUpdateRequest,
  type UpdatePasswordRequest,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/auth.js';
import { routePath } from '../../http/routes.js';
import { PASSWORD_MAX_LENGTH } from '../accounts/passwords.js';
import { confirmPhoneChange, profileDetail, requestPhoneChange, updateMe, updatePassword } from './service.js';
import { IdParams, NoQuery } from '@evax/shared/contract/schemas';

/** Self-service: any signed-in user, on their own account (profile-detail: others' with view-users). */
const SIGNED_IN = { access: 'authenticated' } as const;

const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Lengths and formats are judged by the shared rules (field errors of spec 3 §5); the schema bounds the sizes. */
const profileBody = {
  type: 'object',
  required: ['currentPassword'],
  additionalProperties: false,
  properties: {
    currentPassword: password,
    email: text(LIMITS.emailMax + 50),
    username: text(LIMITS.usernameMax + 50),
    firstNameFr: text(LIMITS.nameMax + 50),
    lastNameFr: text(LIMITS.nameMax + 50),
    firstNameAr: text(LIMITS.nameMax + 50),
    lastNameAr: text(LIMITS.nameMax + 50),
    preferredLanguage: { type: 'string', enum: [...LANGUAGES] },
  },
} as const;

const updatePasswordBody = {
  type: 'object',
  required: ['currentPassword', 'newPassword', 'confirmPassword'],
  additionalProperties: false,
  properties: { currentPassword: password, newPassword: password, confirmPassword: password },
} as const;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.account;

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Body: ProfileUpdateRequest }>({
      method,
      url: API_PATHS.me,
      schema: { querystring: NoQuery, body: profileBody },
      config: SIGNED_IN,
      handler: (request) => updateMe(ctx, callerOf(request), request.body),
    });
  }

  app.put<{ Body: UpdatePasswordRequest }>(ACCOUNT_API_PATHS.meUpdatePassword, { schema: { querystring: NoQuery, body: updatePasswordBody }, config: SIGNED_IN }, (request) =>
    updatePassword(ctx, callerOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    routePath(ACCOUNT_API_PATHS.profileDetail),
    { schema: { querystring: NoQuery, params: IdParams }, config: SIGNED_IN },
    (request) => profileDetail(ctx, callerOf(request), request.params.id),
  );

  app.post<{ Body: ChangePhoneRequest }>(
    ACCOUNT_API_PATHS.changePhone,
    { schema: { querystring: NoQuery, body: { type: 'object', required: ['phone'], additionalProperties: false, properties: { phone: { type: 'string', minLength: 1, maxLength: 30 } } } }, config: SIGNED_IN },
    (request) => requestPhoneChange(ctx, callerOf(request), request.body, request.log),
  );

  app.post<{ Body: PhoneOtpRequest }>(
    ACCOUNT_API_PATHS.phoneOtp,
    { schema: { querystring: NoQuery, body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', pattern: `^\\d{${OTP.length}}$` } } } }, config: SIGNED_IN },
    (request) => confirmPhoneChange(ctx, callerOf(request), request.body),
  );
}
