import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { BirthType, Gender, Language, ParentRole, StructureType, UserType, VaccinationStatus, VaccineCategory } from '@evax/shared/contract';

/** Written by the database (default now()), read as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A SQL date, read as 'YYYY-MM-DD' (the drivers are told not to turn it into a Date). */
type SqlDate = ColumnType<string, string, string>;
type Json = ColumnType<unknown, string | null, string | null>;

export interface GovernorateTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_ar: string;
  name_en: string;
}

export interface DelegationTable {
  id: Generated<number>;
  governorate_id: number;
  code: string;
  name_fr: string;
  name_ar: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface StructureGroupTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_ar: string;
  governorate_id: number | null;
}

export interface StructureTable {
  id: Generated<number>;
  code: string;
  type: StructureType;
  name_fr: string;
  name_ar: string;
  governorate_id: number;
  delegation_id: number | null;
  group_id: number;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_ar: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export type Civility = 'MR' | 'MRS' | 'MISS';

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  civility: Civility | null;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  phone: string | null;
  password_hash: string;
  is_active: Generated<boolean>;
  is_superuser: Generated<boolean>;
  is_dssb: Generated<boolean>;
  first_login: Generated<boolean>;
  preferred_language: Language | null;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  user_type: Generated<UserType>;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  cnom_number: string | null;
  session_version: Generated<number>;
  password_changed_at: Date | null;
  alternate_phone: Generated<string | null>;
  fax: Generated<string | null>;
  address: Generated<string | null>;
  /** In the recycle bin since (issue 34); null for a living account. */
  deleted_at: Generated<Date | null>;
}

export interface UserStructureTable {
  user_id: number;
  structure_id: number;
  role_id: number;
  is_default: Generated<boolean>;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: Date;
}

export interface AppSettingTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

