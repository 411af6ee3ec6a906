import { Type, type Static } from 'typebox';
import { closed, Instant, Paged } from '../common/schemas.js';
import { nullable, nullableString, oneOf } from '../common/schema-kit.js';
import { BIRTH_TYPES, PARENT_ROLES } from './types.js';

/** The citizen area's answers; the browser's types (`ChildRow`, `ChildDetail`...) are their `Static<>` (./types.ts, ./children.ts). */

export const GenderSchema = oneOf(['male', 'female'] as const);

/** A child's evax number and names in both scripts: what every list that names a child shows. */
export const ChildNameFields = {
  evaxNumber: Type.String(),
  firstNameFr: Type.String(),
  lastNameFr: Type.String(),
  firstNameAr: Type.String(),
  lastNameAr: Type.String(),
};

/** Who a child is: its id, evax number, names and birth date (a row, a card, a folder's head, a candidate share them). */
export const ChildIdentityFields = { id: Type.Integer(), ...ChildNameFields, birthDate: Type.String() };
export const ChildIdentity = Type.Object(ChildIdentityFields, { ...closed, title: 'ChildIdentity' });

const LocalizedNameSchema = Type.Object({ nameFr: Type.String(), nameAr: Type.String() }, closed);
export const PlaceNameSchema = Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: nullableString() }, closed);

/** A row of the children lists. */
export const ChildRowSchema = Type.Object(
  { ...ChildIdentityFields, gender: GenderSchema, governorate: nullable(LocalizedNameSchema), structure: nullable(LocalizedNameSchema) },
  { ...closed, title: 'ChildRow' },
);
export const ChildPage = Paged(ChildRowSchema);
/** The children an identity paper finds (their own, or a parent's), at most PAPER_SEARCH_LIMIT. */
export const ChildrenByPaper = Type.Array(ChildRowSchema);

/** A citizen (a parent): names, contact and identity paper. */
export const ParentSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    firstNameFr: Type.String(),
    lastNameFr: Type.String(),
    firstNameAr: Type.String(),
    lastNameAr: Type.String(),
    phone: nullableString(),
    nationalId: nullableString(),
    passportNumber: nullableString(),
    nationality: Type.String(),
  },
  { ...closed, title: 'ParentSummary' },
);
export const CitizenPage = Paged(ParentSummarySchema);

export const ChildParentSchema = Type.Object({ ...ParentSummarySchema.properties, role: oneOf(PARENT_ROLES) }, closed);

/** A child's whole record (spec 2 §3) and its parents. */
export const ChildDetailSchema = Type.Object(
  {
    ...ChildIdentityFields,
    gender: GenderSchema,
    fatherFirstNameFr: nullableString(),
    fatherFirstNameAr: nullableString(),
    paternalGrandfatherFirstNameFr: nullableString(),
    paternalGrandfatherFirstNameAr: nullableString(),
    motherFirstNameFr: nullableString(),
    motherLastNameFr: nullableString(),
    motherFirstNameAr: nullableString(),
    motherLastNameAr: nullableString(),
    birthGovernorate: nullable(PlaceNameSchema),
    birthDelegation: nullable(PlaceNameSchema),
    birthCommune: nullableString(),
    birthType: oneOf(BIRTH_TYPES),
    birthWeightKg: nullable(Type.Number()),
    birthHeightCm: nullable(Type.Number()),
    birthHeadCircumferenceCm: nullable(Type.Number()),
    bornInTunisia: Type.Boolean(),
    nationality: Type.String(),
    foreign: Type.Boolean(),
    nationalId: nullableString(),
    socialSecurityNumber: nullableString(),
    passportNumber: nullableString(),
    note: nullableString(),
    structure: PlaceNameSchema,
    createdAt: Instant(),
    parents: Type.Array(ChildParentSchema),
  },
  { ...closed, title: 'ChildDetail' },
);

/** GET /api/citizen/{param}/children: a citizen's child and the citizen's role towards it. */
export const CitizenChildRowSchema = Type.Object({ ...ChildRowSchema.properties, role: oneOf(PARENT_ROLES) }, closed);
export const CitizenChildren = Type.Array(CitizenChildRowSchema);

/** 201 of the four child creations: the new child's id and evax number. */
export const ChildCreatedSchema = Type.Object({ id: Type.Integer(), evaxNumber: Type.String() }, closed);

/**
 * check_parent's answer (spec 2 §7: the parent exists or not). For a parent the caller does not
 * see (issue 27), only what registering needs: the parent, to link, without its phone
 * (`outsideScope`).
 */
export const CheckParentResponseSchema = Type.Object(
  {
    parentExist: Type.Boolean(),
    parent: nullable(ParentSummarySchema),
    outsideScope: Type.Boolean({ description: 'The parent is registered outside the caller’s scope: its phone is not given' }),
  },
  closed,
);

/** A likely duplicate of a child being added, with its score (docs/decisions/citizen.md). */
export const DuplicateCandidateSchema = Type.Object(
  {
    ...ChildIdentityFields,
    motherFirstNameFr: nullableString(),
    motherLastNameFr: nullableString(),
    birthGovernorate: nullable(PlaceNameSchema),
    score: Type.Number(),
  },
  closed,
);

/** 409 of add-child when likely duplicates exist and the request did not confirm. */
export const DuplicateCandidatesSchema = Type.Object(
  { detail: Type.String(), key: Type.String(), candidates: Type.Array(DuplicateCandidateSchema) },
  { ...closed, description: 'Likely duplicates: confirm it is a different child (confirmNotDuplicate) to add it' },
);

/** The name of a vaccine (DCI) or structure an id of the history stands for (issue 30: people read names, not ids). */
export const HistoryNameSchema = Type.Object({ nameFr: Type.String(), nameAr: nullableString() }, { ...closed, title: 'HistoryName' });

/**
 * One entry of a child's history (audit trail): each changed field's value before and after; a
 * field holding a vaccine's or a structure's id (dci_id, structure_id) also has its name beside it.
 */
export const HistoryEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Instant(),
    action: Type.String(),
    entity: Type.String(),
    user: nullable(Type.Object({ id: Type.Integer(), username: Type.String() }, closed)),
    structure: nullable(PlaceNameSchema),
    changes: Type.Record(
      Type.String(),
      Type.Object(
        {
          before: Type.Unknown(),
          after: Type.Unknown(),
          beforeName: Type.Optional(HistoryNameSchema),
          afterName: Type.Optional(HistoryNameSchema),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const ChildHistory = Type.Array(HistoryEntrySchema);

export type ChildIdentity = Static<typeof ChildIdentity>;
export type ChildRow = Static<typeof ChildRowSchema>;
export type PlaceName = Static<typeof PlaceNameSchema>;
export type ParentSummary = Static<typeof ParentSummarySchema>;
export type ChildParent = Static<typeof ChildParentSchema>;
export type ChildDetail = Static<typeof ChildDetailSchema>;
export type CitizenChildRow = Static<typeof CitizenChildRowSchema>;
export type ChildCreated = Static<typeof ChildCreatedSchema>;
export type CheckParentResponse = Static<typeof CheckParentResponseSchema>;
export type DuplicateCandidate = Static<typeof DuplicateCandidateSchema>;
export type DuplicateCandidatesResponse = Static<typeof DuplicateCandidatesSchema>;
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
export type HistoryName = Static<typeof HistoryNameSchema>;
