import { HTTP_ERROR_KEYS } from '@evax/shared/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { NON_FIELD_ERRORS, fieldErrorsFrom } from '../../src/http/validation.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { describeOncePerRun } from '../support/databases.js';

const ajvError = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): FastifySchemaValidationError => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
  message: 'irrelevant',
});

describe('fieldErrorsFrom', () => {
  test('maps ajv keywords to the spec’s field codes, on dotted field paths', () => {
    expect(
      fieldErrorsFrom([
        ajvError('required', '', { missingProperty: 'phone' }),
        ajvError('additionalProperties', '/address', { additionalProperty: 'zip' }),
        ajvError('type', '/vaccines', { type: 'array' }),
        ajvError('type', '/age', { type: 'integer' }),
        ajvError('minLength', '/name', { limit: 2 }),
        ajvError('minLength', '/name', { limit: 2 }),
        ajvError('pattern', '/phone', { pattern: '^\\d+$' }),
        ajvError('type', '', { type: 'object' }),
      ]),
    ).toEqual({
      phone: [
        { code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' },
        { code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' },
      ],
      'address.zip': [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }],
      vaccines: [{ code: 'not_a_list', key: 'ERROR.CODE.VALIDATION.NOT_A_LIST' }],
      age: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }],
      name: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }],
      [NON_FIELD_ERRORS]: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }],
    });
  });
});

describeOncePerRun('errors the handlers did not plan', () => {
  let t: TestApp;
  const logged: unknown[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', { demo: false });
    t.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    t.app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error);
    });
  });
  afterAll(() => t.close());

  test('are a 500 with a generic detail: nothing internal leaks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', key: HTTP_ERROR_KEYS.INTERNAL_ERROR });
    expect(response.body).not.toContain('secret');
    expect(logged).toHaveLength(1);
  });

  test('an unsupported content type is a 415 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ key: HTTP_ERROR_KEYS.VALIDATION, detail: expect.any(String) });
  });

  test('GET /api/health answers without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
