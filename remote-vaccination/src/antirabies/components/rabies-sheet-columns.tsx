import { Button, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router-dom';
import { RABIES_LIMITS, type RabiesFicheRow } from '@evax/shared/contract';
import { rabiesDetailsPath } from '../paths';
import { RabiesStateTag } from './RabiesStateTag';

const T = 'VACCINATION.RABIES';

/** The sheets lists' last columns: the state (with the badge of a sheet open over 14 days) and the button opening the sheet. */
export const stateAndOpenColumns = (t: TFunction, navigate: NavigateFunction) => [
  {
    key: 'state',
    title: t(`${T}.COLUMNS.STATE`),
    render: (_: unknown, row: RabiesFicheRow) => (
      <Space size={4} wrap>
        <RabiesStateTag state={row.state} />
        {row.openTooLong ? <Tag color="red">{t(`${T}.OPEN_TOO_LONG`, { days: RABIES_LIMITS.openDaysFlag })}</Tag> : null}
      </Space>
    ),
  },
  {
    key: 'actions',
    title: t(`${T}.COLUMNS.ACTIONS`),
    render: (_: unknown, row: RabiesFicheRow) => (
      <Button size="small" onClick={() => navigate(rabiesDetailsPath(row.id))}>
        {t(`${T}.OPEN_SHEET`)}
      </Button>
    ),
  },
];
