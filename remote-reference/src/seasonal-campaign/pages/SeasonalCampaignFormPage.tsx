import { SEASONAL_CAMPAIGN_LIMITS, type SeasonalCampaignInput } from '@evax/shared/contract';
import { COMMON_STATUS_LABELS, FormPage, statusField, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { normalizeText, validateSeasonalCampaign, type SeasonalCampaignFormValues } from '@evax/shared/validation';
import { seasonalCampaignApi } from '../api';
import { SEASONAL_CAMPAIGN } from '../entity';

const C = 'REFERENCE.CAMPAIGN';

const text = (name: string, label: string, maxLength: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  type: 'input',
  name,
  label,
  required: true,
  width: 24,
  props: { maxLength },
  ...extra,
});

const day = (name: string, label: string): FieldDefinition => ({
  type: 'date_picker_with_input',
  name,
  label,
  required: true,
  width: 12,
  // Next season's campaign is prepared ahead: the calendar's years run a few ahead.
  props: { yearsAhead: 5 },
});

const FIELDS: FieldDefinition[] = [
  text('nameFr', `${C}.COLUMNS.NAME_FR`, SEASONAL_CAMPAIGN_LIMITS.nameMax, { language: 'fr' }),
  text('nameAr', `${C}.COLUMNS.NAME_AR`, SEASONAL_CAMPAIGN_LIMITS.nameMax, { language: 'ar' }),
  text('season', `${C}.COLUMNS.SEASON`, SEASONAL_CAMPAIGN_LIMITS.seasonMax, { width: 12, hint: `${C}.FORM.SEASON_HINT` }),
  text('code', `${C}.COLUMNS.CODE`, SEASONAL_CAMPAIGN_LIMITS.codeMax, { width: 12, hint: `${C}.FORM.CODE_HINT` }),
  day('startDate', `${C}.COLUMNS.START_DATE`),
  day('endDate', `${C}.COLUMNS.END_DATE`),
  statusField(COMMON_STATUS_LABELS),
];

const EMPTY: FormValues = { is_active: true };

const load = (id: string, signal: AbortSignal): Promise<FormValues> => seasonalCampaignApi.get(id, signal);

function toInput(values: FormValues): SeasonalCampaignInput {
  return {
    code: String(values.code ?? '')
      .trim()
      .toUpperCase(),
    nameFr: normalizeText(String(values.nameFr ?? '')),
    nameAr: normalizeText(String(values.nameAr ?? '')),
    season: String(values.season ?? '').trim(),
    startDate: String(values.startDate ?? ''),
    endDate: String(values.endDate ?? ''),
    is_active: Boolean(values.is_active),
  };
}

const rules = (values: FormValues) => {
  const input = toInput(values);
  return validateSeasonalCampaign({ ...input, startDate: input.startDate || null, endDate: input.endDate || null } satisfies SeasonalCampaignFormValues);
};

/** /admin/seasonal-campaign/new and /admin/seasonal-campaign/{id}/edit: prepare or correct a season's campaign. */
export default function SeasonalCampaignFormPage() {
  return (
    <FormPage
      entity={SEASONAL_CAMPAIGN}
      id="seasonal-campaign"
      fields={FIELDS}
      initialValues={EMPTY}
      load={load}
      rules={rules}
      toInput={toInput}
      style={{ maxInlineSize: 640 }}
    />
  );
}
