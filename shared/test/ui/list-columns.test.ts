import { secondaryColumn } from '@evax/shared/ui';

describe('secondaryColumn', () => {
  it('hides a column below the md breakpoint, keeping the rest of it', () => {
    expect(secondaryColumn({ key: 'manufacturer', title: 'Manufacturer', sorter: true })).toEqual({ key: 'manufacturer', title: 'Manufacturer', sorter: true, responsive: ['md'] });
  });
});
