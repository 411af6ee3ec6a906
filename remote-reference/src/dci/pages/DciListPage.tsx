import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DciRow } from '@evax/shared/contract';
import { CrudListPage, secondaryColumn } from '@evax/shared/ui';
import { DCI } from '../entity';
import { ageRangeLabel } from '../components/age-range';

const nameOf = (row: DciRow) => row.name;

/** /admin/dci: the DCI catalogue, paged and searched on the server, with its row actions. */
export default function DciListPage() {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<DciRow>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('REFERENCE.DCI.COLUMNS.NAME'), sorter: true },
      secondaryColumn<DciRow>({ key: 'vaccineType', dataIndex: 'vaccineType', title: t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.VACCINE_TYPE.${code}`, code) }),
      secondaryColumn<DciRow>({ key: 'vaccineCategory', dataIndex: 'vaccineCategory', title: t('REFERENCE.DCI.COLUMNS.CATEGORY'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.CATEGORY.${code}`, code) }),
      secondaryColumn<DciRow>({ key: 'ageRange', dataIndex: 'ageRange', title: t('REFERENCE.DCI.COLUMNS.AGE_RANGE'), render: (codes: string[]) => ageRangeLabel(codes, t) }),
    ],
    [t],
  );
  return (
    <CrudListPage entity={DCI} columns={columns} rowName={nameOf} importKeyColumnKey="REFERENCE.DCI.COLUMNS.NAME" />
  );
}
