/** Occasional, seasonal and international vaccination (spec 2 §2 "Vaccination", §3, §7): constants and paths. */

/** The kinds recorded one vaccine at a time from the catalogue, outside the routine schedule. */
export const CATALOGUE_KINDS = ['occasional', 'seasonal'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Stay type of a trip abroad (spec 2 §3 International vaccination). */
export const STAY_TYPES = ['short', 'long'] as const;
export type StayType = (typeof STAY_TYPES)[number];

/** What the traveller receives: a vaccine, a medicine (a prophylaxis), or both. */
export const TREATMENT_MODES = ['vaccine', 'medicine', 'both'] as const;
export type TreatmentMode = (typeof TREATMENT_MODES)[number];

/** How the vaccine or medicine is given (ours: the spec names the field, not its values). */
export const ADMINISTRATION_ROUTES = ['intramuscular', 'subcutaneous', 'intradermal', 'oral', 'intranasal'] as const;
export type AdministrationRoute = (typeof ADMINISTRATION_ROUTES)[number];

/**
 * Destination countries: ISO 3166-1 alpha-2 codes in use, Tunisia left out (a trip abroad). The
 * screens name them with Intl.DisplayNames in the user's language, so no names are kept here.
 */
export const DESTINATION_COUNTRIES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export const INTERNATIONAL_LIMITS = { medicineNameMax: 200, batchMax: 50, quantityMin: 1, quantityMax: 999 } as const;

/** Field errors of the kinds' forms (texts in the error catalogue). */
export const KIND_FIELD_KEYS = {
  outsideCampaign: 'ERROR.CODE.VALIDATION.DATE_OUTSIDE_CAMPAIGN',
  endBeforeStart: 'ERROR.CODE.VALIDATION.END_BEFORE_START',
  delegationNotInGovernorate: 'ERROR.CODE.VALIDATION.DELEGATION_NOT_IN_GOVERNORATE',
  eggAllergyNotConfirmed: 'ERROR.CODE.VALIDATION.EGG_ALLERGY_NOT_CONFIRMED',
} as const;

/** Vaccination kinds' API paths (spec 2 §7; {param}: the child's evax number). */
export const VACCINATION_KIND_API_PATHS = {
  occasionalVaccinations: '/api/vaccination_occasional',
  occasionalFolder: '/api/vaccination_occasional/{param}',
  occasionalVaccinesList: '/api/vaccination_occasional/{param}/vaccines_list',
  seasonalVaccinations: '/api/vaccination_seasonal',
  seasonalFolder: '/api/vaccination_seasonal/{param}',
  seasonalVaccinesList: '/api/vaccination_seasonal/{param}/vaccines_list',
  /** Ours (spec 2 §6 names edit and delete per kind, not their paths): PUT, {param} the vaccination's id. */
  occasionalEdit: '/api/vaccination_occasional/{param}/edit',
  /** Ours: DELETE, {param} the vaccination's id. */
  occasionalDelete: '/api/vaccination_occasional/{param}/delete',
  seasonalEdit: '/api/vaccination_seasonal/{param}/edit',
  seasonalDelete: '/api/vaccination_seasonal/{param}/delete',
  internationalAll: '/api/vaccination_international/all',
  internationalFolder: '/api/vaccination_international/{param}/list',
  /** Ours: the international vaccines of the catalogue, for the child's form. */
  internationalVaccinesList: '/api/vaccination_international/{param}/vaccines_list',
  internationalCreate: '/api/vaccination_international/create',
  internationalOne: '/api/vaccination_international/{id}',
  internationalDelete: '/api/vaccination_international/{id}/delete',
} as const;
