import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@evax/shared/contract';
import { LtrText } from '@evax/shared/ui';
import { auditValue, changedFieldsOf } from './audit-labels';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** Numbers, dates and codes read left to right in Arabic too; words follow the page. */
function Value({ value }: { value: unknown }) {
  const text = auditValue(value);
  return /^[\d\s+/:.,TZ-]+$/.test(text) ? <LtrText>{text}</LtrText> : <bdi>{text}</bdi>;
}

/** One audit row's change: each field before and after (what a creation set, what a deletion removed). */
export function AuditChanges({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const rows: Change[] = changedFieldsOf(entry.before, entry.after).map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
  const columns: TableColumnsType<Change> = [
    { key: 'field', dataIndex: 'field', title: t('ADMIN.AUDIT.COLUMNS.FIELD'), render: (field: string) => <bdi>{field}</bdi> },
    { key: 'before', dataIndex: 'before', title: t('ADMIN.AUDIT.COLUMNS.BEFORE'), render: (value: unknown) => <Value value={value} /> },
    { key: 'after', dataIndex: 'after', title: t('ADMIN.AUDIT.COLUMNS.AFTER'), render: (value: unknown) => <Value value={value} /> },
  ];
  return (
    <Table<Change>
      size="small"
      rowKey="field"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('ADMIN.AUDIT.NO_CHANGE') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
