import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { VACCINATION_ROUTES } from '../../route-paths';
import { APPOINTMENTS_KEY, appointmentsApi } from '../api';
import { AppointmentActionModal, type AppointmentAction } from '../components/AppointmentActionModal';
import { appointmentColumns } from '../components/appointment-columns';

const T = 'VACCINATION.APPOINTMENTS';

/** Today's appointments of the user's structure (the day's work list): vaccinate, postpone or cancel from the row. */
export default function TodayAppointmentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [action, setAction] = useState<AppointmentAction | null>(null);
  const columns = useMemo(() => appointmentColumns(t, language, navigate, setAction, { past: false }), [t, language, navigate]);
  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={appointmentsApi.todayPage}
        resourceKey={[...APPOINTMENTS_KEY, 'today']}
        rowKey="id"
        search={{ numericOnly: true, placeholderKey: `${T}.SEARCH` }}
        toolbar={
          <Space wrap>
            <Button onClick={() => navigate(VACCINATION_ROUTES.appointmentsPast)}>{t(`${T}.PAST_TITLE`)}</Button>
            <Button onClick={() => navigate(VACCINATION_ROUTES.appointmentsCalendar)}>{t(`${T}.CALENDAR_TITLE`)}</Button>
          </Space>
        }
      />
      <AppointmentActionModal action={action} onClose={() => setAction(null)} />
    </>
  );
}
