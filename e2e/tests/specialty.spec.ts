import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TranslationShape } from '@evax/shared/runtime';
import { fr } from '../../remote-reference/src/i18n/fr';
import { ar } from '../../remote-reference/src/i18n/ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { archiveReactivateDelete, exportCsvHolding, importCsvWithOneBadRow } from './reference-steps';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// An administrator adds a commercial product (specialty) to a DCI, finds it, opens it, edits
// it, exports it, re-imports it with one bad row, archives it, finds it under the archived
// toggle, reactivates it and deletes it, in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

for (const [index, language] of LANGUAGES_UNDER_TEST.entries()) {
  test(`an administrator manages a specialty from creation to deletion (${language})`, async ({ page }) => {
    // A long journey: three times the usual time, for a loaded machine.
    test.slow();
    const t = TEXTS[language as keyof typeof TEXTS].REFERENCE;
    const c = COMMON_TEXTS[language as keyof typeof COMMON_TEXTS].COMMON;
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
    const dci = page.locator('#specialty_dci');
    await dci.click();
    await dci.pressSequentially('BCG');
    // Found by its French name, offered by its name in the page's language.
    const bcg = language === 'ar' ? 'بي سي جي' : 'BCG';
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: bcg }).first()).toBeVisible();
    await dci.press('Enter');
    await page.locator('#specialty_pctCode').fill(pctCode);
    await page.locator('#specialty_commercialName').fill(commercialName);
    await page.locator('#specialty_manufacturer').fill('Institut Pasteur de Tunis');
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie(\?|$)/);

    const box = page.locator('.evax-paged-table input').first();
    await box.fill(commercialName);
    await box.press('Enter');
    await expect(rowOf(page, commercialName)).toHaveCount(1);

    // Its own page.
    await rowOf(page, commercialName).getByRole('button', { name: c.ACTIONS.SHOW }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie\/\d+$/);
    await expect(page.getByText(pctCode)).toBeVisible();
    await page.goBack();

    // Edit its name.
    await rowOf(page, commercialName).getByRole('button', { name: c.ACTIONS.EDIT }).click();
    await expect(page).toHaveURL(/\/admin\/edit\/\d+\/specialtie$/);
    const edited = `${commercialName} bis`;
    await page.locator('#specialty_commercialName').fill(edited);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/specialtie(\?|$)/);
    await box.fill(edited);
    await box.press('Enter');
    await expect(rowOf(page, edited)).toHaveCount(1);

    // Export what the list shows; re-import it changed, with a new specialty and one bad row.
    const exported = await exportCsvHolding(page, c, /^specialties-\d{4}-\d{2}-\d{2}\.csv$/, edited);
    const dciName = exported
      .split(/\r?\n/)
      .find((line) => line.includes(pctCode))!
      .split(',')[3];
    const csv = [
      'pctCode,commercialName,dci,manufacturer',
      `${pctCode},${edited},${dciName},Sanofi Pasteur`,
      `9${index}${stamp},${commercialName} importé,${dciName},Institut Pasteur de Tunis`,
      `pas-un-code,${commercialName} rejeté,${dciName},Institut Pasteur de Tunis`,
    ].join('\n');
    await importCsvWithOneBadRow(page, c, csv, { created: 1, updated: 1, rejected: 1 }, { row: 4, field: 'pctCode' });
    await expect(rowOf(page, edited)).toContainText('Sanofi Pasteur');

    // Archive, find under the archived toggle, reactivate, delete.
    await archiveReactivateDelete(page, c, edited, t.SPECIALTY);
  });
}
