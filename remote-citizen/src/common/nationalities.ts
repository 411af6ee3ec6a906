import type { FieldOption } from '@evax/shared/ui';
import { TUNISIA } from '@evax/shared/contract';

/**
 * The nationalities offered (ISO 3166-1 alpha-2): Tunisia first, then the countries whose
 * children Tunisian centres most often see (Maghreb, Middle East, sub-Saharan Africa, Europe),
 * named by the browser in the page's language (Intl.DisplayNames), so no list of names to keep.
 */
const NATIONALITY_CODES = [
  TUNISIA,
  'DZ',
  'LY',
  'MA',
  'MR',
  'EG',
  'SD',
  'PS',
  'SY',
  'LB',
  'JO',
  'IQ',
  'SA',
  'YE',
  'CI',
  'SN',
  'ML',
  'CM',
  'NG',
  'GN',
  'BF',
  'CD',
  'CG',
  'NE',
  'TD',
  'GA',
  'BJ',
  'TG',
  'FR',
  'IT',
  'DE',
  'BE',
  'ES',
  'GB',
  'NL',
  'CH',
  'TR',
  'RU',
  'UA',
  'CN',
  'US',
  'CA',
] as const;

export function nationalityOptions(language: string): FieldOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const [first, ...others] = NATIONALITY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  return [first!, ...others.sort((a, b) => a.label.localeCompare(b.label, language))];
}
