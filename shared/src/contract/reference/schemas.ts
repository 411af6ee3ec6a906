import { Type, type Static } from 'typebox';
import { AGE_CODE_PATTERN, LIMITS, OPTION_LIST_CODE_PATTERN, PCT_CODE_PATTERN, REFERENCE_LIMITS, VACCINE_CATEGORIES, VACCINE_TYPES } from '../constants.js';
import { Id, IsActiveFilter } from '../common/schemas.js';
import { nullableInteger, nullableString, oneOf } from '../common/schema-kit.js';

/**
 * The reference area's request bodies and query filters (spec 3 §2, §3, §7). The limits are
 * the shared constants that the forms' rule functions (@evax/shared/validation) read too.
 */

const Name = () => Type.String({ minLength: REFERENCE_LIMITS.nameMin, maxLength: REFERENCE_LIMITS.nameMax });
const AgeCode = () => Type.String({ pattern: AGE_CODE_PATTERN.source });
/** The optional Arabic twin of a French value; its script is checked by the shared rule functions. */
const ArabicTwin = (maxLength: number) => nullableString({ maxLength });
const AGE_RANGE = { maxItems: REFERENCE_LIMITS.ageRangeMax, uniqueItems: true } as const;

// ---------------------------------------------------------------------------------------------
// DCI

const DciFields = {
  /** 2 to 200 characters once trimmed; unique whatever its case. */
  name: Name(),
  /** Optional (null or '' for none); Arabic text, unique (validateDci's rules). */
  nameAr: ArabicTwin(REFERENCE_LIMITS.nameMax),
  vaccineType: oneOf(VACCINE_TYPES),
  vaccineCategory: oneOf(VACCINE_CATEGORIES),
  /** WHO age codes (AGE_CODE_PATTERN), no repeats; empty: any age. */
  ageRange: Type.Array(AgeCode(), AGE_RANGE),
  is_active: Type.Boolean(),
  /** How long a dose protects, in days (issue 30): another dose within it is refused; null: no such rule; REFERENCE_LIMITS.validityMaxDays: lifelong. */
  validityDays: nullableInteger({ minimum: REFERENCE_LIMITS.validityMinDays, maximum: REFERENCE_LIMITS.validityMaxDays }),
};

/** POST /api/ADD_DCI and PUT: the whole DCI (ageRange defaults to any age, is_active to true). */
export const DciBody = Type.Object(
  {
    name: DciFields.name,
    nameAr: Type.Optional(DciFields.nameAr),
    vaccineType: DciFields.vaccineType,
    vaccineCategory: DciFields.vaccineCategory,
    ageRange: Type.Optional(Type.Array(AgeCode(), { ...AGE_RANGE, default: [] })),
    is_active: Type.Optional(DciFields.is_active),
    validityDays: Type.Optional(DciFields.validityDays),
  },
  { additionalProperties: false },
);

/** PATCH: any of the fields, one at least. */
export const DciPatchBody = Type.Partial(Type.Object(DciFields), { additionalProperties: false, minProperties: 1 });

/** The DCI list's filters (and its export's). */
export const DciFilters = {
  ...IsActiveFilter,
  vaccine_category: Type.Optional(oneOf(VACCINE_CATEGORIES)),
  vaccine_type: Type.Optional(oneOf(VACCINE_TYPES)),
};

// ---------------------------------------------------------------------------------------------
// Specialty

/** The specialty list's filters: the active ones by default (spec 3 §9), or the archived; one DCI's. */
export const SpecialtyFilters = { is_active: oneOf([0, 1] as const, { type: 'integer', default: 1 }), dci: Id };

