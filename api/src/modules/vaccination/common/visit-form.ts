import { FIELD_ERROR_CODES, SUPPORTING_FILE, VACCINES_FIELD, type FieldError } from '@evax/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, validationFailed } from '../../../http/errors.js';
import { parseBoundedJson } from '../../../http/input-guards.js';
import { FILE_PROBLEM_ERRORS, readFilePart, type FileProblem, type SupportingFile } from '../../../http/uploaded-file.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The multipart field of the visit's supporting file (spec 2 §3, §7 "file upload"). */
export const FILE_FIELD = 'file';
export const VACCINATION_FORM_LIMITS = { files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, fileSize: SUPPORTING_FILE.maxBytes } as const;

const files = new WeakMap<FastifyRequest, SupportingFile | { problem: FileProblem }>();

const notAList = () =>
  validationFailed({ [VACCINES_FIELD]: [{ code: 'not_a_list', key: 'ERROR.CODE.VALIDATION.NOT_A_LIST' }] }, 'vaccines_set is not a JSON list');

async function keepFile(
  request: FastifyRequest,
  part: { fieldname: string; filename: string; file: NodeJS.ReadableStream & { truncated: boolean }; toBuffer: () => Promise<Buffer> },
) {
  if (part.fieldname !== FILE_FIELD || files.has(request)) {
    part.file.resume();
    throw validationFailed({ [part.fieldname]: [{ code: 'unknown_field', key: FIELD_ERROR_CODES.unknown_field }] }, 'One supporting file, in the field "file"');
  }
  files.set(request, await readFilePart(part));
}

/**
 * preValidation of POST /api/vaccination and nex_vaccination: the multipart form of spec 2 §7
 * becomes the body the schema checks. Each `vaccines_set` part is a JSON list (the doses given
 * now, then the past ones): their doses are put together. One `file` part, the visit's supporting
 * file, is kept aside (visitFileOf), recognised by its first bytes. A JSON body passes as it is.
 */
export const readVaccinationForm: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const doses: unknown[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await keepFile(request, part);
        continue;
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
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') files.set(request, { problem: 'too_long' });
    else throw error;
  }
  if (doses.length > 0) body[VACCINES_FIELD] = doses;
  request.body = body;
};

/** The visit's supporting file (optional): null when none was sent; its problem as field errors. */
export function visitFileOf(request: FastifyRequest): { file: SupportingFile | null; errors: Record<string, FieldError[]> } {
  const kept = files.get(request);
  if (!kept) return { file: null, errors: {} };
  if ('problem' in kept) return { file: null, errors: { [FILE_FIELD]: [FILE_PROBLEM_ERRORS[kept.problem]] } };
  return { file: kept, errors: {} };
}
