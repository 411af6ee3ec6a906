import { expect, type Page } from '@playwright/test';
import { tunisToday } from '@evax/shared/validation';
import { API_PATHS, BACKOFFICE_AUDIENCE, LANGUAGE_STORAGE_KEY, PERSISTED_STORE_KEY, type Language, type LoginResponse } from '@evax/shared/contract';

export const DEMO_PASSWORD = 'Evax-Demo-2026';

/** The four areas' first screens, by the path the host routes them at. */
export const AREA_SCREENS = {
  citizen: '/admin/child/list',
  vaccination: '/admin/vaccine/routine-vaccination',
  reference: '/admin/dci',
  admin: '/admin/users',
} as const;
export type Area = keyof typeof AREA_SCREENS;

/** What each demo account may open, from the roles the seed gives them. */
export const ACCOUNTS: Record<string, Area[]> = {
  superadmin: ['citizen', 'vaccination', 'reference', 'admin'],
  dssb: ['citizen', 'vaccination', 'reference', 'admin'],
  admin: ['reference', 'admin'],
  agent: ['citizen', 'vaccination'],
  agent2: ['citizen', 'vaccination'],
};

export const LANGUAGES_UNDER_TEST: Language[] = ['fr', 'ar'];

/** Opens every page of the test in the given language, as a user who chose it would have. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.locator('input#username').fill(username);
  await page.locator('input#password').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  // A user of several structures (agent2) first confirms one: the default, preselected.
  // (A first-login user lands on the new-password screen instead.)
  const keepStructure = page.getByTestId('structure-chooser-continue');
  const landed = page.locator('.ant-layout-header, input#newPassword');
  await expect(keepStructure.or(landed).first()).toBeVisible();
  if (await keepStructure.isVisible()) {
    await keepStructure.click();
    await expect(landed.first()).toBeVisible();
  }
}

/** Marks, in the tab's sessionStorage, that the session was planted once (a later sign-out stays signed out). */
const PLANTED_KEY = 'evax-e2e-session-planted';

/**
 * Opens `path` signed in as `username`, the session taken from the sign-in API and kept where the
 * portal keeps its own (PERSISTED_STORE_KEY): one page load instead of the sign-in page, the
 * home page and then `path`. For journeys about something else than signing in (the form is
 * driven by signIn and the sign-in journeys); not for a user who must first choose a structure.
 */
export async function openSignedIn(page: Page, username: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post(API_PATHS.login, { data: { username, password } });
  expect(response.status(), `login ${username}`).toBe(200);
  const login = (await response.json()) as LoginResponse;
  const session = {
    token: login.access,
    expiresAt: Date.now() + login.expiresIn * 1000,
    currentUser: login.profile.user,
    permissions: login.permissions,
    phone: login.profile.phone,
    headerTokenType: login.tokenType ?? null,
    audience: BACKOFFICE_AUDIENCE,
  };
  await page.addInitScript(
    ([storeKey, stored, plantedKey]) => {
      if (sessionStorage.getItem(plantedKey)) return;
      localStorage.setItem(storeKey, stored);
      sessionStorage.setItem(plantedKey, 'yes');
    },
    [PERSISTED_STORE_KEY, JSON.stringify({ state: session, version: 0 }), PLANTED_KEY] as const,
  );
  await page.goto(path);
}

export function menuLink(page: Page, path: string) {
  return page.locator(`.ant-menu a[href="${path}"]`);
}

export async function expectDirection(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A paged list with rows, and the "showing {from} to {to} of {size}" text. */
export async function expectPagedRows(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.evax-table-total, .ant-pagination-total-text').first()).toBeVisible();
}

/** Today, or `offsetDays` from it, in Tunis (the day the server's rules reason on), as YYYY-MM-DD. */
export const tunisDay = (offsetDays = 0): string => tunisToday(new Date(Date.now() + offsetDays * 86_400_000));
