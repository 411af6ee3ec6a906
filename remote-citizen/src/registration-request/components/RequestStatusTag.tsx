import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '@evax/shared/contract';

const COLORS: Record<RegistrationStatus, string> = { pending: 'gold', in_person: 'blue', accepted: 'green', rejected: 'red' };

/** A request's state, coloured. */
export function RequestStatusTag({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`CITIZEN.REGISTRATION.STATUS.${status}`)}</Tag>;
}
