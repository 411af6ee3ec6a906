import { useMemo, type Key } from 'react';
import { Alert, Button, Flex, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@evax/shared/contract';
import { useList } from '@evax/shared/runtime';
import { readTableQuery, sortOrderOf, toOrdering, withTableQuery } from './list-query.js';
import type { PagedTableProps } from './PagedTable.js';
import { SearchBox } from './SearchBox.js';

/** The table itself, loaded with antd's Table on first use (see PagedTable). */
export default function PagedTableView<Row extends object>({ columns, fetchPage, rowKey, search = {} }: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readTableQuery(params);
  const { page, error, loading, reload } = useList(fetchPage, query);

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
      {search && <SearchBox {...search} value={query.search ?? ''} onSearch={(text) => setParams(withTableQuery(params, { search: text, page: undefined }))} />}
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
        loading={loading}
        onChange={onChange}
        locale={{ emptyText: t('GENERAL.NO_DATA') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.page_size,
          total: page?.count ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showTotal: (size, [from, to]) => t('TABLE.SHOWING', { from, to, size }),
        }}
      />
    </Flex>
  );
}
