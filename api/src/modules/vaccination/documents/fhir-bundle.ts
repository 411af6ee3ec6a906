import { FHIR_EXPORT, type VaccinationFolderChild } from '@evax/shared/contract';
import type { FhirDose } from './fhir-queries.js';

type Json = Record<string, unknown>;

export interface FhirBundleInput {
  child: VaccinationFolderChild;
  doses: FhirDose[];
  /** The export's instant (Bundle.timestamp). */
  now: Date;
  /** A new UUID per resource (fullUrl urn:uuid:...); a parameter so tests can fix them. */
  newId: () => string;
}

const languageOf = (code: 'fr' | 'ar') => [{ url: FHIR_EXPORT.languageExtension, valueCode: code }];

function patient(child: VaccinationFolderChild): Json {
  return {
    resourceType: 'Patient',
    identifier: [{ use: 'official', system: FHIR_EXPORT.evaxNumberSystem, value: child.evaxNumber }],
    // Two official names, each marked with its language (FHIR core extension "language").
    name: [
      { extension: languageOf('fr'), use: 'official', family: child.lastNameFr, given: [child.firstNameFr] },
      { extension: languageOf('ar'), use: 'official', family: child.lastNameAr, given: [child.firstNameAr] },
    ],
    gender: child.gender,
    birthDate: child.birthDate,
  };
}

function immunization(dose: FhirDose, patientUrl: string): Json {
  const text = dose.product ? `${dose.product} (${dose.dciName})` : dose.dciName;
  return {
    resourceType: 'Immunization',
    status: 'completed',
    vaccineCode: { coding: [{ system: FHIR_EXPORT.dciSystem, code: String(dose.dciId), display: dose.dciName }], text },
    patient: { reference: patientUrl },
    occurrenceDateTime: dose.date,
    primarySource: true,
    ...(dose.lotNumber ? { lotNumber: dose.lotNumber } : {}),
    ...(dose.doseNumber && dose.doseNumber > 0 ? { protocolApplied: [{ doseNumberPositiveInt: dose.doseNumber }] } : {}),
  };
}

/**
 * A child and its given doses as a FHIR R4 Bundle of type collection (issue 35): one Patient, one
 * Immunization per given dose, each referring to the Patient by its fullUrl. Pure: data in, JSON out.
 */
export function fhirBundle({ child, doses, now, newId }: FhirBundleInput): Json {
  const patientUrl = `urn:uuid:${newId()}`;
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [
      { fullUrl: patientUrl, resource: patient(child) },
      ...doses.map((dose) => ({ fullUrl: `urn:uuid:${newId()}`, resource: immunization(dose, patientUrl) })),
    ],
  };
}
