import { test, expect } from './fixtures';
import { apiSignIn } from './account-support';
import { MAIN_REGION, openInApp, pageIds, seriousViolations } from './accessibility-support';
import { LANGUAGES_UNDER_TEST, signIn, useLanguage } from './support';

/**
 * axe-core (WCAG 2.1 A and AA) on every kind of page: 0 critical and 0 serious violations, in
 * French and in Arabic. The pages are grouped so that the two browser workers share them.
 */
const SIGNED_IN_GROUPS: Record<string, (ids: Awaited<ReturnType<typeof pageIds>>) => string[]> = {
  'home, profile and the administration': () => [
    '/admin/home',
    '/admin/profile/display',
    '/admin/update-profile',
    '/admin/change-password',
    '/admin/users',
    '/admin/roles',
    '/admin/no-such-page',
  ],
  'reference data': (ids) => [
    '/admin/dci',
    '/admin/add/new',
    `/admin/dci/${ids.dciId}/show`,
    `/admin/edit/${ids.dciId}/dci`,
    '/admin/specialtie',
    '/admin/specialtie/add/new',
    `/admin/specialtie/${ids.specialtyId}`,
    '/admin/lists',
    '/admin/lists/new',
    `/admin/lists/${ids.listId}/show`,
  ],
  'citizens and children': (ids) => [
    '/admin/child/list',
    '/admin/child/search',
    '/admin/child/add',
    '/admin/parent/add',
    `/admin/child/${ids.evaxNumber}`,
    '/admin/citoyen',
    `/admin/citoyen/${ids.citizenId}`,
    '/admin/subscription-requests',
  ],
  'medical folder and vaccination': (ids) => [
    '/admin/mapi',
    '/admin/mapi-serious',
    `/admin/mapi/${ids.evaxNumber}`,
    '/admin/vaccine',
    '/admin/vaccine/routine-vaccination',
    `/admin/vaccine/routine-vaccination/vaccinationFolder/${ids.evaxNumber}`,
    `/admin/vaccine/routine-vaccination/new/${ids.evaxNumber}`,
  ],
};

for (const language of LANGUAGES_UNDER_TEST) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('the sign-in pages and the public verify page', async ({ page }) => {
      const found: string[] = [];
      // The certificates' public verify page, bare (its paste form) and with a token that is not genuine.
      for (const path of ['/auth/login', '/auth/forgot-password', '/verify#not.a.token', '/verify']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    });

    for (const [group, paths] of Object.entries(SIGNED_IN_GROUPS)) {
      test(group, async ({ page, request }) => {
        // One sign-in, then each page opened in the app (its router, as a link does) and scanned by axe
        // (several seconds under CI's load): ten of them do not fit the default time.
        test.setTimeout(30_000 + paths({} as Awaited<ReturnType<typeof pageIds>>).length * 15_000);
        const ids = await pageIds(request, await apiSignIn(request, 'superadmin'));
        await signIn(page, 'superadmin');
        const found: string[] = [];
        // The shell (menu, header, footer) is scanned with the first page; then each page's main region.
        const pages = paths(ids);
        for (const path of pages) {
          await openInApp(page, path);
          found.push(...(await seriousViolations(page, path === pages[0] ? undefined : MAIN_REGION)));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
