import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNT_API_PATHS, VACCINATION_KIND_API_PATHS, apiPath, type KindVaccinesList } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// A health agent records an occasional, a seasonal and an international (travel) vaccination for a
// child from the child's folder of each kind, sees each in the folder and finds it in the kind's
// list; edits the seasonal dose's lot, then deletes it; in French and in Arabic. The child is
// registered through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ACTIONS = { fr: commonFr.COMMON.ACTIONS, ar: commonAr.COMMON.ACTIONS };
const SITES = { fr: 'Bras gauche', ar: 'الذراع الأيسر' };

const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

async function firstVaccine(request: APIRequestContext, api: AgentApi, path: string, evaxNumber: string, language: 'fr' | 'ar'): Promise<string> {
  const response = await request.get(apiPath(path, { param: evaxNumber }), { headers: api.headers });
  expect(response.status()).toBe(200);
  const [vaccine] = ((await response.json()) as KindVaccinesList).vaccines;
  return language === 'ar' ? vaccine!.nameAr : vaccine!.name;
}

async function pick(page: Page, field: string, title: string): Promise<void> {
  await page.locator(field).click();
  await dropdown(page).getByTitle(title, { exact: true }).click();
  // The next select's dropdown must not be mistaken for this one, still closing.
  await expect(dropdown(page)).toHaveCount(0);
}

