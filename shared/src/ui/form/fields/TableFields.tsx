import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

interface Column {
  key: string;
  title: string;
}

function useColumns(columns: Column[] | undefined) {
  const { t } = useTranslation();
  return (columns ?? []).map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: t(column.title, { defaultValue: column.title }),
    // Cells holding a translation key show its text.
    render: (cell: unknown) => (typeof cell === 'string' ? t(cell, { defaultValue: cell }) : (cell as React.ReactNode)),
  }));
}

/** preloaded_table: the rows of `props.rows` (each with an id) under `props.columns`. */
export function PreloadedTableField({ field, id }: FieldProps) {
  const columns = useColumns(field.props?.columns);
  return <Table id={id} size="small" rowKey="id" pagination={false} columns={columns} dataSource={field.props?.rows ?? []} />;
}

/** multiselect_table: the same table, where several rows are chosen; the value is their ids. */
export function MultiselectTableField({ field, name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue } = useFieldValue<(string | number)[]>(name);
  const columns = useColumns(field.props?.columns);
  const selected = value ?? [];
  return (
    <div id={id}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={field.props?.rows ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setValue(keys as (string | number)[]), getCheckboxProps: () => ({ disabled }) }}
      />
      <div style={{ marginTop: 4, opacity: 0.7 }}>{t('FORM.SELECTED_ROWS', { count: selected.length })}</div>
    </div>
  );
}
