import { expect, test } from './fixtures';
import { layoutAr } from '../../host/src/layout/i18n/layout.ar';
import { layoutFr } from '../../host/src/layout/i18n/layout.fr';
import { screenshot } from './shell-support';
import { ACCOUNTS, AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, menuLink, signIn, useLanguage, type Area } from './support';

const MENU = { fr: layoutFr.MENU, ar: layoutAr.MENU };

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

// The menu by area: each area's entries in its group, open; a group closed from the keyboard stays
// closed on the next page load; in Arabic the menu and its groups read right to left.
for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`the agent's menu is grouped by area; a group closed by keyboard stays closed after a reload (${language})`, async ({ page }) => {
    const groups = MENU[language].GROUPS;
    await useLanguage(page, language);
    await signIn(page, 'agent');
    const nav = page.getByRole('navigation', { name: MENU[language].MAIN });
    const vaccination = nav.getByRole('button', { name: groups.vaccination, exact: true });
    await expect(nav.getByRole('button')).toHaveText([groups.children, groups.vaccination]);
    await expect(nav.getByRole('group', { name: groups.vaccination }).locator(`a[href="${AREA_SCREENS.vaccination}"]`)).toBeVisible();
    await expect(nav.getByRole('group', { name: groups.children }).locator(`a[href="${AREA_SCREENS.citizen}"]`)).toBeVisible();
    await expect(vaccination).toHaveAttribute('aria-expanded', 'true');
    if (language === 'ar') {
      const toggle = (await vaccination.boundingBox())!;
      const label = (await vaccination.getByText(groups.vaccination).boundingBox())!;
      expect(label.x + label.width, 'the label at the start (right), the arrow at the end').toBeGreaterThan(toggle.x + toggle.width / 2);
    }
    await screenshot(page, `menu-groups-${language}`);

    await vaccination.focus();
    await page.keyboard.press('Enter');
    await expect(vaccination).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, AREA_SCREENS.vaccination)).toBeHidden();
    await screenshot(page, `menu-group-closed-${language}`);

    await page.reload();
    await expect(menuLink(page, AREA_SCREENS.citizen)).toBeVisible();
    await expect(vaccination).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, AREA_SCREENS.vaccination)).toBeHidden();
    await vaccination.focus();
    await page.keyboard.press('Space');
    await expect(menuLink(page, AREA_SCREENS.vaccination)).toBeVisible();
  });
}
