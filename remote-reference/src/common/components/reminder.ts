import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { SpecialtyRow } from '@evax/shared/contract';
import { secondaryColumn } from '@evax/shared/ui';

/** A specialty's reminder in words: "30 days", or none. */
export const reminderText = (days: number | null, t: TFunction) =>
  days === null ? t('REFERENCE.SPECIALTY.NO_REMINDER') : t('REFERENCE.SPECIALTY.DAYS', { count: days });

/** The reminder column of a specialty list (the specialties, a DCI's specialties). */
export function reminderColumn(t: TFunction): TableColumnType<SpecialtyRow> {
  return secondaryColumn<SpecialtyRow>({
    key: 'reminder',
    dataIndex: 'reminder',
    title: t('REFERENCE.SPECIALTY.COLUMNS.REMINDER'),
    render: (days: number | null) => reminderText(days, t),
  });
}
