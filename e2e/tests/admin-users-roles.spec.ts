import { expect, test } from './fixtures';
import { ACCOUNT_API_PATHS, API_PATHS, ERROR_CODES, type Paged, type StructureRow } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { ADMIN_ROUTES } from '../../remote-admin/src/route-paths';
import { ar } from '../../remote-admin/src/i18n/ar';
import { fr } from '../../remote-admin/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, useLanguage } from './support';

// An administrator builds a role in the permission matrix (the dashboards' area at once), checks
// the diff and saves it; creates a user holding it at a centre of their region, reads the
// temporary password once, disables the user from the list: that user can no longer sign in.
// In French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an administrator builds a role, gives it to a new user and disables them (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].ADMIN;
    const c = COMMON_TEXTS[language].COMMON;
    const api = await agentApi(request, 'admin');
    const stamp = String(Date.now()).slice(-6);
    const roleCode = `E2E_${language.toUpperCase()}_${stamp}`;
    // Arabic names take no digits: the stamp in letters.
    const arabicStamp = [...stamp].map((digit) => 'ابتثجحخدذر'[Number(digit)]).join('');
    const roleName = { fr: `Lecteur tableaux ${stamp}`, ar: `قارئ اللوحات ${arabicStamp}` }[language];
    const username = `e2e.${language}.${stamp}`;
    const { results } = (await (
      await request.get(`${ACCOUNT_API_PATHS.structures}?search=CSB-11-1&page_size=1`, { headers: api.headers })
    ).json()) as Paged<StructureRow>;
    const centre = results[0]!;
    const centreName = language === 'ar' ? centre.nameAr : centre.nameFr;

    await useLanguage(page, language);
    await signIn(page, 'admin');
    await menuLink(page, ADMIN_ROUTES.roles).click();
    await expectDirection(page, language);
    await page.getByRole('button', { name: t.ROLES.NEW }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/new$/);
    await page.locator('#role_code').fill(roleCode);
    await page.locator('#role_nameFr').fill(`Lecteur tableaux ${stamp}`);
    await page.locator('#role_nameAr').fill(`قارئ اللوحات ${arabicStamp}`);
    await page.getByRole('checkbox', { name: `${t.ROLES.MATRIX.SELECT_ALL} — ${t.ROLES.AREAS.dashboard}` }).check();
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    const diff = page.getByRole('dialog');
    await expect(diff.getByTestId('permissions-added')).toContainText(t.PERMISSION['view-dashboard-governorate']);
    await diff.getByRole('button', { name: t.ROLES.DIFF.CONFIRM }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/show$/);
    await expect(page.getByText(roleCode)).toBeVisible();

    await menuLink(page, ADMIN_ROUTES.users).click();
    await page.getByRole('button', { name: t.USERS.NEW }).click();
    await page.locator('#user_username').fill(username);
    await page.locator('#user_firstNameFr').fill('Nour');
    await page.locator('#user_lastNameFr').fill('Essai');
    await page.locator('#user_firstNameAr').fill('نور');
    await page.locator('#user_lastNameAr').fill('تجربة');
    await page.locator('#user_role').fill(roleName);
    await page.locator('.ant-select-item-option', { hasText: roleName }).click();
    await page.locator('#user_structures').fill(centreName);
    await page.locator('.ant-select-item-option', { hasText: centreName }).first().click();
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/);
    const password = (await page.getByTestId('temporary-password').innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(centreName)).toBeVisible();

    await menuLink(page, ADMIN_ROUTES.users).click();
    const box = page.locator('.evax-paged-table input').first();
    await box.fill(username);
    await box.press('Enter');
    const row = page.locator('.ant-table-row', { hasText: username });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `${c.ACTIONS.DEACTIVATE} ${username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.USERS.DEACTIVATE.OK }).click();
    await expect(page.locator('.ant-table-row', { hasText: username })).toHaveCount(0);

    const login = await request.post(API_PATHS.login, { data: { username, password } });
    expect(login.status()).toBe(400);
    expect(((await login.json()) as { errorCode: number }).errorCode).toBe(ERROR_CODES.USER_INACTIVE);
  });
}
