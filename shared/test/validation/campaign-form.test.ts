import { KIND_FIELD_KEYS } from '@evax/shared/contract';
import { RULE_MESSAGES, validateSeasonalCampaign } from '@evax/shared/validation';

const good = {
  code: 'INFLUENZA_2027_2028',
  nameFr: 'Grippe saisonnière 2027-2028',
  nameAr: 'النزلة الموسمية 2027-2028',
  season: '2027-2028',
  startDate: '2027-10-01',
  endDate: '2028-03-31',
};
const keys = (errors: Record<string, { key: string }[]>) => Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]!.key]));

describe('seasonal campaign rules', () => {
  it('accepts a good campaign', () => {
    expect(validateSeasonalCampaign(good)).toEqual({});
  });

  it('asks for every field', () => {
    expect(Object.keys(validateSeasonalCampaign({ nameFr: '  ' }))).toEqual(['code', 'nameFr', 'nameAr', 'season', 'startDate', 'endDate']);
  });

  it('wants the start strictly before the end, an Arabic name in Arabic and a code of capitals', () => {
    expect(keys(validateSeasonalCampaign({ ...good, endDate: good.startDate }))).toEqual({ endDate: KIND_FIELD_KEYS.endBeforeStart });
    expect(keys(validateSeasonalCampaign({ ...good, endDate: '2027-09-30' }))).toEqual({ endDate: KIND_FIELD_KEYS.endBeforeStart });
    expect(keys(validateSeasonalCampaign({ ...good, nameAr: 'Grippe' }))).toEqual({ nameAr: RULE_MESSAGES.arabic });
    expect(Object.keys(validateSeasonalCampaign({ ...good, code: 'grippe 2027' }))).toEqual(['code']);
  });
});
