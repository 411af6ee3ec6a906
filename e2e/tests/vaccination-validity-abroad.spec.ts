import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  VACCINATION_API_PATHS,
  VACCINATION_KIND_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type KindFolder,
  type KindVaccinesList,
  type RoutineFolder,
  type VaccinationDetail,
} from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES, VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// Issue 30, in French and in Arabic, set up through the API:
// (a) a dose of a vaccine whose catalogue validity still runs (the children's seasonal flu vaccine,
//     28 days) is refused with the "vaccine still valid" message, and nothing is written;
// (b) a routine dose given abroad is recorded with its country, international reference and place,
//     then shown in the booklet and answered by GET /api/vaccination/{id}.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const ARM = { fr: 'Bras gauche', ar: 'الذراع الأيسر' };
const THIGH = { fr: 'Cuisse gauche', ar: 'الفخذ الأيسر' };
/** Seeded with a validity of 28 days (api/src/db/seed/reference/dci-catalogue.ts). */
const CHILD_FLU = 'Vaccin grippal inactivé quadrivalent (enfant)';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

async function getJson<T>(request: APIRequestContext, api: AgentApi, path: string): Promise<T> {
  const response = await request.get(path, { headers: api.headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function pick(page: Page, field: string, title: string): Promise<void> {
  await page.locator(field).click();
  await dropdown(page).getByTitle(title, { exact: true }).click();
  await expect(dropdown(page)).toHaveCount(0);
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`a dose of a vaccine still valid is refused with the rule's message, nothing written (${language})`, async ({ page, request }) => {
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const param = { param: child.evaxNumber };
    const list = await getJson<KindVaccinesList>(request, api, apiPath(VACCINATION_KIND_API_PATHS.seasonalVaccinesList, param));
    const flu = list.vaccines.find((vaccine) => vaccine.name === CHILD_FLU)!;
    expect(flu, 'the children’s flu vaccine is offered').toBeTruthy();
    // A first dose a week ago, through the API: it protects for 28 days.
    const first = await request.post(VACCINATION_KIND_API_PATHS.seasonalVaccinations, {
      headers: api.headers,
      multipart: {
        evaxNumber: child.evaxNumber,
        vaccines_set: JSON.stringify([
          { dci: flu.id, lotNumber: 'FLU-1', injectionSite: 'LEFT_ARM', vaccinationDate: inDays(-7), campaign: list.campaigns[0]!.id },
        ]),
      },
    });
    expect(first.status(), await first.text()).toBe(201);
    const folderPath = apiPath(VACCINATION_KIND_API_PATHS.seasonalFolder, param);
    expect((await getJson<KindFolder>(request, api, folderPath)).vaccinations).toHaveLength(1);

    await useLanguage(page, language);
    await signIn(page, 'agent');
    const t = TEXTS[language].VACCINATION.KIND;
    await page.goto(apiPath(VACCINATION_KIND_ROUTES.seasonalFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await page.getByRole('button', { name: t.FOLDER.NEW }).click();
    await pick(page, '#seasonal-vaccination_dci', language === 'ar' ? flu.nameAr : flu.name);
    await page.locator('#seasonal-vaccination_lotNumber').fill(`FLU-2-${language}`);
    await pick(page, '#seasonal-vaccination_injectionSite', ARM[language]);
    await page.locator('#seasonal-vaccination button[type="submit"]').click();

    await expect(page.getByText(ERRORS[language].ERROR.CODE.VACCINE_STILL_VALID).first()).toBeVisible();
    await expect(page.getByText(t.NEW.SAVED)).toHaveCount(0);
    const after = await getJson<KindFolder>(request, api, folderPath);
    expect(after.vaccinations.map((v) => v.lotNumber)).toEqual(['FLU-1']);
  });

  test(`a routine dose given abroad is saved with its country, reference and place, and shown (${language})`, async ({ page, request }) => {
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const folderPath = apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber });
    const before = await getJson<RoutineFolder>(request, api, folderPath);
    const next = before.entries.find((e) => e.scheduleDose === before.nextDue)!;
    const doseRow = (entry: BookletEntryAnswer) => page.locator(`tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`);
    const country = new Intl.DisplayNames([language], { type: 'region' }).of('FR')!;
    const reference = `ICVP-E2E-${language}`;
    const location = 'Hôpital Necker, Paris';

    await useLanguage(page, language);
    await signIn(page, 'agent');
    const t = TEXTS[language].VACCINATION.ROUTINE;
    await page.goto(apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await doseRow(next).getByRole('button', { name: t.FOLDER.VACCINATE }).click();
    await page.locator('#routine-vaccination_lotNumber').fill(`ABR-${language}`);
    await pick(page, '#routine-vaccination_injectionSite', THIGH[language]);
    await page.locator('#routine-vaccination_country').click();
    await page.locator('#routine-vaccination_country').pressSequentially(country);
    await dropdown(page).getByTitle(country, { exact: true }).click();
    await expect(dropdown(page)).toHaveCount(0);
    await page.locator('#routine-vaccination_internationalReference').fill(reference);
    await page.locator('#routine-vaccination_location').fill(location);
    await page.locator('#routine-vaccination button[type="submit"]').click();

    // Back on the booklet: the dose done, given abroad, with its place, country and reference.
    await expect(page.getByText(t.NEW.SAVED)).toBeVisible();
    await expect(doseRow(next).locator('[data-state="done"]')).toBeVisible();
    const abroad = doseRow(next).getByTestId('given-abroad');
    await expect(abroad).toContainText(t.FOLDER.ABROAD.replace('{{place}}', `${location}, ${country}`));
    await expect(abroad).toContainText(reference);

    const given = (await getJson<RoutineFolder>(request, api, folderPath)).entries.find((e) => e.scheduleDose === next.scheduleDose)!;
    expect(given.vaccination).toMatchObject({ country: 'FR', internationalReference: reference, location });
    const one = await getJson<VaccinationDetail>(request, api, apiPath(VACCINATION_API_PATHS.vaccinationEdit, { param: String(given.vaccination!.id) }));
    expect(one).toMatchObject({ kind: 'routine', country: 'FR', internationalReference: reference, location });
  });
}
