import { expect, test } from './fixtures';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectPagedRows, openSignedIn, useLanguage } from './support';

// A remote whose files cannot be fetched takes down its own area only.
for (const language of LANGUAGES_UNDER_TEST) {
  test(`a blocked remote shows "area unavailable" with a retry; the others keep working (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    let blocked = true;
    await page.route('**/remotes/citizen/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await openSignedIn(page, 'superadmin', AREA_SCREENS.citizen);
    const panel = page.getByTestId('area-unavailable');
    await expect(panel).toBeVisible();
    await expect(page.locator('.ant-table-row')).toHaveCount(0);

    for (const path of [AREA_SCREENS.vaccination, AREA_SCREENS.reference, AREA_SCREENS.admin]) {
      await page.goto(path);
      await expectPagedRows(page);
    }

    // The files come back: the retry button loads the area without reloading the page.
    await page.goto(AREA_SCREENS.citizen);
    await expect(panel).toBeVisible();
    blocked = false;
    await panel.getByRole('button').click();
    await expectPagedRows(page);
  });
}
