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