/** From the kind's folder: New, a vaccine, a lot and a site, today's date; saved, back on the folder with the lot shown; then found in the list. */
async function recordCatalogueVaccine(
  page: Page,
  language: 'fr' | 'ar',
  kind: 'occasional' | 'seasonal',
  evaxNumber: string,
  vaccine: string,
  lot: string,
): Promise<void> {
  const t = TEXTS[language].VACCINATION.KIND;
  const [folder, list] = kind === 'occasional' ? [ROUTES.occasionalFolder, ROUTES.occasionalList] : [ROUTES.seasonalFolder, ROUTES.seasonalList];
  await page.goto(apiPath(folder, { evaxNumber }));
  await expectDirection(page, language);
  await page.getByRole('button', { name: t.FOLDER.NEW }).click();
  await pick(page, `#${kind}-vaccination_dci`, vaccine);
  await page.locator(`#${kind}-vaccination_lotNumber`).fill(lot);
  await pick(page, `#${kind}-vaccination_injectionSite`, SITES[language]);
  await page.locator(`#${kind}-vaccination button[type="submit"]`).click();
  await expect(page.getByText(t.NEW.SAVED)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${apiPath(folder, { evaxNumber })}$`));
  await expect(page.getByTestId('kind-vaccinations')).toContainText(lot);
  await expect(page.getByTestId('kind-vaccinations')).toContainText(vaccine);

  await page.goto(`${list}?search=${evaxNumber}`);
  const row = page.locator('tr', { hasText: evaxNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(lot);
  if (kind === 'seasonal') await expect(row).toContainText('2026-2027');
}

/** In the seasonal folder: the dose's lot edited in the modal, shown; then the dose deleted after the confirmation, gone. */
async function editThenDeleteSeasonal(page: Page, language: 'fr' | 'ar', evaxNumber: string, lot: string): Promise<void> {
  const t = TEXTS[language].VACCINATION.KIND;
  await page.goto(apiPath(ROUTES.seasonalFolder, { evaxNumber }));
  const records = page.getByTestId('kind-vaccinations');
  const row = records.locator('tr', { hasText: lot });
  await row.getByRole('button', { name: ACTIONS[language].EDIT }).click();
  await expect(page.locator('#seasonal-dose-edit_lotNumber')).toHaveValue(lot);
  await page.locator('#seasonal-dose-edit_lotNumber').fill(`${lot}-2`);
  await page.locator('#seasonal-dose-edit button[type="submit"]').click();
  await expect(page.getByText(t.EDIT.SAVED)).toBeVisible();
  await expect(records).toContainText(`${lot}-2`);

  await records
    .locator('tr', { hasText: `${lot}-2` })
    .getByRole('button', { name: ACTIONS[language].DELETE })
    .click();
  const confirm = page.locator('.ant-popover:visible');
  await expect(confirm).toContainText(t.FOLDER.DELETE_CONFIRM);
  await confirm.locator('.ant-btn-primary').click();
  await expect(page.getByText(t.FOLDER.DELETED)).toBeVisible();
  await expect(records).not.toContainText(`${lot}-2`);
  await expect(records).toContainText(t.FOLDER.EMPTY);
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent records occasional, seasonal and international vaccinations and finds them in the lists (${language})`, async ({ page, request }) => {
    test.slow();
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const evax = child.evaxNumber;
    const occasional = await firstVaccine(request, api, VACCINATION_KIND_API_PATHS.occasionalVaccinesList, evax, language);
    const seasonal = await firstVaccine(request, api, VACCINATION_KIND_API_PATHS.seasonalVaccinesList, evax, language);
    const travel = await firstVaccine(request, api, VACCINATION_KIND_API_PATHS.internationalVaccinesList, evax, language);
    const governorates = (await (await request.get(ACCOUNT_API_PATHS.governorates, { headers: api.headers })).json()) as { nameFr: string; nameAr: string }[];
    const governorate = language === 'ar' ? governorates[0]!.nameAr : governorates[0]!.nameFr;

    await useLanguage(page, language);
    await signIn(page, 'agent');
    await recordCatalogueVaccine(page, language, 'occasional', evax, occasional, `OCC-${language}`);
    await recordCatalogueVaccine(page, language, 'seasonal', evax, seasonal, `SEA-${language}`);
    await editThenDeleteSeasonal(page, language, evax, `SEA-${language}`);

    // International: the trip, the residence, a vaccine; saved, shown in the folder and the list.
    const t = TEXTS[language].VACCINATION.INTERNATIONAL;
    const country = new Intl.DisplayNames([language], { type: 'region' }).of('SN')!;
    await page.goto(apiPath(ROUTES.internationalFolder, { evaxNumber: evax }));
    await expectDirection(page, language);
    await page.getByRole('button', { name: t.FOLDER.NEW }).click();
    await page.locator('#international-vaccination_destinationCountry').click();
    await page.locator('#international-vaccination_destinationCountry').pressSequentially(country);
    await dropdown(page).getByTitle(country, { exact: true }).click();
    await expect(dropdown(page)).toHaveCount(0);
    for (const [field, date] of [
      ['stayStart', inDays(10)],
      ['stayEnd', inDays(30)],
    ] as const) {
      await page.locator(`#international-vaccination_${field}`).pressSequentially(typedDate(date));
      await page.locator(`#international-vaccination_${field}`).press('Tab');
    }
    // The residence selects load their options when opened: the first one, once shown, is taken with Enter.
    for (const field of ['residenceGovernorate', 'residenceDelegation']) {
      await page.locator(`#international-vaccination_${field}`).click();
      await expect(dropdown(page).locator('.ant-select-item-option').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(dropdown(page)).toHaveCount(0);
    }
    await expect(page.locator('#international-vaccination').getByText(governorate, { exact: true })).toBeVisible();
    await pick(page, '#international-vaccination_dci', travel);
    await pick(page, '#international-vaccination_administrationRoute', t.ROUTES.subcutaneous);
    await page.locator('#international-vaccination_batchNumber').fill(`INT-${language}`);
    await page.locator('#international-vaccination button[type="submit"]').click();
    await expect(page.getByText(t.SAVED)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.internationalFolder, { evaxNumber: evax })}$`));
    const records = page.getByTestId('international-vaccinations');
    await expect(records).toContainText(`INT-${language}`);
    await expect(records).toContainText(country);
    await expect(records).toContainText(t.MODES.vaccine);

    await page.goto(`${ROUTES.internationalList}?search=${evax}`);
    const row = page.locator('tr', { hasText: evax });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(country);
  });
}
