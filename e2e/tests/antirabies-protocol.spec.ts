import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { RABIES_API_PATHS, RABIES_ERROR_KEYS, apiPath } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi, registerChild } from './child-card-support';
import { LEFT_ARM, RABIES_TEXTS, firstRabiesVaccine, giveDoseThroughApi, openScratchSheet, recordNextDose } from './rabies-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, tunisDay, useLanguage } from './support';

// A protocol followed to its end (issue 31): a sheet opened through the API for a scratch 20 days
// ago, its visits J0, J3 and J7 given then; the agent records the animal's state for days 0-7,
// confirmed, which locks it (the server refuses a second edit), then gives the last visit (J14)
// today: 4 doses make the protocol complete, and the sheet closes itself. Another citizen's sheet
// is deleted from its details, confirmed, and is gone. In French and in Arabic.
const COMMON_ACTIONS = { fr: commonFr.COMMON.ACTIONS, ar: commonAr.COMMON.ACTIONS };

for (const language of LANGUAGES_UNDER_TEST) {
  test(`anti-rabies protocol to its end: the day 0-7 animal state locked once set, the last visit closes the sheet; another sheet deleted (${language})`, async ({
    page,
    request,
  }) => {
    const lang = language as 'fr' | 'ar';
    const t = RABIES_TEXTS[lang];
    const api = await agentApi(request);
    const [followed, deleted] = [await registerChild(request, api), await registerChild(request, api)];
    const vaccine = await firstRabiesVaccine(request, api);
    const sheetId = await openScratchSheet(request, api, followed.evaxNumber, 20);
    for (const [rank, daysAgo] of [
      [0, 20],
      [1, 17],
      [2, 13],
    ] as const)
      await giveDoseThroughApi(request, api, sheetId, rank, tunisDay(-daysAgo), vaccine.id);
    const otherId = await openScratchSheet(request, api, deleted.evaxNumber, 1);

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'agent');
    // The spec's "update sheet" address leads to the details, where the animal states are set.
    await page.goto(apiPath(ROUTES.rabiesUpdate, { id: sheetId }));
    await expect(page).toHaveURL(new RegExp(`${apiPath(ROUTES.rabiesDetails, { id: sheetId })}$`));
    await expectDirection(page, language);
    const sheet = page.getByTestId('rabies-sheet');
    await expect(sheet).toContainText(t.STATES.IN_PROGRESS);

    // The animal's state for days 0-7: chosen, confirmed, then shown and no longer editable.
    const d0To7 = page.getByRole('combobox', { name: t.FIELDS.ANIMAL_D0_7 });
    await d0To7.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(t.OBSERVED_STATES.ALIVE, { exact: true }).click();
    await page.getByRole('row', { name: t.FIELDS.ANIMAL_D0_7 }).getByRole('button').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(page.getByText(t.SAVED)).toBeVisible();
    await expect(d0To7).toHaveCount(0);
    await expect(sheet).toContainText(t.OBSERVED_STATES.ALIVE);
    await expect(page.getByRole('combobox', { name: t.FIELDS.ANIMAL_D7_14 })).toBeVisible();
    const again = await request.post(apiPath(RABIES_API_PATHS.rabiesFicheUpdate, { param: sheetId }), {
      headers: api.headers,
      data: { animalStateD0To7: 'DEAD' },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(RABIES_ERROR_KEYS.animalStateLocked);

    // The last visit, today: the protocol is complete and the sheet closed, nothing more to record.
    await recordNextDose(page, t, lang === 'ar' ? vaccine.nameAr : vaccine.name, LEFT_ARM[lang]);
    await expect(sheet).toContainText(t.STATES.CLOSED);
    await expect(sheet).toContainText(t.CLOSURE_REASONS.COMPLETE);
    await expect(page.getByTestId('rabies-doses').locator('tr.ant-table-row').filter({ hasText: t.DOSE_STATES.DONE })).toHaveCount(4);
    await expect(page.getByRole('button', { name: t.RECORD_DOSE })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.CLOSE })).toHaveCount(0);
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-rabies-complete-ar.png'), fullPage: true });

    // Another citizen's sheet deleted from its details, confirmed: back on the list, the sheet gone.
    await page.goto(apiPath(ROUTES.rabiesDetails, { id: otherId }));
    await expect(page.getByTestId('rabies-sheet')).toContainText(t.STATES.IN_PROGRESS);
    await page.getByRole('button', { name: COMMON_ACTIONS[lang].DELETE, exact: true }).click();
    await expect(page.getByText(t.DELETE_CONFIRM)).toBeVisible();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(page.getByText(t.DELETED)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.rabiesList}$`));
    const gone = await request.get(apiPath(RABIES_API_PATHS.rabiesFicheDetails, { param: otherId }), { headers: api.headers });
    expect(gone.status()).toBe(404);
  });
}
