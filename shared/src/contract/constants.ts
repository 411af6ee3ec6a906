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
/**
 * A searched list over a national set counts its matches up to this many and then says "more
 * than" (countCapped): a million children are not counted at every keystroke, and no one pages
 * past a hundred pages of a search (docs/decisions.md, "National scale: children").
 */
export const LIST_COUNT_CAP = 1000;
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

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256;

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

/**
 * The dates a request may carry, by kind of field (ours, docs/decisions/security.md "Security:
 * hostile input"): from `earliest` to `yearsAhead` years after today. They keep away what no
 * column should hold (year 0, which PostgreSQL refuses; 9999-12-31); each area's rules then say
 * more (a dose is not in the future, a stay ends after it starts). A date field of a request
 * schema that names no range gets `any`.
 */
export const DATE_RANGES = {
  /** What happened to a person: a birth, a dose, a measurement, a reaction. */
  past: { earliest: '1900-01-01', yearsAhead: 1 },
  /** What is planned or runs for a while: a campaign, a stay abroad, a treatment. */
  planned: { earliest: '2000-01-01', yearsAhead: 10 },
  /** Any other date (a list's filter). */
  any: { earliest: '1900-01-01', yearsAhead: 100 },
} as const;
export type DateRangeName = keyof typeof DATE_RANGES;

/** PostgreSQL's integer (int4): every integer column and id; an integer of a request beyond it is refused. */
export const INTEGER_COLUMN_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const CROPPER_ASPECT = 16 / 9;

/** Login lock-out (spec 3 §8): failures before a block, then escalating block lengths. */
export const LOCKOUT = {
  failuresBeforeBlock: 5,
  blockSeconds: [5 * 60, 15 * 60, 3 * 3600, 24 * 3600],
} as const;

/**
 * Sign-in failures on one user name, from all client addresses together, that block the name
 * itself (ours): each address counts only its first LOCKOUT.failuresBeforeBlock failures there
 * (after that only its own block escalates), so one address alone never locks an account out.
 */
export const NAME_LOCKOUT_FAILURES = 20;

/**
 * Anonymous requests per client address, counted in the database so that they hold across API
 * processes (ours, docs/decisions/security.md "Security: sign-in floods"): at most `limit` in a
 * fixed window of `windowSeconds`; more answer 429 (108) "too many attempts from this
 * connection". Sign-in counts its failures only (a wrong name or password), so that colleagues
 * behind one address sign in as often as they need; the others count every request.
 */
export const ADDRESS_LIMITS = {
  /** Failed sign-ins (POST /api/auth/login). */
  signIn: { limit: 20, windowSeconds: 5 * 60, counts: 'failures' },
  /** Both registrations (staff and private professional) together. */
  registration: { limit: 10, windowSeconds: 3600, counts: 'requests' },
  /** The forgot-password steps together (reset-password, verify-user, verify-otp, change). */
  passwordReset: { limit: 20, windowSeconds: 15 * 60, counts: 'requests' },
  /** The public routes of the citizen space. */
  citizenSpace: { limit: 60, windowSeconds: 60, counts: 'requests' },
} as const;
export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/**
 * The gate in front of ADDRESS_LIMITS, in each API process's memory (ours): an address may send
 * `burst` requests at once, then `perSecond` (a token bucket); more are refused at once with 429,
 * before the request takes anything shared (a place in the sign-in admission, a query). The
 * bursts lie above the database limits so that those decide first (and the gate then remembers
 * their block); sign-in's lets 60 colleagues behind one address sign in at the start of a shift.
 */
export const ADDRESS_GATES = {
  /** 60 at once, then 20 a minute: past its burst a flooding address costs a hash every 3 s at most. */
  signIn: { burst: 60, perSecond: 1 / 3 },
  registration: { burst: 20, perSecond: 1 },
  passwordReset: { burst: 30, perSecond: 1 },
  citizenSpace: { burst: 90, perSecond: 2 },
} as const satisfies Record<AddressLimitName, { burst: number; perSecond: number }>;

/**
 * Password hashing (argon2id, 19 MiB each): at most `concurrency` at once, `waiting` more in
 * line; past that the answer is 503 at once, with Retry-After `retryAfterSeconds`.
 */
export const PASSWORD_HASHING = { concurrency: 2, waiting: 16, retryAfterSeconds: 2 } as const;

