import { Type } from 'typebox';
import { closed, Instant, Paged } from '../common/schemas.js';
import { nullable, nullableString, oneOf } from '../common/schema-kit.js';
import { ChildRowSchema, PlaceNameSchema } from '../citizen/response-schemas.js';
import { REGISTRATION_COMPARED_FIELDS, REGISTRATION_IDENTITY_KINDS, REGISTRATION_STATUSES, REJECTION_REASONS, SUPPORTING_FILE } from './types.js';

/** The registration requests' answers; their types are in ./types.ts. */

const RowFields = {
  id: Type.Integer(),
  status: oneOf(REGISTRATION_STATUSES),
  firstNameFr: Type.String(),
  lastNameFr: Type.String(),
  firstNameAr: Type.String(),
  lastNameAr: Type.String(),
  phone: Type.String(),
  nationality: Type.String(),
  nationalId: nullableString(),
  passportNumber: nullableString(),
  createdAt: Instant(),
  decidedAt: Type.Union([Instant(), Type.Null()]),
};

export const RegistrationRequestRowSchema = Type.Object(RowFields, { ...closed, title: 'RegistrationRequestRow' });
export const RegistrationRequestPageSchema = Paged(RegistrationRequestRowSchema);

const UserRef = Type.Object({ id: Type.Integer(), username: Type.String() }, closed);

/**
 * The registered citizen a request's identity paper names, beside the request (issue 27): how the
 * identity stands, the citizen's record (its phone only for a caller who sees that citizen), and
 * the request's fields that differ from it.
 */
export const RegistrationIdentitySchema = Type.Object(
  {
    kind: oneOf(REGISTRATION_IDENTITY_KINDS),
    citizen: nullable(
      Type.Object(
        {
          id: Type.Integer(),
          firstNameFr: Type.String(),
          lastNameFr: Type.String(),
          firstNameAr: Type.String(),
          lastNameAr: Type.String(),
          nationality: Type.String(),
          nationalId: nullableString(),
          passportNumber: nullableString(),
          phone: nullableString({ description: 'The phone on record; null when none, or when the caller does not see this citizen' }),
          structure: PlaceNameSchema,
          hasAccount: Type.Boolean({ description: 'The citizen already has a citizen-space account' }),
        },
        closed,
      ),
    ),
    differences: Type.Array(oneOf(REGISTRATION_COMPARED_FIELDS), { description: "The request's fields that differ from the citizen's record" }),
  },
  { ...closed, title: 'RegistrationIdentity' },
);

/** The structure and governorate that decide a request; both null: the national level alone. */
export const RegistrationScopeSchema = Type.Object({ structure: nullable(PlaceNameSchema), governorate: nullable(PlaceNameSchema) }, closed);

/** A request sent for an in-person check: when, by whom, and the structure the applicant is expected at. */
export const InPersonCheckSchema = Type.Object({ at: Instant(), by: nullable(UserRef), structure: nullable(PlaceNameSchema) }, closed);

export const RegistrationRequestDetailSchema = Type.Object(
  {
    ...RowFields,
    file: Type.Object({ name: Type.String(), type: oneOf(SUPPORTING_FILE.mediaTypes), size: Type.Integer() }, closed),
    rejectionReason: Type.Union([oneOf(REJECTION_REASONS), Type.Null()]),
    rejectionComment: nullableString(),
    decidedBy: nullable(UserRef),
    citizenId: Type.Union([Type.Integer(), Type.Null()]),
    scope: RegistrationScopeSchema,
    inPersonCheck: nullable(InPersonCheckSchema),
    identity: nullable(RegistrationIdentitySchema),
  },
  { ...closed, title: 'RegistrationRequestDetail' },
);

export const RegistrationCreatedSchema = Type.Object({ id: Type.Integer(), status: Type.Literal('pending') }, closed);

export const CitizenOtpSentSchema = Type.Object({ expiresIn: Type.Integer() }, closed);

/** The phone change confirmed (issue 27): the citizen's new phone on record, which signs in from now on. */
export const CitizenPhoneChangedSchema = Type.Object({ phone: Type.String() }, closed);

export const CitizenSessionSchema = Type.Object(
  {
    access: Type.String(),
    tokenType: Type.String(),
    expiresIn: Type.Integer(),
    citizen: Type.Object(
      { id: Type.Integer(), firstNameFr: Type.String(), lastNameFr: Type.String(), firstNameAr: Type.String(), lastNameAr: Type.String() },
      closed,
    ),
  },
  closed,
);

/** The signed-in citizen's own children: rows of the children lists. */
export const CitizenSpaceChildrenSchema = Paged(ChildRowSchema);

/** A supporting file's download (a registration's, a vaccination visit's): the file inline, in its media type. */
export const SupportingFileDownload = {
  description: 'The file, inline, with its name (Content-Disposition) and media type',
  content: Object.fromEntries(SUPPORTING_FILE.mediaTypes.map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
};
