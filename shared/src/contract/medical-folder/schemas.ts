import { Type, type Static } from 'typebox';
import { Z_SCORE_BANDS } from '../../growth/index.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { closed, Paged } from '../common/schemas.js';
import { isoDate, oneOf } from '../common/schema-kit.js';
import { ALLERGY_NAME, FOLDER_CLOSE_REASON, MEASUREMENT_LIMITS } from './types.js';

const IsoDate = isoDate('past');
/** An answer's date, YYYY-MM-DD. */
const AnswerDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const measure = ({ min, max }: { min: number; max: number }, description: string) => Type.Number({ minimum: min, maximum: max, description });

export const FolderParams = Type.Object({ param: EvaxNumber });
export type FolderParams = Static<typeof FolderParams>;

export const FolderCloseParams = Type.Object({ param: EvaxNumber, lang: oneOf(['fr', 'ar', 'en'] as const) });
export type FolderCloseParams = Static<typeof FolderCloseParams>;

/** Spec 2 §5: the birth date is required for the growth and head-circumference lists. */
export const MetricListQuery = Type.Object({ birthDate: IsoDate });
export type MetricListQuery = Static<typeof MetricListQuery>;

/** A value beyond ±3 SD (still plausible) is recorded only with this flag: the user confirmed it. */
const confirmBorderline = Type.Optional(Type.Boolean({ description: 'The user confirmed a borderline value (beyond ±3 SD)' }));

export const GrowthBody = Type.Object(
  {
    date: IsoDate,
    weightKg: measure(MEASUREMENT_LIMITS.weightKg, 'kg'),
    heightCm: measure(MEASUREMENT_LIMITS.heightCm, 'cm, lying under 2 years'),
    confirmBorderline,
  },
  closed,
);
export type GrowthBody = Static<typeof GrowthBody>;

export const HeadCircumferenceBody = Type.Object(
  { date: IsoDate, headCircumferenceCm: measure(MEASUREMENT_LIMITS.headCircumferenceCm, 'cm'), confirmBorderline },
  closed,
);
export type HeadCircumferenceBody = Static<typeof HeadCircumferenceBody>;

export const AllergyBody = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 50, description: 'A code of the ALLERGY_TYPE option list' }),
    name: Type.String({ minLength: ALLERGY_NAME.min, maxLength: ALLERGY_NAME.max }),
  },
  closed,
);
export type AllergyBody = Static<typeof AllergyBody>;

export const AllergyOrderBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: "Every allergy's id, first first" }) },
  closed,
);
export type AllergyOrderBody = Static<typeof AllergyOrderBody>;

export const FolderCloseBody = Type.Object(
  {
    reason: Type.String({ minLength: FOLDER_CLOSE_REASON.min, maxLength: FOLDER_CLOSE_REASON.max }),
    confirmIrreversible: Type.Literal(true, { description: 'The user confirmed that closing cannot be undone' }),
  },
  closed,
);
export type FolderCloseBody = Static<typeof FolderCloseBody>;

// Answers

const Age = Type.Object({ years: Type.Integer(), months: Type.Integer() }, closed);
const ZScore = Type.Union([Type.Object({ z: Type.Number(), band: oneOf(Z_SCORE_BANDS) }, closed), Type.Null()]);

export const GrowthRowSchema = Type.Object(
  {
    id: Type.Integer(),
    date: AnswerDate,
    age: Age,
    weightKg: Type.Number(),
    heightCm: Type.Number(),
    bmi: Type.Number({ description: 'Body mass index, kg/m² (weight / height in m squared), two decimals' }),
    zScores: Type.Object({ weightForAge: ZScore, lengthHeightForAge: ZScore, weightForLengthHeight: ZScore, bmiForAge: ZScore }, closed),
  },
  closed,
);
export const GrowthListResponse = Paged(GrowthRowSchema);

export const HeadCircumferenceRowSchema = Type.Object(
  { id: Type.Integer(), date: AnswerDate, age: Age, headCircumferenceCm: Type.Number(), zScore: ZScore },
  closed,
);
export const HeadCircumferenceListResponse = Paged(HeadCircumferenceRowSchema);

export const AllergyRowSchema = Type.Object(
  { id: Type.Integer(), type: Type.String(), typeFr: Type.String(), typeAr: Type.String(), name: Type.String(), rank: Type.Integer() },
  closed,
);
export const AllergyListResponse = Paged(AllergyRowSchema);

export const MedicalFolderSummarySchema = Type.Object(
  {
    evaxNumber: Type.String(),
    birthDate: AnswerDate,
    gender: oneOf(['male', 'female'] as const),
    closed: Type.Union([
      Type.Object({ at: Type.String({ format: 'date-time' }), reason: Type.String(), username: Type.Union([Type.String(), Type.Null()]) }, closed),
      Type.Null(),
    ]),
  },
  closed,
);
