import { VACCINES_FIELD } from '@evax/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, validationFailed } from '../../http/errors.js';
import { parseBoundedJson } from '../../http/input-guards.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const notAList = () =>
  validationFailed({ [VACCINES_FIELD]: [{ code: 'not_a_list', key: 'ERROR.CODE.VALIDATION.NOT_A_LIST' }] }, 'vaccines_set is not a JSON list');

/**
 * preValidation of POST /api/vaccination: the multipart form of spec 2 §7 becomes the body the
 * schema checks. Each `vaccines_set` part is a JSON list (the doses given now, then the past
 * ones): their doses are put together. A JSON body passes as it is.
 */
export const readVaccinationForm: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const doses: unknown[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw validationFailed({ [part.fieldname]: [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }] }, 'No file is taken here');
    }
    if (FORBIDDEN_KEYS.has(part.fieldname) || typeof part.value !== 'string') continue;
    if (part.fieldname !== VACCINES_FIELD) {
      body[part.fieldname] = part.value;
      continue;
    }
    let list: unknown;
    try {
      list = parseBoundedJson(part.value);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw notAList();
    }
    if (!Array.isArray(list)) throw notAList();
    doses.push(...(list as unknown[]));
  }
  if (doses.length > 0) body[VACCINES_FIELD] = doses;
  request.body = body;
};
