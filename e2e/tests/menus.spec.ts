import { expect, test } from './fixtures';
import { ACCOUNTS, AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, menuLink, signIn, useLanguage, type Area } from './support';

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

// The areas announce their menus (area.json, in the remotes config): the home page and its menu
// show without any area's code, which comes when the user opens one of the area's pages.
for (const language of LANGUAGES_UNDER_TEST) {
  test(`the agent's home shows the areas' menus without loading their code; an entry loads its area only (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const areaScripts: string[] = [];
    page.on('request', (request) => {
      const area = new URL(request.url()).pathname.match(/^\/remotes\/(\w+)\/.*\.js$/)?.[1];
      if (area) areaScripts.push(area);
    });
    await signIn(page, 'agent');
    await expect(menuLink(page, AREA_SCREENS.citizen)).toBeVisible();
    await expect(menuLink(page, AREA_SCREENS.vaccination)).toBeVisible();
    await expect(page.locator('[data-area] a').first()).toBeVisible();
    await expect(menuLink(page, AREA_SCREENS.vaccination).locator('xpath=ancestor::li[1]').locator('.anticon svg')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(areaScripts, "no area's code on the home page").toEqual([]);

    await menuLink(page, AREA_SCREENS.vaccination).click();
    await expectPagedRows(page);
    await expectDirection(page, language);
    expect([...new Set(areaScripts)]).toEqual(['vaccination']);
  });
}
