import { Type, type Static } from 'typebox';
import { VACCINE_CATEGORIES, VACCINE_TYPES } from '../constants.js';
import { closed, Instant, Paged } from '../common/schemas.js';
import { nullableInteger, nullableString } from '../common/schema-kit.js';

/**
 * The reference area's answers (spec 3 §2, §3, §7). Each route declares its 2xx answer with
 * them (Fastify serializes through them, OpenAPI shows them); the browser's types are their
 * `Static<>` (reference/types.ts). Closed: a property the API adds must be added here.
 */

const Key = () => Type.Integer({ minimum: 1 });

// ---------------------------------------------------------------------------------------------
// DCI

const DciRowFields = {
  id: Key(),
  name: Type.String(),
  nameAr: nullableString({ description: 'The Arabic name, or null: Arabic pages then show the French one (inLanguage)' }),
  // As stored: the API's type of the column is a string (the bodies' schemas hold the choices).
  vaccineType: Type.String({ description: `One of ${VACCINE_TYPES.join(', ')}` }),
  vaccineCategory: Type.String({ description: `One of ${VACCINE_CATEGORIES.join(', ')}` }),
  /** WHO age codes; empty: any age. */
  ageRange: Type.Array(Type.String()),
  is_active: Type.Boolean(),
  validityDays: nullableInteger({ description: 'How long a dose protects, in days (another dose within it is refused); null: no such rule' }),
};

/** One row of GET /api/ALL_DCI. */
export const DciRow = Type.Object(DciRowFields, { ...closed, title: 'DciRow' });

/** One DCI with what its detail page shows: GET /api/ALL_DCI/{id}, and the answer of every write. */
export const DciDetail = Type.Object(
  {
    ...DciRowFields,
    specialtiesCount: Type.Integer({ minimum: 0, description: 'Specialties (active or not) of this DCI' }),
    createdAt: Instant(),
    updatedAt: Instant(),
  },
  { ...closed, title: 'DciDetail', description: 'The DCI, with its specialties count and dates' },
);

export const DciPage = Paged(DciRow);

// ---------------------------------------------------------------------------------------------
// Specialty

/** One specialty: a row of GET /api/specialityList, its `?id=` answer, and the answer of every write. */
export const SpecialtyRow = Type.Object(
  {
    id: Key(),
    dci: Type.Integer({ description: "The DCI's id (what the forms send)" }),
    dciName: Type.String({ description: "The DCI's name (what the screens show)" }),
    dciNameAr: nullableString({ description: "The DCI's Arabic name, or null" }),
    pctCode: Type.String(),
    commercialName: Type.String(),
    manufacturer: Type.String(),
    label: nullableString({ description: 'The presentation, e.g. "Suspension injectable en seringue préremplie 0,5 ml"' }),
    labelAr: nullableString({ description: 'The presentation in Arabic, or null' }),
    reminder: nullableInteger({ description: 'Booster ("rappel") interval in days; null when there is none' }),
    is_active: Type.Boolean(),
  },
  { ...closed, title: 'SpecialtyRow', description: 'The specialty' },
);

export const SpecialtyPage = Paged(SpecialtyRow);

/** GET /api/specialityList: the page, or with `?id=` the one specialty. */
export const SpecialtyListAnswer = Type.Union([SpecialtyPage, SpecialtyRow], { description: 'The page, or with ?id= the one specialty' });

// ---------------------------------------------------------------------------------------------
// Option lists

const OptionCode = () => nullableString({ description: 'Stable code of a seeded option, for the areas that reason on the choice' });

/** A read-only option seeded with its list. */
export const DefaultOption = Type.Object({ id: Key(), code: OptionCode(), rank: Type.Integer(), valueAr: Type.String(), valueFr: Type.String() }, closed);

/** An option added by an administrator; its rank is its position in addedOptionSet. */
export const AddedOption = Type.Object({ id: Key(), rank: Type.Integer(), valueAr: Type.String(), valueFr: Type.String(), active: Type.Boolean() }, closed);

/** One choice of a drop-down: the default options by rank, then the active added ones by rank. */
export const OptionChoice = Type.Object({ id: Key(), code: OptionCode(), valueAr: Type.String(), valueFr: Type.String() }, closed);

const OptionListRowFields = {
  id: Key(),
  /** Stable identifier (OPTION_LIST_CODE_PATTERN) the other areas use, e.g. BIRTH_TYPE. */
  code: Type.String(),
  nameAr: Type.String(),
  nameFr: Type.String(),
  is_active: Type.Boolean(),
  isSystem: Type.Boolean({ description: 'Seeded with the product: its default options are read-only and it cannot be deleted' }),
  defaultOptionsCount: Type.Integer({ minimum: 0 }),
  addedOptionsCount: Type.Integer({ minimum: 0 }),
};

/** One row of GET /api/lists. */
export const OptionListRow = Type.Object(OptionListRowFields, { ...closed, title: 'OptionListRow' });

/** GET /api/lists/{id}, and the answer of every write. */
export const OptionListDetail = Type.Object(
  {
    ...OptionListRowFields,
    defaultOptionSet: Type.Array(DefaultOption),
    addedOptionSet: Type.Array(AddedOption),
    optionSet: Type.Array(OptionChoice, { description: 'What the drop-downs offer, in order' }),
  },
  { ...closed, title: 'OptionListDetail', description: 'The list, with its default and added options and the choices it offers' },
);

export const OptionListPage = Paged(OptionListRow);

/** GET /api/lists/by-code/{code}/options. An inactive list offers no choice. */
export const OptionListChoices = Type.Object(
  { code: Type.String(), nameAr: Type.String(), nameFr: Type.String(), is_active: Type.Boolean(), options: Type.Array(OptionChoice) },
  { ...closed, title: 'OptionListChoices', description: "The list's choices (none when it is inactive)" },
);

export type DciRow = Static<typeof DciRow>;
export type DciDetail = Static<typeof DciDetail>;
export type SpecialtyRow = Static<typeof SpecialtyRow>;
export type DefaultOption = Static<typeof DefaultOption>;
export type AddedOption = Static<typeof AddedOption>;
export type OptionChoice = Static<typeof OptionChoice>;
export type OptionListRow = Static<typeof OptionListRow>;
export type OptionListDetail = Static<typeof OptionListDetail>;
export type OptionListChoices = Static<typeof OptionListChoices>;
