import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookletState } from '@evax/shared/contract';

const COLOR: Record<BookletState, string> = {
  done: 'green',
  due: 'blue',
  overdue: 'red',
  not_yet: 'default',
  postponed: 'orange',
  cancelled: 'volcano',
  not_applicable: 'default',
};

/** A dose's state in the booklet, as a coloured tag. */
export function BookletStateTag({ state }: { state: BookletState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[state]} data-state={state}>
      {t(`VACCINATION.ROUTINE.STATES.${state}`)}
    </Tag>
  );
}
