import { expect, test } from './fixtures';
import { RABIES_API_PATHS, RABIES_ERROR_KEYS, apiPath } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { agentApi, registerChild } from './child-card-support';
import { RABIES_TEXTS, openScratchSheet } from './rabies-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// The sheet's first update (issue 31): a sheet opened through the API yesterday (a cat known and
// observed); from its details the agent opens the update, finds the sheet's values, says the animal
// is dead, confirms the once-only update, and is back on the details: the animal's state shows and
// the update is no longer offered. A second first update through the API is refused. In French and in Arabic.
for (const language of LANGUAGES_UNDER_TEST) {
  test(`anti-rabies sheet's first update: the animal's state changed, confirmed, once only (${language})`, async ({ page, request }) => {
    const t = RABIES_TEXTS[language as 'fr' | 'ar'];
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const sheetId = await openScratchSheet(request, api, child.evaxNumber, 1, '22123456');

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'agent');
    await page.goto(apiPath(ROUTES.rabiesDetails, { id: sheetId }));
    await expectDirection(page, language);
    const details = page.getByTestId('rabies-sheet-details');
    await expect(details).toContainText(`${t.SPECIES.CAT} · ${t.ANIMAL_STATES.KNOWN_OBSERVED}`);

    await page.getByRole('button', { name: t.FIRST_UPDATE.BUTTON }).click();
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesEdit, { id: sheetId })}$`));
    await expectDirection(page, language);
    await expect(page.getByTestId('first-update-note')).toContainText(t.CATEGORIES.II);
    await expect(page.getByLabel(t.SHEET_FIELDS.PHONE)).toHaveValue('22123456');
    const state = page.getByRole('combobox', { name: t.SHEET_FIELDS.ANIMAL_STATE, exact: true });
    await expect(state.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(t.ANIMAL_STATES.KNOWN_OBSERVED);
    await state.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(t.ANIMAL_STATES.DEAD, { exact: true }).click();
    await page.getByRole('button', { name: t.FIRST_UPDATE.SAVE }).click();
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText(t.FIRST_UPDATE.CONFIRM_MESSAGE);
    await confirmation.getByRole('button', { name: t.FIRST_UPDATE.CONFIRM }).click();

    await expect(page.getByText(t.FIRST_UPDATE.SAVED)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesDetails, { id: sheetId })}$`));
    await expect(details).toContainText(`${t.SPECIES.CAT} · ${t.ANIMAL_STATES.DEAD}`);
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.ANIMAL_STATES.DEAD);
    await expect(page.getByRole('button', { name: t.FIRST_UPDATE.BUTTON })).toHaveCount(0);

    const again = await request.post(RABIES_API_PATHS.rabiesFicheFirstUpdate, {
      headers: api.headers,
      data: { ficheId: sheetId, confirmed: true, phone: '22654321' },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(RABIES_ERROR_KEYS.protocolCannotBeUpdated);
  });
}
