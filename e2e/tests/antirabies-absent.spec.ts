import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ACCOUNT_API_PATHS, type Paged, type SmsOutboxRow } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { apiSignIn } from './account-support';
import { agentApi, randomPhone, registerChild } from './child-card-support';
import { firstRabiesVaccine, giveDoseThroughApi, openScratchSheet } from './rabies-support';
import { LANGUAGES_UNDER_TEST, expectDirection, menuLink, signIn, tunisDay, useLanguage } from './support';

// Absences (issue 31): a citizen's anti-rabies sheet whose day-3 visit is past without a dose
// (set up through the API: a category II scratch 5 days ago, the day-0 dose given that day) shows
// in the absent list with its phone and days late; the agent downloads the list as CSV and sends
// the citizen a reminder SMS, confirmed, which the development outbox holds; in French and Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON = { fr: commonFr.COMMON, ar: commonAr.COMMON };

for (const language of LANGUAGES_UNDER_TEST) {
  test(`anti-rabies absent list: a late day-3 visit, its CSV, a reminder SMS (${language})`, async ({ page, request }) => {
    const t = TEXTS[language as 'fr' | 'ar'].VACCINATION.RABIES_ABSENT;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const phone = randomPhone();
    const ficheId = await openScratchSheet(request, api, child.evaxNumber, 5, phone);
    // The day-0 dose given 5 days ago (between the aggression and yesterday): the day-3 visit was 2 days ago.
    await giveDoseThroughApi(request, api, ficheId, 0, tunisDay(-5), (await firstRabiesVaccine(request, api)).id);

    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'agent');

    // From the anti-rabies list to the absent list.
    await page.goto(ROUTES.rabiesList);
    await page.getByRole('button', { name: t.LINK }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.rabiesAbsent}$`));
    await expectDirection(page, language);
    await expect(menuLink(page, ROUTES.rabiesAbsent)).toBeVisible();
    await page.goto(`${ROUTES.rabiesAbsent}?search=${child.evaxNumber}`);
    const row = page.locator('tr.ant-table-row', { hasText: child.evaxNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(phone);
    await expect(row).toContainText(language === 'ar' ? 'يومان' : '2 jours');

    // The list as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: COMMON[language as 'fr' | 'ar'].FILES.EXPORT_CSV }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^absents-antirabique-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await file.path(), 'utf8');
    expect(csv).toContain(`${child.evaxNumber},`);
    expect(csv).toContain(`,${tunisDay(-2)},2,`);

    // A reminder, in the screen's language, confirmed; the outbox holds it; a second one waits for tomorrow.
    await row.getByRole('button', { name: t.REMIND }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: t.LANGUAGES[language as 'fr' | 'ar'] })).toBeChecked();
    await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-absent-remind-ar.png'), fullPage: true });
    await dialog.getByRole('button', { name: t.SEND }).click();
    await expect(page.getByText(t.REMINDER_SENT.replace('{{phone}}', `\u2066${phone}\u2069`))).toBeVisible();
    await expect(row.getByRole('button', { name: t.REMINDED_TODAY })).toBeDisabled();
    const admin = await apiSignIn(request, 'superadmin');
    const outbox = await request.get(`${ACCOUNT_API_PATHS.smsDevOutbox}?to=${encodeURIComponent(phone)}`, {
      headers: { Authorization: `Bearer ${admin.access}` },
    });
    const sent = ((await outbox.json()) as Paged<SmsOutboxRow>).results;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(language === 'ar' ? 'تذكير بالتلقيح ضد داء الكلب' : 'rappel de vaccination antirabique');
    if (language === 'ar') await page.screenshot({ path: path.join(os.tmpdir(), 'i31-absent-ar.png'), fullPage: true });
  });
}
