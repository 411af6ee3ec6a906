import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ar as errorsAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorsFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { CNOM_TOKEN_TYPE, PERSISTED_STORE_KEY, PROFESSIONAL_BODY_HIDDEN_ROUTES, SHELL_ROUTES, type Language } from '@evax/shared/contract';
import { errorsAr as ar } from '../../host/src/errors/i18n/errors.ar';
import { errorsFr as fr } from '../../host/src/errors/i18n/errors.fr';
import { oidcAr } from '../../host/src/auth/i18n/oidc.ar';
import { oidcFr } from '../../host/src/auth/i18n/oidc.fr';
import { ACCOUNTS, PASSWORD, issuer } from '../oidc-provider/settings.mjs';
import { expectDirection, menuLink, useLanguage } from './support';

// The professional-body login against a real local OpenID provider (oidc-provider, started by
// playwright.config.ts): code + PKCE, back to /signin-oidc, the ID token verified by the API.
const TEXTS = { fr: { shell: fr, oidc: oidcFr }, ar: { shell: ar, oidc: oidcAr } } as const;
const SUBJECTS: Record<'fr' | 'ar', keyof typeof ACCOUNTS> = { fr: 'dr.leila.fr', ar: 'dr.karim.ar' };
const CNOM_NUMBERS = { fr: 'TN-10001', ar: 'TN-10002' };

interface PersistedSession {
  state: { token: string | null; headerTokenType: string | null; currentUser: { username: string; firstNameAr: string } | null };
}

async function persistedSession(page: Page): Promise<PersistedSession['state'] | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PERSISTED_STORE_KEY);
  return raw ? (JSON.parse(raw) as PersistedSession).state : null;
}

/** From the login page to the provider's form, signed in there, back on /signin-oidc. */
async function signInAtProvider(page: Page, language: 'fr' | 'ar', subject: string) {
  await page.goto(SHELL_ROUTES.login);
  await page.getByRole('button', { name: TEXTS[language].oidc.OIDC.BUTTON }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
}

/** Hidden routes: not in the menu, refused when typed. */
async function expectHiddenRoutesRefused(page: Page, language: 'fr' | 'ar') {
  const { ERROR } = TEXTS[language].shell;
  for (const path of PROFESSIONAL_BODY_HIDDEN_ROUTES) await expect(menuLink(page, path)).toHaveCount(0);
  for (const path of PROFESSIONAL_BODY_HIDDEN_ROUTES) {
    await page.goto(path);
    // The forbidden page once the shell has the route (hiddenForProfessionalBody); the not-found page before.
    await expect(page.getByText(ERROR.FORBIDDEN.DESC).or(page.getByText(ERROR.NOT_FOUND.DESC))).toBeVisible();
    await expect(page).toHaveURL(path);
  }
}

async function logOut(page: Page) {
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
  await page.goto(SHELL_ROUTES.logout);
  expect((await logout).headers()['authorization']).toMatch(new RegExp(`^${CNOM_TOKEN_TYPE} `));
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await persistedSession(page)).toBeNull();
}

for (const language of ['fr', 'ar'] as const satisfies Language[]) {
  test(`a professional signs in through the professional body, first time and again (${language})`, async ({ page }) => {
    const subject = SUBJECTS[language];
    const { oidc } = TEXTS[language];
    await useLanguage(page, language);

    // First time: no account yet, the registration of a private healthcare professional.
    await signInAtProvider(page, language, subject);
    await expect(page).toHaveURL(/\/signin-oidc\?/);
    await expect(page.getByRole('heading', { name: oidc.OIDC.REGISTER.TITLE })).toBeVisible();
    await expectDirection(page, language);
    await expect(page.locator('input#firstNameFr')).toHaveValue(ACCOUNTS[subject].given_name);
    await expect(page.locator('input#lastNameFr')).toHaveValue(ACCOUNTS[subject].family_name);
    if (language === 'ar') {
      await page.locator('input#firstNameAr').fill('كريم');
      await page.locator('input#lastNameAr').fill('المنصوري');
    }
    await page.locator('input#cnomNumber').fill('not a number!');
    await page.getByRole('button', { name: oidc.OIDC.REGISTER.SUBMIT }).click();
    await expect(page.getByText((language === 'ar' ? errorsAr : errorsFr).ERROR.CODE.VALIDATION.CNOM_NUMBER)).toBeVisible();
    await page.locator('input#cnomNumber').fill(CNOM_NUMBERS[language]);
    await page.getByRole('button', { name: oidc.OIDC.REGISTER.SUBMIT }).click();

    await expect(page).toHaveURL(/\/admin\//);
    const created = await persistedSession(page);
    expect(created).toMatchObject({ headerTokenType: CNOM_TOKEN_TYPE, currentUser: { username: subject } });
    if (language === 'ar') expect(created?.currentUser?.firstNameAr).toBe('كريم');
    await expectHiddenRoutesRefused(page, language);
    await logOut(page);

    // Again: the account exists, the session starts at once (the provider asks for the password again).
    await signInAtProvider(page, language, subject);
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.getByRole('heading', { name: oidc.OIDC.REGISTER.TITLE })).toHaveCount(0);
    const session = await persistedSession(page);
    expect(session).toMatchObject({ headerTokenType: CNOM_TOKEN_TYPE, currentUser: { username: subject } });

    // The API takes the token with its own scheme only.
    const me = (scheme: string) => page.request.get('/api/v1/me', { headers: { Authorization: `${scheme} ${session!.token}` } });
    expect((await me(CNOM_TOKEN_TYPE)).status()).toBe(200);
    expect((await me('Bearer')).status()).toBe(401);

    await expectHiddenRoutesRefused(page, language);
    await logOut(page);
  });
}

test('a wrong password at the provider keeps the user there', async ({ page }) => {
  await page.goto(SHELL_ROUTES.login);
  await page.getByRole('button', { name: oidcFr.OIDC.BUTTON }).click();
  await page.locator('input[name="login"]').fill(SUBJECTS.fr);
  await page.locator('input[name="password"]').fill('wrong');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL((url) => url.href.startsWith(issuer));
});

test('a forged return to /signin-oidc signs nobody in', async ({ page }) => {
  await page.goto(`${SHELL_ROUTES.signinOidc}?code=forged&state=forged`);
  await expect(page.getByRole('link', { name: oidcFr.OIDC.BACK_TO_LOGIN })).toBeVisible();
  expect((await persistedSession(page))?.token ?? null).toBeNull();
});
