import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ar as errorsAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorsFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { authAr } from '../../host/src/auth/i18n/auth.ar';
import { authFr } from '../../host/src/auth/i18n/auth.fr';
import type { Language } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { profileAr } from '../../host/src/profile/i18n/profile.ar';
import { profileFr } from '../../host/src/profile/i18n/profile.fr';
import { ar as uiAr } from '../../shared/src/ui/i18n/ar';
import { fr as uiFr } from '../../shared/src/ui/i18n/fr';
import { createAccount, freshPhone, lastSmsCode, wrongCode, type Account } from './profile-accounts';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// A user keeps their own profile: reads it, changes their names, password and phone, in French
// and in Arabic, with accounts of the test's own (never the demo accounts: specs run in parallel).
const TEXTS = { fr: { ...profileFr, UI: uiFr }, ar: { ...profileAr, UI: uiAr } } as Record<
  'fr' | 'ar',
  TranslationShape<typeof profileFr> & { UI: typeof uiFr }
>;

const SHOTS = process.env.EVAX_E2E_SCREENSHOTS;
/** A full-page picture for a human to look at, when EVAX_E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // antd's motions settled: nothing on the page still moving.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openUserMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

/** A new account of the test's own, signed in, the page in the language. */
async function signInAsNewUser(page: Page, request: APIRequestContext, language: Language, prefix: string): Promise<Account> {
  const account = await createAccount(request, `${prefix}-${language}`);
  await useLanguage(page, language);
  await signIn(page, account.username, account.password);
  return account;
}

/** Opens a screen from the header's user menu. */
async function fromUserMenu(page: Page, language: Language, entry: string, path: RegExp): Promise<void> {
  await openUserMenu(page, TEXTS[language as 'fr' | 'ar'].PROFILE.USER_MENU.LABEL);
  await page.getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveURL(path);
}

for (const language of LANGUAGES_UNDER_TEST) {
  const t = TEXTS[language as 'fr' | 'ar'];
  const P = t.PROFILE;

  test(`a user reads the profile and changes the personal information, kept after a reload (${language})`, async ({ page, request }) => {
    const account = await signInAsNewUser(page, request, language, 'pi');
    await expectDirection(page, language);
    await fromUserMenu(page, language, P.USER_MENU.PROFILE, /\/admin\/profile\/display$/);
    await expect(page.getByRole('heading', { name: P.DISPLAY.TITLE })).toBeVisible();
    await expect(page.getByText(account.username, { exact: true })).toBeVisible();
    await expect(page.getByText(account.phone)).toBeVisible();
    await shoot(page, `${language}-profile-display`);

    await page.goto('/admin/update-profile');
    await expect(page.getByRole('heading', { name: P.UPDATE.TITLE })).toBeVisible();
    await shoot(page, `${language}-update-profile`);
    await page.goto('/admin/account-information');
    await expect(page.locator('#profile_email')).toHaveValue(`${account.username}@e2e.example`);
    await shoot(page, `${language}-account-information`);

    await page.goto('/admin/profile/display');
    await page.getByRole('button', { name: P.DISPLAY.EDIT_PERSONAL }).click();
    await expect(page).toHaveURL(/\/admin\/personal-information$/);
    // The names of the page's language are shown first; the header greets in that language.
    const [firstField, newFirst] = language === 'ar' ? ['#profile_firstNameAr', 'سلمى'] : ['#profile_firstNameFr', 'Salma'];
    await page.locator(firstField).fill(newFirst);
    await page.locator('#profile_currentPassword').fill('Not-the-password-1');
    await page.getByRole('button', { name: P.ACTIONS.SAVE }).click();
    await expect(page.locator('.ant-form-item-has-error')).toContainText(t.UI.ERROR.CODE.WRONG_PASSWORD);
    await shoot(page, `${language}-personal-information-refused`);

    await page.locator('#profile_currentPassword').fill(account.password);
    await page.getByRole('button', { name: P.ACTIONS.SAVE }).click();
    await expect(page).not.toHaveURL(/personal-information/);
    await expect(page.getByText(P.PERSONAL.SAVED)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(newFirst);

    await page.goto('/admin/profile/display');
    await page.reload();
    await expect(page.getByText(newFirst, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(newFirst);
  });

  test(`a user changes the password, a wrong current one refused, then signs in with the new one (${language})`, async ({ page, request }) => {
    const account = await signInAsNewUser(page, request, language, 'pw');
    await fromUserMenu(page, language, P.USER_MENU.CHANGE_PASSWORD, /\/admin\/change-password$/);
    const newPassword = `Nouveau-${language}-2026!`;
    await page.locator('#profile_currentPassword').fill('Wrong-current-1!');
    await page.locator('#profile_newPassword').fill(newPassword);
    await page.locator('#profile_confirmPassword').fill(newPassword);
    await page.getByRole('button', { name: P.ACTIONS.SAVE }).click();
    await expect(page.locator('.ant-form-item-has-error')).toContainText(t.UI.ERROR.CODE.WRONG_PASSWORD);
    await shoot(page, `${language}-change-password-refused`);

    await page.locator('#profile_currentPassword').fill(account.password);
    await page.getByRole('button', { name: P.ACTIONS.SAVE }).click();
    await expect(page.getByText(P.PASSWORD.SAVED)).toBeVisible();
    await expect(page).not.toHaveURL(/change-password/);

    await openUserMenu(page, P.USER_MENU.LABEL);
    await page.getByRole('menuitem', { name: t.UI.AUTH.LOGOUT }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.locator('input#username').fill(account.username);
    await page.locator('input#password').fill(account.password);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('.ant-alert-error, [role="alert"]').first()).toBeVisible();
    await signIn(page, account.username, newPassword);
  });

  test(`a user changes the phone with the code sent by SMS; a number already used is refused (${language})`, async ({ page, request }) => {
    const other = await createAccount(request, `ph2-${language}`);
    await signInAsNewUser(page, request, language, 'ph');
    await fromUserMenu(page, language, P.USER_MENU.CHANGE_PHONE, /\/admin\/reset-phone$/);
    await shoot(page, `${language}-reset-phone-number`);

    await page.locator('#profile_phone').fill(other.phone);
    await page.getByRole('button', { name: P.PHONE.SEND }).click();
    await expect(page.locator('.ant-form-item-has-error')).toContainText((language === 'ar' ? errorsAr : errorsFr).ERROR.CODE.VALIDATION.PHONE_ALREADY_USED);
    await shoot(page, `${language}-reset-phone-already-used`);

    const wanted = freshPhone();
    await page.locator('#profile_phone').fill(wanted.replace('+216 ', ''));
    await page.getByRole('button', { name: P.PHONE.SEND }).click();
    const cells = page.locator('.ant-otp input');
    await expect(cells).toHaveCount(6);
    await shoot(page, `${language}-reset-phone-code`);
    const code = await lastSmsCode(request, wanted);

    await cells.first().click();
    await page.keyboard.type(wrongCode(code));
    await expect(page.getByRole('alert')).toContainText((language === 'ar' ? authAr : authFr).AUTH.OTP.ERROR);
    await shoot(page, `${language}-reset-phone-wrong-code`);

    await cells.first().click();
    await page.keyboard.type(code);
    await expect(page.getByText(P.PHONE.SAVED).first()).toBeVisible();
    await shoot(page, `${language}-reset-phone-done`);
    await page.getByRole('button', { name: P.PHONE.BACK_TO_PROFILE }).click();
    await page.reload();
    await expect(page.getByText(wanted)).toBeVisible();
  });
}
