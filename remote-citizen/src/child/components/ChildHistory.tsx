import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryName } from '@evax/shared/contract';
import { notify, useLanguage, useResource } from '@evax/shared/runtime';
import { LtrText, usePhoneColumns } from '@evax/shared/ui';
import { CHILD_KEY } from '../../common/resource-keys';
import { fetchChildHistory, fetchOlderChildHistory } from '../api';
import { placeName } from './child-detail-fields';
import { byCardOrder, historyEntryLabel, historyFieldLabel, historyValue } from './history-labels';

type Change = HistoryEntry['changes'][string] & { field: string };

/** A value of the history: numbers (a phone, a date) left to right, words in the page's direction. */
function HistoryValue({ field, value, name }: { field: string; value: unknown; name: HistoryName | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = historyValue(field, value, t, language, name);
  return /^[\d\s+/:.-]+$/.test(text) ? <LtrText>{text}</LtrText> : <bdi>{text}</bdi>;
}

/** The changes of one entry: a field, before and after (what a creation set, what a deletion removed). */
function ChangesTable({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const rows: Change[] = Object.entries(entry.changes)
    .filter(([, { before, after }]) => before !== null || after !== null)
    .map(([field, change]) => ({ field, ...change }))
    .sort((a, b) => byCardOrder(a.field, b.field));
  const columns: TableColumnsType<Change> = [
    { key: 'field', dataIndex: 'field', title: t('CITIZEN.HISTORY.COLUMNS.FIELD'), render: (field: string) => historyFieldLabel(field, t) },
    {
      key: 'before',
      dataIndex: 'before',
      title: t('CITIZEN.HISTORY.COLUMNS.BEFORE'),
      render: (value: unknown, change) => <HistoryValue field={change.field} value={value} name={change.beforeName} />,
    },
    {
      key: 'after',
      dataIndex: 'after',
      title: t('CITIZEN.HISTORY.COLUMNS.AFTER'),
      render: (value: unknown, change) => <HistoryValue field={change.field} value={value} name={change.afterName} />,
    },
  ];
  return <Table<Change> size="small" rowKey="field" columns={columns} dataSource={rows} pagination={false} />;
}

/** The older pages of the history read so far, and whether the last one was full (more may follow). */
function useOlderEntries(evaxNumber: string, newest: HistoryEntry[] | undefined) {
  const [older, setOlder] = useState<HistoryEntry[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  // A new first page (the child's, reloaded) starts the walk again.
  useEffect(() => {
    setOlder([]);
    setMore(newest?.length === HISTORY_PAGE_SIZE);
  }, [newest]);
  const loadOlder = async () => {
    const last = [...(newest ?? []), ...older].at(-1);
    if (!last) return;
    setLoading(true);
    try {
      const page = await fetchOlderChildHistory(evaxNumber, last.id);
      setOlder((shown) => [...shown, ...page]);
      setMore(page.length === HISTORY_PAGE_SIZE);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setLoading(false);
    }
  };
  return { older, more, loading, loadOlder };
}

/**
 * The "history" tab: the child's timeline, newest first: the writes to its identity and parents,
 * its vaccinations (given, edited, postponed, cancelled), measurements, allergies and MAPI, who
 * made each, from which structure, what changed. A page of the API at a time: "older entries"
 * reads the next.
 */
export function ChildHistory({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: newest, error, loading } = useResource([...CHILD_KEY, evaxNumber, 'history'], (signal) => fetchChildHistory(evaxNumber, signal));
  const older = useOlderEntries(evaxNumber, newest);
  const entries = useMemo(() => (newest ? [...newest, ...older.older] : undefined), [newest, older.older]);
  const columns = useMemo<TableColumnsType<HistoryEntry>>(
    () => [
      {
        key: 'at',
        dataIndex: 'at',
        title: t('CITIZEN.HISTORY.COLUMNS.AT'),
        render: (at: string) => <LtrText>{dayjs(at).format(`${DATE_FORMAT} HH:mm`)}</LtrText>,
      },
      {
        key: 'action',
        dataIndex: 'action',
        title: t('CITIZEN.HISTORY.COLUMNS.ACTION'),
        render: (_action: string, entry) => historyEntryLabel(entry, t),
      },
      { key: 'user', dataIndex: 'user', title: t('CITIZEN.HISTORY.COLUMNS.USER'), render: (user: HistoryEntry['user']) => <bdi>{user?.username ?? '—'}</bdi> },
      {
        key: 'structure',
        dataIndex: 'structure',
        title: t('CITIZEN.HISTORY.COLUMNS.STRUCTURE'),
        render: (structure: HistoryEntry['structure']) => placeName(structure, language) || '—',
      },
      {
        key: 'fields',
        title: t('CITIZEN.HISTORY.COLUMNS.CHANGES'),
        render: (_, entry) =>
          t('CITIZEN.HISTORY.FIELD_COUNT', { count: Object.values(entry.changes).filter(({ before, after }) => before !== null || after !== null).length }),
      },
    ],
    [t, language],
  );
  const shownColumns = usePhoneColumns<HistoryEntry>(columns);
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  return (
    <Flex vertical gap="small">
      <Table<HistoryEntry>
        size="small"
        rowKey="id"
        className="evax-child-history"
        loading={loading && !entries}
        columns={shownColumns}
        dataSource={entries ?? []}
        expandable={{ expandedRowRender: (entry) => <ChangesTable entry={entry} /> }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('CITIZEN.HISTORY.EMPTY') }}
      />
      {older.more && (
        <Button onClick={() => void older.loadOlder()} loading={older.loading} style={{ alignSelf: 'center' }}>
          {t('CITIZEN.HISTORY.OLDER')}
        </Button>
      )}
    </Flex>
  );
}
