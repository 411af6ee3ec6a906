import { expect, type APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  CITIZEN_API_PATHS,
  apiPath,
  type ChildDetail,
  type ChildWithNewParentRequest,
  type LoginResponse,
  type Paged,
  type RoutineVaccinationChildRow,
} from '@evax/shared/contract';
import { apiSignIn } from './account-support';

/** The citizen journeys' set-up, through the API as the demo health agent (its centre registers the children). */
export interface AgentApi {
  session: LoginResponse;
  headers: Record<string, string>;
}

export async function agentApi(request: APIRequestContext, username = 'agent'): Promise<AgentApi> {
  const session = await apiSignIn(request, username);
  return { session, headers: { Authorization: `Bearer ${session.access}` } };
}

const digits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');

/** Eight digits no other run uses, as far as chance goes (a national identity card number). */
export const randomNationalId = (): string => `1${digits(7)}`;
/** A Tunisian mobile number, as the API stores it. */
export const randomPhone = (): string => `+216 9${digits(1)} ${digits(3)} ${digits(3)}`;

const FIRST_NAMES: [string, string][] = [
  ['Yasmine', 'ياسمين'],
  ['Rayen', 'ريان'],
  ['Eya', 'إية'],
  ['Aziz', 'عزيز'],
  ['Malek', 'مالك'],
  ['Nour', 'نور'],
];
const LAST_NAMES: [string, string][] = [
  ['Hammami', 'الحمامي'],
  ['Chebbi', 'الشابي'],
  ['Dridi', 'الدريدي'],
  ['Ayari', 'العياري'],
];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

export interface RegisteredChild {
  id: number;
  evaxNumber: string;
  nationalId: string;
  /** The mother's national identity card (a parent's paper finds the child too: issue 30). */
  motherNationalId: string;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
}

/**
 * A new child with its mother, registered at the agent's centre (confirmed as no duplicate: a random name may meet a demo child);
 * born on 2025-06-14 unless `birthDate` (YYYY-MM-DD) says otherwise.
 */
export async function registerChild(request: APIRequestContext, api: AgentApi, birthDate = '2025-06-14'): Promise<RegisteredChild> {
  const [firstNameFr, firstNameAr] = pick(FIRST_NAMES);
  const [lastNameFr, lastNameAr] = pick(LAST_NAMES);
  const nationalId = randomNationalId();
  const motherNationalId = randomNationalId();
  const body: ChildWithNewParentRequest = {
    child: {
      firstNameFr,
      lastNameFr,
      firstNameAr,
      lastNameAr,
      birthDate,
      gender: 'female',
      nationalId,
      birthType: 'premature_32_36',
      birthWeightKg: 2.1,
      motherFirstNameFr: 'Sonia',
      motherLastNameFr: lastNameFr,
      motherFirstNameAr: 'سنية',
      motherLastNameAr: lastNameAr,
    },
    parent: {
      firstNameFr: 'Sonia',
      lastNameFr,
      firstNameAr: 'سنية',
      lastNameAr,
      phone: randomPhone(),
      nationalId: motherNationalId,
      nationality: 'TN',
      gender: 'female',
    },
    role: 'mother',
    confirmNotDuplicate: true,
  };
  const response = await request.post(CITIZEN_API_PATHS.childCreate, { headers: api.headers, data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { id, evaxNumber } = (await response.json()) as { id: number; evaxNumber: string };
  return { id, evaxNumber, nationalId, motherNationalId, firstNameFr, lastNameFr, firstNameAr, lastNameAr };
}

/** A second parent (the father, new) linked to the child: one more write in its history. */
export async function linkFather(request: APIRequestContext, api: AgentApi, child: RegisteredChild): Promise<void> {
  const parent = {
    firstNameFr: 'Karim',
    lastNameFr: child.lastNameFr,
    firstNameAr: 'كريم',
    lastNameAr: child.lastNameAr,
    phone: randomPhone(),
    nationalId: randomNationalId(),
    nationality: 'TN',
  };
  const response = await request.post(CITIZEN_API_PATHS.parentLink, { headers: api.headers, data: { child: child.evaxNumber, role: 'father', parent } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function childDetail(request: APIRequestContext, api: AgentApi, evaxNumber: string): Promise<{ status: number; child: ChildDetail | null }> {
  const response = await request.get(apiPath(CITIZEN_API_PATHS.childDetail, { param: evaxNumber }), { headers: api.headers });
  return { status: response.status(), child: response.ok() ? ((await response.json()) as ChildDetail) : null };
}

/**
 * An oldest demo child of the agent's centre with doses given (the routine list counts them; a
 * child another journey adds in parallel may be older but has none), so deleting it is refused.
 * Also a phone already registered: its parent's.
 */
export async function vaccinatedDemoChild(request: APIRequestContext, api: AgentApi): Promise<ChildDetail> {
  const response = await request.get(`${API_PATHS.routineVaccinationChildren}?ordering=birthDate&page_size=20`, { headers: api.headers });
  const { results } = (await response.json()) as Paged<RoutineVaccinationChildRow>;
  for (const row of results.filter((candidate) => candidate.dosesGiven > 0)) {
    const { child } = await childDetail(request, api, row.evaxNumber);
    if (child && child.parents.some((parent) => parent.phone)) return child;
  }
  throw new Error('no vaccinated demo child with a parent phone among the oldest of the centre');
}

/** A mistyped evax number: the last digit changed, so the check digit no longer fits. */
export const mistyped = (evaxNumber: string): string => evaxNumber.slice(0, 8) + String((Number(evaxNumber[8]) + 1) % 10);
