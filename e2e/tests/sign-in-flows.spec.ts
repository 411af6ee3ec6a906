import { expect, test } from './fixtures';
import { ar as errorsAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorsFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { ERROR_CODES, PERSISTED_STORE_KEY, type LoginResponse } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { fr as uiFr } from '../../shared/src/ui/i18n/fr';
import { ar as uiAr } from '../../shared/src/ui/i18n/ar';
import { authFr } from '../../host/src/auth/i18n/auth.fr';
import { authAr } from '../../host/src/auth/i18n/auth.ar';
import { LANGUAGES_UNDER_TEST, expectDirection, useLanguage } from './support';
import { FIRST_PASSWORD, NEW_PASSWORD, apiSignIn, lastCodeSentTo, ownAgent, screenshot, signInThroughForm, uniquePhone } from './account-support';

// The sign-in journeys of the shell (spec 1 §2.2, §2.3, §4.2, §7.2, §8), each with accounts of
// its own created through the administrators' API, in French and in Arabic.
const TEXTS = {
  fr: { ui: uiFr as TranslationShape<typeof uiFr>, auth: authFr as TranslationShape<typeof authFr> },
  ar: { ui: uiAr, auth: authAr },
};

for (const language of LANGUAGES_UNDER_TEST) {
  const { ui, auth } = TEXTS[language as keyof typeof TEXTS];

  test(`a wrong password is refused, then the account is locked out with the time left (${language})`, async ({ page, request }) => {
    const { username } = await ownAgent(request, 'lock', language, { firstLogin: false });
    await useLanguage(page, language);

    await signInThroughForm(page, username, 'Mauvais-Mot2passe!');
    await expect(page.getByRole('alert')).toContainText(ui.ERROR.CODE.BAD_CREDENTIALS);
    await expectDirection(page, language);
    await screenshot(page, `login-error-${language}`);

    // Four more failures: the fifth blocks for 5 minutes, and says so.
    for (let attempt = 2; attempt <= 5; attempt++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await page.locator('button[type="submit"]').click();
      const status = (await answer).status();
      expect(status).toBe(attempt < 5 ? 400 : 429);
    }
    await expect(page.getByRole('alert')).toContainText(ui.ERROR.CODE.MAX_ATTEMPTS);
    await expect(page.getByTestId('lock-out-time')).toContainText(ui.AUTH.LOGIN.RETRY_IN.split('{{')[0]!.trim());
    await expect(page.getByTestId('lock-out-time')).toContainText('5');
    await screenshot(page, `lock-out-${language}`);

    // Even the right password is refused while blocked.
    await page.locator('input#password').fill(FIRST_PASSWORD);
    const blocked = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.locator('button[type="submit"]').click();
    const answer = await blocked;
    expect(answer.status()).toBe(429);
    expect(((await answer.json()) as { errorCode: number }).errorCode).toBe(ERROR_CODES.MAX_ATTEMPTS);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test(`a first login must choose a new password, then lands on vaccination (${language})`, async ({ page, request }) => {
    const { username } = await ownAgent(request, 'first', language, { firstLogin: true });
    await useLanguage(page, language);

    await signInThroughForm(page, username, FIRST_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/reset-password$/);
    await expect(page.getByText(auth.AUTH.RESET.FIRST_LOGIN_DESC)).toBeVisible();
    // Any other page sends back here.
    await page.goto('/admin/child/list');
    await expect(page).toHaveURL(/\/admin\/reset-password$/);
    await expectDirection(page, language);

    await page.locator('input#newPassword').fill('faible');
    await page.locator('input#confirmPassword').fill('faible');
    await page.getByRole('button', { name: auth.AUTH.PASSWORD.SUBMIT }).click();
    await expect(page.getByText((language === 'ar' ? errorsAr : errorsFr).ERROR.CODE.VALIDATION.WEAK_PASSWORD)).toBeVisible();
    await screenshot(page, `reset-password-${language}`);

    await page.locator('input#newPassword').fill(NEW_PASSWORD);
    await page.locator('input#confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: auth.AUTH.PASSWORD.SUBMIT }).click();
    await expect(page.getByText(auth.AUTH.RESET.SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/vaccine\/routine-vaccination$/, { timeout: 10_000 });

    // The new password is the one now.
    const fresh = await apiSignIn(request, username, NEW_PASSWORD);
    expect(fresh.profile.user.firstLogin).toBe(false);
  });

  test(`forgot password: a code by SMS, a new password, back to the login page (${language})`, async ({ page, request }) => {
    const phone = uniquePhone();
    const { username } = await ownAgent(request, 'forgot', language, { firstLogin: false, phone });
    await useLanguage(page, language);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: auth.AUTH.LOGIN.FORGOT_LINK }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expectDirection(page, language);
    await screenshot(page, `forgot-password-${language}`);
    await page.locator('input#username').fill(username);
    await page.getByRole('button', { name: auth.AUTH.FORGOT.SEND_CODE }).click();

    const code = await lastCodeSentTo(request, phone);
    const boxes = page.locator('.ant-otp input');
    await expect(boxes).toHaveCount(6);
    // A wrong code first: AUTH.OTP.ERROR.
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    await boxes.first().click();
    await page.keyboard.type(wrong);
    await screenshot(page, `forgot-code-${language}`);
    await page.getByRole('button', { name: auth.AUTH.FORGOT.VERIFY_CODE }).click();
    await expect(page.getByText(auth.AUTH.OTP.ERROR)).toBeVisible();
    await boxes.first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: auth.AUTH.FORGOT.VERIFY_CODE }).click();

    await page.locator('input#newPassword').fill(NEW_PASSWORD);
    await page.locator('input#confirmPassword').fill(NEW_PASSWORD);
    await screenshot(page, `forgot-new-password-${language}`);
    await page.getByRole('button', { name: auth.AUTH.PASSWORD.SUBMIT }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(auth.AUTH.FORGOT.SUCCESS)).toBeVisible();

    await page.locator('input#username').fill(username);
    await page.locator('input#password').fill(NEW_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\//);
  });

  test(`a user of two structures chooses one at sign-in, then changes centre from the header (${language})`, async ({ page, request }) => {
    const {
      username,
      centres: [first, second],
    } = await ownAgent(request, 'multi', language, { firstLogin: false, bothCentres: true });
    const name = (structure: typeof first) => (language === 'ar' ? structure!.nameAr : structure!.nameFr);
    const group = (structure: typeof first) => (language === 'ar' ? structure!.group.nameAr : structure!.group.nameFr);
    await useLanguage(page, language);

    await signInThroughForm(page, username, FIRST_PASSWORD);
    await expect(page.getByText(auth.AUTH.STRUCTURE.DESC)).toBeVisible();
    await expectDirection(page, language);
    await screenshot(page, `structure-chooser-${language}`);
    await page.getByText(name(second), { exact: true }).click();
    await page.getByRole('button', { name: auth.AUTH.STRUCTURE.CONTINUE }).click();

    // The header greets with the chosen structure's group and name.
    const greeting = page.locator('.ant-layout-header');
    await expect(greeting).toContainText(`${group(second)} · ${name(second)}`);
    await expect(page.getByText(auth.AUTH.STRUCTURE.DESC)).toHaveCount(0);

    // Back to the first from the header: the page reloads at that structure.
    await page.getByRole('button', { name: auth.AUTH.CENTER.CHANGE }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: name(first) }).click();
    await reloaded;
    await expect(greeting).toContainText(`${group(first)} · ${name(first)}`);

    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { state: { currentUser: LoginResponse['profile']['user'] } },
      PERSISTED_STORE_KEY,
    );
    expect(stored.state.currentUser.structuresDetails.find((detail) => detail.isDefault)?.structure.id).toBe(first!.id);
    const me = await apiSignIn(request, username, FIRST_PASSWORD);
    expect(me.profile.user.structuresDetails.find((detail) => detail.isDefault)?.structure.id).toBe(first!.id);
  });

  test(`a tampered token ends the session: the stored session is wiped and the login page shown (${language})`, async ({ page, request }) => {
    const { username } = await ownAgent(request, 'expiry', language, { firstLogin: false });
    await useLanguage(page, language);

    await signInThroughForm(page, username, FIRST_PASSWORD);
    await expect(page).toHaveURL(/\/admin\//);
    const tampered = await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as { state: { token: string } };
      const token = stored.state.token;
      stored.state.token = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      localStorage.setItem(key, JSON.stringify(stored));
      return stored.state.token;
    }, PERSISTED_STORE_KEY);

    // The first call made with the tampered token, whichever it is (the list's, or the shell's own
    // once the areas load on demand); the home page may still be counting with the good one.
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && (response.request().headers().authorization ?? '').endsWith(tampered),
    );
    await page.goto('/admin/child/list');
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { detail: string }).detail).toBe('Token is invalid or expired');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), PERSISTED_STORE_KEY)).toBeNull();
    await expectDirection(page, language);
  });
}
