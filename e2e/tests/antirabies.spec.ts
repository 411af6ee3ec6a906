import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RABIES_API_PATHS, RABIES_ERROR_KEYS, apiPath, type KindVaccinesList, type RabiesFicheCreated } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, useLanguage } from './support';

// A health agent follows an anti-rabies sheet for a category III dog bite: the sheet is opened through
// the API (the five-step form is not built yet), then on the screens: found in the list, its details
// (WHO category, protocol J0 J3 J7 J14), the day-0 dose recorded, a second ongoing sheet refused,
// the sheet closed with a reason; in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const SITES = { fr: 'Bras gauche', ar: 'الذراع الأيسر' };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date());
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

const categoryThree = (evaxNumber: string) => ({
  evaxNumber,
  preventive: false,
  weightKg: 30,
  aggression: {
    date: today(),
    attackType: 'BITE',
    lesionCount: 2,
    lesionDepth: 'DEEP',
    lesionLocations: ['HAND'],
    lesionSize: 'GT_2_CM',
  },
  animal: { species: 'DOG', state: 'STRAY', ownerKnown: false },
  history: { previousTreatment: 'NONE' },
  serum: { ampoules: 2, totalMl: 5, infiltratedMl: 4, intramuscularMl: 1 },
});

for (const language of LANGUAGES_UNDER_TEST) {
  test(`anti-rabies sheet of a category III bite: details, day-0 dose, a second sheet refused, closure (${language})`, async ({ page, request }) => {
    const t = TEXTS[language as 'fr' | 'ar'].VACCINATION.RABIES;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const created = await request.post(RABIES_API_PATHS.rabiesFicheCreate, { headers: api.headers, data: categoryThree(child.evaxNumber) });
    expect(created.status()).toBe(201);
    const { ficheId } = (await created.json()) as RabiesFicheCreated;
    const vaccines = (await (await request.get(RABIES_API_PATHS.rabiesVaccinesList, { headers: api.headers })).json()) as KindVaccinesList;
    const vaccine = language === 'ar' ? vaccines.vaccines[0]!.nameAr : vaccines.vaccines[0]!.name;

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'agent');

    // The list, from the menu: the sheet in progress.
    await menuLink(page, ROUTES.rabiesList).click();
    await expectDirection(page, language);
    await page.goto(`${ROUTES.rabiesList}?search=${child.evaxNumber}`);
    const row = page.locator('tr', { hasText: child.evaxNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.STATES.IN_PROGRESS);
    await row.getByRole('button', { name: t.OPEN_SHEET }).click();

    // The details: category III, the 4-dose protocol.
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesDetails, { id: ficheId })}$`));
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.CATEGORIES.III);
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.REGIMENS.WHO2018_IM_4DOSE);
    const doses = page.getByTestId('rabies-doses');
    await expect(doses.locator('tr.ant-table-row')).toHaveCount(4);
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-rabies-details-ar.png'), fullPage: true });

    // The day-0 dose.
    await doses.getByRole('button', { name: t.RECORD_DOSE }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t.DOSE_FIELDS.VACCINE }).click();
    await dropdown(page).getByTitle(vaccine, { exact: true }).click();
    await expect(dropdown(page)).toHaveCount(0);
    await dialog.getByLabel(t.DOSE_FIELDS.LOT).fill('RB-E2E');
    await dialog.getByRole('combobox', { name: t.DOSE_FIELDS.SITE }).click();
    await dropdown(page)
      .getByTitle(SITES[language as 'fr' | 'ar'], { exact: true })
      .click();
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.getByText(t.DOSE_SAVED)).toBeVisible();
    await expect(doses.locator('tr.ant-table-row').first()).toContainText(t.DOSE_STATES.DONE);
    await expect(doses.locator('tr.ant-table-row').first()).toContainText('RB-E2E');

    // A second ongoing sheet for the citizen is refused.
    const check = await request.get(apiPath(RABIES_API_PATHS.rabiesCheckInProgress, { param: child.evaxNumber }), { headers: api.headers });
    expect(await check.json()).toEqual({ inProgress: true, ficheId });
    const second = await request.post(RABIES_API_PATHS.rabiesFicheCreate, { headers: api.headers, data: categoryThree(child.evaxNumber) });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { key: string }).key).toBe(RABIES_ERROR_KEYS.sheetInProgress);

    // Closure with a reason.
    await page.getByRole('button', { name: t.CLOSE }).click();
    await dialog.getByRole('combobox', { name: t.FIELDS.CLOSURE_REASON }).click();
    await dropdown(page).getByTitle(t.CLOSURE_REASONS.OTHER, { exact: true }).click();
    await dialog.locator('.ant-modal-footer .ant-btn-dangerous').click();
    await expect(page.getByText(t.CLOSED)).toBeVisible();
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.STATES.CLOSED);
    await expect(page.getByRole('button', { name: t.RECORD_DOSE })).toHaveCount(0);
  });
}
