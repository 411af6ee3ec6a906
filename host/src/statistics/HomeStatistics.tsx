import { Alert, Col, Flex, Grid, Row, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addTranslations, useResource } from '@evax/shared/runtime';
import { STATISTICS_KEY, statisticsApi } from './api';
import { CentreDay } from './components/CentreDay';
import { KpiCards } from './components/KpiCards';
import { StatisticsFilters } from './components/StatisticsFilters';
import { statisticsAr } from './i18n/statistics.ar';
import { statisticsEn } from './i18n/statistics.en';
import { statisticsFr } from './i18n/statistics.fr';
import { GovernorateMap } from './map/GovernorateMap';
import { MAP_INDICATORS, readStatisticsView, withArea, writeStatisticsView, type MapIndicator } from './query';
import { HomePanel } from '../home/components/HomePanel';

// The texts come with this chunk: the shell's first load does not carry them.
addTranslations({ fr: statisticsFr, ar: statisticsAr, en: statisticsEn });

/**
 * The home statistics (spec 3 §2, issue 33): the KPI cards, the filters and the governorate map,
 * scoped on the server by the user's dashboard level; the whole view is in the URL. A chunk of
 * its own, loaded by the home page of a user holding view-dashboard.
 */
export default function HomeStatistics() {
  const { t } = useTranslation();
  // Three indicators side by side outgrow a phone (436 px at 390 in French): one above the other there.
  const narrow = !Grid.useBreakpoint().sm;
  const [params, setParams] = useSearchParams();
  const view = readStatisticsView(params);
  const { query } = view;
  const filterKey = JSON.stringify(query);
  const areas = useResource([...STATISTICS_KEY, 'areas'], (signal) => statisticsApi.areas(signal));
  const vaccination = useResource([...STATISTICS_KEY, 'vaccination', filterKey], (signal) => statisticsApi.vaccination(query, signal));
  const inscription = useResource([...STATISTICS_KEY, 'inscription', filterKey], (signal) => statisticsApi.inscription(query, signal));
  const show = (next: Partial<typeof view>) => setParams(writeStatisticsView({ ...view, ...next }), { replace: true });
  const error = areas.error ?? vaccination.error ?? inscription.error;

  const values = new Map<number, number>();
  if (view.indicator === 'doses') for (const row of vaccination.data?.data ?? []) values.set(row.governorate, row.totalvaccinesCount);
  else for (const row of inscription.data?.data ?? []) values.set(row.governorate, view.indicator === 'children' ? row.registeredChildren : row.total);

  if (!areas.data) return error ? <Alert type="error" showIcon title={t(error.key)} /> : <Skeleton active />;
  return (
    <Flex vertical gap="middle" data-testid="home-statistics" data-level={areas.data.level}>
      {areas.data.level === 'centre' ? <CentreDay /> : null}
      <h2 style={{ margin: 0, fontSize: 20 }}>{t(`STATISTICS.TITLE.${areas.data.level}`)}</h2>
      <StatisticsFilters areas={areas.data} query={query} onChange={(next) => show({ query: next })} />
      {error ? <Alert type="error" showIcon title={t(error.key)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <KpiCards vaccination={vaccination.data} inscription={inscription.data} />
        </Col>
        <Col xs={24} xl={10}>
          <HomePanel area="governorate-map">
            <Flex vertical gap="small">
              <h3 style={{ margin: 0, fontSize: 16 }}>{t('STATISTICS.MAP.TITLE')}</h3>
              <Segmented<MapIndicator>
                orientation={narrow ? 'vertical' : 'horizontal'}
                aria-label={t('STATISTICS.MAP.INDICATOR')}
                value={view.indicator}
                options={MAP_INDICATORS.map((indicator) => ({ value: indicator, label: t(`STATISTICS.MAP.${indicator}`) }))}
                onChange={(indicator) => show({ indicator })}
              />
              <GovernorateMap
                values={values}
                governorates={areas.data.governorates}
                selected={query.governorate}
                zoomed={areas.data.level !== 'national'}
                onSelect={(governorate) => show({ query: areas.data!.level === 'national' ? withArea(query, { governorate }) : query })}
              />
            </Flex>
          </HomePanel>
        </Col>
      </Row>
    </Flex>
  );
}
