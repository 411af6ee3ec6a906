import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import type { ListQuery, Paged } from '@evax/shared/contract';
import { PagedTable, type ListFilter } from '@evax/shared/ui';
import { locationNow, renderInApp, setupI18n } from '../../jest/render';

interface Row {
  id: number;
  name: string;
}

const columns: TableColumnsType<Row> = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const fetchPage = jest.fn(async (_query: ListQuery): Promise<Paged<Row>> => ({ count: 1, results: [{ id: 1, name: 'Row one' }] }));

const filters: ListFilter[] = [
  {
    kind: 'structure',
    param: 'structure',
    labelKey: 'Structure',
    options: [
      { value: 4, label: 'CSB Ariana' },
      { value: 5, label: 'CSB Sfax' },
    ],
  },
  {
    kind: 'state',
    param: 'status',
    labelKey: 'State',
    options: [
      { value: 1, label: 'Planned' },
      { value: 2, label: 'Done' },
    ],
  },
  { kind: 'date', param: 'date', labelKey: 'Date' },
  { kind: 'free', param: 'lot', labelKey: 'Lot' },
];

function renderTable(route: string) {
  setupI18n('en');
  return renderInApp(<PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" search={false} filters={filters} />, { route });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('PagedTable filters', () => {
  it('sends the filters in the URL to the fetcher', async () => {
    renderTable('/list?structure=5&status=2&date_from=2026-01-01&date_to=2026-01-31&lot=AB1');
    await screen.findByText('Row one', {}, { timeout: 20_000 });
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 1, page_size: 10, structure: '5', status: '2', date_from: '2026-01-01', date_to: '2026-01-31', lot: 'AB1' },
      expect.any(AbortSignal),
    );
    expect(screen.getByTitle('CSB Sfax')).toBeInTheDocument();
    expect(screen.getByDisplayValue('AB1')).toBeInTheDocument();
    expect(screen.getByDisplayValue('01/01/2026')).toBeInTheDocument();
  });

  it('a chosen structure or state goes in the URL, back to the first page', async () => {
    renderTable('/list?page=3');
    await screen.findByText('Row one', {}, { timeout: 20_000 });

    await choose('Structure', 'CSB Ariana');
    await waitFor(() => expect(locationNow()).toBe('/list?structure=4'));
    await choose('State', 'Done');
    await waitFor(() => expect(locationNow()).toBe('/list?structure=4&status=2'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, page_size: 10, structure: '4', status: '2' }, expect.any(AbortSignal)));
  });

  it('free text applies on Enter, and clearing it removes the parameter', async () => {
    renderTable('/list');
    await screen.findByText('Row one', {}, { timeout: 20_000 });

    const lot = screen.getByRole('textbox', { name: 'Lot' });
    await userEvent.type(lot, 'AB');
    expect(locationNow()).toBe('/list');
    await userEvent.type(lot, '{Enter}');
    await waitFor(() => expect(locationNow()).toBe('/list?lot=AB'));

    await userEvent.clear(lot);
    await waitFor(() => expect(locationNow()).toBe('/list'));
  });
});
