import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
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
  return (
    <Card title={title} loading={loading} className="evax-kpi-card">
      <Flex gap="large" wrap>
        <Statistic title={t('WIDGETS.KPI.TOTAL')} value={kpiTotal(byAgents, byCitizens)} />
        <Statistic title={t('WIDGETS.KPI.BY_AGENTS')} value={kpiTotal(byAgents, 0)} />
        <Statistic title={t('WIDGETS.KPI.BY_CITIZENS')} value={kpiTotal(0, byCitizens)} />
      </Flex>
    </Card>
  );
}
