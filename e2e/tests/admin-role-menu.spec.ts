import { expect, test } from './fixtures';
import { ACCOUNT_API_PATHS, ADMIN_API_PATHS, PERMISSIONS, type Paged, type StructureRow } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-admin/src/i18n/ar';
import { fr } from '../../remote-admin/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi } from './child-card-support';
import { textsOf } from './shell-support';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, menuLink, openSignedIn, useLanguage } from './support';

// Issue 34: an administrator edits a role in the permission matrix while one of its users works;
// the permission removed leaves that user's menu at their next action (a navigation inside the
// portal), and its page is no longer offered, without signing out. In French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };
const ROUTINE = AREA_SCREENS.vaccination;
const CHILDREN = AREA_SCREENS.citizen;
const PASSWORD = 'Menu-Change-2026';

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`a permission removed in the role matrix leaves the user's menu at their next action, without signing out (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const t = TEXTS[language].ADMIN;
    const c = COMMON_TEXTS[language].COMMON;
    const api = await agentApi(request, 'admin');
    const stamp = `${Date.now()}`.slice(-6);
    const roleCode = `E2E_MENU_${language.toUpperCase()}_${stamp}`;
    const username = `e2e.menu.${language}.${stamp}`;
    // Arabic names take no digits: the stamp in letters.
    const arabicStamp = [...stamp].map((digit) => 'ابتثجحخدذر'[Number(digit)]).join('');

    // Set up through the API: a role giving the children list and the routine vaccination, and a user holding it.
    const role = await request.post(ADMIN_API_PATHS.roles, {
      headers: api.headers,
      data: {
        code: roleCode,
        nameFr: `Menu ${stamp}`,
        nameAr: `قائمة ${arabicStamp}`,
        permissions: [PERMISSIONS.citizen.viewChildrenList, PERMISSIONS.vaccination.viewRoutine],
      },
    });
    expect(role.status()).toBe(201);
    const roleId = ((await role.json()) as { id: number }).id;
    const { results } = (await (
      await request.get(`${ACCOUNT_API_PATHS.structures}?search=CSB-11-1&page_size=1`, { headers: api.headers })
    ).json()) as Paged<StructureRow>;
    const user = await request.post(ADMIN_API_PATHS.users, {
      headers: api.headers,
      data: {
        username,
        email: null,
        phone: null,
        firstNameFr: 'Nour',
        lastNameFr: 'Menu',
        firstNameAr: 'نور',
        lastNameAr: 'قائمة',
        password: PASSWORD,
        firstLogin: false,
        structures: [{ structure: results[0]!.id, role: roleCode, isDefault: true }],
      },
    });
    expect(user.status()).toBe(201);

    // The user works in a browser of their own: the routine list, both entries in the menu.
    const userContext = await browser.newContext();
    try {
      const userPage = await userContext.newPage();
      await useLanguage(userPage, language);
      await openSignedIn(userPage, username, ROUTINE, PASSWORD);
      await expectDirection(userPage, language);
      await expect(menuLink(userPage, ROUTINE)).toBeVisible();
      await expect(menuLink(userPage, CHILDREN)).toBeVisible();

      // The administrator removes the routine vaccination from the role in the matrix.
      await useLanguage(page, language);
      await openSignedIn(page, 'admin', `/admin/roles/${roleId}/edit`);
      const routine = page.locator(`input[type="checkbox"][value="${PERMISSIONS.vaccination.viewRoutine}"]`);
      await expect(routine).toBeChecked();
      await routine.uncheck();
      await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
      const diff = page.getByRole('dialog');
      await expect(diff.getByTestId('permissions-removed')).toContainText(t.PERMISSION[PERMISSIONS.vaccination.viewRoutine]);
      await diff.getByRole('button', { name: t.ROLES.DIFF.CONFIRM }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/roles/${roleId}/show$`));

      // The user's next action, a navigation inside the portal: the entry is gone, the session kept.
      await menuLink(userPage, CHILDREN).click();
      await expect(userPage).toHaveURL(new RegExp(`${CHILDREN}$`));
      await expect(menuLink(userPage, ROUTINE)).toHaveCount(0);
      await expect(menuLink(userPage, CHILDREN)).toBeVisible();
      // Back to the page they were on: no longer offered.
      await userPage.goBack();
      await expect(userPage).toHaveURL(new RegExp(`${ROUTINE}$`));
      await expect(userPage.getByText(textsOf(language).forbidden)).toBeVisible();
      await expect(menuLink(userPage, CHILDREN)).toBeVisible();
    } finally {
      await userContext.close();
    }
  });
}
