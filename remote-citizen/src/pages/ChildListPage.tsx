import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChildRow, Gender, LocalizedName } from '@evax/shared/contract';
import { formatDate, localizedName, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { fetchChildrenPage } from '../api/children-api';

/** /admin/child/list: the children, searched by eVax number or name. */
export default function ChildListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<ChildRow>>(
    () => [
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t('CITIZEN.CHILDREN.COLUMNS.EVAX_NUMBER'), sorter: true },
      // Sorting follows the name shown: the Arabic last name in Arabic.
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('CITIZEN.CHILDREN.COLUMNS.NAME'),
        sorter: true,
        render: (_, child) => personName(child, language),
      },
      { key: 'birthDate', dataIndex: 'birthDate', title: t('CITIZEN.CHILDREN.COLUMNS.BIRTH_DATE'), sorter: true, render: (date: string) => formatDate(date) },
      { key: 'gender', dataIndex: 'gender', title: t('CITIZEN.CHILDREN.COLUMNS.GENDER'), render: (gender: Gender) => t(`CITIZEN.CHILDREN.GENDER.${gender}`) },
      {
        key: 'governorate',
        dataIndex: 'governorate',
        title: t('CITIZEN.CHILDREN.COLUMNS.GOVERNORATE'),
        render: (place: LocalizedName | null) => localizedName(place, language),
      },
      {
        key: 'structure',
        dataIndex: 'structure',
        title: t('CITIZEN.CHILDREN.COLUMNS.STRUCTURE'),
        render: (place: LocalizedName | null) => localizedName(place, language),
      },
    ],
    [t, language],
  );
  return <PagedTable columns={columns} fetchPage={fetchChildrenPage} rowKey="id" search={{ numericOnly: false, placeholderKey: 'CITIZEN.CHILDREN.SEARCH' }} />;
}
