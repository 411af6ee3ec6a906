import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { APPOINTMENTS_KEY, appointmentsApi } from '../api';
import { AppointmentActionModal, type AppointmentAction } from '../components/AppointmentActionModal';
import { appointmentColumns } from '../components/appointment-columns';

/** The past appointments of the user's structure (the last 90 days): the missed ones first, to postpone or cancel. */
export default function PastAppointmentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [action, setAction] = useState<AppointmentAction | null>(null);
  const columns = useMemo(() => appointmentColumns(t, language, navigate, setAction, { past: true }), [t, language, navigate]);
  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={appointmentsApi.pastPage}
        resourceKey={[...APPOINTMENTS_KEY, 'past']}
        rowKey="id"
        search={{ numericOnly: true, placeholderKey: 'VACCINATION.APPOINTMENTS.SEARCH' }}
      />
      <AppointmentActionModal action={action} onClose={() => setAction(null)} />
    </>
  );
}
