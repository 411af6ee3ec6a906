import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import type { ListQuery, Paged } from '@evax/shared/contract';
import { invalidate } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { locationNow, renderInApp, setupI18n } from '../../jest/render';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 42 }, (_, index) => ({ id: index + 1, name: `DCI ${index + 1}` }));
const columns: TableColumnsType<Row> = [{ key: 'name', dataIndex: 'name', title: 'Name', sorter: true }];

const fetchPage = jest.fn(async (query: ListQuery): Promise<Paged<Row>> => {
  const size = query.page_size ?? 10;
  const start = ((query.page ?? 1) - 1) * size;
  const matching = rows.filter((row) => !query.search || row.name.includes(query.search));
  return { count: matching.length, results: matching.slice(start, start + size) };
});

function renderTable(route: string, language: 'fr' | 'ar' | 'en' = 'en') {
  setupI18n(language);
  return renderInApp(<PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" search={{ numericOnly: false }} />, { route });
}

describe('PagedTable', () => {
  it('loads the page the URL asks for and shows the range', async () => {
    renderTable('/list?page=2&page_size=25');

    // The first render loads antd's Table lazily: slow on a busy machine.
    expect(await screen.findByText('DCI 26', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, page_size: 25 }, expect.any(AbortSignal));
    expect(screen.getByText('Showing 26 to 42 of 42')).toBeInTheDocument();
  });

  it('says the range in French and in Arabic', async () => {
    const { unmount } = renderTable('/list', 'fr');
    expect(await screen.findByText('Affichage de 1 à 10 sur 42')).toBeInTheDocument();
    unmount();

    renderTable('/list', 'ar');
    expect(await screen.findByText('عرض 1 إلى 10 من 42')).toBeInTheDocument();
  });

  it('says "more than" when the server counted no further (a search over a national set)', async () => {
    setupI18n('fr');
    const capped = async (): Promise<Paged<Row>> => ({ count: 1000, countCapped: true, results: rows.slice(0, 10) });
    const { unmount } = renderInApp(<PagedTable columns={columns} fetchPage={capped} rowKey="id" />, { route: '/list' });
    expect(await screen.findByText('Affichage de 1 à 10 sur plus de 1000')).toBeInTheDocument();
    unmount();

    setupI18n('ar');
    renderInApp(<PagedTable columns={columns} fetchPage={capped} rowKey="id" />, { route: '/list' });
    expect(await screen.findByText('عرض 1 إلى 10 من أكثر من 1000')).toBeInTheDocument();
  });

  it('searches from the first page and keeps the search in the URL', async () => {
    renderTable('/list?page=3');
    await screen.findByText('DCI 21');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search…' }), 'DCI 4');
    await userEvent.click(screen.getByRole('button', { name: /^search Search$/i }));

    await waitFor(() => expect(locationNow()).toBe('/list?search=DCI+4'));
    expect(await screen.findByText('Showing 1 to 4 of 4')).toBeInTheDocument();
  });

  it('clear removes the search from the URL', async () => {
    renderTable('/list?search=DCI+4');
    await screen.findByText('Showing 1 to 4 of 4');

    await userEvent.click(screen.getByRole('button', { name: /clear/i }));

    await waitFor(() => expect(locationNow()).toBe('/list'));
    expect(await screen.findByText('Showing 1 to 10 of 42')).toBeInTheDocument();
  });

  it('moves to another page through the pagination', async () => {
    renderTable('/list');
    await screen.findByText('DCI 1');

    await userEvent.click(screen.getByTitle('3'));

    await waitFor(() => expect(locationNow()).toBe('/list?page=3&page_size=10'));
    expect(await screen.findByText('DCI 21')).toBeInTheDocument();
  });

  it('shows a window of 10 page numbers around the current page, and a click moves there', async () => {
    setupI18n('en');
    const many: Row[] = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Lot ${index + 1}` }));
    const fetchMany = async (query: ListQuery): Promise<Paged<Row>> => {
      const start = ((query.page ?? 1) - 1) * (query.page_size ?? 10);
      return { count: many.length, results: many.slice(start, start + (query.page_size ?? 10)) };
    };
    renderInApp(<PagedTable columns={columns} fetchPage={fetchMany} rowKey="id" search={false} />, { route: '/list?page=15' });
    await screen.findByText('Lot 141', {}, { timeout: 20_000 });
    expect(screen.getByText('Showing 141 to 150 of 300')).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    const numbers = () =>
      pager
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== '');
    expect(numbers()).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(pager.getByRole('button', { name: '15' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(pager.getByRole('button', { name: '19' }));
    await waitFor(() => expect(locationNow()).toBe('/list?page=19&page_size=10'));
    expect(await screen.findByText('Lot 181')).toBeInTheDocument();
    expect(numbers()).toEqual(['14', '15', '16', '17', '18', '19', '20', '21', '22', '23']);

    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationNow()).toBe('/list?page=20&page_size=10'));
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(locationNow()).toBe('/list?page=19&page_size=10'));
  });

  it('keeps the pager in reading order in Arabic, previous first, window at the last pages', async () => {
    setupI18n('ar');
    const fetchMany = async (query: ListQuery): Promise<Paged<Row>> => ({ count: 300, results: [{ id: query.page ?? 1, name: `Lot ${query.page}` }] });
    renderInApp(<PagedTable columns={columns} fetchPage={fetchMany} rowKey="id" search={false} />, { route: '/list?page=30' });
    await screen.findByText('Lot 30', {}, { timeout: 20_000 });
    const buttons = within(screen.getByRole('navigation', { name: 'الصفحات' })).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('الصفحة السابقة');
    expect(buttons.at(-1)).toHaveAccessibleName('الصفحة التالية');
    expect(buttons.at(-1)).toBeDisabled();
    expect(buttons.slice(1, -1).map((button) => button.textContent)).toEqual(['21', '22', '23', '24', '25', '26', '27', '28', '29', '30']);
  });

  it('sorts on the server through the ordering parameter', async () => {
    renderTable('/list');
    await screen.findByText('DCI 1');

    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));

    await waitFor(() => expect(locationNow()).toBe('/list?page_size=10&ordering=name'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, page_size: 10, ordering: 'name' }, expect.any(AbortSignal));
  });

  it('shows a failure with its translated key and retries', async () => {
    fetchPage.mockRejectedValueOnce(
      Object.assign(new Error('x'), { isAxiosError: true, response: { status: 403, data: { detail: 'no', key: 'ERROR.CODE.FORBIDDEN' } } }),
    );
    renderTable('/list');

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('DCI 1')).toBeInTheDocument();
  });

  it('keeps the search box numeric-only by default', async () => {
    setupI18n('en');
    renderInApp(<PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" />, { route: '/list' });
    const box = screen.getByRole('textbox', { name: 'Search…' });

    await userEvent.type(box, 'a1b2');

    expect(box).toHaveValue('12');
  });

  it('switches between active and inactive rows through is_active in the URL', async () => {
    setupI18n('en');
    renderInApp(<PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" activeFilter toolbar={<button type="button">New</button>} />, {
      route: '/list?page=2',
    });
    await screen.findByText('DCI 11');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, page_size: 10, is_active: 1 }, expect.any(AbortSignal));
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('Inactive'));

    await waitFor(() => expect(locationNow()).toBe('/list?is_active=0'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, page_size: 10, is_active: 0 }, expect.any(AbortSignal)));
  });

  it('loads again with the same query and clears the selection when its resource key is invalidated', async () => {
    setupI18n('en');
    function Harness() {
      return (
        <>
          <button type="button" onClick={() => invalidate(['dci'])}>
            Reload
          </button>
          <PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" selectable resourceKey={['dci', 'list']} />
        </>
      );
    }
    renderInApp(<Harness />, { route: '/list?search=DCI+4' });
    await screen.findByText('Showing 1 to 4 of 4');
    const checkbox = screen.getAllByRole('checkbox')[1]!;
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    const calls = fetchPage.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(fetchPage.mock.calls.length).toBe(calls + 1));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, page_size: 10, search: 'DCI 4' }, expect.any(AbortSignal));
    await waitFor(() => expect(screen.getAllByRole('checkbox')[1]).not.toBeChecked());
  });

  it('styles rows whose status is 2 as done, and only them', async () => {
    setupI18n('en');
    const statusRows = [
      { id: 1, name: 'Planned', status: 1 },
      { id: 2, name: 'Done', status: 2 },
    ];
    renderInApp(<PagedTable columns={columns} fetchPage={async () => ({ count: 2, results: statusRows })} rowKey="id" search={false} />, { route: '/list' });

    const done = (await screen.findByText('Done')).closest('tr')!;
    expect(done).toHaveClass('evax-row-done');
    expect(screen.getByText('Planned').closest('tr')).not.toHaveClass('evax-row-done');
  });

  it('offers page sizes 10, 25, 30 and 50 and starts again from page 1 on a new size', async () => {
    renderTable('/list?page=2');
    await screen.findByText('DCI 11');

    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '25 / page', '30 / page', '50 / page']);
    await userEvent.click(screen.getByTitle('25 / page'));

    await waitFor(() => expect(locationNow()).toBe('/list?page_size=25'));
    expect(await screen.findByText('Showing 1 to 25 of 42')).toBeInTheDocument();
  });
});
