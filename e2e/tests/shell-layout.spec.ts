import { expect, test } from './fixtures';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, menuLink, openSignedIn, useLanguage } from './support';
import { screenshot, textsOf } from './shell-support';

for (const language of LANGUAGES_UNDER_TEST) {
  const texts = textsOf(language);

  test(`an area page has breadcrumbs and the title of its menu entry, and the version label (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await openSignedIn(page, 'superadmin', AREA_SCREENS.reference);
    await expectPagedRows(page);

    const entry = (await page.locator('.ant-menu-item-selected').innerText()).trim();
    expect(entry).not.toBe('');
    await expect(page.locator('.ant-breadcrumb li').last()).toHaveText(entry);
    await expect(page.locator('.ant-layout-content h1').first()).toHaveText(entry);
    await expect(page.getByTestId('app-version')).toHaveText('v1.0.0-alpha');
    await expectDirection(page, language);
    if (language === 'ar') {
      const menu = (await page.locator('.ant-layout-sider').boundingBox())!;
      expect(menu.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      await screenshot(page, 'list-ar');
    }
  });

  test(`the scroll-to-top button shows past 300 px and brings the page back up (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 400 });
    await openSignedIn(page, 'superadmin', `${AREA_SCREENS.reference}?page_size=50`);
    await expectPagedRows(page);
    const button = page.getByRole('button', { name: texts.scrollToTop });

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    // Down to the page's end, again while the rows still lengthen it.
    await expect.poll(async () => page.evaluate(() => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY))).toBeGreaterThan(300);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`choosing the other language reloads the page in its direction and font (${language})`, async ({ page }) => {
    // No init script here: it would set the first language again on the reload.
    await openSignedIn(page, 'superadmin', AREA_SCREENS.reference);
    if (language !== 'fr') {
      await page.evaluate((chosen) => window.localStorage.setItem('i18nextLng', chosen), language);
      await page.reload();
    }
    await expectDirection(page, language);
    await expectPagedRows(page);
    const target = language === 'ar' ? 'fr' : 'ar';

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: texts.language }).click();
    await page.getByRole('button', { name: texts.otherLanguage }).click();
    await reloaded;

    await expectDirection(page, target);
    await expectPagedRows(page);
    const family = target === 'ar' ? 'Noto Sans Arabic Variable' : 'Noto Sans Variable';
    await expect(page.locator('.ant-table')).toHaveCSS('font-family', new RegExp(`^"?${family}`));
    const sample = target === 'ar' ? 'لقاح' : 'Vaccin';
    const fontLoaded = await page.evaluate(
      async ([name, text]) => {
        await document.fonts.ready;
        return document.fonts.check(`16px "${name}"`, text);
      },
      [family, sample] as const,
    );
    expect(fontLoaded).toBe(true);
  });

  test(`on a phone the menu opens in a drawer from the start side (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'superadmin', '/admin/home');
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);

    await page.getByRole('button', { name: texts.menuToggle }).click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-body');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    if (language === 'ar') expect(box.x + box.width).toBeGreaterThan(380);
    else expect(box.x).toBeLessThan(10);
    if (language === 'ar') {
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      await screenshot(page, 'phone-menu-ar');
    }

    await menuLink(page, AREA_SCREENS.reference).click();
    await expect(page).toHaveURL(/\/admin\/dci/);
    await expect(drawer).toBeHidden();
    await expectPagedRows(page);
  });
}
