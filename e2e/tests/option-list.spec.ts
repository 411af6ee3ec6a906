import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TranslationShape } from '@evax/shared/runtime';
import { fr } from '../../remote-reference/src/i18n/fr';
import { ar } from '../../remote-reference/src/i18n/ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, useLanguage } from './support';

// An administrator builds an option list with three options, reorders them, saves, finds the
// new order on the list's page, then edits it, in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };

/** EVAX_E2E_SHOTS=<folder> keeps a picture of each screen, to look at. */
async function picture(page: Page, name: string) {
  const folder = process.env.EVAX_E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The French values of the added options, in the order the show page lists them. */
const shownOrder = (page: Page) => page.locator('section[aria-labelledby="show-added-options"] .ant-table-row td:nth-child(2)').allTextContents();

for (const language of LANGUAGES_UNDER_TEST) {
  test(`an administrator builds an option list and reorders its options (${language})`, async ({ page }) => {
    // A long journey: three times the usual time, for a loaded machine.
    test.slow();
    const t = TEXTS[language as keyof typeof TEXTS].REFERENCE;
    const c = COMMON_TEXTS[language as keyof typeof COMMON_TEXTS].COMMON;
    const stamp = String(Date.now()).slice(-7);
    const nameFr = `Mode allaitement ${language} ${stamp}`;
    const code = `E2E_${language.toUpperCase()}_${stamp}`;
    await useLanguage(page, language);
    await signIn(page, 'admin');
    await menuLink(page, '/admin/lists').click();
    await expectDirection(page, language);
    await expect(page.locator('.ant-table-row', { hasText: 'BIRTH_TYPE' })).toBeVisible();
    await picture(page, `lists-${language}`);

    await page.getByRole('button', { name: t.LISTS.NEW }).click();
    await expect(page).toHaveURL(/\/admin\/lists\/new$/);
    // Nothing filled: the rules speak and nothing is sent.
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/lists\/new$/);

    await page.locator('#list_nameFr').fill(nameFr);
    await page.locator('#list_nameAr').fill(`نمط الرضاعة ${stamp}`);
    await page.locator('#list_code').fill(code);
    const options = [
      ['Maternel', 'طبيعية'],
      ['Artificiel', 'اصطناعية'],
      ['Mixte', 'مختلطة'],
    ] as const;
    for (const [index, [valueFr, valueAr]] of options.entries()) {
      if (index > 0) await page.getByRole('button', { name: t.LISTS.FORM.ADD_OPTION }).click();
      await page.getByLabel(`${t.LISTS.COLUMNS.VALUE_FR} ${index + 1}`, { exact: true }).fill(valueFr);
      await page.getByLabel(`${t.LISTS.COLUMNS.VALUE_AR} ${index + 1}`, { exact: true }).fill(valueAr);
    }
    // "Mixte" to the top, with the keyboard.
    await page.getByRole('button', { name: t.LISTS.FORM.MOVE_UP.replace('{{position}}', '3') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t.LISTS.FORM.MOVE_UP.replace('{{position}}', '2') }).click();
    await picture(page, `list-new-${language}`);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();

    await expect(page).toHaveURL(/\/admin\/lists\/\d+\/show$/);
    await expect(page.getByText(code)).toBeVisible();
    await expect.poll(() => shownOrder(page)).toEqual(['Mixte', 'Maternel', 'Artificiel']);
    await picture(page, `list-show-${language}`);

    // Edit: "Artificiel" up one, a value renamed; the page shows the new order.
    await page.getByRole('button', { name: c.ACTIONS.EDIT }).click();
    await expect(page).toHaveURL(/\/admin\/lists\/\d+\/edit$/);
    await expect(page.locator('#list_code')).toHaveText(code);
    await page.getByRole('button', { name: t.LISTS.FORM.MOVE_UP.replace('{{position}}', '3') }).click();
    await page.getByLabel(`${t.LISTS.COLUMNS.VALUE_FR} 1`, { exact: true }).fill('Mixte (sein et biberon)');
    await picture(page, `list-edit-${language}`);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/lists\/\d+\/show$/);
    await expect.poll(() => shownOrder(page)).toEqual(['Mixte (sein et biberon)', 'Artificiel', 'Maternel']);

    // Found by its name in the list.
    await page.getByRole('button', { name: c.ACTIONS.BACK }).click();
    const box = page.locator('.evax-paged-table input').first();
    await box.fill(nameFr);
    await box.press('Enter');
    await expect(page.locator('.ant-table-row', { hasText: code })).toHaveCount(1);
  });
}
