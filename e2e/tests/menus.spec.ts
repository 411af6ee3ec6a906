import { expect, test } from './fixtures';
import { ACCOUNTS, AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, useLanguage, type Area } from './support';

// Each demo account sees, in its menu, the areas its permissions open and no other.
for (const language of LANGUAGES_UNDER_TEST) {
  for (const [username, areas] of Object.entries(ACCOUNTS)) {
    test(`${username} sees the menu of its permissions (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await signIn(page, username);
      await expectDirection(page, language);
      for (const [area, path] of Object.entries(AREA_SCREENS) as [Area, string][]) {
        if (areas.includes(area)) await expect(menuLink(page, path)).toBeVisible();
        else await expect(menuLink(page, path)).toHaveCount(0);
      }
    });
  }
}

test('a wrong password is refused with the translated message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.locator('input#username').fill('agent');
  await page.locator('input#password').fill('not-the-password');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  await expect(page).toHaveURL(/\/auth\/login/);
});
