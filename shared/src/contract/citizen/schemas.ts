import { Type, type Static } from 'typebox';
import { EVAX_NUMBER_PATTERN, LIMITS } from '../constants.js';
import { PHONE_INPUT_MAX } from '../auth/schemas.js';
import { Id } from '../common/schemas.js';
import { isoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { BIRTH_MEASURE_LIMITS, BIRTH_TYPES, HISTORY_PAGE_SIZE, IDENTITY_PAPER_PATTERN, NATIONAL_ID_PATTERN, PARENT_ROLES } from './types.js';

/** Children, parents and citizens (spec 2 §3, §7). The rules beyond shape are @evax/shared/validation's. */

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const optionalText = (maxLength: number) => Type.Optional(nullableString({ maxLength }));
const name = text(LIMITS.nameMax);
const optionalName = optionalText(LIMITS.nameMax);
const measure = ({ min, max }: { min: number; max: number }) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: min, maximum: max }));
/** ISO 3166-1 alpha-2. */
const Nationality = Type.String({ pattern: '^[A-Z]{2}$' });
const NationalId = Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: NATIONAL_ID_PATTERN.source });
const IsoDate = isoDate('past');
export const EvaxNumber = Type.String({ pattern: EVAX_NUMBER_PATTERN.source });

/** The child's own fields (spec 2 §3), step 1 of the add-child form. */
export const ChildFields = {
  firstNameFr: name,
  lastNameFr: name,
  firstNameAr: name,
  lastNameAr: name,
  birthDate: IsoDate,
  gender: oneOf(['male', 'female'] as const),
  fatherFirstNameFr: optionalName,
  fatherFirstNameAr: optionalName,
  paternalGrandfatherFirstNameFr: optionalName,
  paternalGrandfatherFirstNameAr: optionalName,
  motherFirstNameFr: optionalName,
  motherLastNameFr: optionalName,
  motherFirstNameAr: optionalName,
  motherLastNameAr: optionalName,
  birthGovernorate: Type.Optional(Type.Union([Id, Type.Null()])),
  birthDelegation: Type.Optional(Type.Union([Id, Type.Null()])),
  birthCommune: optionalText(LIMITS.nameMax),
  birthType: Type.Optional(oneOf(BIRTH_TYPES, { default: 'normal' })),
  birthWeightKg: measure(BIRTH_MEASURE_LIMITS.weightKg),
  birthHeightCm: measure(BIRTH_MEASURE_LIMITS.heightCm),
  birthHeadCircumferenceCm: measure(BIRTH_MEASURE_LIMITS.headCircumferenceCm),
  bornInTunisia: Type.Optional(Type.Boolean({ default: true })),
  nationality: Type.Optional(Nationality),
  nationalId: Type.Optional(NationalId),
  socialSecurityNumber: optionalText(20),
  passportNumber: optionalText(20),
  note: optionalText(1000),
};
export const ChildBody = Type.Object(ChildFields, { additionalProperties: false });
export type ChildBody = Static<typeof ChildBody>;

/** A new parent (citizen): names in both scripts, a national identity card or a passport, a phone. */
export const ParentFields = {
  firstNameFr: name,
  lastNameFr: name,
  firstNameAr: name,
  lastNameAr: name,
  gender: Type.Optional(Type.Union([oneOf(['male', 'female'] as const), Type.Null()])),
  birthDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  phone: optionalText(PHONE_INPUT_MAX),
  nationality: Type.Optional(Nationality),
  nationalId: Type.Optional(NationalId),
  passportNumber: optionalText(20),
  socialSecurityNumber: optionalText(20),
};
export const ParentBody = Type.Object(ParentFields, { additionalProperties: false });
export type ParentBody = Static<typeof ParentBody>;

/** The agent saw the likely duplicates and says this is a different child (recorded in the audit). */
const confirmNotDuplicate = Type.Optional(Type.Boolean());

/**
 * POST /api/citizen/create_children and /api/citizen/foreign/create_children: a child and a new
 * parent linked with its role, in one write (both steps of the form).
 */
export const ChildWithNewParentBody = Type.Object(
  { child: ChildBody, parent: ParentBody, role: oneOf(PARENT_ROLES), confirmNotDuplicate },
  { additionalProperties: false },
);
export type ChildWithNewParentBody = Static<typeof ChildWithNewParentBody>;

/**
 * POST /api/citizen/registred/create_children and /api/citizen/registered/foreign/create_children:
 * a child linked to a parent already registered (check_parent found it), e.g. a sibling.
 */
