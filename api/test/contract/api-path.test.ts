import { API_PATHS, AREA_LINKS, apiPath } from '@evax/shared/contract';

/** apiPath fills a contract path's placeholders; their names come from the path's type. */
describe('apiPath', () => {
  it('fills each placeholder, URI-encoded', () => {
    expect(apiPath(API_PATHS.dciOne, { id: 3 })).toBe('/api/ALL_DCI/3');
    expect(apiPath(API_PATHS.optionListChoices, { code: 'A B/C' })).toBe('/api/lists/by-code/A%20B%2FC/options');
    expect(apiPath(API_PATHS.dciList, {})).toBe('/api/ALL_DCI');
  });

  it('refuses, at compile time, a path without its values or with values it does not take', () => {
    // @ts-expect-error `id` is missing
    expect(() => apiPath(API_PATHS.dciOne, {})).toThrow('no value for id');
    // @ts-expect-error `code` is not a placeholder of this path
    expect(apiPath(API_PATHS.dciOne, { id: 1, code: 'X' })).toBe('/api/ALL_DCI/1');
    const either = (active: boolean) => (active ? API_PATHS.dciActivate : API_PATHS.dciDeactivate);
    expect(apiPath(either(true), { id: 7 })).toBe('/api/DCI/7/activate');
  });

  it("fills a client route's :name segments the same way (one filler for API paths and screens)", () => {
    expect(apiPath(AREA_LINKS.routineVaccinationFolder, { evaxNumber: '490506393' })).toBe('/admin/vaccine/routine-vaccination/vaccinationFolder/490506393');
    expect(apiPath('/admin/specialtie/:id', { id: 'a/b' })).toBe('/admin/specialtie/a%2Fb');
    // @ts-expect-error `evaxNumber` is missing
    expect(() => apiPath(AREA_LINKS.routineVaccinationFolder, {})).toThrow('no value for evaxNumber');
  });
});
