import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from '../contract/errors.js';
import { CAMPAIGN_CODE_PATTERN, SEASONAL_CAMPAIGN_LIMITS as LIMITS } from '../contract/vaccination/campaigns.js';
import { KIND_FIELD_KEYS } from '../contract/vaccination/kinds.js';
import type { FieldErrors } from './account.js';
import { RULE_MESSAGES } from './messages.js';
import { isArabicText, normalizeText } from './reference.js';

export interface SeasonalCampaignFormValues {
  code?: string | null;
  nameFr?: string | null;
  nameAr?: string | null;
  season?: string | null;
  /** YYYY-MM-DD, or empty. */
  startDate?: string | null;
  endDate?: string | null;
}

const problem = (code: FieldErrorCode, params?: Record<string, number>): FieldError[] => [
  params ? { code, key: FIELD_ERROR_CODES[code], params } : { code, key: FIELD_ERROR_CODES[code] },
];

function nameErrors(value: string | null | undefined, arabic: boolean): FieldError[] {
  const name = normalizeText(value ?? '');
  if (name === '') return problem('required');
  if (name.length < LIMITS.nameMin) return problem('too_short', { limit: LIMITS.nameMin });
  if (name.length > LIMITS.nameMax) return problem('too_long', { limit: LIMITS.nameMax });
  return arabic && !isArabicText(name) ? [{ code: 'invalid', key: RULE_MESSAGES.arabic }] : [];
}

function textErrors(value: string | null | undefined, max: number, pattern?: RegExp): FieldError[] {
  const text = (value ?? '').trim();
  if (text === '') return problem('required');
  if (text.length > max) return problem('too_long', { limit: max });
  return pattern && !pattern.test(text) ? problem('invalid') : [];
}

/**
 * A seasonal campaign (the form's rules and the API's): a code (CAMPAIGN_CODE_PATTERN), its names
 * in French and in Arabic, its season, and its dates, the start strictly before the end.
 */
export function validateSeasonalCampaign(values: SeasonalCampaignFormValues): FieldErrors {
  const entries: [string, FieldError[]][] = [
    ['code', textErrors(values.code, LIMITS.codeMax, CAMPAIGN_CODE_PATTERN)],
    ['nameFr', nameErrors(values.nameFr, false)],
    ['nameAr', nameErrors(values.nameAr, true)],
    ['season', textErrors(values.season, LIMITS.seasonMax)],
    ['startDate', values.startDate ? [] : problem('required')],
    [
      'endDate',
      !values.endDate
        ? problem('required')
        : values.startDate && values.endDate <= values.startDate
          ? [{ code: 'invalid', key: KIND_FIELD_KEYS.endBeforeStart }]
          : [],
    ],
  ];
  return Object.fromEntries(entries.filter(([, errors]) => errors.length > 0));
}
