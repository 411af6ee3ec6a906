import type { TFunction } from 'i18next';
import { secondaryColumn, statusColumn } from '@evax/shared/ui';

describe('secondaryColumn', () => {
  it('hides a column below the md breakpoint, keeping the rest of it', () => {
    expect(secondaryColumn({ key: 'manufacturer', title: 'Manufacturer', sorter: true })).toEqual({
      key: 'manufacturer',
      title: 'Manufacturer',
      sorter: true,
      responsive: ['md'],
    });
  });
});

describe('statusColumn', () => {
  it('is hidden on a phone, where the active/inactive toggle already says it', () => {
    expect(statusColumn<{ is_active: boolean }>(((key: string) => key) as unknown as TFunction).responsive).toEqual(['md']);
  });
});

describe('statusColumn with its options', () => {
  const t = ((key: string) => key) as unknown as TFunction;

  it("reads the row's own field, sorts on it and shows on a phone when asked (a list without the active/inactive toggle)", () => {
    const column = statusColumn<{ isActive: boolean }>(t, { field: 'isActive', sorter: true, always: true });
    expect(column).toMatchObject({ key: 'isActive', dataIndex: 'isActive', sorter: true });
    expect(column.responsive).toBeUndefined();
  });
});
