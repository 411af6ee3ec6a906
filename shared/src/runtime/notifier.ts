import { create } from 'zustand';
import { toApiError } from './api-error.js';
import { errorFeedback } from './error-feedback.js';
import { i18n } from './i18n.js';

export type ToastKind = 'success' | 'error';

/** One toast waiting to be shown: a translation key (or plain text) and its values. */
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  params?: Record<string, string | number>;
}

interface NotificationState {
  pending: Toast[];
  /** The host's toast component took these: they leave the store (spec 1 §8, the error state is cleared). */
  take(): Toast[];
}

let nextId = 1;

/** Toasts waiting for the host to show them; every remote pushes through `notify`. */
export const useNotifications = create<NotificationState>()((set, get) => ({
  pending: [],
  take: () => {
    const taken = get().pending;
    if (taken.length > 0) set({ pending: [] });
    return taken;
  },
}));

function push(kind: ToastKind, message: string, params?: Record<string, string | number>): void {
  const toast: Toast = { id: nextId++, kind, message, ...(params ? { params } : {}) };
  useNotifications.setState((state) => ({ pending: [...state.pending, toast] }));
}

/** Green and red toasts (spec 1 §8): `notify.success('GENERAL.UPLOAD_SUCCESS')`, `notify.failure(error)`. */
export const notify = {
  success: (message: string, params?: Record<string, string | number>): void => push('success', message, params),
  error: (message: string, params?: Record<string, string | number>): void => push('error', message, params),
  /** A failed call: the message its status and code map to; nothing while offline (the offline screen says it). */
  failure: (failure: unknown): void => {
    if (toApiError(failure).canceled) return;
    const feedback = errorFeedback(failure, (key) => i18n.exists(key));
    if (feedback.kind !== 'offline') push('error', feedback.key, feedback.params);
  },
};
