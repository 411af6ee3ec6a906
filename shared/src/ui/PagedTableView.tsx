import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Alert, Button, Flex, Segmented, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@evax/shared/contract';
import { useList } from '@evax/shared/runtime';
import { DONE_ROW_STYLE, isDoneRow, readTableQuery, sortOrderOf, toOrdering, withTableQuery } from './list-query.js';
import { pageRange } from './widgets/widget-rules.js';
import type { PagedTableProps } from './PagedTable.js';
import { SearchBox } from './SearchBox.js';

/** The table itself, loaded with antd's Table on first use (see PagedTable). */
export default function PagedTableView<Row extends object>({
  columns,
  fetchPage,
  rowKey,
  search = {},
  activeFilter = false,
  toolbar,
  reloadSignal,
  selectable = false,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readTableQuery(params, { activeFilter });
  const { page, error, loading, reload } = useList(fetchPage, query);
  const [selected, setSelected] = useState<Key[]>([]);

  // Reload when the caller asks (not on the first render: useList already loads).
  const lastSignal = useRef(reloadSignal);
  useEffect(() => {
    if (lastSignal.current === reloadSignal) return;
    lastSignal.current = reloadSignal;
    setSelected([]);
    reload();
  }, [reloadSignal, reload]);

  const sortedColumns = useMemo(
    () => columns.map((column) => (column.sorter && column.key ? { ...column, sortOrder: sortOrderOf(query.ordering, String(column.key)) } : column)),
    [columns, query.ordering],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const ordering = toOrdering(sort?.columnKey === undefined ? undefined : String(sort.columnKey), sort?.order);
    const pageSizeChanged = pagination.pageSize !== query.page_size;
    const orderingChanged = ordering !== query.ordering;
    setParams(
      withTableQuery(params, {
        page: pageSizeChanged || orderingChanged ? undefined : pagination.current,
        page_size: pagination.pageSize,
        ordering,
      }),
    );
  };

  return (
    <Flex vertical gap="middle" className="evax-paged-table">
      {(search || activeFilter || toolbar) && (
        <Flex gap="small" wrap align="center" justify="space-between">
          {search && <SearchBox {...search} value={query.search ?? ''} onSearch={(text) => setParams(withTableQuery(params, { search: text, page: undefined }))} />}
          <Flex gap="small" wrap align="center">
            {activeFilter && (
              <Segmented<string>
                aria-label={t('TABLE.ACTIVE_FILTER')}
                value={String(query.is_active ?? 1)}
                options={[
                  { value: '1', label: t('TABLE.ACTIVE') },
                  { value: '0', label: t('TABLE.INACTIVE') },
                ]}
                onChange={(value) => {
                  setSelected([]);
                  setParams(withTableQuery(params, { is_active: value, page: undefined }));
                }}
              />
            )}
            {toolbar}
          </Flex>
        </Flex>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={t(error.key)}
          action={
            <Button size="small" onClick={reload}>
              {t('GENERAL.RETRY')}
            </Button>
          }
        />
      )}
      <Table<Row>
        columns={sortedColumns}
        dataSource={page?.results ?? []}
        rowKey={(row) => row[rowKey] as Key}
        rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        loading={loading}
        onChange={onChange}
        rowClassName={(row) => (isDoneRow(row) ? 'evax-row-done' : '')}
        onRow={(row) => (isDoneRow(row) ? { style: DONE_ROW_STYLE } : {})}
        locale={{ emptyText: t('GENERAL.NO_DATA') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.page_size,
          total: page?.count ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showTotal: (size) => t('TABLE.SHOWING', pageRange(query.page, query.page_size, size)),
        }}
      />
    </Flex>
  );
}
