import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@evax/shared/contract';

const COLORS: Record<AppointmentRow['status'], string> = { 1: 'blue', 2: 'green', 3: 'gold', 4: 'default' };
const KEYS: Record<AppointmentRow['status'], string> = { 1: 'PLANNED', 2: 'DONE', 3: 'POSTPONED', 4: 'CANCELLED' };

/** An appointment's state (spec 2 §3): planned, done, postponed, cancelled; missed when a planned one is past. */
export function AppointmentStatusTag({ status, missed = false }: { status: AppointmentRow['status']; missed?: boolean }) {
  const { t } = useTranslation();
  if (missed) return <Tag color="red">{t('VACCINATION.APPOINTMENTS.STATUS.MISSED')}</Tag>;
  return <Tag color={COLORS[status]}>{t(`VACCINATION.APPOINTMENTS.STATUS.${KEYS[status]}`)}</Tag>;
}
