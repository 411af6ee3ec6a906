import { useMemo } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, PERMISSIONS, type InternationalRecord } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES } from '../../route-paths';
import { Can, formatDate, invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { ChildAllergyBanner } from '@evax/shared/ui';
import { VACCINATION_KEY } from '../../routine/api/routine-api';
import { ChildHeading } from '../../catalogue-kind/components/ChildHeading';
import { INTERNATIONAL_KEY, deleteInternational, editInternationalPath, fetchInternationalFolder, newInternationalPath } from '../api';
import { countryName } from '../components/international-fields';

const T = 'VACCINATION.INTERNATIONAL';
const { vaccination } = PERMISSIONS;

/** /admin/vaccine/international-vaccination/:evaxNumber: the child's travel vaccinations, with new, edit and delete. */
export default function InternationalFolderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? [...INTERNATIONAL_KEY, 'folder', evaxNumber] : null, (signal) =>
    fetchInternationalFolder(evaxNumber, signal),
  );
  const columns = useMemo<TableColumnsType<InternationalRecord>>(
    () => [
      { key: 'dispensation', dataIndex: 'dispensationDate', title: t(`${T}.COLUMNS.DISPENSATION`), render: (date: string) => formatDate(date) },
      { key: 'country', title: t(`${T}.COLUMNS.COUNTRY`), render: (_, row) => countryName(row.destinationCountry, language) },
      {
        key: 'stay',
        title: t(`${T}.COLUMNS.STAY`),
        render: (_, row) =>
          `${t(`${T}.STAY_TYPES.${row.stayType}`)}, ${t(`${T}.STAY_FROM_TO`, { from: formatDate(row.stayStart), to: formatDate(row.stayEnd) })}`,
      },
      { key: 'mode', title: t(`${T}.COLUMNS.MODE`), render: (_, row) => t(`${T}.MODES.${row.treatmentMode}`) },
      { key: 'vaccine', title: t(`${T}.COLUMNS.VACCINE`), render: (_, row) => (language === 'ar' ? row.dciNameAr : row.dciName) ?? '', responsive: ['md'] },
      { key: 'medicine', dataIndex: 'medicineName', title: t(`${T}.COLUMNS.MEDICINE`), responsive: ['md'] },
      { key: 'batch', dataIndex: 'batchNumber', title: t(`${T}.COLUMNS.BATCH`), responsive: ['lg'] },
      {
        key: 'actions',
        title: t(`${T}.COLUMNS.ACTIONS`),
        render: (_, row) => (
          <Space>
            <Can permission={vaccination.editInternational}>
              <Button size="small" onClick={() => navigate(editInternationalPath(row.id))}>
                {t(`${T}.EDIT`)}
              </Button>
            </Can>
            <Can permission={vaccination.deleteInternational}>
              <Popconfirm
                title={t(`${T}.DELETE_CONFIRM`)}
                onConfirm={async () => {
                  await deleteInternational(row.id);
                  notify.success(`${T}.DELETED`);
                  invalidate(VACCINATION_KEY);
                }}
              >
                <Button size="small" danger>
                  {t(`${T}.DELETE`)}
                </Button>
              </Popconfirm>
            </Can>
          </Space>
        ),
      },
    ],
    [t, language, navigate],
  );

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!folder || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  return (
    <Card
      title={<ChildHeading child={folder.child} />}
      extra={
        <Space>
          <Can permission={vaccination.addInternational}>
            <Button type="primary" onClick={() => navigate(newInternationalPath(evaxNumber))}>
              {t(`${T}.FOLDER.NEW`)}
            </Button>
          </Can>
          <Button onClick={() => navigate(VACCINATION_KIND_ROUTES.internationalList)}>{t(`${T}.FOLDER.BACK`)}</Button>
        </Space>
      }
    >
      <ChildAllergyBanner evaxNumber={evaxNumber} resourceKey={[...INTERNATIONAL_KEY, evaxNumber, 'allergies']} />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={folder.vaccinations}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(`${T}.FOLDER.EMPTY`) }}
        data-testid="international-vaccinations"
      />
    </Card>
  );
}
