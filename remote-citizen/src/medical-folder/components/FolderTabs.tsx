import { useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@evax/shared/contract';
import { invalidate, usePermission, useResource } from '@evax/shared/runtime';
import { usePhoneColumns, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { folderKey } from '../../common/resource-keys';
import { RecordActions } from './RecordActions';
import { RecordModal } from './RecordModal';

export interface RecordsTabProps<Row extends { id: number }> {
  evaxNumber: string;
  /** The list's own part of the cache key ('growth', 'head-circumference', 'allergies'). */
  resource: string;
  load: (signal: AbortSignal) => Promise<Row[]>;
  columns: TableColumnsType<Row>;
  rowName: (row: Row) => string;
  fields: FieldDefinition[];
  emptyValues: FormValues;
  valuesOf: (row: Row) => FormValues;
  save: (id: number | null, values: FormValues) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  permissions: { add: Permission; edit: Permission; delete: Permission };
  texts: { add: string; addTitle: string; editTitle: string; empty: string };
  readOnly: boolean;
  /** More buttons beside Add (the growth charts). */
  extra?: ReactNode;
  /** More per-row actions before edit and delete (reordering allergies). */
  rowExtra?: (row: Row, index: number, rows: Row[]) => ReactNode;
  /** Keep the actions column on a closed folder (for a read-only action such as the MAPI detail). */
  showActionsWhenReadOnly?: boolean;
  testId: string;
}

/** One list of the folder: its table, Add, and each row's edit and delete, through the same dialog. */
export function RecordsTab<Row extends { id: number }>(props: RecordsTabProps<Row>) {
  const { t } = useTranslation();
  const { evaxNumber, resource, load, columns, rowName, permissions, texts, readOnly } = props;
  const key = [...folderKey(evaxNumber), resource];
  const { data, loading } = useResource(key, load);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const canAdd = usePermission(permissions.add) && !readOnly;
  const refresh = () => invalidate(folderKey(evaxNumber));
  const rows = data ?? [];
  const actions: TableColumnsType<Row>[number] = {
    key: 'actions',
    title: t('COMMON.ACTIONS.TITLE'),
    width: 150,
    render: (_: unknown, row: Row, index: number) => (
      <Flex gap={0}>
        {props.rowExtra?.(row, index, rows)}
        <RecordActions
          rowName={rowName(row)}
          editPermission={permissions.edit}
          deletePermission={permissions.delete}
          readOnly={readOnly}
          onEdit={() => setEditing(row)}
          onDelete={async () => {
            await props.remove(row);
            refresh();
          }}
        />
      </Flex>
    ),
  };
  const shownColumns = usePhoneColumns<Row>(readOnly && !props.showActionsWhenReadOnly ? columns : [...columns, actions]);
  return (
    <Flex vertical gap="small" data-testid={props.testId}>
      <Flex gap="small" wrap justify="end">
        {props.extra}
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t(texts.add)}
          </Button>
        )}
      </Flex>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={rows}
        columns={shownColumns}
        pagination={false}
        // An empty table does not scroll: a scrolling region with nothing to focus in it is out of a keyboard's reach (axe, in Arabic's longer headers).
        scroll={shownColumns.length > 2 && rows.length > 0 ? { x: 'max-content' } : undefined}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} /> }}
      />
      <RecordModal
        id={`${props.testId}-form`}
        open={editing !== null}
        title={editing === 'new' ? texts.addTitle : texts.editTitle}
        fields={props.fields}
        initialValues={editing && editing !== 'new' ? props.valuesOf(editing) : props.emptyValues}
        onSave={(values) => props.save(editing === 'new' || editing === null ? null : editing.id, values)}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Flex>
  );
}
