import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_PATHS, AREA_LINKS, SHELL_ROUTES, type DashboardAreas, type VaccinationKpi } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { statisticsAr } from '../../host/src/statistics/i18n/statistics.ar';
import { statisticsFr } from '../../host/src/statistics/i18n/statistics.fr';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// The home statistics (issue 33), in French and Arabic: the national user sees the KPIs and the map;
// a click on a governorate filters the numbers and the map, and the URL reproduces the view; a
// centre agent sees its centre's figures only (and its day).
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof statisticsFr>> = { fr: statisticsFr, ar: statisticsAr };
/** A count as the page writes it (formatNumber's locales: Tunisian Arabic keeps Western digits). */
const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language === 'ar' ? 'ar-TN' : 'fr-FR').format(value);
const figure = (page: Page, area: string) => page.locator(`[data-area="${area}"] .ant-statistic-content`);
const kpiAnswer = (page: Page, governorate?: number) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(API_PATHS.vaccinationKpi) &&
      response.ok() &&
      (governorate === undefined ? !response.url().includes('governorate=') : response.url().includes(`governorate=${governorate}`)),
  );

for (const language of LANGUAGES_UNDER_TEST) {
  test(`the national home: KPIs and map, a governorate clicked filters both, the URL reproduces the view (${language})`, async ({ page, context }) => {
    const t = TEXTS[language as 'fr' | 'ar'].STATISTICS;
    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    const national = kpiAnswer(page);
    const areasAnswer = page.waitForResponse((response) => response.url().includes(API_PATHS.dashboardAreas) && response.ok());
    await openSignedIn(page, 'superadmin', SHELL_ROUTES.home);
    await expectDirection(page, language);
    const all = (await (await national).json()) as VaccinationKpi;
    const tunis = ((await (await areasAnswer).json()) as DashboardAreas).governorates.find((g) => g.code === 'TN-11')!;
    await expect(page.getByRole('heading', { name: t.TITLE.national })).toBeVisible();
    await expect(figure(page, 'kpi-doses')).toHaveText(formatNumber(all.totalvaccinesCount, language));
    await expect(page.getByTestId('map-attribution')).toContainText('OpenStreetMap');
    const map = page.getByTestId('governorate-map');
    await expect(map.locator('path')).toHaveCount(24);

    // A click on Tunis: the numbers are Tunis's, the other governorates empty on the map.
    const filtered = kpiAnswer(page, tunis.id);
    await map.locator('path[data-code="TN-11"]').click();
    const inTunis = (await (await filtered).json()) as VaccinationKpi;
    await expect(page).toHaveURL(new RegExp(`governorate=${tunis.id}`));
    await expect(figure(page, 'kpi-doses')).toHaveText(formatNumber(inTunis.totalvaccinesCount, language));
    await expect(map.locator('path[data-code="TN-11"]')).toHaveAttribute('data-value', String(inTunis.totalvaccinesCount));
    await expect(map.locator('path[data-code="TN-51"]')).toHaveAttribute('data-value', '0');

    // A vaccine chosen: the doses of that vaccine in Tunis, and the URL says so.
    const bcg = ((await (await areasAnswer).json()) as DashboardAreas).vaccines.find((v) => v.nameFr.startsWith('BCG'))!;
    const ofBcg = page.waitForResponse((response) => response.url().includes(API_PATHS.vaccinationKpi) && response.url().includes(`vaccine=${bcg.id}`));
    await page.getByTestId('filter-vaccine').click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(language === 'ar' ? bcg.nameAr : bcg.nameFr)
      .click();
    const bcgInTunis = (await (await ofBcg).json()) as VaccinationKpi;
    await expect(page).toHaveURL(new RegExp(`vaccine=${bcg.id}`));
    await expect(figure(page, 'kpi-doses')).toHaveText(formatNumber(bcgInTunis.totalvaccinesCount, language));
    expect(bcgInTunis.totalvaccinesCount).toBeLessThanOrEqual(inTunis.totalvaccinesCount);
    await page.getByTestId('filter-vaccine').locator('.ant-select-clear').click();
    await expect(page).not.toHaveURL(/vaccine=/);

    // The URL alone, in another tab, shows the same view (indicator included).
    await page.locator('.ant-segmented').getByText(t.MAP.children, { exact: true }).click();
    await expect(page).toHaveURL(/indicator=children/);
    const copied = page.url();
    const other = await context.newPage();
    await other.setViewportSize({ width: 1366, height: 900 });
    const again = kpiAnswer(other, tunis.id);
    await other.goto(copied);
    await again;
    await expect(figure(other, 'kpi-doses')).toHaveText(formatNumber(inTunis.totalvaccinesCount, language));
    await expect(other.getByTestId('filter-governorate')).toContainText(language === 'ar' ? tunis.nameAr : tunis.nameFr);
    await expect(other.locator('.ant-segmented-item-selected')).toHaveText(t.MAP.children);
  });

  test(`a centre agent's home: the centre's figures only, and its day (${language})`, async ({ page }) => {
    const t = TEXTS[language as 'fr' | 'ar'].STATISTICS;
    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    const answer = kpiAnswer(page);
    await openSignedIn(page, 'agent', SHELL_ROUTES.home);
    const centre = (await (await answer).json()) as VaccinationKpi;
    expect(centre.level).toBe('centre');
    await expect(page.getByTestId('home-statistics')).toHaveAttribute('data-level', 'centre');
    await expect(page.getByRole('heading', { name: t.TITLE.centre })).toBeVisible();
    await expect(figure(page, 'kpi-doses')).toHaveText(formatNumber(centre.totalvaccinesCount, language));
    // No area to choose: the centre is the whole view; one governorate on the map at most.
    await expect(page.getByTestId('filter-governorate')).toHaveCount(0);
    await expect(page.getByTestId('filter-centre')).toHaveCount(0);
    expect(centre.data.length).toBeLessThanOrEqual(1);
    // The map zoomed to the centre's governorate (Tunis), its neighbours cut at the edges.
    await expect(page.getByTestId('governorate-map')).toHaveAttribute('data-zoomed', 'TN-11');
    await expect(page.getByTestId('centre-day')).toContainText(t.DAY.VACCINATED_TODAY);
    await expect(page.getByTestId('centre-day')).toContainText(t.DAY.APPOINTMENTS);
    await expect(page.locator('[data-area="day-appointmentsToday"] a')).toHaveAttribute('href', AREA_LINKS.appointmentsToday);
  });
}
