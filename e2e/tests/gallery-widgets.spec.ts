import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TranslationShape } from '@evax/shared/runtime';
import { widgetsFr } from '../../shared/src/ui/i18n/widgets.fr';
import { widgetsAr } from '../../shared/src/ui/i18n/widgets.ar';
import { formFr } from '../../shared/src/ui/i18n/form.fr';
import { formAr } from '../../shared/src/ui/i18n/form.ar';
import { fr as uiFr } from '../../shared/src/ui/i18n/fr';
import { ar as uiAr } from '../../shared/src/ui/i18n/ar';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// The shared widgets on the developer gallery, driven in French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof widgetsFr>> = { fr: widgetsFr, ar: widgetsAr };
const FORM_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof formFr>> = { fr: formFr, ar: formAr };
const UI: Record<'fr' | 'ar', TranslationShape<typeof uiFr>> = { fr: uiFr, ar: uiAr };
const GALLERY = '/admin/dev/gallery/widgets';

const section = (page: Page, id: string) => page.locator(`[data-section="${id}"]`);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
/** `t(key, { count })` as i18next resolves it: the language's plural form of the count. */
const countText = (forms: object, base: string, count: number, lang: 'fr' | 'ar') =>
  fill((forms as Record<string, string>)[`${base}_${new Intl.PluralRules(lang).select(count)}`] ?? base, { count });

