import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from '../../shared/src/ui/i18n/common.fr';

/** The words every list shares (COMMON.*): its actions and its import and export. */
export type CommonTexts = TranslationShape<typeof commonFr>['COMMON'];

/** Exports the list as it is filtered to CSV; checks the file's name and that it holds `expected`. */
export async function exportCsvHolding(page: Page, t: CommonTexts, fileName: RegExp, expected: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.FILES.EXPORT_CSV }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(fileName);
  const text = await fs.readFile(await file.path(), 'utf8');
  expect(text).toContain(expected);
  return text;
}

export interface ImportCounts {
  created: number;
  updated: number;
  rejected: number;
}

/**
 * Imports `csv` keeping the good rows, and checks the report: the counts, and the rejected row
 * (its number as a spreadsheet shows it) with the field that made it so.
 */
export async function importCsvWithOneBadRow(
  page: Page,
  t: CommonTexts,
  csv: string,
  counts: ImportCounts,
  rejected: { row: number; field: string },
): Promise<void> {
  await page.getByRole('button', { name: t.FILES.IMPORT }).first().click();
  const modal = page.locator('.ant-modal');
  await modal.locator('input[type=file]').setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await modal.getByText(t.FILES.MODE.partial).click();
  await modal.getByRole('button', { name: t.FILES.SEND }).click();
  await expect(modal.getByText(t.FILES.COMMITTED)).toBeVisible();
  const count = (label: string) => modal.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::*[1]');
  await expect(count(t.FILES.STATUS.created)).toHaveText(String(counts.created));
  await expect(count(t.FILES.STATUS.updated)).toHaveText(String(counts.updated));
  await expect(count(t.FILES.STATUS.rejected)).toHaveText(String(counts.rejected));
  const bad = modal.locator('.ant-table-row');
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('td').first()).toHaveText(String(rejected.row));
  await expect(bad).toContainText(`${rejected.field}:`);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: t.FILES.CLOSE }).click();
  await expect(modal).toHaveCount(0);
}

/**
 * Archives the row named `name` (it leaves the active list and shows under the archived toggle),
 * reactivates it (back in the active list), then deletes it after confirming.
 */
export async function archiveReactivateDelete(
  page: Page,
  t: CommonTexts,
  name: string,
  entity: { ACTIVATE: { OK: string }; DEACTIVATE: { OK: string } },
): Promise<void> {
  const row = page.locator('.ant-table-row', { hasText: name });
  await row.getByRole('button', { name: t.ACTIONS.DEACTIVATE }).click();
  await expect(page).toHaveURL(/\/deactivate\/\d+/);
  await page.locator('.ant-modal').getByRole('button', { name: entity.DEACTIVATE.OK }).click();
  await expect(page).not.toHaveURL(/\/deactivate\//);
  await expect(row).toHaveCount(0);
  await page.locator('.evax-paged-table .ant-segmented-item').nth(1).click();
  await expect(page).toHaveURL(/is_active=0/);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: t.ACTIONS.ACTIVATE }).click();
  await expect(page).toHaveURL(/\/activate\/\d+/);
  await page.locator('.ant-modal').getByRole('button', { name: entity.ACTIVATE.OK }).click();
  await expect(page).not.toHaveURL(/\/activate\//);
  await expect(row).toHaveCount(0);
  await page.locator('.evax-paged-table .ant-segmented-item').nth(0).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: t.ACTIONS.DELETE }).click();
  await page.locator('.ant-popconfirm').getByRole('button').last().click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.evax-paged-table')).toBeVisible();
  await expect(row).toHaveCount(0);
}
