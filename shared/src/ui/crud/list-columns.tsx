import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { StatusTag, type StatusTagLabels } from './RowActions.js';

/** What a list's status column may say otherwise than an activate/deactivate catalogue's. */
export interface StatusColumnOptions {
  /** The row's field (and the column's key, its ordering): `is_active` by default. */
  field?: string;
  /** The tag's words (active / archived by default). */
  labels?: StatusTagLabels;
  /** Sortable (the API orders by `field`). */
  sorter?: boolean;
  /** Shown on a phone too: a list without the active/inactive toggle, where nothing else says it. */
  always?: boolean;
}

/** The active/archived tag of a row; hidden on a phone, where the active/inactive toggle already says it. */
export function statusColumn<Row>(t: TFunction, { field = 'is_active', labels, sorter, always }: StatusColumnOptions = {}): TableColumnType<Row> {
  const column: TableColumnType<Row> = {
    key: field,
    dataIndex: field,
    title: t('COMMON.COLUMNS.STATUS'),
    ...(sorter ? { sorter: true } : {}),
    render: (active: boolean) => <StatusTag active={active} labels={labels} />,
  };
  return always ? column : secondaryColumn<Row>(column);
}

/** The row actions, kept in view when the row scrolls (a narrow screen, the longer Arabic labels). */
export function actionsColumn<Row>(t: TFunction, render: (row: Row) => ReactNode): TableColumnType<Row> {
  return { key: 'actions', fixed: 'end', title: t('COMMON.ACTIONS.TITLE'), render: (_: unknown, row: Row) => render(row) };
}

/** A column a phone can do without: hidden below the md breakpoint (antd's `responsive`). */
export function secondaryColumn<Row>(column: TableColumnType<Row>): TableColumnType<Row> {
  return { ...column, responsive: ['md'] };
}
