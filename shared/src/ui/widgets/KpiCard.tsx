import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLanguage } from '@evax/shared/runtime';
import { kpiTotal } from './widget-rules.js';

export interface KpiCardProps {
  title?: string;
  byAgents: number | null | undefined;
  byCitizens: number | null | undefined;
  loading?: boolean;
}

/** Registrations: total, by agents and by citizens (spec 1 §2.4); the total is their sum. */
export function KpiCard({ title, byAgents, byCitizens, loading = false }: KpiCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Grouping as the language writes it (fr: narrow no-break space), not antd's fixed comma.
  const format = (value: number | string | undefined) => formatNumber(Number(value ?? 0), language);
  return (
    <Card title={title} loading={loading} className="evax-kpi-card">
      <Flex gap="large" wrap>
        <Statistic title={t('WIDGETS.KPI.TOTAL')} value={kpiTotal(byAgents, byCitizens)} formatter={format} />
        <Statistic title={t('WIDGETS.KPI.BY_AGENTS')} value={kpiTotal(byAgents, 0)} formatter={format} />
        <Statistic title={t('WIDGETS.KPI.BY_CITIZENS')} value={kpiTotal(0, byCitizens)} formatter={format} />
      </Flex>
    </Card>
  );
}
