import type { AxiosError } from 'axios';
import { HTTP_ERROR_KEYS, isErrorEnvelope, type ErrorEnvelope } from '@evax/shared/contract';

const KEY_BY_STATUS: Record<number, string> = {
  400: HTTP_ERROR_KEYS.VALIDATION,
  401: HTTP_ERROR_KEYS.UNAUTHORIZED,
  403: HTTP_ERROR_KEYS.FORBIDDEN,
  404: HTTP_ERROR_KEYS.NOT_FOUND,
  503: HTTP_ERROR_KEYS.UNAVAILABLE,
  504: HTTP_ERROR_KEYS.TIMEOUT,
};

/** Any failed call, typed: HTTP status, the server's error envelope, and the key to translate. */
export class ApiError extends Error {
  /** Null when no answer came back (network down, aborted). */
  readonly status: number | null;
  readonly envelope: ErrorEnvelope | null;
  /** Translation key to show (the envelope's, else one derived from the status). */
  readonly key: string;
  readonly canceled: boolean;
  /** No answer within the request's timeout. */
  readonly timedOut: boolean;

  constructor(options: { status: number | null; envelope: ErrorEnvelope | null; message: string; canceled?: boolean; timedOut?: boolean }) {
    super(options.envelope?.detail ?? options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.envelope = options.envelope;
    this.canceled = options.canceled ?? false;
    this.timedOut = options.timedOut ?? false;
    this.key = options.envelope?.key ?? KEY_BY_STATUS[options.status ?? 0] ?? HTTP_ERROR_KEYS.INTERNAL_ERROR;
  }

  get isNetworkError(): boolean {
    return this.status === null && !this.canceled && !this.timedOut;
  }
}

/**
 * axios's own `isAxiosError` test, without importing axios (its module sets up the client): the
 * sign-in page, which calls the API with fetch, builds without axios.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    return new ApiError({
      status: error.response?.status ?? null,
      envelope: isErrorEnvelope(data) ? data : null,
      message: error.message,
      canceled: error.code === 'ERR_CANCELED',
      timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT',
    });
  }
  return new ApiError({ status: null, envelope: null, message: error instanceof Error ? error.message : String(error) });
}
