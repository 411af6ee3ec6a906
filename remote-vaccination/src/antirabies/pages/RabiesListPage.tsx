import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS, RABIES_SHEET_STATES, RABIES_SHEET_TYPES, type RabiesFicheRow } from '@evax/shared/contract';
import { Can, formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable, type ListFilter } from '@evax/shared/ui';
import { RABIES_KEY, rabiesApi } from '../api';
import { OpenChildFolder } from '../../common/components/OpenChildFolder';
import { rabiesAbsentPath, rabiesCitizenPath } from '../paths';
import { stateAndOpenColumns } from '../components/rabies-sheet-columns';

const T = 'VACCINATION.RABIES';
const FILTERS: ListFilter[] = [
  {
    kind: 'state',
    param: 'state',
    labelKey: `${T}.FILTERS.STATE`,
    options: RABIES_SHEET_STATES.map((state) => ({ value: state, labelKey: `${T}.STATES.${state}` })),
  },
  {
    kind: 'state',
    param: 'type',
    labelKey: `${T}.FILTERS.TYPE`,
    options: RABIES_SHEET_TYPES.map((type) => ({ value: type, labelKey: `${T}.TYPES.${type}` })),
  },
];

/** /admin/vaccine/antirabique-vaccination: the anti-rabies sheets, by state, those open over 14 days flagged. */
export default function RabiesListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<RabiesFicheRow>>(
    () => [
      { key: 'openedOn', dataIndex: 'openedOn', title: t(`${T}.COLUMNS.OPENED_ON`), sorter: true, render: (date: string) => formatDate(date) },
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t(`${T}.COLUMNS.EVAX_NUMBER`), sorter: true, render: (evax: string) => <bdi>{evax}</bdi> },
      { key: 'name', title: t(`${T}.COLUMNS.NAME`), render: (_, row) => personName(row, language) },
      { key: 'type', title: t(`${T}.COLUMNS.TYPE`), render: (_, row) => t(`${T}.TYPES.${row.type}`), responsive: ['md'] },
      {
        key: 'category',
        title: t(`${T}.COLUMNS.CATEGORY`),
        render: (_, row) => (row.exposureCategory ? t(`${T}.CATEGORIES.${row.exposureCategory}`) : '-'),
        responsive: ['md'],
      },
      {
        key: 'nextDoseDate',
        dataIndex: 'nextDoseDate',
        title: t(`${T}.COLUMNS.NEXT_DOSE`),
        sorter: true,
        render: (date: string | null) => (date ? formatDate(date) : '-'),
      },
      ...stateAndOpenColumns(t, navigate),
    ],
    [t, language, navigate],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={rabiesApi.page}
      resourceKey={[...RABIES_KEY, 'list']}
      rowKey="id"
      filters={FILTERS}
      search={{ numericOnly: true, placeholderKey: `${T}.SEARCH` }}
      toolbar={
        <>
          <Can permission={PERMISSIONS.vaccination.viewAbsentRabiesList}>
            <Button onClick={() => navigate(rabiesAbsentPath)}>{t('VACCINATION.RABIES_ABSENT.LINK')}</Button>
          </Can>
          <Can permission={PERMISSIONS.vaccination.addRabies}>
            <OpenChildFolder folderPath={rabiesCitizenPath} />
          </Can>
        </>
      }
    />
  );
}
