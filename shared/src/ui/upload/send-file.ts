import { notify } from '@evax/shared/runtime';

/** Sends a file; answers the stored file's address. Rejects with an AbortError when `signal` aborts. */
export type FileUploader = (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<string>;

/** The toasts of a send (spec 1 §4.4, §8): success, or failure for a failed or aborted send. */
export const UPLOAD_TOASTS = {
  success: 'GENERAL.UPLOAD_SUCCESS',
  failed: 'GENERAL.UPLOAD_FAILED',
} as const;

export interface SendCallbacks {
  onProgress: (percent: number) => void;
  onDone: (address: string) => void;
  onFailed: (why: 'failed' | 'aborted') => void;
}

/**
 * Sends one file through `uploader` and toasts the outcome; answers the controller that aborts it.
 * The form's upload kinds and the page-level upload widget send through here.
 */
export function sendFile(file: File, uploader: FileUploader, { onProgress, onDone, onFailed }: SendCallbacks): AbortController {
  const controller = new AbortController();
  uploader(file, { signal: controller.signal, onProgress }).then(
    (address) => {
      onDone(address);
      notify.success(UPLOAD_TOASTS.success);
    },
    () => {
      onFailed(controller.signal.aborted ? 'aborted' : 'failed');
      notify.error(UPLOAD_TOASTS.failed);
    },
  );
  return controller;
}
