import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = { IN_PROGRESS: 'blue', TEMPORARILY_CLOSED: 'orange', CLOSED: 'default' };

/** A sheet's state: in progress, temporarily closed, closed. */
export function RabiesStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[state] ?? 'default'}>{t(`VACCINATION.RABIES.STATES.${state}`)}</Tag>;
}
