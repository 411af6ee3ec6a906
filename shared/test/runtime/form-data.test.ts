import { formDataEntries, toFormData } from '@evax/shared/runtime';

describe('multipart form data (spec 1 §7.1)', () => {
  it('leaves out null and undefined values, and keeps false and 0', () => {
    expect(formDataEntries({ name: 'BCG', note: null, code: undefined, active: false, rank: 0 })).toEqual([
      ['name', 'BCG'],
      ['active', 'false'],
      ['rank', '0'],
    ]);
  });

  it('sends lists and objects with bracketed indexes, nulls excluded at every depth', () => {
    expect(
      formDataEntries({
        addedOptionSet: [
          { valueFr: 'A', valueAr: null },
          { valueFr: 'B', active: true },
        ],
        tags: ['x', null, 'y'],
      }),
    ).toEqual([
      ['addedOptionSet[0][valueFr]', 'A'],
      ['addedOptionSet[1][valueFr]', 'B'],
      ['addedOptionSet[1][active]', 'true'],
      ['tags[0]', 'x'],
      ['tags[2]', 'y'],
    ]);
  });

  it('sends vaccines_set and vaccines_passe_set as JSON, both under vaccines_set', () => {
    const given = [{ dci: 1, dose: 2 }];
    const past = [{ dci: 3, dose: 1 }];
    expect(formDataEntries({ child: 9, vaccines_set: given, vaccines_passe_set: past })).toEqual([
      ['child', '9'],
      ['vaccines_set', JSON.stringify(given)],
      ['vaccines_set', JSON.stringify(past)],
    ]);
  });

  it('keeps files as they are and dates as ISO text', () => {
    const file = new Blob(['a;b'], { type: 'text/csv' });
    const entries = formDataEntries({ file, at: new Date(Date.UTC(2026, 0, 2)) });
    expect(entries[0]?.[1]).toBe(file);
    expect(entries[1]).toEqual(['at', '2026-01-02T00:00:00.000Z']);
  });

  it('builds a FormData with those parts', () => {
    const form = toFormData({ vaccines_set: [1], vaccines_passe_set: [2], name: 'x' });
    expect(form.getAll('vaccines_set')).toEqual(['[1]', '[2]']);
    expect(form.get('name')).toBe('x');
  });
});
