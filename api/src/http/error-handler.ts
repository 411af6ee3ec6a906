import { HTTP_ERROR_KEYS, type ErrorEnvelope } from '@evax/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError, databaseUnavailable, internalError, validationFailed } from './errors.js';
import { fieldErrorsFrom } from './validation.js';

const KEY_BY_STATUS: Record<number, string> = {
  400: HTTP_ERROR_KEYS.VALIDATION,
  401: HTTP_ERROR_KEYS.UNAUTHORIZED,
  403: HTTP_ERROR_KEYS.FORBIDDEN,
  404: HTTP_ERROR_KEYS.NOT_FOUND,
  504: HTTP_ERROR_KEYS.TIMEOUT,
};

/** What a 503 tells the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error);
}

/** Turns whatever a handler throws into the one error envelope; logs what the client cannot fix. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (isFastifyError(error)) {
    if (error.validation) return validationFailed(fieldErrorsFrom(error.validation));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const envelope: ErrorEnvelope = { detail: error.message, key: KEY_BY_STATUS[status] ?? HTTP_ERROR_KEYS.VALIDATION };
      return new ApiError(status, envelope);
    }
  }
  return internalError();
}

/** One place for errors: every failure, and every unknown /api route, answers the envelope. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(apiError.statusCode).send(apiError.envelope);
  });
}
