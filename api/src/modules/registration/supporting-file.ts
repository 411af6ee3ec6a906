import { FIELD_ERROR_CODES, SUPPORTING_FILE, type FieldError } from '@evax/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, validationFailed } from '../../http/errors.js';
import { FILE_PROBLEM_ERRORS, readFilePart, type FileProblem, type SupportingFile } from '../../http/uploaded-file.js';

const files = new WeakMap<FastifyRequest, SupportingFile | { problem: FileProblem }>();

const fileError = (code: keyof typeof FIELD_ERROR_CODES, key: string, detail: string) => validationFailed({ file: [{ code, key }] }, detail);

/**
 * preValidation of the registration: the multipart form's text parts become the body the schema
 * checks; its one `file` part is kept aside (supportingFileOf). Any other file part is refused.
 */
export const readRegistrationForm: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) throw fileError('required', FIELD_ERROR_CODES.required, 'Send the form as multipart/form-data, the document in the field "file"');
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !['__proto__', 'constructor', 'prototype'].includes(part.fieldname)) body[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || files.has(request)) {
        part.file.resume();
        const refused = { [part.fieldname]: [{ code: 'unknown_field' as const, key: FIELD_ERROR_CODES.unknown_field }] };
        throw validationFailed(refused, 'One supporting file, in the field "file"');
      }
      files.set(request, await readFilePart(part));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') files.set(request, { problem: 'too_long' });
    else if (error instanceof ApiError) throw error;
    else if (!files.has(request)) files.set(request, { problem: 'unreadable' });
  }
  request.body = body;
};

/** The file's problems as field errors (none when it is there and one we take). */
export function supportingFileErrors(request: FastifyRequest): Record<string, FieldError[]> {
  const file = files.get(request);
  if (!file) return { file: [{ code: 'required', key: FIELD_ERROR_CODES.required }] };
  return 'problem' in file ? { file: [FILE_PROBLEM_ERRORS[file.problem]] } : {};
}

/** The file once supportingFileErrors found nothing. */
export function supportingFileOf(request: FastifyRequest): SupportingFile {
  const file = files.get(request);
  if (!file || 'problem' in file) throw new Error('no supporting file');
  return file;
}

export const SUPPORTING_FILE_LIMITS = { fileSize: SUPPORTING_FILE.maxBytes, files: 2, fields: 20, parts: 22, fieldSize: 1024 } as const;
