import { expect, test, type Page } from '@playwright/test';
import type { TranslationShape } from '@evax/shared/runtime';
import { fr } from '../../remote-reference/src/i18n/fr';
import { ar } from '../../remote-reference/src/i18n/ar';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// An administrator adds a commercial product (specialty) to a DCI, finds it, opens it,
// archives it and finds it under the archived toggle, in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

for (const [index, language] of LANGUAGES_UNDER_TEST.entries()) {
  test(`an administrator adds a specialty to a DCI and archives it (${language})`, async ({ page }) => {
    const t = TEXTS[language as keyof typeof TEXTS].REFERENCE;
    const stamp = String(Date.now()).slice(-7);
    const commercialName = `Vaxessai ${language} ${stamp}`;
    const pctCode = `8${index}${stamp}`;
    await useLanguage(page, language);
    await signIn(page, 'admin');
    await page.locator('.ant-menu a[href="/admin/specialtie"]').click();
    await expectDirection(page, language);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    await page.getByRole('button', { name: t.SPECIALTY.NEW }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie\/add\/new$/);
    const dci = page.locator('#specialty-dci');
    await dci.click();
    await dci.pressSequentially('BCG');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'BCG' }).first()).toBeVisible();
    await dci.press('Enter');
    await page.locator('#specialty-pctCode').fill(pctCode);
    await page.locator('#specialty-commercialName').fill(commercialName);
    await page.locator('#specialty-manufacturer').fill('Institut Pasteur de Tunis');
    await page.getByRole('button', { name: t.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie(\?|$)/);

    const box = page.locator('.evax-paged-table input').first();
    await box.fill(commercialName);
    await box.press('Enter');
    await expect(rowOf(page, commercialName)).toHaveCount(1);

    // Its own page.
    await rowOf(page, commercialName).getByRole('button', { name: t.ACTIONS.SHOW }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie\/\d+$/);
    await expect(page.getByText(pctCode)).toBeVisible();
    await page.goBack();

    // Archive it: gone from the active list, there under the archived toggle.
    await rowOf(page, commercialName).getByRole('button', { name: t.ACTIONS.DEACTIVATE }).click();
    await page.locator('.ant-modal').getByRole('button', { name: t.SPECIALTY.DEACTIVATE.OK }).click();
    await expect(rowOf(page, commercialName)).toHaveCount(0);
    await page.locator('.evax-paged-table .ant-segmented-item').nth(1).click();
    await expect(rowOf(page, commercialName)).toHaveCount(1);
  });
}
