import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { StatusTag } from './RowActions.js';

/** The active/archived tag of a row; hidden on a phone, where the active/inactive toggle already says it. */
export function statusColumn<Row extends { is_active: boolean }>(t: TFunction): TableColumnType<Row> {
  return secondaryColumn<Row>({
    key: 'is_active',
    dataIndex: 'is_active',
    title: t('COMMON.COLUMNS.STATUS'),
    render: (active: boolean) => <StatusTag active={active} />,
  });
}

/** The row actions, kept in view when the row scrolls (a narrow screen, the longer Arabic labels). */
export function actionsColumn<Row>(t: TFunction, render: (row: Row) => ReactNode): TableColumnType<Row> {
  return { key: 'actions', fixed: 'end', title: t('COMMON.ACTIONS.TITLE'), render: (_: unknown, row: Row) => render(row) };
}

/** A column a phone can do without: hidden below the md breakpoint (antd's `responsive`). */
export function secondaryColumn<Row>(column: TableColumnType<Row>): TableColumnType<Row> {
  return { ...column, responsive: ['md'] };
}
