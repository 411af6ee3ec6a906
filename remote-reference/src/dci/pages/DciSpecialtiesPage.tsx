import { apiPath } from '@evax/shared/contract';
import { useMemo } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { SpecialtyRow } from '@evax/shared/contract';
import { useInLanguage } from '@evax/shared/runtime';
import { PagedTable, secondaryColumn, statusColumn } from '@evax/shared/ui';
import { DCI_KEY } from '../../common/resource-keys';
import { reminderColumn } from '../../common/components/reminder';
import { dciSpecialtiesFetcher } from '../api';
import { DCI_PATHS } from '../paths';

/** /admin/dci/speciality/{id}/show: the specialties of one DCI, paged on the server. */
export default function DciSpecialtiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // One fetcher per DCI: stable while the page shows the same one.
  const fetchPage = useMemo(() => dciSpecialtiesFetcher(id), [id]);
  const show = useInLanguage();
  const columns = useMemo<TableColumnsType<SpecialtyRow>>(
    () => [
      { key: 'pctCode', dataIndex: 'pctCode', title: t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE') },
      { key: 'commercialName', dataIndex: 'commercialName', title: t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME') },
      secondaryColumn<SpecialtyRow>({ key: 'manufacturer', dataIndex: 'manufacturer', title: t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER') }),
      secondaryColumn<SpecialtyRow>({
        key: 'label',
        dataIndex: 'label',
        title: t('REFERENCE.SPECIALTY.COLUMNS.LABEL'),
        render: (_: string | null, row) => show(row.label, row.labelAr),
      }),
      reminderColumn(t),
      statusColumn<SpecialtyRow>(t),
    ],
    [t, show],
  );
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('REFERENCE.SPECIALTY.OF_DCI')}
        </Typography.Title>
        <Button onClick={() => navigate(apiPath(DCI_PATHS.show, { id: id }))}>{t('COMMON.ACTIONS.BACK')}</Button>
      </Flex>
      <PagedTable columns={columns} fetchPage={fetchPage} rowKey="id" search={false} activeFilter resourceKey={[...DCI_KEY, id, 'specialties']} />
    </Flex>
  );
}
