import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AGE_BANDS, SCHEDULE_STATES, type RoutineVaccinationChildRow, type ScheduleState } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable, type ListFilter } from '@evax/shared/ui';
import { routineApi } from '../api';
import { folderPath } from '../paths';
import { openFolderColumn } from '../../common/components/open-folder-column';

const T = 'VACCINATION.ROUTINE';
const STATE_COLOR: Record<ScheduleState, string> = { overdue: 'red', due: 'blue', up_to_date: 'default', complete: 'green' };
const FILTERS: ListFilter[] = [
  {
    kind: 'state',
    param: 'ageBand',
    labelKey: `${T}.FILTERS.AGE_BAND`,
    options: Object.keys(AGE_BANDS).map((band) => ({ value: band, labelKey: `${T}.AGE_BANDS.${band}` })),
  },
  {
    kind: 'state',
    param: 'scheduleState',
    labelKey: `${T}.FILTERS.SCHEDULE_STATE`,
    options: SCHEDULE_STATES.map((state) => ({ value: state, labelKey: `${T}.SCHEDULE_STATES.${state}` })),
  },
];

/** /admin/vaccine/routine-vaccination: the children with their next due dose and where their schedule stands. */
export default function RoutineVaccinationListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<RoutineVaccinationChildRow>>(
    () => [
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t(`${T}.COLUMNS.EVAX_NUMBER`), sorter: true },
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t(`${T}.COLUMNS.NAME`),
        sorter: true,
        render: (_, child) => personName(child, language),
      },
      {
        key: 'birthDate',
        dataIndex: 'birthDate',
        title: t(`${T}.COLUMNS.BIRTH_DATE`),
        sorter: true,
        render: (date: string) => formatDate(date),
      },
      { key: 'dosesGiven', dataIndex: 'dosesGiven', title: t(`${T}.COLUMNS.DOSES_GIVEN`), sorter: true, align: 'end', responsive: ['md'] },
      {
        key: 'lastVaccinationDate',
        dataIndex: 'lastVaccinationDate',
        title: t(`${T}.COLUMNS.LAST_VACCINATION`),
        sorter: true,
        responsive: ['md'],
        render: (date: string | null) => (date ? formatDate(date) : t(`${T}.NEVER`)),
      },
      {
        key: 'nextDue',
        title: t(`${T}.COLUMNS.NEXT_DUE`),
        render: (_, { nextDue }) =>
          nextDue
            ? `${language === 'ar' ? nextDue.dciNameAr : nextDue.dciName} - ${nextDue.doseNumber}${nextDue.date ? ` (${formatDate(nextDue.date)})` : ''}`
            : '',
      },
      {
        key: 'scheduleState',
        title: t(`${T}.COLUMNS.STATE`),
        render: (_, { scheduleState }) => <Tag color={STATE_COLOR[scheduleState]}>{t(`${T}.SCHEDULE_STATES.${scheduleState}`)}</Tag>,
      },
      openFolderColumn({ title: t(`${T}.COLUMNS.ACTIONS`), open: t(`${T}.OPEN_FOLDER`) }, (evax) => navigate(folderPath(evax))),
    ],
    [t, language, navigate],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={routineApi.childrenPage}
      rowKey="id"
      filters={FILTERS}
      search={{ numericOnly: false, placeholderKey: `${T}.SEARCH` }}
    />
  );
}
