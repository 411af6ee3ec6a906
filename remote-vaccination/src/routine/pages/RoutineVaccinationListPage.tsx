import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoutineVaccinationChildRow } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { fetchRoutineChildrenPage } from '../api/routine-api';

/** /admin/vaccine/routine-vaccination: the children list for routine vaccination. */
export default function RoutineVaccinationListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<RoutineVaccinationChildRow>>(
    () => [
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t('VACCINATION.ROUTINE.COLUMNS.EVAX_NUMBER'), sorter: true },
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('VACCINATION.ROUTINE.COLUMNS.NAME'),
        sorter: true,
        render: (_, child) => personName(child, language),
      },
      {
        key: 'birthDate',
        dataIndex: 'birthDate',
        title: t('VACCINATION.ROUTINE.COLUMNS.BIRTH_DATE'),
        sorter: true,
        render: (date: string) => formatDate(date),
      },
      { key: 'dosesGiven', dataIndex: 'dosesGiven', title: t('VACCINATION.ROUTINE.COLUMNS.DOSES_GIVEN'), sorter: true, align: 'end' },
      {
        key: 'lastVaccinationDate',
        dataIndex: 'lastVaccinationDate',
        title: t('VACCINATION.ROUTINE.COLUMNS.LAST_VACCINATION'),
        sorter: true,
        render: (date: string | null) => (date ? formatDate(date) : t('VACCINATION.ROUTINE.NEVER')),
      },
    ],
    [t, language],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchRoutineChildrenPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'VACCINATION.ROUTINE.SEARCH' }}
    />
  );
}
