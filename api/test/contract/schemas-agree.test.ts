import { LIMITS, REFERENCE_LIMITS, type DciInput, type OptionListInput } from '@evax/shared/contract';
import { DciBody, Id, listQuery, OptionListBody } from '@evax/shared/contract/schemas';
import { isOptionListCode, optionListProblems } from '@evax/shared/validation';
import { schemaCheck } from '../../src/http/import-export/schema-check.js';

/**
 * The API validates with the contract's schemas (@evax/shared/contract/schemas) and the forms
 * with the shared rule functions (@evax/shared/validation): both read the same limits, so a
 * value one accepts the other accepts too. A few of them, checked through the API's own ajv.
 */

const checkOptionList = schemaCheck<OptionListInput>(OptionListBody);
const checkDci = schemaCheck<DciInput>(DciBody);
const text = (length: number, letter: string) => letter.repeat(length);
const list = (overrides: Partial<OptionListInput> = {}): OptionListInput => ({
  code: 'BLOOD_GROUP',
  nameAr: 'فصيلة الدم',
  nameFr: 'Groupe sanguin',
  addedOptionSet: [{ valueAr: 'أ', valueFr: 'A' }],
  ...overrides,
});
/** The server's field codes of a body, { field: code }. */
const serverCodes = (body: unknown) => {
  const { errors } = checkOptionList(body);
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, list]) => [field, list[0]!.code]));
};

describe('the contract schemas and the form rules agree', () => {
  it('a valid option list passes both', () => {
    expect(serverCodes(list())).toEqual({});
    expect(optionListProblems(list())).toEqual({});
  });

  it.each([
    ['nameFr', list({ nameFr: text(LIMITS.nameMax + 1, 'a') })],
    ['nameAr', list({ nameAr: text(LIMITS.nameMax + 1, 'ب') })],
    ['addedOptionSet', list({ addedOptionSet: Array.from({ length: LIMITS.optionListMax + 1 }, (_, i) => ({ valueAr: `ب${i}`, valueFr: `v${i}` })) })],
    ['addedOptionSet.0.valueFr', list({ addedOptionSet: [{ valueAr: 'أ', valueFr: text(REFERENCE_LIMITS.optionValueMax + 1, 'a') }] })],
  ])('%s one past its limit is too long for both', (field, body) => {
    expect(serverCodes(body)[field]).toBe('too_long');
    expect(optionListProblems(body)[field]).toBe('too_long');
  });

  it.each([
    ['nameFr', list({ nameFr: text(LIMITS.nameMax, 'a') })],
    ['addedOptionSet.0.valueFr', list({ addedOptionSet: [{ valueAr: 'أ', valueFr: text(REFERENCE_LIMITS.optionValueMax, 'a') }] })],
  ])('%s at its limit passes both', (_field, body) => {
    expect(serverCodes(body)).toEqual({});
    expect(optionListProblems(body)).toEqual({});
  });

  it('an empty added set is too short for both (a list without default options)', () => {
    expect(serverCodes(list({ addedOptionSet: [] })).addedOptionSet).toBe('too_short');
    expect(optionListProblems(list({ addedOptionSet: [] })).addedOptionSet).toBe('too_short');
  });

  it.each(['BLOOD_GROUP', 'A1', 'blood', 'B', '1ABC', `A${'B'.repeat(49)}`, `A${'B'.repeat(50)}`])(
    'the list code %s is accepted by both or by neither',
    (code) => {
      expect(serverCodes(list({ code })).code === undefined).toBe(isOptionListCode(code));
    },
  );

  it('a DCI name is 2 to 200 characters (REFERENCE_LIMITS)', () => {
    const dci = (name: string) => checkDci({ name, vaccineType: 'live_attenuated', vaccineCategory: 'routine' }).errors;
    expect(dci(text(REFERENCE_LIMITS.nameMin, 'a'))).toBeNull();
    expect(dci(text(REFERENCE_LIMITS.nameMax, 'a'))).toBeNull();
    expect(dci(text(REFERENCE_LIMITS.nameMin - 1, 'a'))?.name?.[0]?.code).toBe('too_short');
    expect(dci(text(REFERENCE_LIMITS.nameMax + 1, 'a'))?.name?.[0]?.code).toBe('too_long');
  });

  it('a DCI without an age range is valid for any age (the default fills it)', () => {
    expect(checkDci({ name: 'BCG', vaccineType: 'live_attenuated', vaccineCategory: 'routine' }).value?.ageRange).toEqual([]);
  });
});

describe('the common schemas', () => {
  it('a list query requires none of its filters and fills page and page_size', () => {
    const check = schemaCheck(listQuery(['name'], { dci: Id }));
    expect(check({})).toEqual({ value: { page: 1, page_size: 10 }, errors: null });
    expect(check({ dci: '12' }).value).toMatchObject({ dci: 12 });
  });
});
