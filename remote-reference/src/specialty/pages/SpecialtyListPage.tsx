import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpecialtyRow } from '@evax/shared/contract';
import { useInLanguage, useLanguage } from '@evax/shared/runtime';
import { CrudListPage, secondaryColumn } from '@evax/shared/ui';
import { SPECIALTY } from '../entity';
import { reminderColumn } from '../../common/components/reminder';

const nameOf = (row: SpecialtyRow) => row.commercialName;

/** /admin/specialtie: the specialties, paged and searched on the server, with their row actions. */
export default function SpecialtyListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const show = useInLanguage();
  const columns = useMemo<TableColumnsType<SpecialtyRow>>(
    () => [
      { key: 'pctCode', dataIndex: 'pctCode', title: t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE'), sorter: true },
      { key: 'commercialName', dataIndex: 'commercialName', title: t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME'), sorter: true },
      secondaryColumn<SpecialtyRow>({
        key: language === 'ar' ? 'dciNameAr' : 'dciName',
        dataIndex: 'dciName',
        title: t('REFERENCE.SPECIALTY.COLUMNS.DCI'),
        render: (_: string, row) => show(row.dciName, row.dciNameAr),
      }),
      secondaryColumn<SpecialtyRow>({ key: 'manufacturer', dataIndex: 'manufacturer', title: t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER'), sorter: true }),
      reminderColumn(t),
    ],
    [t, language, show],
  );
  return <CrudListPage entity={SPECIALTY} columns={columns} rowName={nameOf} importKeyColumnKey="REFERENCE.SPECIALTY.COLUMNS.PCT_CODE" />;
}
