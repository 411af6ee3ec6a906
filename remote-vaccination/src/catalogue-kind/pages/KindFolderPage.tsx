import { useMemo, useState } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, type KindVaccinationRecord } from '@evax/shared/contract';
import { Can, formatDate, invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { ChildAllergyBanner } from '@evax/shared/ui';
import { VACCINATION_KEY, downloadVaccinationFile, fetchInjectionSites } from '../../routine/api/routine-api';
import { deleteKindVaccination, fetchKindFolder, kindKey } from '../api';
import { ChildHeading } from '../components/ChildHeading';
import { EditKindDoseModal } from '../components/EditKindDoseModal';
import { newKindPath, type KindScreens } from '../kinds';

const T = 'VACCINATION.KIND';

/**
 * /admin/vaccine/{kind}/:evaxNumber: the child's vaccinations of the kind, latest first, each with
 * its supporting file; "new vaccination", and edit and delete as the kind's permissions allow.
 */
export function KindFolderPage({ screens }: { screens: KindScreens }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? [...kindKey(screens), 'folder', evaxNumber] : null, (signal) =>
    fetchKindFolder(screens, evaxNumber, signal),
  );
  const { data: sites } = useResource([...VACCINATION_KEY, 'injection-sites'], fetchInjectionSites);
  const [editing, setEditing] = useState<KindVaccinationRecord | null>(null);
  const columns = useMemo<TableColumnsType<KindVaccinationRecord>>(() => {
    const site = (code: string | null) => {
      const found = sites?.options.find((s) => s.code === code);
      return found ? (language === 'ar' ? found.valueAr : found.valueFr) : (code ?? '');
    };
    const name = (value: { nameFr: string; nameAr: string } | null) => (value ? (language === 'ar' ? value.nameAr : value.nameFr) : '');
    return [
      { key: 'date', dataIndex: 'vaccinationDate', title: t(`${T}.COLUMNS.DATE`), render: (date: string) => formatDate(date) },
      { key: 'vaccine', title: t(`${T}.COLUMNS.VACCINE`), render: (_, row) => (language === 'ar' ? row.dciNameAr : row.dciName) },
      ...(screens.kind === 'seasonal'
        ? [{ key: 'season', title: t(`${T}.COLUMNS.SEASON`), render: (_: unknown, row: KindVaccinationRecord) => row.campaign?.season ?? '' }]
        : []),
      { key: 'lot', dataIndex: 'lotNumber', title: t(`${T}.COLUMNS.LOT`) },
      { key: 'site', title: t(`${T}.COLUMNS.SITE`), render: (_, row) => site(row.injectionSite), responsive: ['md'] },
      { key: 'place', title: t(`${T}.COLUMNS.STRUCTURE`), render: (_, row) => row.place ?? name(row.structure), responsive: ['md'] },
      { key: 'vaccinator', title: t(`${T}.COLUMNS.VACCINATOR`), render: (_, row) => name(row.vaccinator), responsive: ['lg'] },
      {
        key: 'details',
        title: t(`${T}.COLUMNS.DETAILS`),
        responsive: ['md'],
        render: (_, row) => (
          <Space direction="vertical" size={0}>
            {row.allergyConfirmed && <Tag color="orange">{t(`${T}.FOLDER.ALLERGY_CONFIRMED`)}</Tag>}
            {row.fileName && (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void downloadVaccinationFile(row.id)}>
                {t(`${T}.FOLDER.FILE`)} : <bdi>{row.fileName}</bdi>
              </Button>
            )}
          </Space>
        ),
      },
      {
        key: 'actions',
        title: t(`${T}.COLUMNS.ACTIONS`),
        render: (_, row) => (
          <Space wrap>
            <Can permission={screens.edit}>
              <Button size="small" onClick={() => setEditing(row)}>
                {t(`${T}.FOLDER.EDIT`)}
              </Button>
            </Can>
            <Can permission={screens.delete}>
              <Popconfirm
                title={t(`${T}.FOLDER.DELETE_CONFIRM`)}
                onConfirm={async () => {
                  await deleteKindVaccination(screens, row.id);
                  notify.success(`${T}.FOLDER.DELETED`);
                  invalidate(VACCINATION_KEY);
                }}
              >
                <Button size="small" danger>
                  {t(`${T}.FOLDER.DELETE`)}
                </Button>
              </Popconfirm>
            </Can>
          </Space>
        ),
      },
    ];
  }, [t, language, sites, screens]);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!folder || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  return (
    <Card
      title={<ChildHeading child={folder.child} />}
      extra={
        <Space>
          <Can permission={screens.add}>
            <Button type="primary" onClick={() => navigate(newKindPath(screens, evaxNumber))}>
              {t(`${T}.FOLDER.NEW`)}
            </Button>
          </Can>
          <Button onClick={() => navigate(screens.routes.list)}>{t(`${T}.FOLDER.BACK`)}</Button>
        </Space>
      }
    >
      <ChildAllergyBanner evaxNumber={evaxNumber} resourceKey={[...kindKey(screens), evaxNumber, 'allergies']} />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={folder.vaccinations}
        pagination={false}
        locale={{ emptyText: t(`${T}.FOLDER.EMPTY`) }}
        data-testid="kind-vaccinations"
      />
      {editing && <EditKindDoseModal screens={screens} folder={folder} record={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
