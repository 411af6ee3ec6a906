import { useCallback, useMemo, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CalendarEvent as AppointmentEvent } from '@evax/shared/contract';
import { personName, useLanguage, useResource } from '@evax/shared/runtime';
import { Calendar } from '@evax/shared/ui';
import { childFolderPath } from '../../common/links';
import { APPOINTMENTS_KEY, appointmentsApi } from '../api';

const isoOf = (dmy: string) => `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;

/** The structure's appointments by month, week or day (spec 2 §2); an event opens the child's folder. */
export default function AppointmentCalendarPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [range, setRange] = useState<[string, string] | null>(null);
  const onRangeChange = useCallback((first: string, last: string) => setRange([first, last]), []);
  const { data } = useResource(range && [...APPOINTMENTS_KEY, 'calendar', ...range], (signal) => appointmentsApi.calendar(range![0], range![1], signal));
  const byId = useMemo(() => new Map((data?.events ?? []).map((e) => [e.id, e])), [data]);
  const events = useMemo(
    () =>
      (data?.events ?? []).map((e: AppointmentEvent) => {
        const child = e.folders[0];
        const name = child ? personName(child, language) : '';
        return { id: e.id, start: isoOf(e.date), title: `${e.title} — ${name}`, status: e.status };
      }),
    [data, language],
  );
  return (
    <>
      {data?.truncated && <Alert type="info" showIcon title={t('VACCINATION.APPOINTMENTS.TRUNCATED')} style={{ marginBottom: 12 }} />}
      <Calendar
        events={events}
        onRangeChange={onRangeChange}
        onSelectEvent={(event) => {
          const evaxNumber = byId.get(Number(event.id))?.folders[0]?.evaxNumber;
          if (evaxNumber) navigate(childFolderPath(evaxNumber));
        }}
      />
    </>
  );
}
