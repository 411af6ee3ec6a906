import { lazy, Suspense } from 'react';
import { Alert, DatePicker, Flex, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { API_DATE_FORMAT, DATE_FORMAT, type RabiesDashboardQuery } from '@evax/shared/contract';
import { localizedName, useLanguage, useResource } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { RABIES_DASHBOARD_KEY, rabiesDashboardApi } from '../api';
import { RabiesKpiCards } from '../components/RabiesKpiCards';

const T = 'VACCINATION.RABIES_DASHBOARD';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// @ant-design/charts is heavy: a chunk of its own, after the figures.
const RabiesDashboardCharts = lazy(() => import('../components/RabiesDashboardCharts').then((m) => ({ default: m.RabiesDashboardCharts })));

/** The period by default: the last twelve months, from the first day of the eleventh month back to today. */
function defaultPeriod(): { from: string; to: string } {
  const today = tunisToday();
  return { from: dayjs(today).subtract(11, 'month').startOf('month').format(API_DATE_FORMAT), to: today };
}

/** The filters from the URL (shareable, kept on reload): a period and a governorate. */
function readQuery(params: URLSearchParams): RabiesDashboardQuery {
  const fallback = defaultPeriod();
  const date = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) ? value : fallback[name];
  };
  const governorate = Number(params.get('governorate'));
  return { from: date('from'), to: date('to'), ...(Number.isInteger(governorate) && governorate > 0 ? { governorate } : {}) };
}

/**
 * /admin/vaccine-antirabique: the anti-rabies dashboard (spec 2 §2): the sheets opened in a period
 * and governorate the user sees, their figures in cards and charts.
 */
export default function RabiesDashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { data, error, loading } = useResource([...RABIES_DASHBOARD_KEY, query.from ?? '', query.to ?? '', query.governorate ?? 0], (signal) =>
    rabiesDashboardApi.read(query, signal),
  );
  const change = (next: Partial<Record<'from' | 'to' | 'governorate', string | undefined>>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );
  const governorates = data?.governorates ?? [];
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <DatePicker.RangePicker
          aria-label={t(`${T}.PERIOD`)}
          format={DATE_FORMAT}
          allowClear={false}
          placeholder={[t('FORM.START_DATE'), t('FORM.END_DATE')]}
          value={[dayjs(query.from), dayjs(query.to)]}
          onChange={(dates) => change({ from: dates?.[0]?.format(API_DATE_FORMAT), to: dates?.[1]?.format(API_DATE_FORMAT) })}
        />
        <Select<number>
          aria-label={t(`${T}.GOVERNORATE`)}
          placeholder={t(`${T}.ALL_GOVERNORATES`)}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          value={query.governorate}
          options={governorates.map((g) => ({ value: g.id, label: localizedName(g, language) }))}
          onChange={(next) => change({ governorate: next === undefined ? undefined : String(next) })}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={t(error.key)} /> : null}
      <RabiesKpiCards kpis={data?.kpis} loading={loading} />
      {data ? (
        <Suspense fallback={<Skeleton active />}>
          <RabiesDashboardCharts byMonth={data.byMonth} byCategory={data.byCategory} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
