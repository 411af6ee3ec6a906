import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Alert, Button, Flex, Segmented, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useList, useScreens } from '@evax/shared/runtime';
import { DONE_ROW_STYLE, isDoneRow, readTableQuery, sortOrderOf, toOrdering, withTableQuery } from './list-query.js';
import { TablePager } from './TablePager.js';
import type { PagedTableProps } from './PagedTable.js';
import { SearchBox } from './SearchBox.js';
import { phoneColumns } from './crud/list-columns.js';
import { ListFilters } from './ListFilters.js';

/** The table itself, loaded with antd's Table on first use (see PagedTable). */
export default function PagedTableView<Row extends object>({
  columns,
  fetchPage,
  rowKey,
  search = {},
  activeFilter = false,
  filters = [],
  toolbar,
  resourceKey,
  selectable: selectableRows = false,
  selectionActions,
}: PagedTableProps<Row>) {
  const selectable = selectableRows || selectionActions !== undefined;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readTableQuery(params, { activeFilter, filters });
  const { page, error, loading, reload, invalidations } = useList(fetchPage, query, resourceKey);
  const [selected, setSelected] = useState<Key[]>([]);
  // A wide screen (lg) wraps long cells to fit the container; a tablet, with every column but less
  // room, scrolls, the actions kept in view; a phone (below md) stacks the columns in one cell
  // beside the actions (phoneColumns).
  const { md, lg } = useScreens();

  // An invalidated list loads again (useResource); what was selected may have changed.
  const lastInvalidations = useRef(invalidations);
  useEffect(() => {
    if (lastInvalidations.current === invalidations) return;
    lastInvalidations.current = invalidations;
    setSelected([]);
  }, [invalidations]);

  const sortedColumns = useMemo(() => {
    const sorted: TableColumnsType<Row> = columns.map((column) =>
      column.sorter && column.key ? { ...column, sortOrder: sortOrderOf(query.ordering, String(column.key)) } : column,
    );
    return md ? sorted : phoneColumns<Row>(sorted);
  }, [columns, query.ordering, md]);

  // Sorting only: the pager under the table (TablePager) moves pages and sizes.
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const ordering = toOrdering(sort?.columnKey === undefined ? undefined : String(sort.columnKey), sort?.order);
    if (ordering === query.ordering) return;
    setParams(withTableQuery(params, { page: undefined, page_size: query.page_size, ordering }));
  };

  return (
    <Flex vertical gap="middle" className="evax-paged-table">
      {(search || activeFilter || filters.length > 0 || toolbar || selectionActions) && (
        <Flex gap="small" wrap align="center" justify="space-between">
          {search && (
            <SearchBox {...search} value={query.search ?? ''} onSearch={(text) => setParams(withTableQuery(params, { search: text, page: undefined }))} />
          )}
          <Flex gap="small" wrap align="center">
            {filters.length > 0 && (
              <ListFilters
                filters={filters}
                values={query}
                onChange={(change) => {
                  setSelected([]);
                  setParams(withTableQuery(params, { ...change, page: undefined }));
                }}
              />
            )}
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
            {selectionActions?.(selected)}
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
        scroll={md && !lg ? { x: 'max-content' } : undefined}
        pagination={false}
      />
      <TablePager
        page={query.page}
        pageSize={query.page_size}
        count={page?.count ?? 0}
        countCapped={page?.countCapped === true}
        onPage={(next) => setParams(withTableQuery(params, { page: next > 1 ? next : undefined, page_size: query.page_size }))}
        onPageSize={(size) => setParams(withTableQuery(params, { page: undefined, page_size: size }))}
      />
    </Flex>
  );
}
