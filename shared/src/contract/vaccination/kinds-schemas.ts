import { Type, type Static } from 'typebox';
import { Id, closed } from '../common/schemas.js';
import { isoDate, nullable, nullableInteger, nullableIsoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { VACCINATION_LIMITS } from './types.js';
import { VaccinationFolderChild } from './response-schemas.js';
import { ChildNameFields } from '../citizen/response-schemas.js';
import { ADMINISTRATION_ROUTES, DESTINATION_COUNTRIES, INTERNATIONAL_LIMITS, STAY_TYPES, TREATMENT_MODES } from './kinds.js';

/** Requests and answers of occasional, seasonal and international vaccination (spec 2 §3, §7). */

const IsoDate = isoDate('past');
/** A stay abroad and a treatment: planned, they may lie ahead. */
const PlannedDate = isoDate('planned');
const NullablePlannedDate = nullableIsoDate('planned');
const optionalText = (maxLength: number) => Type.Optional(nullableString({ maxLength }));
const Name = Type.Object({ nameFr: Type.String(), nameAr: Type.String() }, closed);

/** One vaccine given outside the schedule: a DCI of the kind's category, its specialty, lot, site and date. */
export const KindDoseBody = Type.Object(
  {
    dci: Id,
    specialty: Type.Optional(Type.Union([Id, Type.Null()])),
    commercialName: optionalText(200),
    lotNumber: Type.String({ minLength: 1, maxLength: VACCINATION_LIMITS.lotMax }),
    /** A code of the INJECTION_SITE option list. */
    injectionSite: Type.String({ minLength: 1, maxLength: 50 }),
    vaccinationDate: IsoDate,
    place: optionalText(200),
    quantity: Type.Optional(Type.Integer({ minimum: VACCINATION_LIMITS.quantityMin, maximum: VACCINATION_LIMITS.quantityMax })),
    /** Seasonal only: the campaign the dose belongs to; its dates must hold the vaccination date. */
    campaign: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type KindDoseBody = Static<typeof KindDoseBody>;

/** The agent confirms the vaccination despite an allergy precaution of the child's folder (recorded on the dose and in the audit). */
const allergyConfirmed = Type.Optional(Type.Boolean());

/** POST /api/vaccination_occasional and /api/vaccination_seasonal (multipart like the routine one: vaccines_set as JSON, one file). */
export const KindVaccinationBody = Type.Object(
  {
    evaxNumber: EvaxNumber,
    vaccines_set: Type.Array(KindDoseBody, { minItems: 1, maxItems: VACCINATION_LIMITS.dosesPerVisitMax }),
    allergyConfirmed,
  },
  { additionalProperties: false },
);
export type KindVaccinationBody = Static<typeof KindVaccinationBody>;

/**
 * PUT /api/vaccination_{kind}/{param}/edit: the dose's fields, replaced (spec 2 §4: edit replaces), checked as on create.
 * The injection site may stay empty, as on a routine dose's edit (issue 30): a dose recorded
 * without one is corrected without inventing it; one recorded is not erased.
 */
export const KindDoseEditBody = Type.Object(
  {
    ...KindDoseBody.properties,
    injectionSite: Type.Optional(nullableString({ maxLength: 50, description: 'A code of the INJECTION_SITE option list; required when the dose has one' })),
    allergyConfirmed,
  },
  { additionalProperties: false },
);
export type KindDoseEditBody = Static<typeof KindDoseEditBody>;

export const KindVaccinationRecord = Type.Object(
  {
    id: Type.Integer(),
    dci: Type.Integer(),
    dciName: Type.String(),
    dciNameAr: Type.String(),
    specialtyName: nullableString(),
    commercialName: nullableString(),
    lotNumber: nullableString(),
    injectionSite: nullableString(),
    vaccinationDate: Type.String(),
    place: nullableString(),
    quantity: nullable(Type.Integer()),
    /** Given despite an allergy precaution, confirmed by the agent. */
    allergyConfirmed: Type.Boolean(),
    /** The visit's supporting file (GET /api/vaccination/download-file/{id}), or null. */
    fileName: nullableString(),
    campaign: nullable(Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String(), season: Type.String() }, closed)),
    structure: nullable(Name),
    vaccinator: nullable(Name),
  },
  closed,
);
export type KindVaccinationRecord = Static<typeof KindVaccinationRecord>;

/** The folder's child: the routine folder's. */
export const KindChild = VaccinationFolderChild;
export type KindChild = Static<typeof KindChild>;

/** GET /api/vaccination_occasional/{param} (and seasonal): the child and its vaccinations of the kind, latest first. */
export const KindFolder = Type.Object({ child: KindChild, vaccinations: Type.Array(KindVaccinationRecord) }, closed);
export type KindFolder = Static<typeof KindFolder>;

export const SeasonalCampaign = Type.Object(
  { id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String(), season: Type.String(), startDate: Type.String(), endDate: Type.String() },
  closed,
);
export type SeasonalCampaign = Static<typeof SeasonalCampaign>;

const CatalogueVaccine = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameAr: Type.String(),
    specialties: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, closed)),
  },
  closed,
);

