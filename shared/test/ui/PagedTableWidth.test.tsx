import { screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { Paged } from '@evax/shared/contract';
import { PagedTable } from '@evax/shared/ui';
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