for (const language of LANGUAGES_UNDER_TEST) {
  const lang = language as 'fr' | 'ar';

  test.describe(`widgets gallery (${lang})`, () => {
    /** The gallery drawing `sections` alone (its `?section=`: one widget's page is lighter than all of them). */
    const openGallery = async (page: Page, sections: string) => {
      await useLanguage(page, lang);
      await openSignedIn(page, 'admin', `${GALLERY}?section=${sections}`);
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { name: TEXTS[lang].WIDGETS.GALLERY.TITLE })).toBeVisible();
    };

    test('paged table keeps page, size, sort and the archived toggle in the URL', async ({ page }) => {
      await openGallery(page, 'table');
      const t = TEXTS[lang].WIDGETS.GALLERY;
      const showing = UI[lang].TABLE.SHOWING;
      const table = section(page, 'table');
      await expect(table.locator('.evax-table-total')).toHaveText(fill(showing, { from: 1, to: 10, size: 52 }));
      await expect(table.locator('tr.evax-row-done').first()).toBeVisible();

      await table.locator('.evax-page-item-2').click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(table.locator('.evax-table-total')).toHaveText(fill(showing, { from: 11, to: 20, size: 52 }));

      await table.getByRole('columnheader', { name: t.NUMBER }).click();
      await expect(page).toHaveURL(/[?&]ordering=number(&|$)/);
      await expect(page).not.toHaveURL(/[?&]page=2/);
      await table.getByRole('columnheader', { name: t.NUMBER }).click();
      await expect(page).toHaveURL(/[?&]ordering=-number(&|$)/);
      await expect(table.locator('.ant-table-row').first()).toContainText('100000393');

      await page.reload();
      await expect(table.locator('.ant-table-row').first()).toContainText('100000393');

      await table.locator('.ant-segmented-item').nth(1).click();
      await expect(page).toHaveURL(/[?&]is_active=0(&|$)/);
      await expect(table.locator('.evax-table-total')).toHaveText(fill(showing, { from: 1, to: 5, size: 5 }));

      const box = table.locator('input').first();
      await box.fill('abc');
      await expect(box).toHaveValue('');
    });

    test('stepper: a refused step blocks, the last step submits', async ({ page }) => {
      await openGallery(page, 'stepper');
      const t = TEXTS[lang];
      const stepper = section(page, 'stepper');
      await stepper.getByRole('button', { name: t.GENERAL.NEXT }).click();
      await expect(stepper.getByText(UI[lang].ERROR.CODE.VALIDATION.REQUIRED)).toBeVisible();

      await stepper.getByLabel(t.WIDGETS.GALLERY.NAME).fill('Amine');
      await stepper.getByText(t.WIDGETS.GALLERY.BLOCK).click();
      await stepper.getByRole('button', { name: t.GENERAL.NEXT }).click();
      await expect(stepper.getByText(t.WIDGETS.GALLERY.STEP_REFUSED)).toBeVisible();
      await expect(stepper.getByLabel(t.WIDGETS.GALLERY.PHONE)).toHaveCount(0);

      await stepper.getByText(t.WIDGETS.GALLERY.BLOCK).click();
      await stepper.getByRole('button', { name: t.GENERAL.NEXT }).click();
      await stepper.getByLabel(t.WIDGETS.GALLERY.PHONE).fill('22123456');
      await stepper.getByRole('button', { name: t.GENERAL.BACK }).click();
      await expect(stepper.getByLabel(t.WIDGETS.GALLERY.NAME)).toHaveValue('Amine');
      await stepper.getByRole('button', { name: t.GENERAL.NEXT }).click();
      await stepper.getByRole('button', { name: t.GENERAL.NEXT }).click();
      await stepper.getByRole('button', { name: t.GENERAL.SAVE }).click();
      await expect(stepper.getByText(fill(t.WIDGETS.GALLERY.SUBMITTED, { name: 'Amine', phone: '22123456' }))).toBeVisible();
    });

    test('modal form saves and closes; confirmation modal', async ({ page }) => {
      await openGallery(page, 'modals');
      const t = TEXTS[lang];
      const modals = section(page, 'modals');
      await modals.getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_MODAL_FORM }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.GENERAL.SAVE }).click();
      await expect(dialog.getByText(UI[lang].ERROR.CODE.VALIDATION.REQUIRED)).toBeVisible();
      await dialog.getByLabel(t.WIDGETS.GALLERY.NAME).fill('Liste BCG');
      await dialog.getByRole('button', { name: t.GENERAL.SAVE }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(modals.getByText(fill(t.WIDGETS.GALLERY.SAVED, { name: 'Liste BCG' }))).toBeVisible();

      await modals.getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_MODAL_FORM }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.GENERAL.CANCEL }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await modals.getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_CONFIRM }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.GENERAL.CONFIRM }).click();
      await expect(modals.getByText(t.WIDGETS.GALLERY.CONFIRMED)).toBeVisible();
    });

    test('calendar: month, week and day views, previous, next and today', async ({ page }) => {
      await openGallery(page, 'calendar');
      const t = TEXTS[lang].WIDGETS.CALENDAR;
      const calendar = section(page, 'calendar').locator('.evax-calendar');
      await calendar.scrollIntoViewIfNeeded();
      const title = calendar.locator('.evax-calendar-title');
      await expect(calendar).toHaveAttribute('data-view', 'month');
      await expect(calendar.getByRole('gridcell')).toHaveCount(42);
      const month = await title.textContent();

      await calendar.getByRole('button', { name: t.NEXT }).click();
      await expect(title).not.toHaveText(month!);
      await calendar.getByRole('button', { name: t.TODAY }).click();
      await expect(title).toHaveText(month!);
      await calendar.getByRole('button', { name: t.PREVIOUS }).click();
      await expect(title).not.toHaveText(month!);
      await calendar.getByRole('button', { name: t.TODAY }).click();

      await calendar.getByText(t.WEEK, { exact: true }).click();
      await expect(calendar).toHaveAttribute('data-view', 'week');
      await expect(calendar.getByRole('gridcell')).toHaveCount(7);
      await expect(calendar.locator('[aria-current="date"]')).toHaveCount(1);
      await expect(calendar.getByText('BCG – Amine')).toBeVisible();

      await calendar.getByText(t.DAY, { exact: true }).click();
      await expect(calendar).toHaveAttribute('data-view', 'day');
      await expect(calendar.getByText('Polio – Yasmine')).toBeVisible();
      await calendar.getByRole('button', { name: t.NEXT }).click();
      await expect(calendar.getByText('DTC – Omar')).toBeVisible();
      await expect(calendar.getByText('Polio – Yasmine')).toHaveCount(0);
    });

    test('PDF download retries 3 times at 500 ms, then says so at the top right', async ({ page }) => {
      await openGallery(page, 'pdf');
      const t = TEXTS[lang];
      const pdf = section(page, 'pdf');
      await pdf.scrollIntoViewIfNeeded();
      const started = Date.now();
      const failing = pdf.getByRole('button', { name: t.WIDGETS.GALLERY.PDF_FAILING });
      await failing.click();
      await expect(failing).toHaveClass(/ant-btn-loading/);
      await expect(page.locator('.ant-notification-topRight').getByText(t.GENERAL.ERROR_DOWNLOAD_PDF)).toBeVisible({ timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      await expect(pdf.getByTestId('pdf-attempts')).toHaveText(fill(t.WIDGETS.GALLERY.ATTEMPTS, { count: 4 }));

      const download = page.waitForEvent('download');
      await pdf.getByRole('button', { name: t.WIDGETS.GALLERY.PDF_OK }).click();
      expect((await download).suggestedFilename()).toBe('carnet-evax.pdf');
    });

    test('the page-level upload widget takes 3 files of application types, then disables itself', async ({ page }) => {
      await openGallery(page, 'upload');
      const t = TEXTS[lang];
      const upload = section(page, 'upload');
      const chooser = upload.locator('#gallery-attachments input[type="file"]');
      const file = (name: string, mimeType = 'application/pdf') => ({ name, mimeType, buffer: Buffer.from(`%PDF-1.4 ${name}`) });
      await chooser.setInputFiles([file('photo.png', 'image/png')]);
      await expect(page.getByText(FORM_TEXTS[lang].ERROR.REJECTED_FILE_TYPE)).toBeVisible();
      await chooser.setInputFiles([file('carnet.pdf'), file('ordonnance.pdf'), file('echec.pdf'), file('radio.pdf')]);
      // The fourth is turned away (its toast can be pushed out by the three results: 3 toasts at most).
      await expect(upload.locator('#gallery-attachments [data-status]')).toHaveCount(3);
      await expect(upload.locator('#gallery-attachments')).not.toContainText('radio.pdf');
      await expect(upload.getByTestId('gallery-upload-sent')).toHaveText(countText(t.WIDGETS.GALLERY, 'UPLOAD_SENT', 2, lang));
      await expect(upload.locator('#gallery-attachments [data-status="failed"]')).toContainText('echec.pdf');
      await expect(page.getByText(t.GENERAL.UPLOAD_FAILED)).toBeVisible();
      // The failed file holds no place: a third one goes in, and the widget is full.
      await chooser.setInputFiles([file('vaccins.pdf')]);
      await expect(upload.getByTestId('gallery-upload-sent')).toHaveText(countText(t.WIDGETS.GALLERY, 'UPLOAD_SENT', 3, lang));
      await expect(upload.getByTestId('gallery-attachments-button')).toBeDisabled();
      await expect(upload.getByTestId('gallery-attachments-button')).toHaveText(t.WIDGETS.UPLOAD.FULL);
      // The statuses preview below shows a carnet.pdf too: the widget's own one.
      await upload
        .locator('#gallery-attachments')
        .getByRole('button', { name: `${t.WIDGETS.UPLOAD.REMOVE} carnet.pdf` })
        .click();
      await expect(upload.getByTestId('gallery-attachments-button')).toBeEnabled();
      await expect(upload.getByTestId('gallery-upload-sent')).toHaveText(countText(t.WIDGETS.GALLERY, 'UPLOAD_SENT', 2, lang));
    });

    test('the cropper saves a 16:9 crop of the image, zoomed or not, and the gallery shows its size', async ({ page }) => {
      await openGallery(page, 'cropper');
      const t = TEXTS[lang];
      const cropper = section(page, 'cropper');
      const cropped = cropper.getByTestId('cropped');
      const croppedSize = async () => {
        const match = /(\d+) × (\d+)/.exec((await cropped.textContent()) ?? '');
        expect(match, 'the gallery shows "width × height"').not.toBeNull();
        return { width: Number(match![1]), height: Number(match![2]) };
      };
      await cropper.scrollIntoViewIfNeeded();
      await expect(cropped).toHaveCount(0);

      // Unzoomed: the whole width of the 800 × 500 sample, at 16:9.
      await cropper.getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_CROPPER }).click();
      const dialog = page.getByRole('dialog');
      const save = dialog.getByRole('button', { name: t.GENERAL.SAVE });
      await expect(dialog.getByTestId('crop-box')).toContainText('800 × 450');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(cropped).toHaveText(fill(t.WIDGETS.GALLERY.CROPPED, { width: 800, height: 450 }));

      // Zoomed to the most (3×): a third of it, still 16:9.
      await cropper.getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_CROPPER }).click();
      await expect(dialog.getByTestId('crop-box')).toContainText('800 × 450');
      await dialog.getByRole('slider').focus();
      await page.keyboard.press('End');
      await expect(dialog.getByTestId('crop-box')).not.toContainText('800 × 450');
      await save.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(cropped).not.toContainText('800 × 450');
      const zoomed = await croppedSize();
      expect(zoomed.width).toBeGreaterThanOrEqual(266);
      expect(zoomed.width).toBeLessThanOrEqual(267);
      expect(Math.abs(zoomed.width / zoomed.height - 16 / 9)).toBeLessThan(0.02);
      expect(Math.min(zoomed.width, zoomed.height)).toBeGreaterThanOrEqual(10);
    });

    test('detail page, PDF viewer, KPI, upload preview and cropper are finished (screenshot)', async ({ page }) => {
      await openGallery(page, 'detail,pdf,kpi,upload,cropper');
      const t = TEXTS[lang];
      const detail = section(page, 'detail');
      await expect(detail.locator('.evax-pdf-viewer canvas').first()).toBeVisible({ timeout: 20_000 });
      await expect(detail.getByText('CSB Sfax Médina').first()).toBeVisible();
      await expect(detail.locator('[data-field="closedAt"]')).toHaveCount(0);
      await detail.getByRole('switch').click();
      await expect(detail.locator('[data-field="closedAt"]')).toBeVisible();
      await detail.getByRole('button', { name: t.WIDGETS.DETAIL.EDIT_MENU }).click();
      await page.getByRole('menuitem', { name: t.WIDGETS.GALLERY.CLOSE_FOLDER }).click();
      await expect(detail.getByTestId('detail-action')).toContainText(t.WIDGETS.GALLERY.CLOSE_FOLDER);

      await expect(section(page, 'kpi').locator('.ant-statistic-content').first()).toHaveText(/^1\D?625$/);
      await expect(section(page, 'upload').getByText(t.WIDGETS.UPLOAD.TOO_BIG)).toBeVisible();

      await section(page, 'cropper').getByRole('button', { name: t.WIDGETS.GALLERY.OPEN_CROPPER }).click();
      await expect(page.getByRole('dialog').getByTestId('crop-box')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: t.GENERAL.CANCEL }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(os.tmpdir(), `gallery-widgets-${lang}.png`), fullPage: true });
    });
  });
}
