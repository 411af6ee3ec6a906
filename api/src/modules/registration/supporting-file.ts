import { FIELD_ERROR_CODES, REGISTRATION_ERROR_KEYS, SUPPORTING_FILE, type SupportingFileType } from '@evax/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, validationFailed } from '../../http/errors.js';

/** The supporting file of a registration, read into memory and recognised by its content. */
export interface SupportingFile {
  name: string;
  type: SupportingFileType;
  content: Buffer;
}

const files = new WeakMap<FastifyRequest, SupportingFile | { problem: 'blank' | 'too_long' | 'unsupported' | 'unreadable' }>();

const fileError = (code: keyof typeof FIELD_ERROR_CODES, key: string, detail: string) => validationFailed({ file: [{ code, key }] }, detail);

/** The media type the content is, whatever the name or the declared type say; null when none we take. */
export function sniffMediaType(content: Buffer): SupportingFileType | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.length >= 8 && content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.length >= 5 && content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"]/g;

/** A file name fit for a Content-Disposition header and the column: no path, no control character, 255 at most. */
export function cleanName(name: string | undefined, type: SupportingFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(UNSAFE_IN_NAME, '').trim().slice(0, 200);
  return base || `document.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}`;
}

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
      const content = await part.toBuffer();
      if (part.file.truncated) files.set(request, { problem: 'too_long' });
      else if (content.length === 0) files.set(request, { problem: 'blank' });
      else {
        const type = sniffMediaType(content);
        files.set(request, type ? { name: cleanName(part.filename, type), type, content } : { problem: 'unsupported' });
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') files.set(request, { problem: 'too_long' });
    else if (error instanceof ApiError) throw error;
    else if (!files.has(request)) files.set(request, { problem: 'unreadable' });
  }
  request.body = body;
};

/** The file's problems as field errors (none when it is there and one we take). */
export function supportingFileErrors(request: FastifyRequest): Record<string, { code: keyof typeof FIELD_ERROR_CODES; key: string }[]> {
  const file = files.get(request);
  if (!file) return { file: [{ code: 'required', key: FIELD_ERROR_CODES.required }] };
  if (!('problem' in file)) return {};
  switch (file.problem) {
    case 'blank':
      return { file: [{ code: 'blank', key: REGISTRATION_ERROR_KEYS.fileInvalid }] };
    case 'too_long':
      return { file: [{ code: 'too_long', key: REGISTRATION_ERROR_KEYS.fileTooLarge }] };
    case 'unsupported':
      return { file: [{ code: 'invalid', key: REGISTRATION_ERROR_KEYS.fileUnsupported }] };
    default:
      return { file: [{ code: 'invalid', key: REGISTRATION_ERROR_KEYS.fileInvalid }] };
  }
}

/** The file once supportingFileErrors found nothing. */
export function supportingFileOf(request: FastifyRequest): SupportingFile {
  const file = files.get(request);
  if (!file || 'problem' in file) throw new Error('no supporting file');
  return file;
}

export const SUPPORTING_FILE_LIMITS = { fileSize: SUPPORTING_FILE.maxBytes, files: 2, fields: 20, parts: 22, fieldSize: 1024 } as const;
