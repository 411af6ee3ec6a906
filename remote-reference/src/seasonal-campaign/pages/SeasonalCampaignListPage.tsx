import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeasonalCampaignRow } from '@evax/shared/contract';
import { formatDate, useInLanguage } from '@evax/shared/runtime';
import { CrudListPage, secondaryColumn } from '@evax/shared/ui';
import { SEASONAL_CAMPAIGN } from '../entity';

const C = 'REFERENCE.CAMPAIGN.COLUMNS';
// A campaign with doses recorded is kept (the API answers 409): deactivate it instead.
const deletable = (row: SeasonalCampaignRow) => row.doses === 0;

/** /admin/seasonal-campaign: the seasonal campaigns, latest season first, with their row actions. */
export default function SeasonalCampaignListPage() {
  const { t } = useTranslation();
  const show = useInLanguage();
  const nameOf = useMemo(() => (row: SeasonalCampaignRow) => show(row.nameFr, row.nameAr), [show]);
  const columns = useMemo<TableColumnsType<SeasonalCampaignRow>>(
    () => [
      { key: 'nameFr', dataIndex: 'nameFr', title: t(`${C}.NAME`), sorter: true, render: (_: string, row) => nameOf(row) },
      { key: 'season', dataIndex: 'season', title: t(`${C}.SEASON`), sorter: true },
      { key: 'startDate', dataIndex: 'startDate', title: t(`${C}.START_DATE`), sorter: true, render: (day: string) => formatDate(day) },
      { key: 'endDate', dataIndex: 'endDate', title: t(`${C}.END_DATE`), sorter: true, render: (day: string) => formatDate(day) },
      secondaryColumn<SeasonalCampaignRow>({ key: 'doses', dataIndex: 'doses', title: t(`${C}.DOSES`) }),
    ],
    [t, nameOf],
  );
  return <CrudListPage entity={SEASONAL_CAMPAIGN} columns={columns} rowName={nameOf} deletable={deletable} />;
}