export const ChildWithParentBody = Type.Object(
  { child: ChildBody, parent: Id, role: oneOf(PARENT_ROLES), confirmNotDuplicate },
  { additionalProperties: false },
);
export type ChildWithParentBody = Static<typeof ChildWithParentBody>;

/** POST /api/citizen/parents (/admin/parent/add): a child gets a parent, new or registered, with a role. */
export const ParentLinkBody = Type.Object(
  { child: EvaxNumber, role: oneOf(PARENT_ROLES), parent: Type.Union([Id, ParentBody]) },
  { additionalProperties: false },
);
export type ParentLinkBody = Static<typeof ParentLinkBody>;

/** /api/citizen/middle_office/check_parent: by national identity card, or passport and nationality. */
export const CheckParentQuery = Type.Object({
  nationalId: Type.Optional(Type.String({ pattern: NATIONAL_ID_PATTERN.source })),
  passportNumber: Type.Optional(text(20)),
  nationality: Type.Optional(Nationality),
});
export type CheckParentQuery = Static<typeof CheckParentQuery>;

/** POST /api/citizen/front_office/update-phone. */
export const UpdatePhoneBody = Type.Object({ citizen: Id, phone: text(PHONE_INPUT_MAX) }, { additionalProperties: false });
export type UpdatePhoneBody = Static<typeof UpdatePhoneBody>;

/**
 * PUT /api/citizen/child/{param} (issue 30): the child's fields of spec 2 §3, the whole set (a field
 * left out is cleared), with the rules of creation; the likely duplicates among the other children
 * answer 409 unless confirmNotDuplicate.
 */
export const ChildUpdateBody = Type.Object({ child: ChildBody, confirmNotDuplicate }, { additionalProperties: false });
export type ChildUpdateBody = Static<typeof ChildUpdateBody>;

/**
 * PUT /api/citizen/citizens/{id} (issue 30): a citizen's names, identity papers and phone, the
 * whole set, with the rules of a new parent.
 */
export const ParentUpdateBody = Type.Object(
  {
    firstNameFr: name,
    lastNameFr: name,
    firstNameAr: name,
    lastNameAr: name,
    phone: optionalText(PHONE_INPUT_MAX),
    nationality: Type.Optional(Nationality),
    nationalId: Type.Optional(NationalId),
    passportNumber: optionalText(20),
  },
  { additionalProperties: false },
);
export type ParentUpdateBody = Static<typeof ParentUpdateBody>;

/** POST /api/citizen/citizens/{id}/merge (issue 30): the other record of the same citizen, retired into this one. */
export const ParentMergeBody = Type.Object({ duplicate: Id }, { additionalProperties: false });
export type ParentMergeBody = Static<typeof ParentMergeBody>;

/** The children list's filters (beyond search and ordering). */
export const ChildrenFilters = { governorate: Id, structure: Id };

/** A child by its evax number, in a path. */
export const EvaxParams = Type.Object({ param: EvaxNumber });
export type EvaxParams = Static<typeof EvaxParams>;

/** Child search: by evax number or national identity card number (one of them). */
export const ChildSearchQuery = Type.Object({
  evaxNumber: Type.Optional(EvaxNumber),
  nationalId: Type.Optional(Type.String({ pattern: NATIONAL_ID_PATTERN.source })),
});
export type ChildSearchQuery = Static<typeof ChildSearchQuery>;

/** A page of a child's history: the entries older than `before` (the last entry shown), at most `size` (HISTORY_PAGE_SIZE). */
export const ChildHistoryQuery = Type.Object({
  before: Type.Optional(Id),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_SIZE })),
});
export type ChildHistoryQuery = Static<typeof ChildHistoryQuery>;

/** Children by an identity paper (issue 30): the child's own national identity card or passport, or a parent's. */
export const ChildPaperQuery = Type.Object({ paper: Type.String({ pattern: IDENTITY_PAPER_PATTERN.source }) });
export type ChildPaperQuery = Static<typeof ChildPaperQuery>;

/** DELETE /api/citizen/{param}/{lang}. */
export const ChildDeleteParams = Type.Object({ param: EvaxNumber, lang: oneOf(['fr', 'ar', 'en'] as const) });
export type ChildDeleteParams = Static<typeof ChildDeleteParams>;

/** GET /api/citizen/{param}/children: the citizen's id. */
export const CitizenParams = Type.Object({ param: Id });
export type CitizenParams = Static<typeof CitizenParams>;
