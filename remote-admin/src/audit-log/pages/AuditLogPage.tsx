import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_LOG_LIMITS, DATE_FORMAT, type AuditLogEntry } from '@evax/shared/contract';
import { inLanguage, localizedName, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { FilterBar, ListExport, LtrText, readFilters, usePhoneColumns, withTableQuery, type ListFilter } from '@evax/shared/ui';
import { useStructureChoices } from '../../common/structure-choices';
import { AUDIT_LOG_KEY, exportAuditLog, fetchAuditLogFacets, fetchAuditLogPage, type AuditLogFilterValues } from '../api';
import { AuditChanges } from '../components/AuditChanges';
import { actionLabel, changedFieldsOf, entityLabel } from '../components/audit-labels';

const T = 'ADMIN.AUDIT';

const CODE = /^[a-z_]+$/;

/** The trail's values, and the URL's when the trail holds none such yet (a shared link shows no rows rather than all). */
function withAsked(values: readonly string[], asked: string | null): string[] {
  return asked && CODE.test(asked) && !values.includes(asked) ? [...values, asked] : [...values];
}

/** The viewer's filters, once their choices (structures, the trail's entities and actions) are read. */
function useAuditFilters(params: URLSearchParams): ListFilter[] | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const { structures, loaded } = useStructureChoices();
  const { data: facets } = useResource([...AUDIT_LOG_KEY, 'facets'], fetchAuditLogFacets);
  const askedEntity = params.get('entity');
  const askedAction = params.get('action');
  return useMemo(() => {
    if (!loaded || !facets) return null;
    const entities = withAsked(facets.entities, askedEntity);
    const actions = withAsked(facets.actions, askedAction);
    return [
      { kind: 'free', param: 'username', labelKey: `${T}.FILTERS.USERNAME` },
      {
        kind: 'structure',
        param: 'structure',
        labelKey: `${T}.FILTERS.STRUCTURE`,
        options: structures.map((s) => ({ value: s.id, label: localizedName(s, language) })),
      },
      {
        kind: 'state',
        param: 'entity',
        labelKey: `${T}.FILTERS.ENTITY`,
        options: entities.map((entity) => ({ value: entity, label: entityLabel(entity, t) })),
      },
      {
        kind: 'state',
        param: 'action',
        labelKey: `${T}.FILTERS.ACTION`,
        options: actions.map((action) => ({ value: action, label: actionLabel(action, t) })),
      },
      { kind: 'date', param: 'at', labelKey: `${T}.FILTERS.AT` },
    ];
  }, [loaded, structures, facets, askedEntity, askedAction, language, t]);
}

/** The pages after the first read so far ("older entries"), started again when the first page changes. */
function useOlderPages(filters: AuditLogFilterValues | null, first: { next: number | null } | undefined) {
  const [older, setOlder] = useState<AuditLogEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setOlder([]);
    setNext(first?.next ?? null);
  }, [first]);
  const loadOlder = async () => {
    if (!filters || next === null) return;
    setLoading(true);
    try {
      const page = await fetchAuditLogPage(filters, next);
      setOlder((shown) => [...shown, ...page.results]);
      setNext(page.next);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setLoading(false);
    }
  };
  return { older, more: next !== null, loading, loadOlder };
}

/** /admin/audit-log (issue 34): the audit trail newest first, filtered in the URL, each change before and after, exportable. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = useAuditFilters(params);
  const values = useMemo(() => (filters ? (readFilters(params, filters) as AuditLogFilterValues) : null), [params, filters]);
  const first = useResource(values ? [...AUDIT_LOG_KEY, 'page', values] : null, (signal) => fetchAuditLogPage(values ?? {}, undefined, signal));
  const older = useOlderPages(values, first.data);
  const entries = useMemo(() => [...(first.data?.results ?? []), ...older.older], [first.data, older.older]);
  const columns = useMemo<TableColumnsType<AuditLogEntry>>(
    () => [
      { key: 'at', dataIndex: 'at', title: t(`${T}.COLUMNS.AT`), render: (at: string) => <LtrText>{dayjs(at).format(`${DATE_FORMAT} HH:mm:ss`)}</LtrText> },
      {
        key: 'user',
        dataIndex: 'user',
        title: t(`${T}.COLUMNS.USER`),
        render: (user: AuditLogEntry['user']) => <bdi>{user?.username ?? t(`${T}.NOBODY`)}</bdi>,
      },
      {
        key: 'structure',
        dataIndex: 'structure',
        title: t(`${T}.COLUMNS.STRUCTURE`),
        render: (structure: AuditLogEntry['structure']) => inLanguage(language, structure?.nameFr, structure?.nameAr) || '—',
        responsive: ['md'],
      },
      { key: 'action', dataIndex: 'action', title: t(`${T}.COLUMNS.ACTION`), render: (action: string) => actionLabel(action, t) },
      {
        key: 'entity',
        title: t(`${T}.COLUMNS.ENTITY`),
        render: (_, entry) => (
          <>
            {entityLabel(entry.entity, t)} <LtrText>#{entry.entityId}</LtrText>
          </>
        ),
      },
      {
        key: 'changes',
        title: t(`${T}.COLUMNS.CHANGES`),
        render: (_, entry) => t(`${T}.FIELD_COUNT`, { count: changedFieldsOf(entry.before, entry.after).length }),
        responsive: ['md'],
      },
    ],
    [t, language],
  );
  const shownColumns = usePhoneColumns<AuditLogEntry>(columns);
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        {filters && <FilterBar filters={filters} values={values ?? {}} onChange={(change) => setParams(withTableQuery(params, change), { replace: true })} />}
        <span style={{ marginInlineStart: 'auto' }}>
          <ListExport exportFile={exportAuditLog} filters={filters ?? []} activeFilter={false} />
        </span>
      </Flex>
      <Alert type="info" showIcon title={t(`${T}.EXPORT_LIMIT`, { count: AUDIT_LOG_LIMITS.exportMax })} />
      {first.error ? (
        <Alert type="error" showIcon title={t(first.error.key)} />
      ) : (
        <Table<AuditLogEntry>
          size="small"
          rowKey="id"
          className="evax-audit-log"
          loading={first.loading && !first.data}
          columns={shownColumns}
          dataSource={entries}
          expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
          pagination={false}
          locale={{ emptyText: t(`${T}.EMPTY`) }}
        />
      )}
      {older.more && (
        <Button onClick={() => void older.loadOlder()} loading={older.loading} style={{ alignSelf: 'center' }}>
          {t(`${T}.OLDER`)}
        </Button>
      )}
    </Flex>
  );
}
