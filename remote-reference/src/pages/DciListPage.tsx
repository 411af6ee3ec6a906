import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DciRow } from '@evax/shared/contract';
import { PagedTable } from '@evax/shared/ui';
import { fetchDciPage } from '../api/dci-api';
import { ageRangeLabel } from '../components/age-range';

/** /admin/dci: the DCI catalogue, paged and searched on the server. */
export default function DciListPage() {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<DciRow>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('REFERENCE.DCI.COLUMNS.NAME'), sorter: true },
      { key: 'vaccineType', dataIndex: 'vaccineType', title: t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.VACCINE_TYPE.${code}`, code) },
      { key: 'vaccineCategory', dataIndex: 'vaccineCategory', title: t('REFERENCE.DCI.COLUMNS.CATEGORY'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.CATEGORY.${code}`, code) },
      { key: 'ageRange', dataIndex: 'ageRange', title: t('REFERENCE.DCI.COLUMNS.AGE_RANGE'), render: (codes: string[]) => ageRangeLabel(codes, t) },
      {
        key: 'is_active',
        dataIndex: 'is_active',
        title: t('REFERENCE.DCI.COLUMNS.STATUS'),
        render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{t(active ? 'REFERENCE.DCI.STATUS.ACTIVE' : 'REFERENCE.DCI.STATUS.ARCHIVED')}</Tag>,
      },
    ],
    [t],
  );
  return <PagedTable columns={columns} fetchPage={fetchDciPage} rowKey="id" search={{ numericOnly: false, placeholderKey: 'REFERENCE.DCI.SEARCH' }} />;
}
