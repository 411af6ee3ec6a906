import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { RABIES_API_PATHS, apiPath, type KindVaccinesList, type RabiesFicheCreated } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import type { AgentApi } from './child-card-support';
import { tunisDay } from './support';

/** The anti-rabies texts, by language. */
export type RabiesTexts = TranslationShape<typeof fr>['VACCINATION']['RABIES'];
export const RABIES_TEXTS: Record<'fr' | 'ar', RabiesTexts> = { fr: fr.VACCINATION.RABIES, ar: ar.VACCINATION.RABIES };
/** The injection site the journeys choose. */
export const LEFT_ARM = { fr: 'Bras gauche', ar: 'الذراع الأيسر' };

/** The catalogue's first anti-rabies vaccine. */
export async function firstRabiesVaccine(request: APIRequestContext, api: AgentApi): Promise<KindVaccinesList['vaccines'][number]> {
  const list = (await (await request.get(RABIES_API_PATHS.rabiesVaccinesList, { headers: api.headers })).json()) as KindVaccinesList;
  return list.vaccines[0]!;
}

/**
 * A citizen's sheet opened through the API: a category II cat scratch `daysAgo` days ago (the
 * 4-visit protocol, J0 J3 J7 J14), the animal known and observed.
 */
export async function openScratchSheet(request: APIRequestContext, api: AgentApi, evaxNumber: string, daysAgo: number, phone?: string): Promise<number> {
  const created = await request.post(RABIES_API_PATHS.rabiesFicheCreate, {
    headers: api.headers,
    data: {
      evaxNumber,
      preventive: false,
      weightKg: 30,
      ...(phone ? { phone } : {}),
      aggression: { date: tunisDay(-daysAgo), attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' },
      animal: { species: 'CAT', state: 'KNOWN_OBSERVED' },
      history: { previousTreatment: 'NONE' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as RabiesFicheCreated).ficheId;
}

/** A visit of the sheet's protocol given through the API on `givenDate`. */
export async function giveDoseThroughApi(
  request: APIRequestContext,
  api: AgentApi,
  ficheId: number,
  rank: number,
  givenDate: string,
  dci: number,
): Promise<void> {
  const dose = await request.post(apiPath(RABIES_API_PATHS.rabiesVaccinationUpdate, { param: ficheId }), {
    headers: api.headers,
    data: { rank, givenDate, dci, lotNumber: 'RB-E2E', injectionSite: 'LEFT_ARM' },
  });
  expect(dose.status(), await dose.text()).toBe(200);
}

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * An option of a list picked until the form takes it (`taken` enabled): on a loaded machine a click
 * made while the list still slides open is lost, and the list stays open with nothing chosen.
 */
export async function chooseUntilTaken(page: Page, combobox: Locator, title: string, taken: Locator): Promise<void> {
  await expect(async () => {
    if ((await dropdown(page).count()) === 0) await combobox.click();
    await dropdown(page).getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    await expect(taken).toBeEnabled({ timeout: 2_000 });
  }).toPass();
}

/** The next visit recorded from the sheet's details, today: the vaccine, a lot and the site chosen. */
export async function recordNextDose(page: Page, t: RabiesTexts, vaccine: string, site: string): Promise<void> {
  await page.getByTestId('rabies-doses').getByRole('button', { name: t.RECORD_DOSE }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: t.DOSE_FIELDS.VACCINE }).click();
  await dropdown(page).getByTitle(vaccine, { exact: true }).click();
  await expect(dropdown(page)).toHaveCount(0);
  await dialog.getByLabel(t.DOSE_FIELDS.LOT).fill('RB-E2E');
  // The site's list opens over the modal's footer.
  const save = dialog.locator('.ant-modal-footer .ant-btn-primary');
  await chooseUntilTaken(page, dialog.getByRole('combobox', { name: t.DOSE_FIELDS.SITE }), site, save);
  await save.click();
  await expect(page.getByText(t.DOSE_SAVED)).toBeVisible();
}
