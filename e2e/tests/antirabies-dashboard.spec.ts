import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { RABIES_API_PATHS, type RabiesDashboard, type RabiesFicheCreated } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { VACCINATION_KIND_ROUTES, VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, openSignedIn, useLanguage } from './support';

// A health agent's centre opens an anti-rabies sheet (category III dog bite, through the API); the
// agent opens the anti-rabies dashboard from the menu and sees the figures of the last twelve months
// (those the API answers, the new sheet among them), formatted in the language; in French and Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
/** A count as the page writes it (formatNumber's locales: Tunisian Arabic keeps Western digits). */
const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language === 'ar' ? 'ar-TN' : 'fr-FR').format(value);
const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(Date.now() - 86_400_000));

for (const language of LANGUAGES_UNDER_TEST) {
  test(`the anti-rabies dashboard from the menu: the sheets' figures of the last twelve months (${language})`, async ({ page, request }) => {
    const t = TEXTS[language as 'fr' | 'ar'].VACCINATION.RABIES_DASHBOARD;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const opened = await request.post(RABIES_API_PATHS.rabiesFicheCreate, {
      headers: api.headers,
      data: {
        evaxNumber: child.evaxNumber,
        preventive: false,
        weightKg: 30,
        aggression: { date: yesterday(), attackType: 'BITE', lesionCount: 2, lesionLocations: ['HAND'], lesionDepth: 'DEEP' },
        animal: { species: 'DOG', state: 'STRAY' },
        history: { previousTreatment: 'NONE' },
        serum: { ampoules: 2, totalMl: 5, infiltratedMl: 4, intramuscularMl: 1 },
      },
    });
    expect(opened.status()).toBe(201);
    expect(((await opened.json()) as RabiesFicheCreated).results.exposureCategory).toBe('III');

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await openSignedIn(page, 'agent', VACCINATION_KIND_ROUTES.rabiesList);
    const answer = page.waitForResponse((response) => response.url().includes(RABIES_API_PATHS.rabiesDashboard) && response.ok());
    await menuLink(page, VACCINATION_ROUTES.rabiesDashboard).click();
    await expect(page).toHaveURL(new RegExp(`${VACCINATION_ROUTES.rabiesDashboard}$`));
    await expectDirection(page, language);
    const figures = ((await (await answer).json()) as RabiesDashboard).kpis;
    expect(figures.opened).toBeGreaterThanOrEqual(1);
    expect(figures.categoryIII).toBeGreaterThanOrEqual(1);
    expect(figures.inProgress).toBeGreaterThanOrEqual(1);

    const figure = (key: string) => page.getByTestId(`rabies-kpi-${key}`).locator('.ant-statistic-content');
    await expect(page.getByTestId('rabies-kpi-opened')).toContainText(t.KPIS.OPENED);
    await expect(figure('opened')).toHaveText(formatNumber(figures.opened, language));
    await expect(figure('inProgress')).toHaveText(formatNumber(figures.inProgress, language));
    await expect(figure('complete')).toHaveText(formatNumber(figures.complete, language));
    await expect(figure('absent')).toHaveText(formatNumber(figures.absent, language));
    await expect(figure('openTooLong')).toHaveText(formatNumber(figures.openTooLong, language));
    await expect(page.getByTestId('rabies-chart-months')).toContainText(t.CHARTS.BY_MONTH);
    await expect(page.getByTestId('rabies-chart-months').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('rabies-chart-categories').locator('canvas').first()).toBeVisible();
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-dashboard-ar.png'), fullPage: true });
  });
}
