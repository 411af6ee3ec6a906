import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formFr } from '../../shared/src/ui/i18n/form.fr';
import { formAr } from '../../shared/src/ui/i18n/form.ar';
import { COUNTER_CLICK_DEBOUNCE_MS } from '../../shared/src/ui/form/logic';
import type { TranslationShape } from '@evax/shared/runtime';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// The fields gallery (/admin/dev/gallery/fields): every field kind in one form, driven in
// Chromium in French and in Arabic: date typing and its message, the calendar and its upward
// flip, the range picker's layout, the time picker, the OTP boxes, counter caps, repeater bounds,
// and a submit that shows the values.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof formFr>> = { fr: formFr, ar: formAr };
const GALLERY = '/admin/dev/gallery/fields';
/** The calendar's "previous month" button, as antd's locale of each language names it. */
const ANTD_PREVIOUS_MONTH: Record<'fr' | 'ar', string> = { fr: 'Mois précédent', ar: 'الشهر السابق' };
const SHOTS = process.env.EVAX_GALLERY_SHOTS ?? path.join(os.tmpdir(), 'evax-gallery-shots');

/** The 32 field kinds of spec 1 §2.6, each of which the gallery shows. */
const FIELD_KINDS = [
  'form_repeater',
  'input',
  'input_mask',
  'custom_spacer',
  'border_bottom',
  'label_inout',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'date_picker_with_input',
  'date_picker_with_input_mapi',
  'time_picker',
  'upload',
  'input_otp',
  'counter',
  'text_devider',
  'input_metric',
  'input_color',
  'switch',
  'async_select',
  'creatable_select',
  'creatable_select_with_modal',
  'checkbox_group',
  'wysiwyg_editor',
  'date_picker',
  'multi_upload',
  'preloaded_table',
  'multiselect_table',
  'week_picker',
  'invisible_recapcha',
  'date_range_picker',
];

const field = (page: Page, name: string) => page.locator(`#gallery_${name}`);
// By its place, not its name: a spinner's icon would add "loading" to the name.
const saveButton = (page: Page) => page.locator('form#gallery button[type="submit"]');

async function openGallery(page: Page, language: 'fr' | 'ar'): Promise<void> {
  await useLanguage(page, language);
  await openSignedIn(page, 'admin', GALLERY);
  await expectDirection(page, language);
  await expect(field(page, 'birthDate')).toBeVisible();
}

/**
 * Clicks a counter button `times`, each click after the counter's click debounce (the page's clock,
 * installed by the test, moved past it rather than waited for), and sees its number change each time.
 */
async function clickCounter(page: Page, name: string, which: 'INCREMENT' | 'DECREMENT', t: TranslationShape<typeof formFr>, times = 1) {
  const shown = page.getByTestId(`gallery_${name}-value`);
  for (let i = 0; i < times; i += 1) {
    const before = Number(await shown.textContent());
    await page.clock.fastForward(COUNTER_CLICK_DEBOUNCE_MS);
    await field(page, name).getByRole('button', { name: t.FORM[which] }).click();
    await expect(shown).toHaveText(String(before + (which === 'INCREMENT' ? 1 : -1)));
  }
}

