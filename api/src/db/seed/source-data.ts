import fs from 'node:fs';

/** The openly licensed data files shipped in ./data (see data/ATTRIBUTION.md). */
function readDataFile<T>(name: string): T {
  return JSON.parse(fs.readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;
}

export interface GovernorateSource {
  code: string;
  codeNumeric: string;
  nameFr: string;
  nameAr: string;
  nameEn: string;
}

export interface DelegationSource {
  geonamesAdmin2Code: string;
  governorateCode: string;
  nameFr: string;
  nameAr: string | null;
  lat: number | null;
  lon: number | null;
}

export interface ScheduleDoseSource {
  dose: number | string | null;
  ageDays?: number;
  ageMonths?: number;
  ageYears?: number;
}

export interface ScheduleEntrySource {
  code: string;
  nameFr: string;
  antigens: string[];
  doses: ScheduleDoseSource[];
}

export const loadGovernorates = () => readDataFile<GovernorateSource[]>('tn-governorates.json');
export const loadDelegations = () => readDataFile<DelegationSource[]>('tn-delegations.json');
export const loadRoutineSchedule = () => readDataFile<{ routine: ScheduleEntrySource[] }>('tn-immunization-schedule.json').routine;
