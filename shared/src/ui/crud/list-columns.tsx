import { isValidElement, useMemo, type Key, type ReactNode } from 'react';
import { useScreens } from '@evax/shared/runtime';
import { Flex, theme, type TableColumnType, type TableColumnsType } from 'antd';
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

const ACTIONS_KEY = 'actions';

/**
 * What the phone's columns read of a column, its row erased: antd's column types are generic over
 * the row and a union of plain and grouped columns, and inferring a row through them made the
 * shared package's type check run out of memory (issue 30). The generic wrappers below only cast.
 */
interface PhoneColumn {
  key?: Key;
  title?: unknown;
  dataIndex?: unknown;
  render?: (value: unknown, row: unknown, index: number) => unknown;
  responsive?: readonly string[];
  sorter?: unknown;
  sortOrder?: unknown;
  fixed?: unknown;
  width?: unknown;
}

/** Shown below md: a column without `responsive`, or one that names a breakpoint below md. */
const shownOnPhone = (column: PhoneColumn) => !column.responsive || column.responsive.some((size) => size === 'xs' || size === 'sm');

function cellOf(column: PhoneColumn, row: unknown, index: number): ReactNode {
  const index_ = column.dataIndex;
  const path: readonly unknown[] = index_ === undefined || index_ === null ? [] : Array.isArray(index_) ? index_ : [index_];
  const value = path.reduce<unknown>((item, key) => (item as Record<string, unknown> | null | undefined)?.[String(key)], row);
  const rendered = column.render ? column.render(value, row, index) : value;
  // A render may answer a cell's { children, props }: its content only.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) return (rendered as { children: ReactNode }).children;
  return rendered as ReactNode;
}

/**
 * A column's title in the secondary text colour. Not antd's Typography: it would bring its editable
 * and copyable modes (about 10 KB gz) to every area's first screen through the kit.
 */
function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
}

function stackColumns(columns: readonly PhoneColumn[]): PhoneColumn[] {
  const shown = columns.filter(shownOnPhone);
  const actions = shown.find((column) => column.key === ACTIONS_KEY);
  const [first, ...others] = shown.filter((column) => column !== actions);
  if (!first) return [...columns];
  const stacked: PhoneColumn = {
    key: first.key,
    title: first.title,
    sorter: first.sorter,
    sortOrder: first.sortOrder,
    render: (_value, row, index) => (
      <Flex vertical gap={2} className="evax-phone-cell" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong>{cellOf(first, row, index)}</strong>
        {others.map((column, position) => {
          const cell = cellOf(column, row, index);
          if (cell === null || cell === undefined || cell === '' || cell === false) return null;
          return (
            <div key={String(column.key ?? position)}>
              {typeof column.title === 'string' && <SecondaryText>{column.title} : </SecondaryText>}
              {cell}
            </div>
          );
        })}
      </Flex>
    ),
  };
  return actions ? [stacked, { ...actions, fixed: undefined, width: undefined }] : [stacked];
}

/**
 * A table's columns for a phone (below md): the columns a phone shows stacked in one cell, the
 * first as the row's heading and each other under its title, and the actions in their own column
 * beside it, one under another. Five columns do not fit 390 px however narrow; a table scrolling
 * sideways hides what is at its end (issue 30). The first column's key and sorter are kept.
 */
export function phoneColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return stackColumns(columns as unknown as readonly PhoneColumn[]) as unknown as TableColumnsType<Row>;
}

/** The columns as given from md up, phoneColumns below: a table that fits a phone without scrolling sideways. */
export function usePhoneColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  const { md } = useScreens();
  return useMemo(() => (md ? columns : phoneColumns<Row>(columns)), [md, columns]);
}