for (const language of LANGUAGES_UNDER_TEST) {
  const lang = language as 'fr' | 'ar';
  const t = TEXTS[lang];

  test(`date typing is strict DD/MM/YYYY and the calendar picks and flips upward (${language})`, async ({ page }) => {
    await openGallery(page, lang);
    const birth = field(page, 'birthDate');
    await birth.pressSequentially('31022024');
    await expect(page.locator('[data-field-error="birthDate"]')).toHaveText(t.ERROR.DATE_FORMAT);
    await expect(birth).toHaveValue('');
    await birth.pressSequentially('15032020');
    await expect(birth).toHaveValue('15/03/2020');
    await expect(page.locator('[data-field-error="birthDate"]')).toHaveCount(0);

    // Calendar: plenty of room below, it opens downward; pick the 10th.
    const mapi = field(page, 'mapiDate');
    await mapi.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.getByTestId('gallery_mapiDate-open').click();
    const calendar = page.getByTestId('gallery_mapiDate-calendar');
    await expect(calendar).toHaveAttribute('data-calendar-side', 'bottom');
    await calendar.locator('.ant-picker-cell-in-view', { hasText: /^10$/ }).first().click();
    await expect(mapi).toHaveValue(/^10\/\d{2}\/\d{4}$/);
    await expect(calendar).toBeHidden();

    // Under 250 px of room below: upward.
    await mapi.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 120));
    await page.getByTestId('gallery_mapiDate-open').click();
    const upward = page.getByTestId('gallery_mapiDate-calendar');
    await expect(upward).toHaveAttribute('data-calendar-side', 'top');
    const [inputBox, calendarBox] = [await mapi.boundingBox(), await upward.boundingBox()];
    expect(calendarBox!.y + calendarBox!.height).toBeLessThanOrEqual(inputBox!.y + 1);
    // The year dropdown spans 100 years.
    await upward.getByRole('combobox').nth(1).click();
    const thisYear = new Date().getFullYear();
    await expect(page.locator('.ant-select-item-option', { hasText: String(thisYear) }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test(`the date_picker kind opens downward with room and flips upward under 250 px of room below (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page, lang);
    const appointment = field(page, 'appointment');
    const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

    // Plenty of room below: downward, under the input.
    await appointment.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await appointment.click();
    await expect(popup).toBeVisible();
    await expect(popup).toHaveClass(/evax-picker-bottom/);
    // antd's own texts in the page's language (its locale is loaded with the language's texts).
    await expect(popup.getByRole('button', { name: ANTD_PREVIOUS_MONTH[lang], exact: true })).toBeVisible();
    // Each day's name leaves room in its column: antd's Arabic whole day names filled theirs and ran into each other.
    const crowded = await popup.locator('.ant-picker-content thead th').evaluateAll((heads) =>
      heads
        .filter((th) => {
          const text = document.createRange();
          text.selectNodeContents(th);
          return text.getBoundingClientRect().width > 0.75 * th.getBoundingClientRect().width;
        })
        .map((th) => th.textContent),
    );
    expect(crowded).toEqual([]);
    let [inputBox, popupBox] = [await appointment.boundingBox(), await popup.boundingBox()];
    expect(popupBox!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height - 1);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // 200 px of room below: upward, above the input.
    await appointment.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 200));
    const room = await appointment.evaluate((element) => window.innerHeight - element.getBoundingClientRect().bottom);
    expect(room).toBeLessThan(250);
    expect(room).toBeGreaterThan(150);
    await appointment.click();
    await expect(popup).toBeVisible();
    await expect(popup).toHaveClass(/evax-picker-top/);
    [inputBox, popupBox] = [await appointment.boundingBox(), await popup.boundingBox()];
    expect(popupBox!.y + popupBox!.height).toBeLessThanOrEqual(inputBox!.y + 1);
    await page.keyboard.press('Escape');
  });

  test(`the gallery shows all 32 field kinds (${language})`, async ({ page }) => {
    await openGallery(page, lang);
    const kinds = await page
      .locator('form#gallery [data-kind]')
      .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-kind')))].sort());
    expect(kinds).toEqual([...FIELD_KINDS].sort());
  });

  test(`the year dropdown offers the last 100 years: this year back to this year minus 99 (${language})`, async ({ page }) => {
    await openGallery(page, lang);
    const birth = field(page, 'birthDate');
    await birth.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.getByTestId('gallery_birthDate-open').click();
    const calendar = page.getByTestId('gallery_birthDate-calendar');
    await expect(calendar).toBeVisible();
    const year = calendar.getByRole('combobox', { name: 'year' });
    const thisYear = new Date().getFullYear();
    await expect(calendar.locator('.ant-select').nth(1)).toContainText(String(thisYear));
    await year.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const offers = async (wanted: number) => {
      await year.fill(String(wanted));
      return options.filter({ hasText: new RegExp(`^${wanted}$`) });
    };
    await expect(await offers(thisYear)).toHaveCount(1);
    await expect(await offers(thisYear - 99)).toHaveCount(1);
    await expect(await offers(thisYear - 100)).toHaveCount(0);
    await expect(await offers(thisYear + 1)).toHaveCount(0);
    // The oldest one can be chosen (from the keyboard: a click on a list that is still filtering
    // can land beside the calendar on a loaded machine and close it).
    await expect(await offers(thisYear - 99)).toHaveCount(1);
    await year.press('Enter');
    // Enter chooses the year. When the keystroke reaches the picker as the list settles, the picker
    // also takes the date and closes (the field then reads DD/MM/<that year>): either way, the year
    // chosen is the oldest one offered.
    const oldest = String(thisYear - 99);
    await expect(async () => {
      // Read without waiting: the calendar may be closing, and its year select gone.
      const takenInField = (await birth.inputValue()).endsWith(`/${oldest}`);
      const shownInCalendar = (await calendar.locator('.ant-select').nth(1).allTextContents()).join('').includes(oldest);
      expect(takenInField || shownInCalendar).toBe(true);
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
  });

  test(`the range picker is horizontal above 700 px and vertical below (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page, lang);
    await field(page, 'period').click();
    await expect(page.locator('.evax-range-horizontal .ant-picker-panels')).toBeVisible();
    await expect(page.locator('.evax-range-horizontal .ant-picker-panels')).toHaveCSS('flex-direction', 'row');
    // Days after today cannot be chosen.
    await expect(page.locator('.evax-range-horizontal .ant-picker-cell-disabled').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 640, height: 900 });
    await field(page, 'period').click();
    await expect(page.locator('.evax-range-vertical .ant-picker-panels')).toHaveCSS('flex-direction', 'column');
  });

  // Two journeys, not one: each key re-renders the whole gallery form, and on a loaded machine the
  // four widgets together came near the 60 s a journey has.
  test(`time picker and OTP (${language})`, async ({ page }) => {
    await openGallery(page, lang);
    // Time: digits only, hour above 12 refused with the hour message.
    const hour = page.locator('#gallery_time_hour');
    await hour.pressSequentially('a1b3');
    await expect(hour).toHaveValue('13');
    await expect(page.locator('#gallery_time_minute')).toBeFocused();
    await page.locator('#gallery_time_minute').pressSequentially('05');
    await expect(page.locator('[data-field-error="time"]')).toHaveText(t.ERROR.HOUR_FORMAT);
    await hour.fill('11');
    await expect(page.locator('[data-field-error="time"]')).toHaveCount(0);

    // OTP: one digit per box, focus moving on; letters refused.
    const boxes = field(page, 'otp').locator('input');
    await expect(boxes).toHaveCount(6);
    await boxes.first().click();
    await page.keyboard.type('1');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.type('x2345');
    await expect(boxes.nth(5)).toBeFocused();
    await page.keyboard.type('6');
    for (const [index, digit] of ['1', '2', '3', '4', '5', '6'].entries()) await expect(boxes.nth(index)).toHaveValue(digit);
  });

  test(`counters and repeater (${language})`, async ({ page }) => {
    // The page's clock runs as the real one, and clickCounter moves it past each click's debounce.
    await page.clock.install();
    await openGallery(page, lang);
    // Counters: never below 0; boys + girls capped by the number of children.
    await expect(field(page, 'children').getByRole('button', { name: t.FORM.DECREMENT })).toBeDisabled();
    await clickCounter(page, 'children', 'INCREMENT', t, 2);
    await clickCounter(page, 'boys', 'INCREMENT', t);
    await clickCounter(page, 'girls', 'INCREMENT', t);
    await expect(page.getByTestId('gallery_boys-value')).toHaveText('1');
    await expect(page.getByTestId('gallery_girls-value')).toHaveText('1');
    await expect(field(page, 'boys').getByRole('button', { name: t.FORM.INCREMENT })).toBeDisabled();
    await expect(field(page, 'girls').getByRole('button', { name: t.FORM.INCREMENT })).toBeDisabled();

    // Repeater: synced to the dose count, Add disabled at its maximum (5), Delete until none.
    const doses = field(page, 'doses');
    const add = doses.getByRole('button', { name: new RegExp(t.FORM.ADD_ROW) });
    await clickCounter(page, 'doseCount', 'INCREMENT', t, 3);
    await expect(doses).toHaveAttribute('data-rows', '3');
    await add.click();
    await add.click();
    await expect(doses).toHaveAttribute('data-rows', '5');
    await expect(add).toBeDisabled();
    for (let rows = 5; rows > 0; rows -= 1) await doses.getByRole('button', { name: t.FORM.DELETE_ROW }).first().click();
    await expect(doses).toHaveAttribute('data-rows', '0');
    await expect(add).toBeEnabled();
  });

  test(`the whole form submits and shows its values; screenshot (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page, lang);
    await expect(saveButton(page)).toHaveText(t.FORM.SUBMIT);
    await saveButton(page).click();
    await expect(page.locator('[data-field-error="birthDate"]')).toBeVisible();
    await expect(page.getByTestId('gallery-values')).toHaveCount(0);

    await field(page, lang === 'ar' ? 'nameAr' : 'nameFr').fill(lang === 'ar' ? 'سارة' : 'Sara');
    await field(page, 'governorate').click();
    await field(page, 'governorate').press('Enter');
    await field(page, 'parentType').locator('.ant-radio-wrapper').first().click();
    await field(page, 'birthDate').pressSequentially('01022021');
    await field(page, 'terms').check();
    await expect(saveButton(page)).toHaveText(t.FORM.SUBMIT);
    await saveButton(page).click();
    const values = page.getByTestId('gallery-values');
    await expect(values).toContainText('"birthDate": "2021-02-01"');
    await expect(values).toContainText('"parentType": "MOTHER"');
    await expect(values).toContainText('"bot": "gallery-token-');
    await expect(page.locator('[data-bot-language]')).toHaveAttribute('data-bot-language', lang);

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `gallery-${language}.png`), fullPage: true });
  });
}
