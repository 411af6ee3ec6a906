import { Type, type Static } from 'typebox';
import { VACCINE_CATEGORIES } from '../constants.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { closed, Id, Paged } from '../common/schemas.js';
import { isoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { MAPI_HISTORY_ANSWERS, MAPI_MAX_VACCINATIONS, MAPI_OUTCOMES, MAPI_SERIOUS_CRITERIA, MAPI_SEVERITIES, MAPI_TEXT } from './mapi.js';

const IsoDate = isoDate('past');
const AnswerDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Languages = oneOf(['fr', 'ar', 'en'] as const);
const History = oneOf(MAPI_HISTORY_ANSWERS);
const Category = oneOf(VACCINE_CATEGORIES);

export const MapiCreateParams = Type.Object({ param: EvaxNumber, lang: Languages, category: Category });
export type MapiCreateParams = Static<typeof MapiCreateParams>;
export const MapiUpdateParams = Type.Object({ id: Id, lang: Languages, category: Category });
export type MapiUpdateParams = Static<typeof MapiUpdateParams>;

export const MapiBody = Type.Object(
  {
    date: IsoDate,
    startTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm, 24 hours' }),
    severity: oneOf(MAPI_SEVERITIES),
    description: Type.String({ minLength: MAPI_TEXT.description.min, maxLength: MAPI_TEXT.description.max }),
    earlierSideEffect: History,
    knownDrugAllergy: History,
    chronicDisease: History,
    medicationTaken: History,
    historyDetails: Type.Optional(nullableString({ maxLength: MAPI_TEXT.details.max })),
    investigationDone: Type.Boolean(),
    investigationDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
    investigationDetails: Type.Optional(nullableString({ maxLength: MAPI_TEXT.details.max })),
    serious: Type.Boolean(),
    seriousCriteria: Type.Array(oneOf(MAPI_SERIOUS_CRITERIA), { maxItems: MAPI_SERIOUS_CRITERIA.length, uniqueItems: true }),
    outcome: oneOf(MAPI_OUTCOMES),
    vaccinationIds: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: MAPI_MAX_VACCINATIONS,
      uniqueItems: true,
      description: 'The suspected vaccinations: given vaccinations of the child, of the path category',
    }),
  },
  closed,
);
export type MapiBody = Static<typeof MapiBody>;

const MapiVaccinationSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Category,
    date: AnswerDate,
    dciName: Type.String(),
    dciNameAr: Type.String(),
    doseNumber: Type.Union([Type.Integer(), Type.Null()]),
    lotNumber: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);
export const MapiVaccinationList = Paged(MapiVaccinationSchema);

const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

export const MapiRowSchema = Type.Object(
  {
    id: Type.Integer(),
    evaxNumber: Type.String(),
    category: Category,
    date: AnswerDate,
    startTime: Type.String(),
    severity: oneOf(MAPI_SEVERITIES),
    description: Type.String(),
    earlierSideEffect: History,
    knownDrugAllergy: History,
    chronicDisease: History,
    medicationTaken: History,
    historyDetails: Nullable(Type.String()),
    investigationDone: Type.Boolean(),
    investigationDate: Nullable(AnswerDate),
    investigationDetails: Nullable(Type.String()),
    serious: Type.Boolean(),
    seriousCriteria: Type.Array(oneOf(MAPI_SERIOUS_CRITERIA)),
    outcome: oneOf(MAPI_OUTCOMES),
    vaccinations: Type.Array(MapiVaccinationSchema),
  },
  closed,
);
export const MapiListResponse = Paged(MapiRowSchema);

export const SeriousMapiRowSchema = Type.Object(
  {
    id: Type.Integer(),
    evaxNumber: Type.String(),
    childNameFr: Type.String(),
    childNameAr: Type.String(),
    date: AnswerDate,
    seriousCriteria: Type.Array(oneOf(MAPI_SERIOUS_CRITERIA)),
    outcome: oneOf(MAPI_OUTCOMES),
    structureFr: Nullable(Type.String()),
    structureAr: Nullable(Type.String()),
  },
  closed,
);
export const SeriousMapiPage = Paged(SeriousMapiRowSchema);
export const SeriousMapiQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type SeriousMapiQuery = Static<typeof SeriousMapiQuery>;