/**
 * Sign-ins one API process takes on (ours): at most `inProgress` at once and `perSecond`
 * starting each second. The others wait their turn, at most `waitSeconds` and `waiting` in all,
 * `perAddressWaiting` from one client address, and are served one address after the other
 * (round robin), so that an address sending many cannot take the turns of the others; past
 * that they are answered 503 at once, before any query or hash. A failed sign-in costs about
 * 10 ms of the one thread on the embedded database, so this keeps a flood from taking the
 * thread /api/health and signed-in users need.
 */
export const SIGN_IN_ADMISSION = { inProgress: 2, perSecond: 5, waiting: 32, perAddressWaiting: 4, waitSeconds: 1.5 } as const;

export const DEFAULT_HEADER_TOKEN_TYPE = 'Bearer';
export const AUDIENCE_HEADER = 'X-Audience';
/**
 * On every answer to a signed-in request: the version of the caller's permissions now
 * (permissionsVersion). The portal compares it with the permissions it holds and, when they
 * differ, reads them again from GET /api/v1/me (docs/decisions/admin.md).
 */
export const PERMISSIONS_VERSION_HEADER = 'X-Permissions-Version';
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
export const VACCINE_TYPES = ['live_attenuated', 'inactivated', 'toxoid', 'conjugate', 'subunit', 'recombinant', 'combined', 'mrna', 'immunoglobulin'] as const;
export type VaccineType = (typeof VACCINE_TYPES)[number];

/** Age codes of the schedule and of a DCI's age range, as WHO codes them: B birth, M2 2 months, Y6 6 years. */
export const AGE_CODE_PATTERN = /^(B|M\d{1,3}|Y\d{1,2})$/;

/** Vaccination status; the spec only says that 2 means done. */
export const VACCINATION_STATUS = { planned: 1, done: 2, postponed: 3, cancelled: 4 } as const;
export type VaccinationStatus = (typeof VACCINATION_STATUS)[keyof typeof VACCINATION_STATUS];

/** Reference data (spec 3 §3, §5); the limits the spec leaves open are ours (docs/decisions.md). */
export const REFERENCE_LIMITS = {
  /** DCI names, specialty names and manufacturers, list names: 2 to 200 characters (spec 3 §9 names). */
  nameMin: 2,
  nameMax: 200,
  /** A specialty's label (its presentation), optional. */
  labelMax: 200,
  /** Age codes in one DCI's age range. */
  ageRangeMax: 30,
  /** A specialty's reminder (booster interval) in days: 1 day to 100 years, or none. */
  reminderMinDays: 1,
  reminderMaxDays: 36500,
  /** How long a dose of a DCI protects (issue 30, spec 2 §8 "still valid"), in days: 1 day to 100 years, or none. */
  validityMinDays: 1,
  validityMaxDays: 36500,
  /** Option values, both languages. */
  optionValueMax: 200,
  /** Import files. */
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 5000,
  /** What an XLSX file's XML may inflate to, in all (a 5000-row sheet of 200-character cells is about 10 MB). */
  importMaxUnzippedBytes: 20 * 1024 * 1024,
  /** Highest column of an imported sheet (a few are known; others are reported as ignored). */
  importMaxColumns: 100,
} as const;

/** A Tunisian PCT code (Pharmacie Centrale de Tunisie product code): digits only. */
export const PCT_CODE_PATTERN = /^\d{5,10}$/;

/** The stable code of an option list, which the other areas use to find it: BIRTH_TYPE. */
export const OPTION_LIST_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,49}$/;

/** Imports: `all_or_nothing` (default) writes nothing if any row is rejected; `partial` keeps the good rows. */
export const IMPORT_MODES = ['all_or_nothing', 'partial'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What an import did with one row. */
export const IMPORT_ROW_STATUSES = ['created', 'updated', 'unchanged', 'rejected'] as const;

/** Exports: CSV (default) or XLSX. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The media type of each export format. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Option lists the other areas read their drop-downs from (seeded; GET /api/lists/by-code/{code}/options). */
export const OPTION_LIST_CODES = {
  birthType: 'BIRTH_TYPE',
  injectionSite: 'INJECTION_SITE',
  animalSpecies: 'ANIMAL_SPECIES',
  attackType: 'ATTACK_TYPE',
  exposureCategory: 'EXPOSURE_CATEGORY',
  woundSite: 'WOUND_SITE',
  parentRole: 'PARENT_ROLE',
  allergyType: 'ALLERGY_TYPE',
  civility: 'CIVILITY',
} as const;
export type OptionListCode = (typeof OPTION_LIST_CODES)[keyof typeof OPTION_LIST_CODES];
