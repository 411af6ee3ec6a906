import { REGISTRATION_ERROR_KEYS, type FieldError, type SupportingFileType } from '@evax/shared/contract';
import { withoutDirectionControls } from '@evax/shared/validation';

/** A supporting file sent with a form (a registration, a vaccination visit), read into memory and recognised by its content. */
export interface SupportingFile {
  name: string;
  type: SupportingFileType;
  content: Buffer;
}

/** What can be wrong with a supporting file part. */
export type FileProblem = 'blank' | 'too_long' | 'unsupported' | 'unreadable';

/** Each problem as the file field's error. */
export const FILE_PROBLEM_ERRORS: Record<FileProblem, FieldError> = {
  blank: { code: 'blank', key: REGISTRATION_ERROR_KEYS.fileInvalid },
  too_long: { code: 'too_long', key: REGISTRATION_ERROR_KEYS.fileTooLarge },
  unsupported: { code: 'invalid', key: REGISTRATION_ERROR_KEYS.fileUnsupported },
  unreadable: { code: 'invalid', key: REGISTRATION_ERROR_KEYS.fileInvalid },
};

/** The media type the content is, whatever the name or the declared type say; null when none we take. */
export function sniffMediaType(content: Buffer): SupportingFileType | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.length >= 8 && content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.length >= 5 && content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"]/g;

/**
 * A file name fit for a Content-Disposition header and the column: no path, no control character,
 * no direction control (a right-to-left override shows "cv\u202Efdp.exe" as "cvexe.pdf"), 200 at most.
 */
export function cleanName(name: string | undefined, type: SupportingFileType): string {
  const base = withoutDirectionControls((name ?? '').split(/[\\/]/).pop()!.replace(UNSAFE_IN_NAME, ''))
    .trim()
    .slice(0, 200);
  return base || `document.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}`;
}

/** A multipart file part, as @fastify/multipart gives it. */
interface FilePart {
  filename: string;
  file: NodeJS.ReadableStream & { truncated: boolean };
  toBuffer: () => Promise<Buffer>;
}

/** Reads one supporting file part: the file, or what is wrong with it (cut at the size limit, empty, not a JPEG, PNG or PDF). */
export async function readFilePart(part: FilePart): Promise<SupportingFile | { problem: FileProblem }> {
  const content = await part.toBuffer();
  if (part.file.truncated) return { problem: 'too_long' };
  if (content.length === 0) return { problem: 'blank' };
  const type = sniffMediaType(content);
  return type ? { name: cleanName(part.filename, type), type, content } : { problem: 'unsupported' };
}
