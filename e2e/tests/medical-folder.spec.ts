import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEDICAL_FOLDER_API_PATHS as PATHS, MEDICAL_FOLDER_ERROR_KEYS, apiPath, type Language } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../../remote-citizen/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-citizen/src/i18n/ar';
import { fr } from '../../remote-citizen/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { medicalFolderAr } from '../../shared/src/ui/i18n/medical-folder.ar';
import { medicalFolderFr } from '../../shared/src/ui/i18n/medical-folder.fr';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// A health agent opens a child's medical folder from its card, records a growth point (two more and a
// head circumference were recorded through the API), is refused an implausible weight, reads the four
// WHO charts with each point's band, moves an allergy up and sees the banner follow, then closes the
// folder from the card's edit menu: the folder turns read-only and the API refuses every write.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const SHARED = { fr: { ...medicalFolderFr, ...commonFr }, ar: { ...medicalFolderAr, ...commonAr } };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };

/** DDMMYYYY, as an agent types a date. */
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

async function post(request: APIRequestContext, api: AgentApi, url: string, data: unknown): Promise<void> {
  const response = await request.post(url, { headers: api.headers, data });
  expect(response.status(), await response.text()).toBe(201);
}

for (const language of LANGUAGES_UNDER_TEST as Language[]) {
  test(`an agent records growth, reads the WHO charts, orders allergies and closes the folder (${language})`, async ({ page, request }) => {
    test.slow();
    const lang = language as 'fr' | 'ar';
    const t = TEXTS[lang].CITIZEN;
    const m = t.MEDICAL_FOLDER;
    const shared = SHARED[lang];
    const api = await agentApi(request);
    // A girl born on 2025-06-14 (registerChild), measured at the WHO medians of her age.
    const child = await registerChild(request, api);
    const param = { param: child.evaxNumber };
    await post(request, api, apiPath(PATHS.growthCreate, param), { date: '2025-12-14', weightKg: 7.3, heightCm: 66 });
    await post(request, api, apiPath(PATHS.growthCreate, param), { date: '2026-10-14', weightKg: 9.8, heightCm: 78.5 });
    await post(request, api, apiPath(PATHS.headCircumferenceCreate, param), { date: '2026-06-14', headCircumferenceCm: 44.9 });
    await post(request, api, apiPath(PATHS.allergyCreate, param), { type: 'EGG', name: 'Ovalbumine' });
    await post(request, api, apiPath(PATHS.allergyCreate, param), { type: 'DRUG', name: 'Pénicilline' });

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(CITIZEN_ROUTES.childCard, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await expect(page.getByTestId('allergy-banner')).toContainText('Ovalbumine');
    await page.getByRole('button', { name: t.CHILD.LINKS.MEDICAL_FOLDER }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.TITLE);
    await expect(page.locator('.evax-medical-folder')).toContainText(child.evaxNumber);

    // The third point through the form; the list stays by date.
    const growth = page.getByTestId('growth');
    await growth.getByRole('button', { name: m.ACTIONS.ADD_GROWTH }).click();
    // A new measurement's date starts at the page's today; the agent types an older one over it.
    await expect(page.locator('#growth-form_date')).toHaveValue(await page.evaluate(() => new Date().toLocaleDateString('en-GB')));
    await page.locator('#growth-form_date').clear();
    await page.locator('#growth-form_date').pressSequentially(typed('2026-06-14'));
    await page.locator('#growth-form_date').press('Tab');
    await page.locator('#growth-form_weightKg').fill('8.9');
    await page.locator('#growth-form_heightCm').fill('74');
    await page.getByRole('dialog').getByRole('button', { name: shared.COMMON.ACTIONS.SAVE }).click();
    await expect(page.getByText(shared.COMMON.MESSAGES.SAVED)).toBeVisible();
    const rows = growth.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('14/12/2025');
    await expect(rows.nth(1)).toContainText('14/06/2026');
    await expect(rows.nth(1)).toContainText(shared.MEDICAL_FOLDER.BANDS.NORMAL);

    // 30 kg at 17 months: out of WHO's plausible range, refused on the weight; nothing added.
    await growth.getByRole('button', { name: m.ACTIONS.ADD_GROWTH }).click();
    await page.locator('#growth-form_date').clear();
    await page.locator('#growth-form_date').pressSequentially(typed('2026-11-14'));
    await page.locator('#growth-form_date').press('Tab');
    await page.locator('#growth-form_weightKg').fill('30');
    await page.locator('#growth-form_heightCm').fill('80');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: shared.COMMON.ACTIONS.SAVE }).click();
    await expect(dialog.getByText(ERRORS[lang].ERROR.CODE.INVALID_METRIC).first()).toBeVisible();
    await dialog.getByRole('button', { name: shared.COMMON.ACTIONS.CANCEL }).click();
    await expect(rows).toHaveCount(3);

    // The five WHO charts (BMI-for-age too, issue 30), each point with its band.
    await growth.getByRole('button', { name: m.ACTIONS.CHARTS }).click();
    for (const indicator of ['weightForAge', 'lengthHeightForAge', 'weightForLengthHeight', 'bmiForAge', 'headCircumferenceForAge']) {
      const chart = page.getByTestId(`chart-${indicator}`);
      await expect(chart.locator('canvas').first()).toBeVisible();
      await expect(chart.locator('li')).toHaveCount(indicator === 'headCircumferenceForAge' ? 1 : 3);
      await expect(chart.locator('li').first()).toContainText(shared.MEDICAL_FOLDER.BANDS.NORMAL);
    }
    // For a look at the charts in each language (not compared: the lines are drawn on a canvas).
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(os.tmpdir(), `evax-growth-charts-${language}.png`), fullPage: true });

    // Allergies: Pénicilline moved up; the banner follows the order.
    await page.locator('.evax-detail-header button').first().click();
    await page.getByRole('tab', { name: m.TABS.ALLERGIES }).click();
    await page.getByRole('button', { name: `${m.ACTIONS.MOVE_UP} Pénicilline` }).click();
    await expect(page.getByTestId('allergies').locator('tbody tr.ant-table-row').first()).toContainText('Pénicilline');
    await expect(page.getByTestId('allergy-banner').locator('.ant-tag').first()).toContainText('Pénicilline');

    // Closing from the card: a reason and the confirmation; then read-only, and every write refused.
    await page.goto(apiPath(CITIZEN_ROUTES.childCard, { evaxNumber: child.evaxNumber }));
    await page.getByTestId('child-edit-menu').click();
    await page.getByText(t.CHILD.MENU.CLOSE_FOLDER).click();
    const closing = page.getByRole('dialog');
    await closing.locator('#close-folder_reason').fill('Déménagement à l’étranger');
    await closing.getByRole('checkbox').check();
    await closing.getByRole('button', { name: m.CLOSE.SUBMIT }).click();
    await expect(page.getByText(m.CLOSE.DONE)).toBeVisible();
    await page.getByRole('button', { name: t.CHILD.LINKS.MEDICAL_FOLDER }).click();
    await expect(page.getByTestId('folder-closed')).toContainText('Déménagement à l’étranger');
    await expect(page.getByRole('button', { name: m.ACTIONS.ADD_GROWTH })).toHaveCount(0);
    const refused = await request.post(apiPath(PATHS.growthCreate, param), { headers: api.headers, data: { date: '2026-11-01', weightKg: 10, heightCm: 79 } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).key).toBe(MEDICAL_FOLDER_ERROR_KEYS.folderProtected);
  });
}
