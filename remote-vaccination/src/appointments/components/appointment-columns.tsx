import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router-dom';
import { PERMISSIONS, type AppointmentRow, type Language } from '@evax/shared/contract';
import { Can, formatDate, personName } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';
import { childFolderPath, vaccinateDosePath } from '../../common/links';
import { AppointmentStatusTag } from './AppointmentStatusTag';
import type { AppointmentAction } from './AppointmentActionModal';

const T = 'VACCINATION.APPOINTMENTS';

const awaited = (row: AppointmentRow) => row.status === 1 || row.status === 3;

/** The columns of today's and the past appointments: child, dose, phone, state, and the row's actions. */
export function appointmentColumns(
  t: TFunction,
  language: Language,
  navigate: NavigateFunction,
  act: (action: AppointmentAction) => void,
  { past }: { past: boolean },
): TableColumnsType<AppointmentRow> {
  return [
    ...(past ? [{ key: 'date', title: t(`${T}.COLUMNS.DATE`), render: (_: unknown, row: AppointmentRow) => <LtrText>{formatDate(row.date)}</LtrText> }] : []),
    { key: 'evaxNumber', title: t(`${T}.COLUMNS.EVAX_NUMBER`), render: (_, row) => <LtrText>{row.evaxNumber}</LtrText> },
    {
      key: 'name',
      title: t(`${T}.COLUMNS.CHILD`),
      render: (_, row) =>
        row.status === 2 ? (
          <Typography.Text type="success">
            <CheckCircleOutlined /> {personName(row, language)}
          </Typography.Text>
        ) : (
          <Typography.Text delete={row.status === 4}>{personName(row, language)}</Typography.Text>
        ),
    },
    { key: 'dose', title: t(`${T}.COLUMNS.DOSE`), render: (_, row) => `${language === 'ar' ? row.dciNameAr : row.dciName} ${row.doseNumber}` },
    { key: 'phone', title: t(`${T}.COLUMNS.PHONE`), render: (_, row) => (row.phone ? <LtrText>{row.phone}</LtrText> : '-'), responsive: ['md'] },
    { key: 'status', title: t(`${T}.COLUMNS.STATUS`), render: (_, row) => <AppointmentStatusTag status={row.status} missed={past && awaited(row)} /> },
    {
      key: 'actions',
      title: t(`${T}.COLUMNS.ACTIONS`),
      render: (_, row) => (
        <Space wrap size="small">
          {!past && awaited(row) && (
            <Can permission={PERMISSIONS.vaccination.addRoutine}>
              <Button size="small" type="primary" onClick={() => navigate(vaccinateDosePath(row.evaxNumber, row.scheduleDose))}>
                {t(`${T}.VACCINATE`)}
              </Button>
            </Can>
          )}
          {awaited(row) && (
            <Can permission={PERMISSIONS.vaccination.manageAppointments}>
              <Button size="small" onClick={() => act({ kind: 'postpone', row })}>
                {t(`${T}.POSTPONE.ACTION`)}
              </Button>
              <Button size="small" danger onClick={() => act({ kind: 'cancel', row })}>
                {t(`${T}.CANCEL.ACTION`)}
              </Button>
            </Can>
          )}
          <Button size="small" type="link" onClick={() => navigate(childFolderPath(row.evaxNumber))}>
            {t(`${T}.OPEN_FOLDER`)}
          </Button>
        </Space>
      ),
    },
  ];
}
