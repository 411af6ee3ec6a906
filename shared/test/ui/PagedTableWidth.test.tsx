import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { TableColumnsType } from 'antd';
import type { Paged } from '@evax/shared/contract';
import { PagedTable, actionsColumn, secondaryColumn } from '@evax/shared/ui';
import { renderInApp, setupI18n } from '../../jest/render';

interface Row {
  id: number;
  name: string;
}

const columns: TableColumnsType<Row> = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const fetchPage = async (): Promise<Paged<Row>> => ({ count: 1, results: [{ id: 1, name: 'Row one' }] });

async function tableAt(width: number): Promise<HTMLTableElement> {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  setupI18n('en');
  renderInApp(<PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" search={false} />, { route: '/list' });
  return (await screen.findByText('Row one', {}, { timeout: 20_000 })).closest('table')!;
}

describe('PagedTable width', () => {
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('fits its container on a wide screen: long cells wrap, no sideways scroll', async () => {
    expect((await tableAt(1366)).style.width).not.toBe('max-content');
  });

  it('fits on a phone too, its secondary columns hidden', async () => {
    expect((await tableAt(390)).style.width).not.toBe('max-content');
  });

  it('scrolls sideways on a tablet, where every column shows in less room', async () => {
    expect((await tableAt(800)).style.width).toBe('max-content');
  });
});

interface Child {
  id: number;
  evax: string;
  name: string;
  governorate: string;
}

const childColumns: TableColumnsType<Child> = [
  { key: 'evax', dataIndex: 'evax', title: 'Evax number', sorter: true },
  { key: 'name', dataIndex: 'name', title: 'Name' },
  secondaryColumn<Child>({ key: 'governorate', dataIndex: 'governorate', title: 'Governorate' }),
  actionsColumn<Child>(((key: string) => key) as unknown as TFunction, () => <button type="button">Open</button>),
];
const fetchChildren = async (): Promise<Paged<Child>> => ({ count: 1, results: [{ id: 1, evax: '723508520', name: 'Nour Chebbi', governorate: 'Tunis' }] });

describe('PagedTable on a phone (issue 30)', () => {
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('stacks the columns in one cell beside the actions: the first as the heading, the others under their title', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    setupI18n('en');
    renderInApp(<PagedTable columns={childColumns} fetchPage={fetchChildren} rowKey="id" search={false} />, { route: '/list' });
    const row = (await screen.findByText('723508520', {}, { timeout: 20_000 })).closest('tr')!;
    expect(row.querySelectorAll('td')).toHaveLength(2);
    expect(row.querySelector('td')).toHaveTextContent('Name : Nour Chebbi');
    expect(row).not.toHaveTextContent('Tunis');
    expect(within(row).getByRole('button', { name: 'Open' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Evax number', 'COMMON.ACTIONS.TITLE']);
  });

  it('keeps every column from md up', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
    setupI18n('en');
    renderInApp(<PagedTable columns={childColumns} fetchPage={fetchChildren} rowKey="id" search={false} />, { route: '/list' });
    const row = (await screen.findByText('723508520', {}, { timeout: 20_000 })).closest('tr')!;
    expect(row.querySelectorAll('td')).toHaveLength(4);
  });
});
