/** Business constants of spec 1 §9 and spec 3 §9. */
export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const PAGE_SIZE_OPTIONS = [10, 25, 30, 50] as const;
/** The spec does not give the default page size (decision: the smallest option). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE = 1;
export const PAGINATION_WINDOW = 10;
export const SEARCH_MAX_LENGTH = 100;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const APP_VERSION_LABEL = 'v1.0.0-alpha';

export const DELAYS_MS = {
  searchDebounce: 500,
  counterClickDebounce: 50,
  resizeThrottle: 200,
  splash: 3000,
  reloadAfterCenterChange: 100,
  redirectAfterReset: 3000,
  toast: 2000,
  imageDownloadTimeout: 30000,
  reachabilityTimeout: 5000,
  pdfRetryInterval: 500,
} as const;

export const LIMITS = {
  toastsAtOnce: 3,
  repeaterMax: 50,
  repeaterMin: 0,
  textMaxLength: 256,
  counterMax: 20,
  counterStep: 1,
  yearDropdownSpan: 100,
  datePickerFlipUpBelowPx: 250,
  richEditorHeight: 400,
  uploadMaxSingle: 1,
  uploadMaxMulti: 10,
  uploadMaxWidget: 3,
  dateRangeHorizontalAbovePx: 700,
  cropperMinBoxPx: 10,
  pdfRetries: 3,
  scrollToTopOffset: 300,
  optionListMin: 1,
  optionListMax: 100,
  sumRuleMinShare: 0.8,
  usernameMax: 150,
  emailMax: 100,
  nameMin: 2,
  nameMax: 200,
  passwordChangeMin: 3,
  passwordChangeMax: 50,
  strongPasswordMin: 8,
} as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const CROPPER_ASPECT = 16 / 9;

/** Login lock-out (spec 3 §8): failures before a block, then escalating block lengths. */
export const LOCKOUT = {
  failuresBeforeBlock: 5,
  blockSeconds: [5 * 60, 15 * 60, 3 * 3600, 24 * 3600],
} as const;

export const DEFAULT_HEADER_TOKEN_TYPE = 'Bearer';
export const AUDIENCE_HEADER = 'X-Audience';
/** The audience value the back-office portal sends in AUDIENCE_HEADER (spec 1 §3, value ours). */
export const BACKOFFICE_AUDIENCE = 'backoffice';
export const PERSISTED_STORE_KEY = 'persistedStore';
export const LAYOUT_CONFIG_KEY = 'LayoutConfig';

/** The evax number / medical folder identifier is exactly nine digits (spec 2 §2). */
export const EVAX_NUMBER_PATTERN = /^\d{9}$/;

/** Kinds of health structure (our decision: the spec shows structure.type without its values). */
export const STRUCTURE_TYPES = ['NATIONAL', 'REGIONAL_DIRECTORATE', 'HOSPITAL', 'CSB'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** Vaccine categories, also the five vaccination kinds (spec 2 §3). */
export const VACCINE_CATEGORIES = ['routine', 'occasional', 'seasonal', 'international', 'rabies'] as const;
export type VaccineCategory = (typeof VACCINE_CATEGORIES)[number];

/** Vaccine types of the DCI catalogue (our decision: the spec names the field, not its values). */
export const VACCINE_TYPES = [
  'live_attenuated',
  'inactivated',
  'toxoid',
  'conjugate',
  'subunit',
  'recombinant',
  'combined',
  'mrna',
  'immunoglobulin',
] as const;
export type VaccineType = (typeof VACCINE_TYPES)[number];

/** Age codes of the schedule and of a DCI's age range, as WHO codes them: B birth, M2 2 months, Y6 6 years. */
export const AGE_CODE_PATTERN = /^(B|M\d{1,3}|Y\d{1,2})$/;

/** Vaccination status; the spec only says that 2 means done. */
export const VACCINATION_STATUS = { planned: 1, done: 2, postponed: 3, cancelled: 4 } as const;
export type VaccinationStatus = (typeof VACCINATION_STATUS)[keyof typeof VACCINATION_STATUS];
