import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResource } from '@evax/shared/runtime';
import { ENTRY_KEY, entryApi } from '../api';

/** The children of the user's structure with a routine dose overdue, or due, today (none shown for a wider scope). */
export function RoutineScheduleCountTags() {
  const { t } = useTranslation();
  const { data } = useResource([...ENTRY_KEY, 'schedule-counts'], entryApi.scheduleCounts);
  if (!data || data.due === null || data.overdue === null) return null;
  return (
    <Space wrap data-testid="routine-schedule-counts">
      <Typography.Text type="secondary">{t('VACCINATION.ENTRY.COUNTS')}</Typography.Text>
      <Tag color="red">{t('VACCINATION.ENTRY.OVERDUE', { count: data.overdue })}</Tag>
      <Tag color="blue">{t('VACCINATION.ENTRY.DUE', { count: data.due })}</Tag>
    </Space>
  );
}
