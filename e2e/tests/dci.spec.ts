import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fr } from '../../remote-reference/src/i18n/fr';
import { ar } from '../../remote-reference/src/i18n/ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import type { TranslationShape } from '@evax/shared/runtime';
import { archiveReactivateDelete, exportCsvHolding, importCsvWithOneBadRow } from './reference-steps';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// An administrator keeps the DCI catalogue: create, find, edit, export, re-import with one bad
// row, archive, find under the archived toggle, reactivate and delete, in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };

/** Opens a select and takes its first option with the keyboard (a closing dropdown's options may still be on screen). */
async function pickFirstOption(page: Page, selectId: string): Promise<void> {
  const select = page.locator(`#${selectId}`);
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await select.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

function rowOf(page: Page, name: string) {
  return page.locator('.ant-table-row', { hasText: name });
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.locator('.evax-paged-table input').first();
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/search=/);
}

for (const language of LANGUAGES_UNDER_TEST) {
  test(`an administrator manages a DCI from creation to deletion (${language})`, async ({ page }) => {
    // A long journey: three times the usual time, for a loaded machine.
    test.slow();
    const t = TEXTS[language as keyof typeof TEXTS].REFERENCE;
    const c = COMMON_TEXTS[language as keyof typeof COMMON_TEXTS].COMMON;
    const name = `DCI essai ${language} ${Date.now()}`;
    await useLanguage(page, language);
    await openSignedIn(page, 'admin', '/admin/dci');
    await expectDirection(page, language);

    // Create.
    await page.getByRole('button', { name: t.DCI.NEW }).click();
    await expect(page).toHaveURL(/\/admin\/add\/new$/);
    await page.locator('#dci_name').fill(name);
    await pickFirstOption(page, 'dci_vaccineType');
    await pickFirstOption(page, 'dci_vaccineCategory');
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/dci(\?|$)/);
    await expect(page.getByText(c.MESSAGES.SAVED).first()).toBeVisible();

    // A second DCI of the same name is refused on its field, and nothing is written.
    await page.goto('/admin/add/new');
    await page.locator('#dci_name').fill(name.toUpperCase());
    await pickFirstOption(page, 'dci_vaccineType');
    await pickFirstOption(page, 'dci_vaccineCategory');
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page.locator('.ant-form-item-has-error')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add\/new$/);

    // Find and edit.
    await page.goto('/admin/dci');
    await search(page, name);
    await expect(rowOf(page, name)).toHaveCount(1);
    await rowOf(page, name).getByRole('button', { name: c.ACTIONS.EDIT }).click();
    const edited = `${name} modifiée`;
    await page.locator('#dci_name').fill(edited);
    await page.getByRole('button', { name: c.ACTIONS.SAVE }).click();
    await expect(page).toHaveURL(/\/admin\/dci(\?|$)/);
    await search(page, edited);
    await expect(rowOf(page, edited)).toHaveCount(1);

    // Export what the list shows; re-import it changed, with a new DCI and one bad row.
    await exportCsvHolding(page, c, /^dci-\d{4}-\d{2}-\d{2}\.csv$/, edited);
    const csv = [
      'name,vaccineType,vaccineCategory',
      `${edited},inactivated,rabies`,
      `${name} importée,live_attenuated,routine`,
      `${name} rejetée,not_a_type,routine`,
    ].join('\n');
    await importCsvWithOneBadRow(page, c, csv, { created: 1, updated: 1, rejected: 1 }, { row: 4, field: 'vaccineType' });
    await expect(rowOf(page, edited)).toContainText(t.DCI.CATEGORY.rabies);

    // Archive, find under the archived toggle, reactivate, delete.
    await archiveReactivateDelete(page, c, edited, t.DCI);
  });
}

/** A seeded DCI with its two names: each language's page reads it in its own. */
const MMR = { fr: 'Vaccin rougeole-oreillons-rubéole (ROR)', ar: 'لقاح الحصبة والنكاف والحصبة الألمانية' };
/** What a user of each language types to find it: in Arabic without the hamza the name has (الالمانية). */
const MMR_SEARCH = { fr: 'oreillons', ar: 'والنكاف والحصبة الالمانية' };

for (const language of LANGUAGES_UNDER_TEST) {
  test(`the catalogue reads in the page's language: list, search and DCI page (${language})`, async ({ page }) => {
    const lang = language as keyof typeof MMR;
    const other = lang === 'ar' ? 'fr' : 'ar';
    const c = COMMON_TEXTS[lang].COMMON;
    await useLanguage(page, language);
    await openSignedIn(page, 'admin', '/admin/dci');
    await expectDirection(page, language);

    await search(page, MMR_SEARCH[lang]);
    const row = rowOf(page, MMR[lang]);
    await expect(row).toHaveCount(1);
    await expect(page.locator('.ant-table-row', { hasText: MMR[other] })).toHaveCount(0);

    await row.getByRole('button', { name: c.ACTIONS.SHOW }).click();
    await expect(page).toHaveURL(/\/admin\/dci\/\d+\/show$/);
    await expect(page.locator('.ant-card-head-title')).toHaveText(MMR[lang]);
    // The page shows both names, each in its own direction.
    await expect(page.locator('span[lang="ar"][dir="rtl"]', { hasText: MMR.ar })).toBeVisible();
    await expect(page.locator('span[lang="fr"][dir="ltr"]', { hasText: MMR.fr })).toBeVisible();
  });
}
