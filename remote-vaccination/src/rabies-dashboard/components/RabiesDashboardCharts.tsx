import { Card, Col, Empty, Row } from 'antd';
import { Column, Pie } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import type { RabiesDashboardCategory, RabiesDashboardMonth } from '@evax/shared/contract';
import { formatNumber, isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';
import { formatMonth } from './number-format';

const T = 'VACCINATION.RABIES_DASHBOARD.CHARTS';

/**
 * The sheets opened each month (and complete among them), and the sheets by WHO category. A chunk
 * of its own with @ant-design/charts, loaded by the dashboard page only. In Arabic the months run
 * right to left and the value axis is on the right.
 */
export function RabiesDashboardCharts({ byMonth, byCategory }: { byMonth: RabiesDashboardMonth[]; byCategory: RabiesDashboardCategory[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = isRightToLeft(language);
  const opened = t(`${T}.OPENED`);
  const complete = t(`${T}.COMPLETE`);
  const months = byMonth.flatMap((m) => [
    { month: formatMonth(m.month, language), series: opened, count: m.opened },
    { month: formatMonth(m.month, language), series: complete, count: m.complete },
  ]);
  const categories = byCategory.filter((c) => c.count > 0).map((c) => ({ category: t(`${T}.CATEGORIES.${c.category}`), count: c.count }));
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.NO_DATA`)} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card size="small" title={t(`${T}.BY_MONTH`)} data-testid="rabies-chart-months">
          {months.length === 0 ? (
            empty
          ) : (
            <LtrText block aria-label={t(`${T}.BY_MONTH`)} role="img">
              <Column
                data={months}
                xField="month"
                yField="count"
                colorField="series"
                group
                height={300}
                autoFit
                scale={{ x: rtl ? { range: [1, 0] } : {}, y: { nice: true } }}
                axis={{ x: { labelAutoRotate: false }, y: { position: rtl ? 'right' : 'left', labelFormatter: (v: number) => formatNumber(v, language) } }}
                legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
              />
            </LtrText>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t(`${T}.BY_CATEGORY`)} data-testid="rabies-chart-categories">
          {categories.length === 0 ? (
            empty
          ) : (
            <LtrText block aria-label={t(`${T}.BY_CATEGORY`)} role="img">
              <Pie
                data={categories}
                angleField="count"
                colorField="category"
                height={300}
                autoFit
                innerRadius={0.5}
                label={{ text: (d: { count: number }) => formatNumber(d.count, language), position: 'inside', style: { fill: '#fff', fontWeight: 600 } }}
                legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
              />
            </LtrText>
          )}
        </Card>
      </Col>
    </Row>
  );
}
