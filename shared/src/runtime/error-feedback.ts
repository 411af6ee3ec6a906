import { ERROR_KEY_BY_CODE, FIELD_ERROR_CODES, HTTP_ERROR_KEYS } from '@evax/shared/contract';
import { toApiError } from './api-error.js';

/**
 * How a failed call is shown (spec 3 §8): `offline` no answer at all; `timeout` 504; `unavailable`
 * 404; `fields` a 400 without a code (the form marks its fields); `form` a 400 with an errorCode
 * (the form fails with the code's message); `error` anything else.
 */
export type ErrorFeedbackKind = 'offline' | 'timeout' | 'unavailable' | 'fields' | 'form' | 'error';

export interface ErrorFeedback {
  kind: ErrorFeedbackKind;
  /** The translation key of the message. */
  key: string;
  /** Field name → translation keys of its errors (for `fields`, and `form` when the server marks some). */
  fields: Record<string, string[]>;
  /** Interpolation values (e.g. retryAfter of a lock-out). */
  params: Record<string, string | number>;
}

/**
 * A failure, as the message to show. `isKnownKey` says whether a server key has a translation
 * (the i18n instance's `exists`); an unknown one falls back to ERROR.CODE.INTERNAL_ERROR.
 */
export function errorFeedback(failure: unknown, isKnownKey: (key: string) => boolean = () => true): ErrorFeedback {
  const error = toApiError(failure);
  const envelope = error.envelope;
  const params: Record<string, string | number> = envelope?.retryAfter !== undefined ? { retryAfter: envelope.retryAfter } : {};
  const fields = fieldKeys(envelope?.fields);
  const codeKey = envelope?.errorCode !== undefined ? ERROR_KEY_BY_CODE[envelope.errorCode] : undefined;
  const known = (key: string | undefined): string | undefined => (key && isKnownKey(key) ? key : undefined);
  const feedback = (kind: ErrorFeedbackKind, key: string): ErrorFeedback => ({ kind, key, fields, params });

  if (error.isNetworkError) return feedback('offline', HTTP_ERROR_KEYS.INTERNAL_ERROR);
  if (error.status === 504 || error.timedOut) return feedback('timeout', known(envelope?.key) ?? HTTP_ERROR_KEYS.TIMEOUT);
  if (error.status === 404) return feedback('unavailable', known(codeKey) ?? HTTP_ERROR_KEYS.NOT_FOUND);
  if (error.status === 400 && envelope?.errorCode === undefined) return feedback('fields', HTTP_ERROR_KEYS.VALIDATION);
  if (error.status === 400) return feedback('form', known(codeKey) ?? known(envelope?.key) ?? HTTP_ERROR_KEYS.INTERNAL_ERROR);
  return feedback('error', known(codeKey) ?? known(envelope?.key) ?? HTTP_ERROR_KEYS.INTERNAL_ERROR);
}

/** Field errors as keys; one without a key of its own gets the default invalid message. */
function fieldKeys(fields: Record<string, { key?: string }[]> | undefined): Record<string, string[]> {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).map(([name, errors]) => [name, errors.map((error) => error.key || FIELD_ERROR_CODES.invalid)]));
}
