import { Button, DatePicker, Flex, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT, DASHBOARD_LIMITS, DATE_FORMAT, type DashboardAreas, type DashboardQuery } from '@evax/shared/contract';
import { localizedName, useLanguage } from '@evax/shared/runtime';
import { withArea } from '../query';

const T = 'STATISTICS';

/**
 * The filters (spec 3 §2): governorate, circonscription and centre cascading among what the user
 * may see (one choice, fixed, where its level leaves one), the vaccine (it narrows the doses
 * counted, not the children), the period and the age range.
 */
export function StatisticsFilters({ areas, query, onChange }: { areas: DashboardAreas; query: DashboardQuery; onChange: (next: DashboardQuery) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const circonscriptions = areas.circonscriptions.filter((c) => query.governorate === undefined || c.governorateId === query.governorate);
  const centres = areas.centres.filter(
    (c) =>
      (query.governorate === undefined || c.governorateId === query.governorate) &&
      (query.circonscription === undefined || c.circonscriptionId === query.circonscription),
  );
  const options = (rows: readonly { id: number; nameFr: string; nameAr: string }[]) =>
    rows.map((row) => ({ value: row.id, label: localizedName(row, language) }));
  const select = (
    field: 'governorate' | 'circonscription' | 'centre',
    placeholder: string,
    rows: readonly { id: number; nameFr: string; nameAr: string }[],
  ) => (
    <Select<number>
      aria-label={t(`${T}.${field.toUpperCase()}`)}
      data-testid={`filter-${field}`}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
      value={query[field]}
      options={options(rows)}
      onChange={(next) => onChange(withArea(query, { [field]: next }))}
    />
  );
  const age = (field: 'ageMin' | 'ageMax') => (
    <InputNumber<number>
      aria-label={t(`${T}.${field === 'ageMin' ? 'AGE_MIN' : 'AGE_MAX'}`)}
      placeholder={t(`${T}.${field === 'ageMin' ? 'AGE_MIN' : 'AGE_MAX'}`)}
      min={0}
      max={DASHBOARD_LIMITS.ageMaxYears}
      precision={0}
      style={{ width: 150 }}
      value={query[field] ?? null}
      onChange={(next) => onChange({ ...query, [field]: next ?? undefined })}
    />
  );
  return (
    <Flex gap="small" wrap align="center" role="search" aria-label={t(`${T}.FILTERS`)}>
      {areas.level === 'national' ? select('governorate', t(`${T}.ALL_GOVERNORATES`), areas.governorates) : null}
      {areas.level === 'national' || areas.level === 'governorate' ? select('circonscription', t(`${T}.ALL_CIRCONSCRIPTIONS`), circonscriptions) : null}
      {areas.level !== 'centre' ? select('centre', t(`${T}.ALL_CENTRES`), centres) : null}
      <Select<number>
        aria-label={t(`${T}.VACCINE`)}
        title={t(`${T}.VACCINE`)}
        data-testid="filter-vaccine"
        placeholder={t(`${T}.ALL_VACCINES`)}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 200 }}
        value={query.vaccine}
        options={options(areas.vaccines)}
        onChange={(vaccine) => onChange({ ...query, vaccine })}
      />
      <DatePicker.RangePicker
        aria-label={t(`${T}.PERIOD`)}
        format={DATE_FORMAT}
        placeholder={[t('FORM.START_DATE'), t('FORM.END_DATE')]}
        value={[query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null]}
        onChange={(dates) => onChange({ ...query, from: dates?.[0]?.format(API_DATE_FORMAT), to: dates?.[1]?.format(API_DATE_FORMAT) })}
      />
      {age('ageMin')}
      {age('ageMax')}
      <Button onClick={() => onChange({})}>{t(`${T}.RESET`)}</Button>
    </Flex>
  );
}
