import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { profileAr } from '../../host/src/profile/i18n/profile.ar';
import { profileFr } from '../../host/src/profile/i18n/profile.fr';
import { createAccount } from './profile-accounts';
import { DEMO_PASSWORD, LANGUAGES_UNDER_TEST, useLanguage } from './support';

const TEXTS = { fr: { common: commonFr.COMMON, profile: profileFr.PROFILE }, ar: { common: commonAr.COMMON, profile: profileAr.PROFILE } };

/** Presses Tab until the focused element matches, as a keyboard user would (and fails if it never comes). */
async function tabTo(page: Page, selector: string, text?: string, { limit = 80, key = 'Tab' } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const reached = await page.evaluate(
      ([s, label]) => {
        const element = document.activeElement;
        return !!element?.matches(s) && (label === undefined || element.textContent?.trim() === label);
      },
      [selector, text] as const,
    );
    if (reached) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${selector} ${text ?? ''} never took the focus`);
}

/** The focused element shows it: an outline or a focus shadow. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'a visible focus').toBe(true);
}

const focusedIsTitle = (page: Page) => expect(page.locator('h1:focus')).toHaveCount(1);

async function signInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await tabTo(page, 'input#username');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.locator('input#password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/home/);
  await focusedIsTitle(page);
}

for (const language of LANGUAGES_UNDER_TEST) {
  test.describe(`keyboard alone (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('sign in, skip to the content, open every menu entry, operate a modal', async ({ page }) => {
      const t = TEXTS[language as 'fr' | 'ar'];
      await signInByKeyboard(page, 'superadmin', DEMO_PASSWORD);

      // The page's first tab stop (back from the focused title, past the header and the menu) is
      // the skip link, drawn when focused; it moves focus to the page.
      const skip = page.locator('a[href="#main-content"]');
      await tabTo(page, 'a[href="#main-content"]', undefined, { key: 'Shift+Tab' });
      await expect(skip).toBeFocused();
      // Nothing focusable comes before it.
      const first = await page.evaluate(
        () => document.querySelector('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')?.textContent,
      );
      expect(first).toBe(await skip.textContent());
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();

      // The menu: its links are the tab stops (not the list), each opens its page and the title takes the focus.
      // (one list of entries per menu group, each open unless closed)
      const lists = page.locator('nav .ant-menu-root');
      expect(await lists.count()).toBeGreaterThan(1);
      for (const list of await lists.all()) await expect(list).toHaveAttribute('tabindex', '-1');
      // Every entry is a tab stop (a link the keyboard reaches, none taken out of the tab order).
      const links = page.locator('nav .ant-menu a[href]');
      expect(await links.count()).toBeGreaterThan(5);
      expect(await links.evaluateAll((all) => all.filter((a) => (a as HTMLAnchorElement).tabIndex < 0).map((a) => a.getAttribute('href')))).toEqual([]);
      // Reached and opened by the keyboard: the first entry of each group, so that each area (each remote)
      // shows its title focused. The entries are one component; walking all 23 by Shift+Tab passed the
      // journey's 3 min on a loaded CI (stop 40).
      const here = new URL(page.url()).pathname;
      const paths = await lists.evaluateAll((roots, current) => {
        const firsts = roots.map((root) =>
          Array.from(root.querySelectorAll('a[href]'))
            .map((a) => a.getAttribute('href')!)
            .find((href) => href !== current),
        );
        return firsts.filter((href): href is string => href !== undefined);
      }, here);
      expect(paths.length).toBeGreaterThan(1);
      // Every entry opened loads its page and its area (several seconds each on a loaded machine); the sign-in
      // before and the modal after are about 40 key presses each, each one checked.
      test.setTimeout(90_000 + paths.length * 30_000);
      // The page the user is on (home) is not "opened" again: the title keeps the focus only when the page changes.
      for (const path of paths) {
        // Back from the title, past the header, into the menu (forward would cross every row of a long list first).
        await tabTo(page, `nav .ant-menu a[href="${path}"]`, undefined, { key: 'Shift+Tab' });
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await focusedIsTitle(page);
      }

      // In Arabic the menu is on the right and comes first, as it is read.
      if (language === 'ar') {
        const menu = (await page.locator('nav').first().boundingBox())!;
        const main = (await page.locator('#main-content').boundingBox())!;
        expect(menu.x).toBeGreaterThan(main.x);
      }

      // A modal: opened, the focus inside it, closed with Escape, the focus back on what opened it.
      // A full page load leaves the focus at the document's start (only a move inside the app focuses the title).
      await page.goto('/admin/dci');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const importButton = page.getByRole('button', { name: t.common.FILES.IMPORT });
      await tabTo(page, 'button', t.common.FILES.IMPORT);
      await expect(importButton).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(importButton).toBeFocused();
    });

    test('fill and submit a form', async ({ page, request }) => {
      const t = TEXTS[language as 'fr' | 'ar'];
      const account = await createAccount(request, `kbd-${language}`);
      await signInByKeyboard(page, account.username, account.password);
      await page.goto('/admin/personal-information');
      await focusedIsTitle(page);
      const [field, value] = language === 'ar' ? ['#profile_firstNameAr', 'سلمى'] : ['#profile_firstNameFr', 'Salma'];
      await tabTo(page, field);
      await expectVisibleFocus(page);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
      await tabTo(page, '#profile_currentPassword');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.profile.PERSONAL.SAVED)).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(value);
    });
  });
}
