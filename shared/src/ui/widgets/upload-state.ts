/** An upload's state (spec 1 §5): done, in progress, or one of the failures. */
export type UploadState =
  | { status: 'uploading'; percent?: number }
  | { status: 'done' }
  | { status: 'tooSmall' }
  | { status: 'tooBig' }
  | { status: 'validation'; message: string }
  | { status: 'failed' }
  | { status: 'aborted' };

export interface PreviewFile {
  uid: string;
  name: string;
  /** The file itself, for an image thumbnail. */
  file?: Blob;
  state: UploadState;
}

const STATUS_KEYS: Record<Exclude<UploadState['status'], 'validation'>, string> = {
  uploading: 'WIDGETS.UPLOAD.UPLOADING',
  done: 'WIDGETS.UPLOAD.DONE',
  tooSmall: 'WIDGETS.UPLOAD.TOO_SMALL',
  tooBig: 'WIDGETS.UPLOAD.TOO_BIG',
  failed: 'WIDGETS.UPLOAD.FAILED',
  aborted: 'WIDGETS.UPLOAD.ABORTED',
};

/** The message of an upload state: a translation key, or the validation's own message (text or JSON descriptor). */
export function uploadStatusMessage(state: UploadState): string {
  return state.status === 'validation' ? state.message : STATUS_KEYS[state.status];
}

/** The page-level upload widget's default types (spec 1 §5): any application type. */
export const PAGE_UPLOAD_ACCEPT = 'application/*';

/** Whether a file takes one of the widget's places: sent or being sent. A refused, failed or aborted one does not. */
export function holdsPlace(state: UploadState): boolean {
  return state.status === 'uploading' || state.status === 'done';
}

/** How many more files the widget takes. */
export function placesLeft(files: readonly PreviewFile[], maxCount: number): number {
  return Math.max(0, maxCount - files.filter((file) => holdsPlace(file.state)).length);
}

const HTML_WILDCARDS = new Set(['audio/*', 'image/*', 'video/*']);

/**
 * The file input's `accept` for a rule's list: HTML knows only the audio, image and video
 * wildcards, so a list with another one (application/*) leaves the picker open and the check to
 * `uploadProblem`.
 */
export function pickerAccept(accept: string | undefined): string | undefined {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => !token.endsWith('/*') || HTML_WILDCARDS.has(token.toLowerCase())) ? tokens.join(',') : undefined;
}
