import { expect, type APIRequestContext } from '@playwright/test';
import { VACCINATION_API_PATHS, apiPath, type RoutineFolder } from '@evax/shared/contract';
import type { AgentApi } from './child-card-support';

// The documents' journeys (issue 35: FHIR export, certificate): a child's doses given through the API.

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two doses given on the child's booklet, each the first of its series and of a different vaccine,
 * on the day it fell due (two different past days), as back-entered from a certificate seen.
 */
export async function giveTwoDoses(request: APIRequestContext, api: AgentApi, evaxNumber: string) {
  const response = await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { headers: api.headers });
  expect(response.status()).toBe(200);
  const folder = (await response.json()) as RoutineFolder;
  const firsts = folder.entries
    .filter((e) => e.onlyGender === null && !folder.entries.some((o) => o.series === e.series && o.doseNumber < e.doseNumber))
    .sort((a, b) => a.ageDays - b.ageDays);
  const first = firsts[0]!;
  const second = firsts.find((e) => e.ageDays > first.ageDays && e.dci !== first.dci)!;
  expect(second, 'a first dose due later than the earliest one').toBeDefined();
  const given = [first, second].map((entry, index) => ({ entry, date: addDays(folder.child.birthDate, entry.ageDays), lot: `FHIR-E2E-${index + 1}` }));
  for (const { entry, date, lot } of given) {
    const created = await request.post(VACCINATION_API_PATHS.vaccinationCreate, {
      headers: api.headers,
      data: {
        evaxNumber,
        certificateVerified: true,
        vaccines_set: [{ scheduleDose: entry.scheduleDose, lotNumber: lot, injectionSite: 'LEFT_THIGH', vaccinationDate: date }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { child: folder.child, given };
}
