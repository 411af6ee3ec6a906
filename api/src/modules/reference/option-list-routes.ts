import { API_PATHS, LIMITS, PERMISSIONS, type OptionListInput, type OptionListPatch } from '@evax/shared/contract';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { callerOf, requireAuth, requirePermission } from '../../http/auth.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { ApiError } from '../../http/errors.js';
import { parseBoundedJson } from '../../http/input-guards.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { fieldErrors, invalidInput } from './errors.js';
import {
  OPTION_LIST_ORDERING,
  createOptionList,
  deleteOptionList,
  getOptionList,
  listOptionLists,
  optionListChoices,
  setOptionListActive,
  updateOptionList,
} from './option-list-service.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import {
  IdParams,
  IsActiveFilter,
  listQuery,
  NoBody,
  NoContent,
  OptionListBody,
  OptionListChoices,
  OptionListCodeParams,
  OptionListDetail,
  OptionListPage,
  OptionListPatchBody,
} from '@evax/shared/contract/schemas';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Far above 100 options: a bracketed index beyond it is refused rather than making a huge array. */
const MAX_INDEX = LIMITS.optionListMax * 2;

/** Sets body[a][0][b] from the multipart field name `a[0][b]`; numeric keys make arrays. */
function setField(body: Record<string, unknown>, name: string, value: unknown): void {
  const path = name.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, ''));
  if (!path || path.join('').length === 0 || path.some((key) => FORBIDDEN_KEYS.has(key) || key === '')) {
    throw invalidInput(fieldErrors({ [name]: 'invalid' }), `The form field name ${name} is not understood`);
  }
  let node: Record<string, unknown> | unknown[] = body;
  path.forEach((key, depth) => {
    const isLast = depth === path.length - 1;
    const index = /^\d+$/.test(key) ? Number(key) : null;
    if (index !== null && index > MAX_INDEX) throw invalidInput(fieldErrors({ [name]: 'max_value' }), `Index ${index} is too large`);
    const container = node as Record<string, unknown>;
    if (isLast) {
      container[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[depth + 1]!);
    container[key] ??= nextIsIndex ? [] : {};
    node = container[key] as Record<string, unknown> | unknown[];
  });
}

/** Arrays built from sparse indexes (0, 2) lose their holes. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

/**
 * preValidation of POST /api/lists: a multipart form (the spec sends the creation so) becomes
 * the JSON body the schema checks. Fields are text parts; addedOptionSet is either one part
 * holding its JSON, or bracketed parts (addedOptionSet[0][valueFr]). A file part is refused.
 */
const multipartToBody: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw invalidInput(fieldErrors({ [part.fieldname]: 'invalid' }), 'A list takes no file');
    }
    setField(body, part.fieldname, part.value);
  }
  if (typeof body.addedOptionSet === 'string') {
    try {
      body.addedOptionSet = parseBoundedJson(body.addedOptionSet);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw invalidInput(fieldErrors({ addedOptionSet: 'not_a_list' }), 'addedOptionSet is not JSON');
    }
  }
  request.body = compact(body);
};

/** The option lists (spec 3 §2, §7) and the choices the other areas' drop-downs read. */
export async function optionListRoutes(app: FastifyInstance): Promise<void> {
  const { lists } = PERMISSIONS;

  app.get<{ Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    API_PATHS.optionLists,
    { schema: { querystring: listQuery(Object.keys(OPTION_LIST_ORDERING), IsActiveFilter), response: { 200: OptionListPage } }, preHandler: requirePermission(lists.view) },
    (request) => listOptionLists(app.db, listParams(request.query), { isActive: activeFilter(request.query.is_active) }),
  );

  app.post<{ Body: OptionListInput }>(
    API_PATHS.optionLists,
    // The access the guard declares is checked in onRequest: a caller without it gets its 403 before the form is read.
    { schema: { body: OptionListBody, response: { 201: OptionListDetail } }, preValidation: [multipartToBody, normalizeBodyText], preHandler: requirePermission(lists.add) },
    async (request, reply) => reply.status(201).send(await createOptionList(app.db, request.body, callerOf(request).userId)),
  );

  app.get<{ Params: IdParams }>(
    routePath(API_PATHS.optionListOne),
    { schema: { params: IdParams, response: { 200: OptionListDetail } }, preHandler: requirePermission(lists.view) },
    (request) => getOptionList(app.db, request.params.id),
  );

  app.patch<{ Params: IdParams; Body: OptionListPatch }>(
    routePath(API_PATHS.optionListOne),
    { schema: { params: IdParams, body: OptionListPatchBody, response: { 200: OptionListDetail } }, preValidation: normalizeBodyText, preHandler: requirePermission(lists.change) },
    (request) => updateOptionList(app.db, request.params.id, request.body, callerOf(request).userId),
  );

  app.delete<{ Params: IdParams }>(
    routePath(API_PATHS.optionListOne),
    { schema: { params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(lists.delete) },
    async (request, reply) => {
      await deleteOptionList(app.db, request.params.id, callerOf(request).userId);
      return reply.status(204).send();
    },
  );

  const activation = { schema: { params: IdParams, body: NoBody, response: { 200: OptionListDetail } }, preValidation: treatMissingBodyAsEmpty, preHandler: requirePermission(lists.activate) };
  app.post<{ Params: IdParams }>(routePath(API_PATHS.optionListActivate), activation, (request) =>
    setOptionListActive(app.db, request.params.id, true, callerOf(request).userId),
  );
  app.route<{ Params: IdParams }>({
    method: ['POST', 'DELETE'],
    url: routePath(API_PATHS.optionListDeactivate),
    ...activation,
    handler: (request) => setOptionListActive(app.db, request.params.id, false, callerOf(request).userId),
  });

  // Every signed-in user: the vaccination, citizen and rabies forms fill their drop-downs here.
  app.get<{ Params: { code: string } }>(
    routePath(API_PATHS.optionListChoices),
    { schema: { params: OptionListCodeParams, response: { 200: OptionListChoices } }, preHandler: requireAuth },
    (request) => optionListChoices(app.db, request.params.code),
  );
}
