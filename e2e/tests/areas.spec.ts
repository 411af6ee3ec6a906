import { expect, test } from './fixtures';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, menuLink, openSignedIn, signIn, useLanguage } from './support';

for (const language of LANGUAGES_UNDER_TEST) {
  test(`each remote's screen lists real rows from the API, with paging (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'superadmin');
    for (const path of Object.values(AREA_SCREENS)) {
      await menuLink(page, path).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
      await expectPagedRows(page);
      await expectDirection(page, language);
    }
  });

  test(`paging and search go to the API and stay in the URL (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await openSignedIn(page, 'superadmin', AREA_SCREENS.reference);
    await expectPagedRows(page);
    const firstPageFirstRow = await page.locator('.ant-table-row').first().innerText();
    await page.locator('.evax-page-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.ant-table-row').first()).not.toHaveText(firstPageFirstRow);
    await page.reload();
    await expect(page.locator('.evax-page-item-active')).toHaveText('2');
  });
}

test('a page the user may not open shows the forbidden page, not the data', async ({ page }) => {
  await signIn(page, 'agent');
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/ALL_DCI') && calls.push(r.url()));
  await page.goto(AREA_SCREENS.reference);
  await expect(page.getByText(/accès à cette page|access to this page/i)).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

test('the API refuses what the UI hides: an agent calling the users list gets 403', async ({ page, request }) => {
  await signIn(page, 'agent');
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('persistedStore') ?? '{}').state?.token as string);
  const answer = await request.get('/api/users', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

test('signing out returns to the login page and forgets the session', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto(AREA_SCREENS.citizen);
  await expect(page).toHaveURL(/\/auth\/login/);
});
