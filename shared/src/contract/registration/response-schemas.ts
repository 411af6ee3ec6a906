import { Type } from 'typebox';
import { closed, Instant, Paged } from '../common/schemas.js';
import { nullableString, oneOf } from '../common/schema-kit.js';
import { ChildRowSchema } from '../citizen/response-schemas.js';
import { REGISTRATION_STATUSES, REJECTION_REASONS, SUPPORTING_FILE } from './types.js';

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

export const RegistrationRequestDetailSchema = Type.Object(
  {
    ...RowFields,
    file: Type.Object({ name: Type.String(), type: oneOf(SUPPORTING_FILE.mediaTypes), size: Type.Integer() }, closed),
    rejectionReason: Type.Union([oneOf(REJECTION_REASONS), Type.Null()]),
    rejectionComment: nullableString(),
    decidedBy: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }, closed), Type.Null()]),
    citizenId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { ...closed, title: 'RegistrationRequestDetail' },
);

export const RegistrationCreatedSchema = Type.Object({ id: Type.Integer(), status: Type.Literal('pending') }, closed);

export const CitizenOtpSentSchema = Type.Object({ expiresIn: Type.Integer() }, closed);

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
