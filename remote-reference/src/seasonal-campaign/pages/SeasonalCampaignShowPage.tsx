import { useTranslation } from 'react-i18next';
import type { SeasonalCampaignRow } from '@evax/shared/contract';
import { formatDate, useInLanguage } from '@evax/shared/runtime';
import { LanguageText, ShowPage, statusDetail } from '@evax/shared/ui';
import { SEASONAL_CAMPAIGN } from '../entity';

const C = 'REFERENCE.CAMPAIGN.COLUMNS';

/** /admin/seasonal-campaign/{id}/show: one campaign. */
export default function SeasonalCampaignShowPage() {
  const { t } = useTranslation();
  const show = useInLanguage();
  return (
    <ShowPage
      entity={SEASONAL_CAMPAIGN}
      title={(row: SeasonalCampaignRow) => show(row.nameFr, row.nameAr)}
      details={(row) => [
        { key: 'code', label: t(`${C}.CODE`), children: row.code },
        { key: 'nameFr', label: t(`${C}.NAME_FR`), children: <LanguageText language="fr">{row.nameFr}</LanguageText> },
        { key: 'nameAr', label: t(`${C}.NAME_AR`), children: <LanguageText language="ar">{row.nameAr}</LanguageText> },
        { key: 'season', label: t(`${C}.SEASON`), children: row.season },
        { key: 'startDate', label: t(`${C}.START_DATE`), children: formatDate(row.startDate) },
        { key: 'endDate', label: t(`${C}.END_DATE`), children: formatDate(row.endDate) },
        { key: 'doses', label: t(`${C}.DOSES`), children: row.doses },
        statusDetail(t, row.is_active),
      ]}
    />
  );
}