/** GET .../{param}/vaccines_list: the kind's active vaccines of the catalogue (and, seasonal, the campaigns open today). */
export const KindVaccinesList = Type.Object({ vaccines: Type.Array(CatalogueVaccine), campaigns: Type.Array(SeasonalCampaign) }, closed);
export type KindVaccinesList = Static<typeof KindVaccinesList>;

/** A row of the kind's list: the vaccination and its child. */
export const KindVaccinationRow = Type.Object(
  {
    id: Type.Integer(),
    ...ChildNameFields,
    birthDate: Type.String(),
    dciName: Type.String(),
    dciNameAr: Type.String(),
    vaccinationDate: Type.String(),
    lotNumber: nullableString(),
    campaignSeason: nullableString(),
  },
  closed,
);
export type KindVaccinationRow = Static<typeof KindVaccinationRow>;
export const KIND_ORDERING = { vaccinationDate: 'v.vaccination_date', evaxNumber: 'c.evax_number' } as const;

export const KindCreated = Type.Object({ ids: Type.Array(Type.Integer()) }, closed);
export type KindCreated = Static<typeof KindCreated>;

/** POST /api/vaccination_international/create and PUT /{id}: a traveller's vaccine or medicine (spec 2 §3 International vaccination). */
export const InternationalBody = Type.Object(
  {
    evaxNumber: EvaxNumber,
    destinationCountry: oneOf(DESTINATION_COUNTRIES),
    stayStart: PlannedDate,
    stayEnd: PlannedDate,
    stayType: oneOf(STAY_TYPES),
    residenceGovernorate: Id,
    residenceDelegation: Id,
    treatmentMode: oneOf(TREATMENT_MODES),
    /** The vaccine (a DCI of the international category), required unless the mode is medicine only. */
    dci: Type.Optional(Type.Union([Id, Type.Null()])),
    eggAllergy: Type.Boolean(),
    /** An egg allergy with a vaccine given: the agent confirms the contraindication was weighed (recorded). */
    eggAllergyConfirmed: Type.Optional(Type.Boolean()),
    administrationRoute: oneOf(ADMINISTRATION_ROUTES),
    quantity: Type.Integer({ minimum: INTERNATIONAL_LIMITS.quantityMin, maximum: INTERNATIONAL_LIMITS.quantityMax }),
    /** The medicine's treatment period, required when a medicine is given. */
    treatmentStart: Type.Optional(NullablePlannedDate),
    treatmentEnd: Type.Optional(NullablePlannedDate),
    dispensationDate: IsoDate,
    medicineName: optionalText(INTERNATIONAL_LIMITS.medicineNameMax),
    batchNumber: Type.String({ minLength: 1, maxLength: INTERNATIONAL_LIMITS.batchMax }),
  },
  { additionalProperties: false },
);
export type InternationalBody = Static<typeof InternationalBody>;

export const InternationalRecord = Type.Object(
  {
    id: Type.Integer(),
    evaxNumber: Type.String(),
    destinationCountry: Type.String(),
    stayStart: Type.String(),
    stayEnd: Type.String(),
    stayType: Type.String(),
    residenceGovernorate: Type.Integer(),
    residenceDelegation: Type.Integer(),
    residence: Type.Object({ governorate: Name, delegation: Name }, closed),
    treatmentMode: Type.String(),
    dci: nullableInteger(),
    dciName: nullableString(),
    dciNameAr: nullableString(),
    eggAllergy: Type.Boolean(),
    eggAllergyConfirmed: Type.Boolean(),
    administrationRoute: Type.String(),
    quantity: Type.Integer(),
    treatmentStart: nullableString(),
    treatmentEnd: nullableString(),
    dispensationDate: Type.String(),
    medicineName: nullableString(),
    batchNumber: Type.String(),
    structure: nullable(Name),
  },
  closed,
);
export type InternationalRecord = Static<typeof InternationalRecord>;

/** GET /api/vaccination_international/{param}/list: the child and its travel vaccinations, latest first. */
export const InternationalFolder = Type.Object({ child: KindChild, vaccinations: Type.Array(InternationalRecord) }, closed);
export type InternationalFolder = Static<typeof InternationalFolder>;

/** A row of /api/vaccination_international/all. */
export const InternationalRow = Type.Object(
  {
    id: Type.Integer(),
    ...ChildNameFields,
    destinationCountry: Type.String(),
    stayStart: Type.String(),
    stayEnd: Type.String(),
    treatmentMode: Type.String(),
    dispensationDate: Type.String(),
  },
  closed,
);
export type InternationalRow = Static<typeof InternationalRow>;
export const INTERNATIONAL_ORDERING = { dispensationDate: 'iv.dispensation_date', evaxNumber: 'c.evax_number', stayStart: 'iv.stay_start' } as const;

export const InternationalCreated = Type.Object({ id: Type.Integer() }, closed);
