import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RABIES_API_PATHS, apiPath } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { commonAr } from '../../remote-vaccination/src/common/i18n/ar';
import { commonFr } from '../../remote-vaccination/src/common/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LEFT_ARM, RABIES_TEXTS, chooseUntilTaken, firstRabiesVaccine, recordNextDose } from './rabies-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, tunisDay, useLanguage } from './support';

// A health agent, from the list, opens the citizen's sheets (none yet) and a new anti-rabies sheet for a category III dog bite on the hand, with a second
// animal (a cat whose owner is known), through the five steps (the category shown live, the second
// animal required once flagged, the protocol proposed), lands on its details (WHO category, protocol
// J0 J3 J7 J14, the lesion locations and the second animal), records the day-0 dose, is refused a second ongoing sheet, finds the sheet in the list and
// closes it with a reason; in French and in Arabic. The child is registered through the API.
const OPEN_CHILD = { fr: commonFr.OPEN_CHILD, ar: commonAr.OPEN_CHILD };
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

async function pick(page: Page, field: string, title: string): Promise<void> {
  await page.locator(field).click();
  await dropdown(page).getByTitle(title, { exact: true }).click();
  await expect(dropdown(page)).toHaveCount(0);
}

for (const language of LANGUAGES_UNDER_TEST) {
  test(`anti-rabies sheet of a category III bite: details, day-0 dose, a second sheet refused, closure (${language})`, async ({ page, request }) => {
    // The five steps with a second animal, then the details, a dose, the list and the closure: a long journey.
    test.slow();
    const t = RABIES_TEXTS[language as 'fr' | 'ar'];
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const firstVaccine = await firstRabiesVaccine(request, api);
    const vaccine = language === 'ar' ? firstVaccine.nameAr : firstVaccine.name;

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'agent');

    // From the list, the citizen's sheets (none yet), then a new one.
    const open = OPEN_CHILD[language as 'fr' | 'ar'];
    await page.goto(ROUTES.rabiesList);
    await expectDirection(page, language);
    await page.getByRole('textbox', { name: open.LABEL }).fill(child.evaxNumber);
    await page.getByRole('button', { name: open.OPEN }).click();
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesCitizen, { evaxNumber: child.evaxNumber })}$`));
    await expect(page.getByText(t.NO_SHEET)).toBeVisible();
    await page.getByRole('button', { name: t.NEW_SHEET }).click();

    // The five steps.
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesNew, { evaxNumber: child.evaxNumber })}$`));
    const next = page.locator('form.evax-step-form button[type="submit"]');
    await page.locator('#rabies-citizen_weightKg').fill('30');
    await next.click();
    await page.locator('#rabies-aggression_date').pressSequentially(typedDate(tunisDay()));
    await pick(page, '#rabies-aggression_attackType', t.ATTACK_TYPES.BITE);
    await page.locator('#rabies-aggression_lesionCount').fill('2');
    await pick(page, '#rabies-aggression_lesionDepth', t.LESION_DEPTHS.DEEP);
    // The lesion locations: several may be chosen (the list stays open).
    await page.locator('#rabies-aggression_lesionLocations').click();
    await dropdown(page).getByTitle(t.LESION_LOCATIONS.HAND, { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('live-category')).toContainText(t.CATEGORIES.III);
    await next.click();
    await pick(page, '#rabies-animal_species', t.SPECIES.DOG);
    await pick(page, '#rabies-animal_animalState', t.ANIMAL_STATES.STRAY);
    // A second animal, flagged: its species is required, its owner known.
    await page.locator('#rabies-animal_hasSecondAnimal').click();
    await next.click();
    await expect(page.locator('.ant-form-item-has-error')).toHaveCount(1);
    await pick(page, '#rabies-animal_secondSpecies', t.SPECIES.CAT);
    await pick(page, '#rabies-animal_secondAnimalState', t.ANIMAL_STATES.KNOWN_OBSERVED);
    await page.locator('#rabies-animal_secondOwnerKnown').click();
    await page.locator('#rabies-animal_secondOwnerName').fill('Ali Ben Salah');
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-rabies-step3-ar.png'), fullPage: true });
    await next.click();
    await page.locator('#rabies-history_serumAmpoules').fill('2');
    await page.locator('#rabies-history_serumTotalMl').fill('5');
    await page.locator('#rabies-history_serumInfiltratedMl').fill('4');
    await page.locator('#rabies-history_serumIntramuscularMl').fill('1');
    await next.click();
    await expect(page.getByTestId('proposed-protocol').locator('tr.ant-table-row')).toHaveCount(4);
    await next.click();

    // The details: category III, the 4-dose protocol.
    await expect(page).toHaveURL(/\/admin\/vaccine\/antirabique-vaccination\/details\/\d+$/);
    const ficheId = Number(page.url().split('/').pop());
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.CATEGORIES.III);
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.REGIMENS.WHO2018_IM_4DOSE);
    const doses = page.getByTestId('rabies-doses');
    await expect(doses.locator('tr.ant-table-row')).toHaveCount(4);
    // The five steps as sent: the lesion locations and the second animal.
    await expect(page.getByTestId('rabies-sheet-details')).toContainText(t.LESION_LOCATIONS.HAND);
    await expect(page.getByTestId('rabies-second-animal')).toContainText(t.SPECIES.CAT);
    await expect(page.getByTestId('rabies-second-animal')).toContainText('Ali Ben Salah');
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-rabies-details-ar.png'), fullPage: true });

    // The day-0 dose.
    await recordNextDose(page, t, vaccine, LEFT_ARM[language as 'fr' | 'ar']);
    await expect(doses.locator('tr.ant-table-row').first()).toContainText(t.DOSE_STATES.DONE);
    await expect(doses.locator('tr.ant-table-row').first()).toContainText('RB-E2E');

    // A second ongoing sheet for the citizen is refused.
    const check = await request.get(apiPath(RABIES_API_PATHS.rabiesCheckInProgress, { param: child.evaxNumber }), { headers: api.headers });
    expect(await check.json()).toEqual({ inProgress: true, ficheId });
    await page.goto(apiPath(ROUTES.rabiesNew, { evaxNumber: child.evaxNumber }));
    await expect(page.getByTestId('sheet-in-progress')).toBeVisible();
    await page.goto(apiPath(ROUTES.rabiesCitizen, { evaxNumber: child.evaxNumber }));
    await expect(page.getByTestId('sheet-in-progress')).toBeVisible();
    await expect(page.getByRole('button', { name: t.NEW_SHEET })).toBeDisabled();
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-rabies-citizen-ar.png'), fullPage: true });

    // Found in the list, in progress; closed with a reason from its details.
    await page.goto(`${ROUTES.rabiesList}?search=${child.evaxNumber}`);
    await expect(menuLink(page, ROUTES.rabiesList)).toBeVisible();
    const row = page.locator('tr', { hasText: child.evaxNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.STATES.IN_PROGRESS);
    await row.getByRole('button', { name: t.OPEN_SHEET }).click();
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesDetails, { id: ficheId })}$`));

    // Closure with a reason.
    await page.getByRole('button', { name: t.CLOSE }).click();
    const dialog = page.getByRole('dialog');
    const close = dialog.locator('.ant-modal-footer .ant-btn-dangerous');
    await chooseUntilTaken(page, dialog.getByRole('combobox', { name: t.FIELDS.CLOSURE_REASON }), t.CLOSURE_REASONS.OTHER, close);
    await close.click();
    await expect(page.getByText(t.CLOSED)).toBeVisible();
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.STATES.CLOSED);
    await expect(page.getByRole('button', { name: t.RECORD_DOSE })).toHaveCount(0);
  });
}
