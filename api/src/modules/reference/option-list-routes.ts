import { API_PATHS, LIMITS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { requireAuth } from '../../http/auth.js';
import { catalogueRoutes } from '../../http/catalogue-routes.js';
import { activeFilter } from '../../http/list-query.js';
import { ApiError } from '../../http/errors.js';
import { parseBoundedJson } from '../../http/input-guards.js';
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
import { routePath } from '../../http/routes.js';
import {
  IsActiveFilter,
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

  catalogueRoutes(app, {
    answers: { page: OptionListPage, detail: OptionListDetail },
    listing: {
      ordering: OPTION_LIST_ORDERING,
      filters: IsActiveFilter,
      filtersOf: (query: { is_active?: 0 | 1 }) => ({ isActive: activeFilter(query.is_active) }),
    },
    list: { path: API_PATHS.optionLists, permission: lists.view, run: listOptionLists },
    // The access the guard declares is checked in onRequest: a caller without it gets its 403 before the form is read.
    create: { path: API_PATHS.optionLists, permission: lists.add, body: OptionListBody, preValidation: [multipartToBody], run: createOptionList },
    get: { path: API_PATHS.optionListOne, permission: lists.view, run: getOptionList },
    update: { path: API_PATHS.optionListOne, permission: lists.change, body: OptionListPatchBody, run: updateOptionList },
    remove: { path: API_PATHS.optionListOne, permission: lists.delete, run: deleteOptionList },
    activation: {
      activatePath: API_PATHS.optionListActivate,
      deactivatePath: API_PATHS.optionListDeactivate,
      permission: lists.activate,
      run: setOptionListActive,
    },
  });

  // Every signed-in user: the vaccination, citizen and rabies forms fill their drop-downs here.
  app.get<{ Params: { code: string } }>(
    routePath(API_PATHS.optionListChoices),
    { schema: { params: OptionListCodeParams, response: { 200: OptionListChoices } }, preHandler: requireAuth },
    (request) => optionListChoices(app.db, request.params.code),
  );
}
