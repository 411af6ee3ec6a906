import { useMemo } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { Line } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import type { ZScoreAnswer } from '@evax/shared/contract';
import { CURVE_SDS, referenceCurves, type GrowthIndicator, type Sex } from '@evax/shared/growth';
import { formatDate, isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { LtrText, ZScoreTag } from '@evax/shared/ui';

/** A month of the charts' age axis, in days (WHO: 365.25 / 12). */
export const DAYS_PER_CHART_MONTH = 30.4375;

/** One measurement placed on a chart: x in months (or cm for weight-for-height), y its value. */
export interface ChartPoint {
  date: string;
  x: number;
  y: number;
  score: ZScoreAnswer | null;
}

export interface GrowthChartProps {
  indicator: GrowthIndicator;
  sex: Sex;
  title: string;
  xTitle: string;
  yTitle: string;
  /** The x axis is an age (months, then years) rather than a length or height. */
  byAge: boolean;
  /** Weight-for-length (lying, under 2 years) or weight-for-height: the table of the child's last age. */
  ageDays?: number;
  points: ChartPoint[];
}

/** The SD lines' colours: the median green, ±2 SD orange, ±3 SD red (WHO's charts). */
const SD_COLOURS: Record<(typeof CURVE_SDS)[number], string> = { [-3]: '#cf1322', [-2]: '#fa8c16', 0: '#389e0d', 2: '#fa8c16', 3: '#cf1322' };
const CHILD_COLOUR = '#1677ff';
/** The age axis: months up to 2 years, then years (spec 2 §2); denser ticks collide on a half-width chart. */
const AGE_TICKS = [0, 6, 12, 24, 36, 48, 60];

/**
 * One WHO growth chart: the -3, -2, 0, +2, +3 SD curves of the child's sex and the child's
 * measurements over them, each with its z-score band (on the point and in the list below).
 * In Arabic the chart is mirrored: time runs right to left and the value axis is on the right.
 */
export function GrowthChart({ indicator, sex, title, xTitle, yTitle, byAge, ageDays = 0, points }: GrowthChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = isRightToLeft(language);
  const sdName = (sd: number) =>
    sd === 0 ? t('CITIZEN.MEDICAL_FOLDER.CHARTS.MEDIAN') : t('CITIZEN.MEDICAL_FOLDER.CHARTS.SD', { sd: sd > 0 ? `+${sd}` : `${sd}` });
  const curves = useMemo(
    () =>
      referenceCurves(indicator, sex, { every: byAge ? 15 : 10, ageDays }).map((point) => ({
        x: byAge ? Math.round((point.x / DAYS_PER_CHART_MONTH) * 100) / 100 : point.x,
        y: point.y,
        line: sdName(point.sd),
      })),
    // sdName changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [indicator, sex, byAge, ageDays, language],
  );
  const ageLabel = (months: number) =>
    months < 24 || months % 12 !== 0
      ? t('CITIZEN.MEDICAL_FOLDER.CHARTS.MONTHS', { count: Math.round(months) })
      : t('CITIZEN.MEDICAL_FOLDER.CHARTS.YEARS', { count: months / 12 });
  const labelled = points.map((point) => ({ ...point, band: point.score ? t(`MEDICAL_FOLDER.BANDS.${point.score.band}`) : '' }));
  return (
    <Card size="small" title={title} data-testid={`chart-${indicator}`} className="evax-growth-chart">
      <LtrText block aria-label={title} role="img">
        <Line
          data={curves}
          xField="x"
          yField="y"
          colorField="line"
          height={340}
          autoFit
          scale={{
            color: { domain: CURVE_SDS.map(sdName), range: CURVE_SDS.map((sd) => SD_COLOURS[sd]) },
            x: { nice: false, ...(byAge ? { tickMethod: () => AGE_TICKS } : {}), ...(rtl ? { range: [1, 0] } : {}) },
            y: { nice: true },
          }}
          axis={{
            x: { title: xTitle, labelFormatter: byAge ? (value: number) => ageLabel(value) : undefined, labelAutoRotate: false },
            y: { title: yTitle, position: rtl ? 'right' : 'left' },
          }}
          style={{ lineWidth: 1.5 }}
          legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
          tooltip={false}
          annotations={[
            { type: 'line', data: labelled, xField: 'x', yField: 'y', style: { stroke: CHILD_COLOUR, lineWidth: 2 }, tooltip: false },
            {
              type: 'point',
              data: labelled,
              xField: 'x',
              yField: 'y',
              style: { fill: CHILD_COLOUR, stroke: '#fff', lineWidth: 1.5, r: 5 },
              labels: [{ text: 'band', dy: -10, style: { fontSize: 11, fill: '#1f1f1f', textAlign: 'center' } }],
              tooltip: false,
            },
          ]}
        />
      </LtrText>
      {points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('CITIZEN.MEDICAL_FOLDER.CHARTS.NO_DATA')} />
      ) : (
        <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('CITIZEN.MEDICAL_FOLDER.CHARTS.CHILD')}>
          {points.map((point) => (
            <li key={`${point.date}-${point.x}`}>
              <Typography.Text>
                <LtrText>{formatDate(point.date)}</LtrText> · <LtrText>{point.y}</LtrText>{' '}
              </Typography.Text>
              <ZScoreTag score={point.score} />
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
