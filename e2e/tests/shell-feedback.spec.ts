import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, openSignedIn, signIn, useLanguage } from './support';
import { screenshot, textsOf } from './shell-support';

for (const language of LANGUAGES_UNDER_TEST) {
  const texts = textsOf(language);

  test(`losing the network shows the offline screen, and its return gives the page back (${language})`, async ({ page, context }) => {
    await useLanguage(page, language);
    await openSignedIn(page, 'superadmin', AREA_SCREENS.reference);
    await expectPagedRows(page);

    await context.setOffline(true);
    const offline = page.getByTestId('offline-page');
    await expect(offline).toBeVisible();
    await expect(offline.getByRole('heading', { name: texts.offlineTitle })).toBeVisible();
    await expect(offline.getByRole('button', { name: texts.refresh })).toBeVisible();
    await expect(offline.locator('svg')).toBeVisible();
    await expect(page.locator('.ant-table')).toBeHidden();
    await expectDirection(page, language);
    if (language === 'ar') await screenshot(page, 'offline-ar');

    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });

  test(`a failed call shows a red toast at the bottom centre, gone after 2 s (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'superadmin');
    await page.route('**/api/dcis/export**', (route) =>
      route.fulfill({ status: 504, contentType: 'application/json', body: JSON.stringify({ detail: 'Gateway Timeout', key: 'ERROR.CODE.TIMEOUT' }) }),
    );
    await page.clock.install();
    await page.goto(AREA_SCREENS.reference);
    await expectPagedRows(page);

    // The page's clock stands still from the click and moves 50 ms at a time until the toast is there,
    // so its 2 s are the page clock's: a loaded machine's slow steps (the call, the measures, a
    // screenshot) cannot outlast them. Then the rest of the 2 s runs at once.
    await pauseSoon(page);
    await page.getByRole('button', { name: texts.exportCsv }).click();
    const toast = page.locator('.evax-toast-error');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return toast.count();
      })
      .toBeGreaterThan(0);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(texts.timeout);
    await expect(toast).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    if (language === 'ar') await screenshot(page, 'toast-ar');

    await page.clock.runFor(2_100);
    await page.clock.resume();
    await expect(toast).toBeHidden();
  });

  test(`forbidden and not-found pages, with their pictures (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await openSignedIn(page, 'agent', AREA_SCREENS.reference);
    await expect(page.getByText(texts.forbidden)).toBeVisible();
    await expect(page.locator('.ant-result-image svg')).toBeVisible();
    await expectDirection(page, language);
    if (language === 'ar') await screenshot(page, 'forbidden-ar');

    await page.goto('/admin/no-such-page');
    await expect(page.getByText(texts.notFound)).toBeVisible();
    await expect(page.locator('.ant-result-image svg')).toBeVisible();
    if (language === 'ar') await screenshot(page, 'not-found-ar');
  });
}

test('the login page, in Arabic, right to left', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/auth/login');
  await expect(page.locator('input#username')).toBeVisible();
  await expectDirection(page, 'ar');
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, 'login-ar');
});

/**
 * Pauses the page's clock 100 ms from its now. A loaded machine may let more than that pass between
 * reading the page's now and the pause ("cannot fast-forward to the past"): then it reads it again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
