import { useMemo } from 'react';
import { Alert, Button, Card, Space, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, PERMISSIONS, type RabiesFicheRow } from '@evax/shared/contract';
import { Can, formatDate, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { usePhoneColumns } from '@evax/shared/ui';
import { VACCINATION_KIND_ROUTES } from '../../route-paths';
import { RABIES_KEY, rabiesApi } from '../api';
import { stateAndOpenColumns } from '../components/rabies-sheet-columns';
import { newRabiesPath } from '../paths';

const T = 'VACCINATION.RABIES';

/**
 * /admin/vaccine/antirabique-vaccination/:evaxNumber: a citizen's sheets, newest first, each opening
 * its details; a new sheet offered while none is in progress (one ongoing sheet per citizen).
 */
export default function RabiesCitizenPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: sheets, error } = useResource(wellFormed ? [...RABIES_KEY, 'citizen', evaxNumber] : null, (signal) =>
    rabiesApi.citizenSheets(evaxNumber, signal),
  );
  const columns = useMemo<TableColumnsType<RabiesFicheRow>>(
    () => [
      { key: 'openedOn', title: t(`${T}.COLUMNS.OPENED_ON`), render: (_, row) => formatDate(row.openedOn) },
      { key: 'type', title: t(`${T}.COLUMNS.TYPE`), render: (_, row) => t(`${T}.TYPES.${row.type}`), responsive: ['md'] },
      { key: 'category', title: t(`${T}.COLUMNS.CATEGORY`), render: (_, row) => (row.exposureCategory ? t(`${T}.CATEGORIES.${row.exposureCategory}`) : '-') },
      { key: 'nextDoseDate', title: t(`${T}.COLUMNS.NEXT_DOSE`), render: (_, row) => (row.nextDoseDate ? formatDate(row.nextDoseDate) : '-') },
      ...stateAndOpenColumns(t, navigate),
    ],
    [t, navigate],
  );
  // On a phone, each sheet's cells stacked in one card (the table fits the screen).
  const shownColumns = usePhoneColumns<RabiesFicheRow>(columns);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!sheets) return <Spin />;
  const inProgress = sheets.find((sheet) => sheet.state === 'IN_PROGRESS');
  const named = sheets[0];
  return (
    <Card
      title={
        <Space wrap>
          <span>{t(`${T}.TITLES.CITIZEN`)}</span>
          {named && <span>{personName(named, language)}</span>}
          <Tag color="blue">
            <bdi>{evaxNumber}</bdi>
          </Tag>
        </Space>
      }
      extra={
        <Space wrap>
          <Can permission={PERMISSIONS.vaccination.addRabies}>
            <Button type="primary" disabled={Boolean(inProgress)} onClick={() => navigate(newRabiesPath(evaxNumber))}>
              {t(`${T}.NEW_SHEET`)}
            </Button>
          </Can>
          <Button onClick={() => navigate(VACCINATION_KIND_ROUTES.rabiesList)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {inProgress && <Alert type="info" showIcon data-testid="sheet-in-progress" title={t(`${T}.IN_PROGRESS_NOTE`)} />}
        <Table
          rowKey="id"
          columns={shownColumns}
          dataSource={sheets}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t(`${T}.NO_SHEET`) }}
          data-testid="citizen-sheets"
        />
      </Space>
    </Card>
  );
}
