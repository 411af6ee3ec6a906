import { useMemo } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS, type RabiesAbsentRow } from '@evax/shared/contract';
import { Can, formatDate, personName, useLanguage, usePermission } from '@evax/shared/runtime';
import { ListExport, PagedTable } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { RABIES_KEY, rabiesApi } from '../api';
import { useAbsentStructureFilter } from '../components/absent-structure-filter';
import { SendReminder } from '../components/SendReminder';
import { SendReminders } from '../components/SendReminders';
import { rabiesDetailsPath } from '../paths';

const T = 'VACCINATION.RABIES_ABSENT';
const R = 'VACCINATION.RABIES';

/** The absent list (spec 2 §2; issue 31): sheets whose next dose is past without a dose, most late first; export and a reminder SMS. */
export default function RabiesAbsentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const filters = useAbsentStructureFilter();
  const today = tunisToday(new Date());
  const mayRemind = usePermission(PERMISSIONS.vaccination.addRabies);
  const columns = useMemo<TableColumnsType<RabiesAbsentRow>>(
    () => [
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t(`${R}.COLUMNS.EVAX_NUMBER`), sorter: true, render: (evax: string) => <bdi>{evax}</bdi> },
      { key: 'name', title: t(`${R}.COLUMNS.NAME`), render: (_, row) => personName(row, language) },
      { key: 'phone', dataIndex: 'phone', title: t(`${T}.COLUMNS.PHONE`), render: (phone: string | null) => (phone ? <bdi dir="ltr">{phone}</bdi> : '-') },
      { key: 'type', title: t(`${R}.COLUMNS.TYPE`), render: (_, row) => row.type, responsive: ['md'] },
      { key: 'nextDoseDate', dataIndex: 'nextDoseDate', title: t(`${R}.COLUMNS.NEXT_DOSE`), sorter: true, render: (date: string) => formatDate(date) },
      {
        key: 'daysLate',
        dataIndex: 'daysLate',
        title: t(`${T}.COLUMNS.DAYS_LATE`),
        render: (days: number) => <Tag color={days > 3 ? 'red' : 'orange'}>{t(`${T}.DAYS_LATE`, { count: days })}</Tag>,
      },
      {
        key: 'remindedOn',
        dataIndex: 'remindedOn',
        title: t(`${T}.COLUMNS.REMINDED_ON`),
        render: (date: string | null) => (date ? formatDate(date) : '-'),
        responsive: ['md'],
      },
      {
        key: 'actions',
        title: t(`${R}.COLUMNS.ACTIONS`),
        render: (_, row) => (
          <>
            <Can permission={PERMISSIONS.vaccination.addRabies}>
              <SendReminder row={row} today={today} />
            </Can>{' '}
            <Can permission={PERMISSIONS.vaccination.viewRabies}>
              <Button size="small" onClick={() => navigate(rabiesDetailsPath(row.ficheId))}>
                {t(`${R}.OPEN_SHEET`)}
              </Button>
            </Can>
          </>
        ),
      },
    ],
    [t, language, navigate, today],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={rabiesApi.absentPage}
      resourceKey={[...RABIES_KEY, 'absent']}
      rowKey="ficheId"
      filters={filters}
      search={{ numericOnly: true, placeholderKey: `${R}.SEARCH` }}
      selectionActions={mayRemind ? (keys) => <SendReminders ficheIds={keys} /> : undefined}
      toolbar={<ListExport exportFile={rabiesApi.exportAbsent} filters={filters} activeFilter={false} />}
    />
  );
}
