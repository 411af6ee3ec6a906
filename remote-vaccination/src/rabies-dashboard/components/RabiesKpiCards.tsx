import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { RABIES_LIMITS, type RabiesDashboardKpis } from '@evax/shared/contract';
import { formatNumber, useLanguage } from '@evax/shared/runtime';
import { formatPercent } from './number-format';

const T = 'VACCINATION.RABIES_DASHBOARD.KPIS';

/** The cards, in reading order; the share is a percentage, the others counts. */
const CARDS = [
  { key: 'opened', label: 'OPENED' },
  { key: 'inProgress', label: 'IN_PROGRESS' },
  { key: 'complete', label: 'COMPLETE' },
  { key: 'absent', label: 'ABSENT', alert: true },
  { key: 'categoryIIIShare', label: 'CATEGORY_III_SHARE' },
  { key: 'openTooLong', label: 'OPEN_TOO_LONG', alert: true },
] as const;

/** The dashboard's figures, each a card; a figure that calls for action (absences, sheets open too long) in red when above zero. */
export function RabiesKpiCards({ kpis, loading }: { kpis: RabiesDashboardKpis | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = (key: (typeof CARDS)[number]['key']): string => {
    if (!kpis) return '-';
    if (key === 'categoryIIIShare') return kpis.categoryIIIShare === null ? '-' : formatPercent(kpis.categoryIIIShare, language);
    return formatNumber(kpis[key], language);
  };
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xxl={4}>
          <Card loading={loading && !kpis} size="small" data-testid={`rabies-kpi-${card.key}`}>
            <Statistic
              title={t(`${T}.${card.label}`, { days: RABIES_LIMITS.openDaysFlag })}
              value={shown(card.key)}
              valueStyle={'alert' in card && kpis && kpis[card.key] > 0 ? { color: '#cf1322' } : undefined}
            />
            {card.key === 'categoryIIIShare' && kpis ? (
              <span className="evax-kpi-note">
                {t(`${T}.CATEGORY_III_OF`, {
                  count: kpis.categoryIII,
                  of: formatNumber(kpis.categorized, language),
                  n: formatNumber(kpis.categoryIII, language),
                })}
              </span>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
