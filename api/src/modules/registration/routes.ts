import multipart from '@fastify/multipart';
import { PERMISSIONS, REGISTRATION_API_PATHS as PATHS, type RegistrationStatus } from '@evax/shared/contract';
import {
  CitizenLoginBody,
  CitizenOtpBody,
  CitizenOtpSentSchema,
  CitizenPhoneChangedSchema,
  CitizenPhoneCodeBody,
  CitizenSessionSchema,
  CitizenSpaceChildrenSchema,
  IdParams,
  listQuery,
  NoBody,
  RegistrationCreatedSchema,
  RegistrationFields,
  RegistrationFilters,
  RegistrationRequestDetailSchema,
  RegistrationRequestPageSchema,
  RejectRequestBody,
  SupportingFileDownload,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { sendInlineFile } from '../../http/inline-file.js';
import { noStore } from '../../http/no-store.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { CitizenSpaceCodes, CitizenSpaceTokens, signedInCitizen } from './citizen-space-auth.js';
import { REQUEST_ORDERING } from './queries.js';
import { acceptRequest, rejectRequest, sendForInPersonCheck } from './decision-service.js';
import { confirmCitizenPhoneChange, requestCitizenPhoneChange } from './phone-change-service.js';
import { getRequest, listRequests, ownChildren, register, requestFile, sendSignInCode, signIn } from './service.js';
import { readRegistrationForm, supportingFileErrors, supportingFileOf, SUPPORTING_FILE_LIMITS } from './supporting-file.js';

const { citizen } = PERMISSIONS;

type ListQuery = RawListQuery & { status?: RegistrationStatus; created_from?: string; created_to?: string };

/**
 * Registration requests (spec 3 §2-4; spec 2 §1 citizen space): the citizen space's public calls
 * (registration with its supporting file, sign-in by SMS code, the citizen's children) and the
 * back office's list, detail, file, accept, reject and in-person check, each on the requests the
 * caller may decide (issue 27). Multipart is parsed in this area only.
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: SUPPORTING_FILE_LIMITS });
  const tokens = await CitizenSpaceTokens.load(app.db);
  app.decorateRequest('citizenId', null);
  // POST /api/auth/logout revokes a citizen-space token too.
  app.account.otherSessions.push(tokens.sessionOf);
  const codes = await CitizenSpaceCodes.load(app.db, app.account.clock);
  const context = (log: FastifyInstance['log']) => ({ db: app.db, sms: app.account.sms, log });
  const citizenSpace = app.account.addressLimits.hooks('citizenSpace');

  // The citizen space: public, limited per address like the sign-in.
  app.post<{ Body: RegistrationFields }>(
    PATHS.citizenSpaceRegister,
    {
      config: { access: 'public' },
      onRequest: citizenSpace,
      preValidation: [readRegistrationForm, normalizeBodyText],
      schema: {
        body: RegistrationFields,
        response: { 201: RegistrationCreatedSchema },
        description: 'A citizen registers (multipart: the fields and the supporting `file`, an image or a PDF); a pending request.',
      },
    },
    async (request, reply) => {
      const created = await register(app.db, request.body, supportingFileErrors(request), () => supportingFileOf(request));
      return reply.code(201).send(created);
    },
  );
  app.post<{ Body: CitizenOtpBody }>(
    PATHS.citizenSpaceOtp,
    {
      config: { access: 'public' },
      onRequest: citizenSpace,
      schema: { body: CitizenOtpBody, response: { 202: CitizenOtpSentSchema }, description: 'A sign-in code by SMS (the same answer whatever the phone).' },
    },
    async (request, reply) => reply.code(202).send(await sendSignInCode(codes, context(request.log), request.body.phone)),
  );
  app.post<{ Body: CitizenLoginBody }>(
    PATHS.citizenSpaceLogin,
    { config: { access: 'public' }, onRequest: citizenSpace, onSend: noStore, schema: { body: CitizenLoginBody, response: { 200: CitizenSessionSchema } } },
    (request) => signIn(codes, tokens, app.db, request.body.phone, request.body.code),
  );
  app.get(
    PATHS.citizenSpaceChildren,
    {
      config: { access: 'citizen-space' },
      onRequest: citizenSpace,
      preValidation: tokens.requireCitizen,
      onSend: noStore,
      schema: { response: { 200: CitizenSpaceChildrenSchema }, description: "The signed-in citizen's own children (citizen-space token)." },
    },
    (request) => ownChildren(app.db, signedInCitizen(request)),
  );

  // The phone change of an account (issue 27): a code to the phone on record.
  app.post<{ Body: CitizenOtpBody }>(
    PATHS.citizenSpaceChangePhone,
    {
      config: { access: 'citizen-space' },
      onRequest: citizenSpace,
      preValidation: tokens.requireCitizen,
      schema: {
        body: CitizenOtpBody,
        response: { 202: CitizenOtpSentSchema },
        description: 'A new phone for the signed-in citizen’s account: a code goes to the phone on record (citizen-space token).',
      },
    },
    async (request, reply) => reply.code(202).send(await requestCitizenPhoneChange(codes, context(request.log), signedInCitizen(request), request.body.phone)),
  );
  app.post<{ Body: CitizenPhoneCodeBody }>(
    PATHS.citizenSpacePhoneOtp,
    {
      config: { access: 'citizen-space' },
      onRequest: citizenSpace,
      preValidation: tokens.requireCitizen,
      onSend: noStore,
      schema: {
        body: CitizenPhoneCodeBody,
        response: { 200: CitizenPhoneChangedSchema },
        description: 'The code the phone on record received: the new phone becomes the one on record (citizen-space token).',
      },
    },
    (request) => confirmCitizenPhoneChange(codes, app.db, signedInCitizen(request), request.body.code),
  );

  // The back office.
  app.get<{ Querystring: ListQuery }>(
    PATHS.subscriptionRequests,
    {
      schema: { querystring: listQuery(Object.keys(REQUEST_ORDERING), RegistrationFilters), response: { 200: RegistrationRequestPageSchema } },
      preHandler: requirePermission(citizen.viewSubscriptionList),
    },
    (request) => {
      const { query } = request;
      return listRequests(app.db, callerOf(request), listParams(query), { status: query.status, createdFrom: query.created_from, createdTo: query.created_to });
    },
  );
  app.get<{ Params: IdParams }>(
    routePath(PATHS.subscriptionRequestOne),
    {
      schema: { params: IdParams, response: { 200: RegistrationRequestDetailSchema } },
      preHandler: requirePermission(citizen.viewSubscriptionList),
      onSend: noStore,
    },
    (request) => getRequest(app.db, callerOf(request), request.params.id),
  );
  app.get<{ Params: IdParams }>(
    routePath(PATHS.subscriptionRequestFile),
    {
      schema: { params: IdParams, response: { 200: SupportingFileDownload }, description: 'The supporting file, inline, with its media type.' },
      preHandler: requirePermission(citizen.viewSubscriptionList),
      onSend: noStore,
    },
    async (request, reply) => {
      return sendInlineFile(reply, await requestFile(app.db, callerOf(request), request.params.id));
    },
  );
  app.post<{ Params: IdParams }>(
    routePath(PATHS.subscriptionRequestValidate),
    {
      schema: { params: IdParams, body: NoBody, response: { 200: RegistrationRequestDetailSchema } },
      preHandler: requirePermission(citizen.validateSubscription),
    },
    (request) => acceptRequest(context(request.log), callerOf(request), request.params.id),
  );
  app.post<{ Params: IdParams }>(
    routePath(PATHS.subscriptionRequestInPerson),
    {
      schema: {
        params: IdParams,
        body: NoBody,
        response: { 200: RegistrationRequestDetailSchema },
        description: "Send a pending request for an in-person check at the caller's structure (the applicant is told by SMS).",
      },
      preHandler: requirePermission(citizen.validateSubscription),
    },
    (request) => sendForInPersonCheck(context(request.log), callerOf(request), request.params.id),
  );
  app.post<{ Params: IdParams; Body: RejectRequestBody }>(
    routePath(PATHS.subscriptionRequestReject),
    {
      schema: { params: IdParams, body: RejectRequestBody, response: { 200: RegistrationRequestDetailSchema } },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.validateSubscription),
    },
    (request) => rejectRequest(context(request.log), callerOf(request), request.params.id, request.body),
  );
}
