import { randomUUID } from 'node:crypto';
import { CITIZEN_API_PATHS, VACCINATION_API_PATHS, VACCINES_FIELD, type RoutineDoseBody, type RoutineFolder } from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import type { TestApp } from '../support/app.js';
import { createUser } from '../support/account.js';
import { newChildBody } from '../citizen/citizen-support.js';

/** yyyy-mm-dd, `offset` days from today in Tunisia. */
export const daysFromToday = (offset: number) => isoDay(dayNumber(tunisToday()) + offset);

/** The multipart body the browser sends (spec 2 §7): the vaccine lists as JSON under vaccines_set, the rest as text parts. */
export function vaccinationForm(
  payload: Record<string, unknown>,
  file?: { name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----evax${randomUUID().replace(/-/g, '')}`;
  const entries = Object.entries(payload).map(([name, value]) =>
    name === VACCINES_FIELD || name === 'vaccines_passe_set' ? [VACCINES_FIELD, JSON.stringify(value)] : [name, String(value)],
  );
  const chunks: Buffer[] = entries.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`, 'utf8'),
  );
  if (file)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`, 'utf8'),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let serial = 0;

/** A new child of the agent's centre, born `ageDays` ago; its evax number. */
export async function childAged(t: TestApp, token: string, ageDays: number, gender: 'male' | 'female' = 'male'): Promise<string> {
  serial += 1;
  const body = {
    ...newChildBody({ child: { birthDate: daysFromToday(-ageDays), gender, firstNameFr: `Vaccin${'abcdefghij'[serial % 10]}` } }),
    confirmNotDuplicate: true,
  };
  const response = await t.app.inject({ method: 'POST', url: CITIZEN_API_PATHS.childCreate, headers: { authorization: `Bearer ${token}` }, payload: body });
  if (response.statusCode !== 201) throw new Error(`child not created: ${response.body}`);
  return response.json<{ evaxNumber: string }>().evaxNumber;
}

/** A dose of the folder by its DCI's schedule code words and number ("pentavalent", 1). */
export function doseIn(folder: RoutineFolder, dciNamePart: string, doseNumber: number) {
  const entry = folder.entries.find((e) => e.dciName.toLowerCase().includes(dciNamePart.toLowerCase()) && e.doseNumber === doseNumber);
  if (!entry) throw new Error(`no ${dciNamePart} ${doseNumber} in the folder`);
  return entry;
}

/** What an international vaccination's body points to: the residence and the vaccine. */
export interface TravelRefs {
  governorate: number;
  delegation: number;
  dci: number;
}

/** An international vaccination's body: a short stay in Senegal, vaccine and treatment, dispensed today. */
export const internationalTravel = (evaxNumber: string, refs: TravelRefs, extra: object = {}) => ({
  evaxNumber,
  destinationCountry: 'SN',
  stayStart: daysFromToday(10),
  stayEnd: daysFromToday(40),
  stayType: 'short',
  residenceGovernorate: refs.governorate,
  residenceDelegation: refs.delegation,
  treatmentMode: 'both',
  dci: refs.dci,
  eggAllergy: false,
  administrationRoute: 'subcutaneous',
  quantity: 1,
  treatmentStart: daysFromToday(9),
  treatmentEnd: daysFromToday(47),
  dispensationDate: tunisToday(),
  medicineName: 'Atovaquone-proguanil',
  batchNumber: 'YF-77',
  ...extra,
});

/** A dose given today in the left thigh, lot L-1. */
export const givenToday = (scheduleDose: number, extra: Partial<RoutineDoseBody> = {}) => ({
  scheduleDose,
  lotNumber: 'L-1',
  injectionSite: 'LEFT_THIGH',
  vaccinationDate: tunisToday(),
  ...extra,
});

/** A visit recorded as the screen sends it (POST /api/vaccination, multipart) by the holder of `token`: the answer. */
export function postVisit(t: Pick<TestApp, 'app'>, token: string, evaxNumber: string, doses: ReturnType<typeof givenToday>[]) {
  const form = vaccinationForm({ evaxNumber, vaccines_set: doses });
  return t.app.inject({
    method: 'POST',
    url: VACCINATION_API_PATHS.vaccinationCreate,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

/** The code of the demo agent's centre. */
export async function agentCentreCode(t: Pick<TestApp, 'db'>): Promise<string> {
  const centre = await t.db
    .selectFrom('user_structure as us')
    .innerJoin('app_user as u', 'u.id', 'us.user_id')
    .innerJoin('structure as s', 's.id', 'us.structure_id')
    .where('u.username', '=', 'agent')
    .select('s.code')
    .executeTakeFirstOrThrow();
  return centre.code;
}

/** A user `username` of the agent's centre with the role `roleCode` (VACCINATOR: records doses, edits and deletes none). */
export async function createCentreUser(t: Pick<TestApp, 'db'>, username: string, roleCode: string): Promise<void> {
  await createUser(t.db, { username, memberships: [{ structureCode: await agentCentreCode(t), roleCode, isDefault: true }] });
}
