import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { HTTP_ERROR_KEYS } from '@evax/shared/contract';
import { ApiError, errorFeedback, toApiError } from '@evax/shared/runtime';

const failed = (status: number, data: unknown = null): ApiError =>
  toApiError(
    new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, { headers: new AxiosHeaders() } as InternalAxiosRequestConfig, null, {
      status,
      statusText: '',
      data,
      headers: {},
      config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
    }),
  );

describe('error feedback (spec 3 §8)', () => {
  it('504 is the timed-out message, and so is a client timeout', () => {
    expect(errorFeedback(failed(504, '<html>'))).toMatchObject({ kind: 'timeout', key: HTTP_ERROR_KEYS.TIMEOUT });
    const timeout = toApiError(new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED'));
    expect(errorFeedback(timeout)).toMatchObject({ kind: 'timeout', key: HTTP_ERROR_KEYS.TIMEOUT });
  });

  it('404 marks the resource unavailable', () => {
    expect(errorFeedback(failed(404, { detail: 'Not found', key: 'ERROR.CODE.NOT_FOUND' }))).toMatchObject({
      kind: 'unavailable',
      key: HTTP_ERROR_KEYS.NOT_FOUND,
    });
    expect(errorFeedback(failed(404, { detail: 'No DCI', errorCode: 203, key: 'ERROR.CODE.ENTITY_NOT_FOUND' }))).toMatchObject({
      kind: 'unavailable',
      key: 'ERROR.CODE.ENTITY_NOT_FOUND',
    });
  });

  it('a 400 without a code gives field errors, a field error without a key the default invalid message', () => {
    const feedback = errorFeedback(
      failed(400, {
        detail: 'Invalid input',
        key: 'ERROR.CODE.VALIDATION.FAILED',
        fields: { name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }], non_field_errors: [{ code: 'invalid' }] },
      }),
    );
    expect(feedback).toEqual({
      kind: 'fields',
      key: HTTP_ERROR_KEYS.VALIDATION,
      fields: { name: ['ERROR.CODE.VALIDATION.UNIQUE'], non_field_errors: ['ERROR.CODE.VALIDATION.INVALID'] },
      params: {},
    });
  });

  it('a 400 with an errorCode fails the form with the message of its code', () => {
    expect(errorFeedback(failed(400, { detail: 'exists', errorCode: 200, key: 'whatever' }))).toMatchObject({
      kind: 'form',
      key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS',
    });
  });

  it('other statuses go through the error table, then the server key, then INTERNAL_ERROR', () => {
    expect(errorFeedback(failed(429, { detail: 'Max Attempts', errorCode: 108, key: 'x', retryAfter: 300 }))).toMatchObject({
      kind: 'error',
      key: 'ERROR.CODE.MAX_ATTEMPTS',
      params: { retryAfter: 300 },
    });
    expect(errorFeedback(failed(403, { detail: 'no', key: 'ERROR.CODE.PASSWORD_CHANGE_REQUIRED' }))).toMatchObject({
      key: 'ERROR.CODE.PASSWORD_CHANGE_REQUIRED',
    });
    expect(errorFeedback(failed(500, '<html>'))).toMatchObject({ kind: 'error', key: HTTP_ERROR_KEYS.INTERNAL_ERROR });
    expect(errorFeedback(failed(409, { detail: 'x', errorCode: 999, key: 'ERROR.CODE.UNKNOWN' }), () => false)).toMatchObject({
      key: HTTP_ERROR_KEYS.INTERNAL_ERROR,
    });
  });

  it('a call that got no answer is the offline case', () => {
    expect(errorFeedback(toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK)))).toMatchObject({ kind: 'offline' });
  });
});
