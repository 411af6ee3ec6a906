import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_PATHS, apiPath, type Paged, type SeasonalCampaignRow } from '@evax/shared/contract';
import { REFERENCE_ROUTES } from '../../remote-reference/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-reference/src/i18n/ar';
import { fr } from '../../remote-reference/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { ar as errorsAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorsFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { agentApi, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, useLanguage } from './support';

// An administrator prepares next season's campaign from the menu: a start after the end is refused
// on its field, then the campaign is created, found in the list, edited, and the change is what the
// API answers; in French and in Arabic. The API checks the result and removes the campaign.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };
const END_BEFORE_START = { fr: errorsFr.ERROR.CODE.VALIDATION.END_BEFORE_START, ar: errorsAr.ERROR.CODE.VALIDATION.END_BEFORE_START };

/** DD/MM/YYYY as typed, digits only (the field adds the slashes). */
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function typeDate(page: Page, field: string, iso: string): Promise<void> {
  const input = page.locator(`#seasonal-campaign_${field}`);
  await input.fill('');
  await input.pressSequentially(typed(iso));
}

async function campaignByCode(request: APIRequestContext, api: AgentApi, code: string): Promise<SeasonalCampaignRow> {
  const response = await request.get(`${API_PATHS.seasonalCampaigns}?search=${code}`, { headers: api.headers });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as Paged<SeasonalCampaignRow>;
  expect(results).toHaveLength(1);
  return results[0]!;
}

for (const [index, language] of (LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]).entries()) {
  test(`an administrator prepares, lists and edits next season's campaign (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].REFERENCE.CAMPAIGN;
    const c = COMMON_TEXTS[language].COMMON;
    const api = await agentApi(request, 'admin');
    const stamp = String(Date.now()).slice(-6);
    // A season a few years ahead: clear of the seeded ones, within what may be planned (DATE_RANGES.planned).
    const year = new Date().getFullYear() + 5 + index;
    const code = `E2E_${language.toUpperCase()}_${stamp}`;
    const nameFr = `Grippe essai ${stamp}`;
    const nameAr = `النزلة التجريبية ${stamp}`;
    const name = language === 'ar' ? nameAr : nameFr;
    const start = `${year}-10-01`;
    const end = `${year + 1}-03-31`;

    await useLanguage(page, language);
    await signIn(page, 'admin');
    await menuLink(page, REFERENCE_ROUTES.seasonalCampaignList).click();
    await expectDirection(page, language);
    // The seeded season is listed.
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    await page.getByRole('button', { name: t.NEW }).click();
    await expect(page).toHaveURL(/\/admin\/seasonal-campaign\/new$/);
    await page.locator('#seasonal-campaign_nameFr').fill(nameFr);
    await page.locator('#seasonal-campaign_nameAr').fill(nameAr);
    await page.locator('#seasonal-campaign_season').fill(`${year}-${year + 1}`);
    await page.locator('#seasonal-campaign_code').fill(code);
    await typeDate(page, 'startDate', start);
    await typeDate(page, 'endDate', `${year}-09-30`);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page.getByText(END_BEFORE_START[language])).toBeVisible();
    await expect(page).toHaveURL(/\/new$/);

    await typeDate(page, 'endDate', end);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/seasonal-campaign(\?|$)/);

    const box = page.locator('.evax-paged-table input').first();
    await box.fill(code);
    await box.press('Enter');
    const row = page.locator('.ant-table-row', { hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shown(start));
    await expect(row).toContainText(shown(end));

    // Edit: the season closes a month earlier, under a new name.
    await row.getByRole('button', { name: c.ACTIONS.EDIT }).click();
    await expect(page).toHaveURL(/\/admin\/seasonal-campaign\/\d+\/edit$/);
    await expect(page.locator('#seasonal-campaign_nameFr')).toHaveValue(nameFr);
    const editedFr = `${nameFr} bis`;
    const editedAr = `${nameAr} ثانية`;
    const newEnd = `${year + 1}-02-28`;
    await page.locator('#seasonal-campaign_nameFr').fill(editedFr);
    await page.locator('#seasonal-campaign_nameAr').fill(editedAr);
    await typeDate(page, 'endDate', newEnd);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/seasonal-campaign(\?|$)/);
    await box.fill(code);
    await box.press('Enter');
    const edited = page.locator('.ant-table-row', { hasText: language === 'ar' ? editedAr : editedFr });
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText(shown(newEnd));

    const saved = await campaignByCode(request, api, code);
    expect(saved).toEqual(
      expect.objectContaining({
        code,
        nameFr: editedFr,
        nameAr: editedAr,
        season: `${year}-${year + 1}`,
        startDate: start,
        endDate: newEnd,
        is_active: true,
        doses: 0,
      }),
    );
    expect((await request.delete(apiPath(API_PATHS.seasonalCampaignOne, { id: saved.id }), { headers: api.headers })).status()).toBe(204);
  });
}