export interface SeedRunTable {
  name: string;
  ran_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: Json;
  after: Json;
  /** The structure the user acted from (0024); null before it and for anonymous requests. */
  structure_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The child the write concerns (0029), for its history tab; null for writes about no child. */
  citizen_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DciTable {
  id: Generated<number>;
  name: string;
  /** Optional: pages fall back to the French name (migration 0023). */
  name_ar: string | null;
  vaccine_type: string;
  vaccine_category: VaccineCategory;
  age_range: string[];
  /** Migration 0034: the antigens a catalogue vaccine protects against (its allergy precautions). */
  antigens: Generated<string[]>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Migration 0050: how long a dose protects, in days; null: no such rule. */
  validity_days: number | null;
}

export interface RoutineScheduleDoseTable {
  id: Generated<number>;
  dci_id: number;
  dose_number: number;
  age_code: string;
  age_days: number;
  /** Migration 0027: the doses numbered across products (DTP: PENTA 1-3, DTC 4, Td 5-7); null: the DCI's own. */
  series: string | null;
  antigens: Generated<string[]>;
  min_interval_days: Generated<number>;
  catch_up_limit_days: number | null;
  only_gender: Gender | null;
}

export interface SpecialtyTable {
  id: Generated<number>;
  dci_id: number;
  pct_code: string;
  commercial_name: string;
  manufacturer: string;
  label: string | null;
  label_ar: string | null;
  /** Booster interval in days. */
  reminder: number | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OptionListTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_ar: string;
  is_system: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OptionListItemTable {
  id: Generated<number>;
  list_id: number;
  is_default: boolean;
  code: string | null;
  rank: number;
  value_fr: string;
  value_ar: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CitizenTable {
  id: Generated<number>;
  evax_number: string;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  birth_date: SqlDate;
  gender: Gender;
  father_first_name_fr: string | null;
  father_first_name_ar: string | null;
  mother_first_name_fr: string | null;
  mother_last_name_fr: string | null;
  mother_first_name_ar: string | null;
  mother_last_name_ar: string | null;
  birth_governorate_id: number | null;
  birth_delegation_id: number | null;
  structure_id: number;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /* Migration 0024: the rest of spec 2 §3. */
  paternal_grandfather_first_name_fr: string | null;
  paternal_grandfather_first_name_ar: string | null;
  birth_commune: string | null;
  birth_type: ColumnType<BirthType, BirthType | undefined, BirthType>;
  birth_weight_kg: number | null;
  birth_height_cm: number | null;
  birth_head_circumference_cm: number | null;
  born_in_tunisia: ColumnType<boolean, boolean | undefined, boolean>;
  nationality: ColumnType<string, string | undefined, string>;
  national_id: string | null;
  social_security_number: string | null;
  passport_number: string | null;
  note: string | null;
  /** Generated from the names (0024): never written. */
  name_key_fr: GeneratedAlways<string>;
  name_key_ar: GeneratedAlways<string>;
  mother_name_key: GeneratedAlways<string>;
}

export interface ParentTable {
  id: Generated<number>;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  gender: Gender | null;
  birth_date: SqlDate | null;
  phone: string | null;
  nationality: ColumnType<string, string | undefined, string>;
  national_id: string | null;
  passport_number: string | null;
  social_security_number: string | null;
  structure_id: number;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Issue 30: the record this one was merged into (retired), or null (in use). */
  merged_into: ColumnType<number | null, number | null | undefined, number | null>;
  merged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ChildParentTable {
  child_id: number;
  parent_id: number;
  role: ParentRole;
  created_at: CreatedAt;
}

export interface VaccinationTable {
  id: Generated<number>;
  citizen_id: number;
  dci_id: number;
  kind: VaccineCategory;
  schedule_dose_id: number | null;
  dose_number: number | null;
  vaccination_date: SqlDate;
  structure_id: number | null;
  lot_number: string | null;
  status: VaccinationStatus;
  /** Migration 0027: the fields of a routine vaccination (spec 2 §3). */
  specialty_id: number | null;
  commercial_name: string | null;
  serum_lot: string | null;
  injection_site: string | null;
  place: string | null;
  quantity: number | null;
  next_dose_date: SqlDate | null;
  certificate_verified: Generated<boolean>;
  cancel_reason: string | null;
  postponed_from: SqlDate | null;
  /** Migration 0032: confirmed despite an allergy precaution; the visit's supporting file. */
  allergy_confirmed: Generated<boolean>;
  file_id: number | null;
  /** Migration 0031: the seasonal campaign of a seasonal dose. */
  campaign_id: number | null;
  /** Migration 0051: a routine dose given abroad (issue 30). */
  country: string | null;
  international_reference: string | null;
  location: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** 0032: an allergy type (ALLERGY_TYPE code) that calls for a confirmation before a vaccine of the antigen ('*': any). */
export interface VaccineAllergyPrecautionTable {
  allergy_type_code: string;
  antigen: string;
  created_at: CreatedAt;
}

/** 0032: a visit's supporting file (image or PDF). */
export interface VaccinationFileTable {
  id: Generated<number>;
  name: string;
  media_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  content: Buffer;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The database as Kysely sees it: one entry per table, snake_case as in SQL. */
/* The account-security tables (migrations 0020 and 0021). */

export interface LoginThrottleTable {
  username_key: string;
  failures: Generated<number>;
  level: Generated<number>;
  blocked_until: Date | null;
  last_failure_at: Date | null;
}

export interface RateCounterTable {
  key: string;
  window_start: Date;
  hits: number;
}

export type OtpPurpose = 'PASSWORD_RESET' | 'PHONE_CHANGE';

export interface OtpChallengeTable {
  id: string;
  purpose: OtpPurpose;
  user_id: number | null;
  phone: string | null;
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** The outbox gateway's delivery log (0020; user_id and dev_body from 0021). */
export interface SmsOutboxTable {
  id: Generated<number>;
  to_phone: string;
  /** The account the message is for: who may read it follows from its structures. */
  user_id: number | null;
  /** The text with its one-time code masked: what the log shows. */
  body: string;
  /** The whole text, only kept with the development outbox switch (EVAX_SMS_DEV_OUTBOX=1). */
  dev_body: string | null;
  created_at: Date;
}

/** Migration 0031: a seasonal campaign (a season and its dates). */
export interface SeasonalCampaignTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_ar: string;
  season: string;
  start_date: SqlDate;
  end_date: SqlDate;
  is_active: Generated<boolean>;
}

/** Migration 0031: a traveller's vaccine or medicine (spec 2 §3 International vaccination). */
export interface InternationalVaccinationTable {
  id: Generated<number>;
  citizen_id: number;
  structure_id: number | null;
  destination_country: string;
  stay_start: SqlDate;
  stay_end: SqlDate;
  stay_type: string;
  residence_governorate_id: number;
  residence_delegation_id: number;
  treatment_mode: string;
  dci_id: number | null;
  egg_allergy: boolean;
  egg_allergy_confirmed: Generated<boolean>;
  administration_route: string;
  quantity: number;
  treatment_start: SqlDate | null;
  treatment_end: SqlDate | null;
  dispensation_date: SqlDate;
  medicine_name: string | null;
  batch_number: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0054: an anti-rabies sheet (spec 2 §3 "Anti-rabies sheet"); the five steps' nested answers in details. */
export interface RabiesSheetTable {
  id: Generated<number>;
  citizen_id: number;
  structure_id: number | null;
  state: Generated<string>;
  type: string;
  exposure_category: string | null;
  regimen: string;
  attack_date: SqlDate | null;
  attack_type: string | null;
  second_attack_date: SqlDate | null;
  animal_species: string | null;
  animal_state: string | null;
  animal_state_d0_7: string | null;
  animal_state_d7_14: string | null;
  previous_treatment: Generated<string>;
  serum_required: Generated<boolean>;
  weight_kg: ColumnType<string | number | null, number | null, number | null>;
  phone: string | null;
  next_dose_date: SqlDate | null;
  doses_done: Generated<number>;
  details: ColumnType<unknown, string, string>;
  first_updated_at: Date | null;
  closure_reason: string | null;
  closed_at: Date | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0055: a reminder SMS to an absent citizen's phone, one a sheet a day. */
export interface RabiesReminderTable {
  id: Generated<number>;
  sheet_id: number;
  sent_on: SqlDate;
  sent_at: CreatedAt;
  phone: string;
  language: string;
  sent_by: number | null;
}

/** Migration 0067: a structure's default weekly availability (issue 32), one per structure. */
export interface StructureAvailabilityTable {
  structure_id: number;
  week_days: number[];
  /** 'HH:MM:SS' */
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
  capacity_per_slot: number;
  updated_by: number | null;
  updated_at: CreatedAt;
}

/** Migration 0067: a structure's unavailability period (holiday, stock-out). */
export interface StructureUnavailabilityTable {
  id: Generated<number>;
  structure_id: number;
  start_date: SqlDate;
  end_date: SqlDate;
  reason: string;
  editable: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Migration 0054: a visit of an anti-rabies protocol (J0, J3...), planned, then given. */
export interface RabiesDoseTable {
  id: Generated<number>;
  sheet_id: number;
  rank: number;
  day: number;
  sites: Generated<number>;
  planned_date: SqlDate;
  given_date: SqlDate | null;
  dci_id: number | null;
  lot_number: string | null;
  injection_site: string | null;
  structure_id: number | null;
  given_by: number | null;
  given_at: Date | null;
}

/** Issue 35 (migration 0069): the Ed25519 keys that sign certificates, by key id. */
export interface CertificateSigningKeyTable {
  kid: string;
  private_key: string;
  public_key: string;
  created_at: CreatedAt;
}

/** Issue 35 (migration 0069): a vaccination certificate issued, with the signed statement its QR code carries. */
export interface VaccinationCertificateTable {
  id: string;
  citizen_id: number;
  token: string;
  issued_at: ColumnType<Date, Date | string, Date | string>;
  issued_by: number | null;
  structure_id: number | null;
}

export interface Database {
  governorate: GovernorateTable;
  delegation: DelegationTable;
  structure_group: StructureGroupTable;
  structure: StructureTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  app_user: AppUserTable;
  user_structure: UserStructureTable;
  revoked_token: RevokedTokenTable;
  app_setting: AppSettingTable;
  seed_run: SeedRunTable;
  audit_log: AuditLogTable;
  dci: DciTable;
  routine_schedule_dose: RoutineScheduleDoseTable;
  specialty: SpecialtyTable;
  option_list: OptionListTable;
  option_list_item: OptionListItemTable;
  citizen: CitizenTable;
  child_count: ChildCountTable;
  routine_schedule_count: RoutineScheduleCountTable;
  child_schedule_state: ChildScheduleStateTable;
  structure_parent: StructureParentTable;
  parent: ParentTable;
  child_parent: ChildParentTable;
  vaccination: VaccinationTable;
  vaccine_allergy_precaution: VaccineAllergyPrecautionTable;
  vaccination_file: VaccinationFileTable;
  seasonal_campaign: SeasonalCampaignTable;
  international_vaccination: InternationalVaccinationTable;
  rabies_sheet: RabiesSheetTable;
  certificate_signing_key: CertificateSigningKeyTable;
  vaccination_certificate: VaccinationCertificateTable;
  rabies_reminder: RabiesReminderTable;
  rabies_dose: RabiesDoseTable;
  structure_availability: StructureAvailabilityTable;
  structure_unavailability: StructureUnavailabilityTable;
  login_throttle: LoginThrottleTable;
  rate_counter: RateCounterTable;
  otp_challenge: OtpChallengeTable;
  password_reset_token: PasswordResetTokenTable;
  sms_outbox: SmsOutboxTable;
  registration_request: RegistrationRequestTable;
  citizen_space_code: CitizenSpaceCodeTable;
  growth_metric: GrowthMetricTable;
  head_circumference_metric: HeadCircumferenceMetricTable;
  allergy: AllergyTable;
  medical_folder_closure: MedicalFolderClosureTable;
  mapi: MapiTable;
  mapi_vaccination: MapiVaccinationTable;
}

/** 0025: registration requests (spec 3 §3-4). */
export interface RegistrationRequestTable {
  id: Generated<number>;
  status: ColumnType<'pending' | 'in_person' | 'accepted' | 'rejected', 'pending' | undefined, 'in_person' | 'accepted' | 'rejected'>;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  phone: string;
  nationality: ColumnType<string, string | undefined, string>;
  national_id: string | null;
  passport_number: string | null;
  language: ColumnType<Language, Language | undefined, Language>;
  file_name: string;
  file_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  file_size: number;
  file_content: Buffer;
  rejection_reason: string | null;
  rejection_comment: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  citizen_id: number | null;
  created_at: CreatedAt;
  /** 0040: the structure that decides the request (null: its governorate's, or the national level's). */
  structure_id: number | null;
  /** 0040: the governorate whose structures decide it (null: the national level only). */
  governorate_id: number | null;
  /** 0040: sent for an in-person check: by whom, when, at which structure the applicant is expected. */
  in_person_by: number | null;
  in_person_at: Date | null;
  in_person_structure_id: number | null;
}

/** 0025: the citizen space's one-time codes. */
export interface CitizenSpaceCodeTable {
  id: string;
  phone: string;
  citizen_id: number | null;
  code_hash: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
  /** 0041: what the code is for; a phone change's code carries the new phone. */
  purpose: ColumnType<'sign_in' | 'phone_change', 'sign_in' | 'phone_change' | undefined, never>;
  new_phone: string | null;
}

/** 0026: a child's medical folder (spec 2 §3). */
export interface GrowthMetricTable {
  id: Generated<number>;
  child_id: number;
  measured_on: SqlDate;
  weight_kg: number;
  height_cm: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HeadCircumferenceMetricTable {
  id: Generated<number>;
  child_id: number;
  measured_on: SqlDate;
  head_circumference_cm: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AllergyTable {
  id: Generated<number>;
  child_id: number;
  type_code: string;
  name: string;
  rank: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MedicalFolderClosureTable {
  child_id: number;
  reason: string;
  closed_by: number | null;
  structure_id: number | null;
  closed_at: CreatedAt;
}

/** 0028: how many children each structure registered, kept by triggers on citizen. */
export interface ChildCountTable {
  structure_id: number;
  children: ColumnType<number, never, never>;
}

/** 0035: a structure's routine due and overdue counts of one day, marked stale by triggers on the writes that change them. */
export interface RoutineScheduleCountTable {
  structure_id: number;
  counted_on: string | null;
  due: number | null;
  overdue: number | null;
  version: ColumnType<number, number | undefined, number>;
}

/** 0047: each child's routine schedule state and the first day it may change; stale (changes_on <= today) after a write. */
export interface ChildScheduleStateTable {
  citizen_id: number;
  structure_id: number;
  level: number;
  changes_on: SqlDate;
}

/** 0048: the parents each structure follows (registered there, or parent of a child registered there), kept by triggers. */
export interface StructureParentTable {
  structure_id: number;
  parent_id: number;
  follows: number;
  /** 0068: the parent's registration (its created_at) and whether it is retired (merged), copied by the triggers. */
  created_at: ColumnType<Date, Date | string, Date | string>;
  retired: boolean;
}

/** 0030: adverse events following immunisation (MAPI) and the vaccinations they name. */
export interface MapiTable {
  id: Generated<number>;
  child_id: number;
  category: VaccineCategory;
  event_date: SqlDate;
  start_time: string;
  severity: string;
  description: string;
  earlier_side_effect: string;
  known_drug_allergy: string;
  chronic_disease: string;
  medication_taken: string;
  history_details: string | null;
  investigation_done: boolean;
  investigation_date: SqlDate | null;
  investigation_details: string | null;
  serious: boolean;
  serious_criteria: string[];
  outcome: string;
  structure_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MapiVaccinationTable {
  mapi_id: number;
  vaccination_id: number;
  lot_number: string | null;
}
