import { ApiError } from '@evax/shared/runtime';
import { mapServerError, serverMessages, touchedFor } from '../../../src/ui/form/server-errors';

const invalid = (fields?: Record<string, { code: 'unique' | 'too_long' | 'invalid'; key: string; params?: Record<string, number> }[]>, extra: object = {}) =>
  new ApiError({ status: 400, message: 'bad', envelope: { detail: 'bad', key: 'ERROR.CODE.VALIDATION.FAILED', ...(fields ? { fields } : {}), ...extra } });

describe('the server-error mapper', () => {
  it('puts a field error on its field and shows no banner for it (one error, one place)', () => {
    const mapped = mapServerError(invalid({ name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] }));
    expect(mapped.fields).toEqual({ name: 'ERROR.CODE.VALIDATION.UNIQUE' });
    expect(mapped.message).toBeNull();
  });

  it('keeps only the first error of a field, with its parameters', () => {
    const mapped = mapServerError(
      invalid({
        name: [
          { code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } },
          { code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' },
        ],
      }),
    );
    expect(mapped.fields).toEqual({ name: JSON.stringify({ key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }) });
  });

  it('nests dotted paths as formik keeps them (rows of a list)', () => {
    const mapped = mapServerError(invalid({ 'addedOptionSet.1.valueFr': [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] }), {
      shown: ['addedOptionSet'],
    });
    expect(mapped.fields).toEqual({ addedOptionSet: [undefined, { valueFr: 'ERROR.CODE.VALIDATION.UNIQUE' }] });
    expect(mapped.byPath).toEqual({ 'addedOptionSet.1.valueFr': 'ERROR.CODE.VALIDATION.UNIQUE' });
    expect(touchedFor(mapped.byPath)).toEqual({ addedOptionSet: [undefined, { valueFr: true }] });
    expect(mapped.message).toBeNull();
  });

  it('shows in the banner a field error the form has no field for', () => {
    const mapped = mapServerError(
      invalid({ name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }], phone: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }] }),
      { shown: ['name'] },
    );
    expect(mapped.fields).toEqual({ name: 'ERROR.CODE.VALIDATION.UNIQUE' });
    expect(mapped.message).toBe('ERROR.CODE.VALIDATION.INVALID');
  });

  it('shows the envelope key in the banner when no field is named', () => {
    const mapped = mapServerError(new ApiError({ status: 409, message: 'dup', envelope: { detail: 'dup', key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS' } }));
    expect(mapped.fields).toEqual({});
    expect(mapped.message).toBe('ERROR.CODE.ENTITY_ALREADY_EXISTS');
  });

  it("lets the form choose the banner's key, and maps a failure that is not an API error", () => {
    expect(mapServerError(invalid(), { messageKey: () => 'AUTH.OTP.ERROR' }).message).toBe('AUTH.OTP.ERROR');
    const codeRefused = invalid({ code: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }] });
    expect(mapServerError(codeRefused, { shown: [], messageKey: () => 'AUTH.OTP.ERROR' }).message).toBe('AUTH.OTP.ERROR');
    expect(mapServerError(codeRefused, { shown: [], messageKey: () => undefined }).message).toBe('ERROR.CODE.VALIDATION.INVALID');
    expect(mapServerError(invalid({ name: [{ code: 'unique', key: 'U' }] }), { messageKey: () => 'AUTH.OTP.ERROR' }).message).toBeNull();
    const mapped = mapServerError(new Error('boom'));
    expect(mapped.error).toBeInstanceOf(ApiError);
    expect(mapped.message).toBe('ERROR.CODE.INTERNAL_ERROR');
  });

  it('accepts a predicate for the shown fields', () => {
    const mapped = mapServerError(invalid({ code: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] }), { shown: (path) => path !== 'code' });
    expect(mapped.fields).toEqual({});
    expect(mapped.message).toBe('ERROR.CODE.VALIDATION.UNIQUE');
  });

  it('reads the first message of each field of an envelope', () => {
    expect(serverMessages({ a: [], b: [{ code: 'unique', key: 'K' }] })).toEqual({ b: 'K' });
    expect(serverMessages(null)).toEqual({});
  });
});
