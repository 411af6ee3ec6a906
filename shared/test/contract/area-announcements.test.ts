import fs from 'node:fs';
import path from 'node:path';
import { AREA_ANNOUNCEMENT_FILE, REMOTE_NAMES, pathPrefixOf, type AreaAnnouncement } from '@evax/shared/contract';

// Each remote's area.json is checked against its descriptor by its own module test; here, the four together.
const announced = (name: string): AreaAnnouncement =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../..', `remote-${name}`, AREA_ANNOUNCEMENT_FILE), 'utf8')) as AreaAnnouncement;

describe("the areas' announced path prefixes", () => {
  it('takes the admin base and the first segment of a route', () => {
    expect(pathPrefixOf('/admin/edit/:id/dci')).toBe('/admin/edit');
    expect(pathPrefixOf('/admin/vaccine-antirabique')).toBe('/admin/vaccine-antirabique');
  });

  it('gives the reference area the spec paths outside its list paths (a deep link to the DCI form finds its area)', () => {
    expect(announced('reference').basePaths).toEqual(expect.arrayContaining(['/admin/dci', '/admin/add', '/admin/edit', '/admin/specialtie', '/admin/lists']));
  });

  it('never lets two remotes claim the same prefix', () => {
    const prefixes = REMOTE_NAMES.flatMap((name) => announced(name).basePaths);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
