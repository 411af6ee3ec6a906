import { REMOTE_BASE_PATHS, REMOTE_NAMES, REMOTE_ROUTES, pathPrefixOf } from '@evax/shared/contract';

describe('remote path prefixes, derived from the areas route tables', () => {
  it('takes the admin base and the first segment of a route', () => {
    expect(pathPrefixOf('/admin/edit/:id/dci')).toBe('/admin/edit');
    expect(pathPrefixOf('/admin/vaccine-antirabique')).toBe('/admin/vaccine-antirabique');
  });

  it('gives the reference area the spec paths outside its list paths (a deep link to the DCI form finds its area)', () => {
    expect(REMOTE_BASE_PATHS.reference).toEqual(expect.arrayContaining(['/admin/dci', '/admin/add', '/admin/edit', '/admin/specialtie', '/admin/lists']));
  });

  it('puts every route of an area under one of its prefixes', () => {
    for (const name of REMOTE_NAMES) {
      for (const route of Object.values(REMOTE_ROUTES[name])) {
        expect(REMOTE_BASE_PATHS[name].some((prefix) => route === prefix || route.startsWith(`${prefix}/`))).toBe(true);
      }
    }
  });

  it('never lets two remotes claim the same prefix', () => {
    const all = REMOTE_NAMES.flatMap((name) => REMOTE_BASE_PATHS[name].map((prefix) => `${prefix} ${name}`));
    const prefixes = all.map((entry) => entry.split(' ')[0]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
