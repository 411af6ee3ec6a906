import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DciRow } from '@evax/shared/contract';
import { useInLanguage, useLanguage } from '@evax/shared/runtime';
import { CrudListPage, secondaryColumn } from '@evax/shared/ui';
import { DCI } from '../entity';
import { ageRangeLabel } from '../components/age-range';

/** /admin/dci: the DCI catalogue, paged and searched on the server, with its row actions. */
export default function DciListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const show = useInLanguage();
  const columns = useMemo<TableColumnsType<DciRow>>(
    () => [
      // The name in the page's language, sorted by it (the API's nameAr ordering on Arabic pages).
      {
        key: language === 'ar' ? 'nameAr' : 'name',
        dataIndex: 'name',
        title: t('REFERENCE.DCI.COLUMNS.NAME'),
        sorter: true,
        render: (_: string, row) => show(row.name, row.nameAr),
      },
      secondaryColumn<DciRow>({
        key: 'vaccineType',
        dataIndex: 'vaccineType',
        title: t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE'),
        sorter: true,
        render: (code: string) => t(`REFERENCE.DCI.VACCINE_TYPE.${code}`, code),
      }),
      secondaryColumn<DciRow>({
        key: 'vaccineCategory',
        dataIndex: 'vaccineCategory',
        title: t('REFERENCE.DCI.COLUMNS.CATEGORY'),
        sorter: true,
        render: (code: string) => t(`REFERENCE.DCI.CATEGORY.${code}`, code),
      }),
      secondaryColumn<DciRow>({
        key: 'ageRange',
        dataIndex: 'ageRange',
        title: t('REFERENCE.DCI.COLUMNS.AGE_RANGE'),
        render: (codes: string[]) => ageRangeLabel(codes, t),
      }),
    ],
    [t, language, show],
  );
  return <CrudListPage entity={DCI} columns={columns} rowName={(row) => show(row.name, row.nameAr)} importKeyColumnKey="REFERENCE.DCI.COLUMNS.NAME" />;
}