const SpecialtyFields = {
  /** An existing, active DCI. */
  dci: Id,
  /** PCT code (PCT_CODE_PATTERN), unique. */
  pctCode: Type.String({ pattern: PCT_CODE_PATTERN.source }),
  commercialName: Name(),
  manufacturer: Name(),
  /** The presentation, e.g. "Suspension injectable en seringue préremplie 0,5 ml". */
  label: nullableString({ maxLength: REFERENCE_LIMITS.labelMax }),
  /** The presentation in Arabic, optional (validateSpecialty's rules). */
  labelAr: ArabicTwin(REFERENCE_LIMITS.labelMax),
  /** Booster ("rappel") interval in days; null when there is none. */
  reminder: nullableInteger({ minimum: REFERENCE_LIMITS.reminderMinDays, maximum: REFERENCE_LIMITS.reminderMaxDays }),
  is_active: Type.Boolean(),
};

/** POST /api/ADD_Specialtie and PUT: the whole specialty (label and reminder optional). */
export const SpecialtyBody = Type.Object(
  {
    dci: SpecialtyFields.dci,
    pctCode: SpecialtyFields.pctCode,
    commercialName: SpecialtyFields.commercialName,
    manufacturer: SpecialtyFields.manufacturer,
    label: Type.Optional(SpecialtyFields.label),
    labelAr: Type.Optional(SpecialtyFields.labelAr),
    reminder: Type.Optional(SpecialtyFields.reminder),
    is_active: Type.Optional(SpecialtyFields.is_active),
  },
  { additionalProperties: false },
);

/** PATCH: any of the fields, one at least. */
export const SpecialtyPatchBody = Type.Partial(Type.Object(SpecialtyFields), { additionalProperties: false, minProperties: 1 });

// ---------------------------------------------------------------------------------------------
// Option lists: the shapes. The Arabic and French script rules, the duplicates and the counts
// are checked by optionListProblems (@evax/shared/validation), the forms' own rules.

const OptionValue = () => Type.String({ minLength: 1, maxLength: REFERENCE_LIMITS.optionValueMax });

/** An added option as the forms send it: with its id to keep (edit) an existing one, without to add one. */
const AddedOptionFields = { valueAr: OptionValue(), valueFr: OptionValue(), active: Type.Optional(Type.Boolean()) };

/**
 * POST /api/lists (multipart or JSON). addedOptionSet holds 1 to 100 options, in the order
 * wanted (the rank is the position).
 */
export const OptionListBody = Type.Object(
  {
    code: Type.String({ pattern: OPTION_LIST_CODE_PATTERN.source }),
    nameAr: Name(),
    nameFr: Name(),
    is_active: Type.Optional(Type.Boolean()),
    addedOptionSet: Type.Array(Type.Object(AddedOptionFields, { additionalProperties: false }), {
      minItems: LIMITS.optionListMin,
      maxItems: LIMITS.optionListMax,
    }),
  },
  { additionalProperties: false },
);

/** An added option of PATCH: `id` keeps an existing one. */
export const AddedOptionInput = Type.Object({ ...AddedOptionFields, id: Type.Optional(Id) }, { additionalProperties: false });

/** PATCH /api/lists/{id}: the code stays; addedOptionSet, when sent, is the whole new set (ids keep options). */
export const OptionListPatchBody = Type.Object(
  {
    nameAr: Type.Optional(Name()),
    nameFr: Type.Optional(Name()),
    is_active: Type.Optional(Type.Boolean()),
    addedOptionSet: Type.Optional(Type.Array(AddedOptionInput, { maxItems: LIMITS.optionListMax })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** GET /api/lists/by-code/{code}/options. */
export const OptionListCodeParams = Type.Object({ code: Type.String({ pattern: OPTION_LIST_CODE_PATTERN.source }) });

export type DciBody = Static<typeof DciBody>;
export type DciPatchBody = Static<typeof DciPatchBody>;
export type SpecialtyBody = Static<typeof SpecialtyBody>;
export type SpecialtyPatchBody = Static<typeof SpecialtyPatchBody>;
export type OptionListBody = Static<typeof OptionListBody>;
export type AddedOptionInput = Static<typeof AddedOptionInput>;
export type OptionListPatchBody = Static<typeof OptionListPatchBody>;
