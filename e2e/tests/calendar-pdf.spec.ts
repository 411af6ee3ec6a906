import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DOCUMENTS_API_PATHS, VACCINATION_API_PATHS, apiPath, type RoutineFolder } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { widgetsAr } from '../../shared/src/ui/i18n/widgets.ar';
import { widgetsFr } from '../../shared/src/ui/i18n/widgets.fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, openSignedIn, useLanguage } from './support';

// A health agent downloads a child's vaccine calendar from the booklet, in French and in Arabic:
// the first try fails (the server cannot generate it), the kit's button tries again, and the PDF
// saved is the child's, its text (extracted with pdf.js, as the API tests do) in the screen's language.
const BUTTON = { fr: widgetsFr.GENERAL.DOWNLOAD_PDF, ar: widgetsAr.GENERAL.DOWNLOAD_PDF };
const TITLE = { fr: 'Calendrier vaccinal', ar: 'رزنامة التلقيح' };
const UPCOMING = { fr: 'À venir', ar: 'قادمة' };
const EXTRACT = path.resolve(import.meta.dirname, '../../api/test/support/pdf-text-extract.mjs');

const pdfText = (file: string) =>
  (JSON.parse(execFileSync(process.execPath, [EXTRACT, file], { encoding: 'utf8' })) as { str: string }[]).map((item) => item.str).join(' ');

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`the booklet's calendar PDF downloads through the retry button, with the child's doses (${language})`, async ({ page, request }) => {
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const folder = (await (
      await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber }), { headers: api.headers })
    ).json()) as RoutineFolder;
    const pdfPath = apiPath(DOCUMENTS_API_PATHS.calendarPdf, { param: child.evaxNumber, lang: language });
    let tries = 0;
    await page.route(`**${pdfPath}`, async (route) => {
      tries += 1;
      if (tries === 1) await route.fulfill({ status: 500, json: { key: 'ERROR.CODE.PDF_GENERATION_FAILED' } });
      else await route.continue();
    });

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: BUTTON[language] }).click();
    const file = await download;
    expect(tries).toBe(2);
    expect(file.suggestedFilename()).toBe(`calendrier-vaccinal-${child.evaxNumber}-${language}.pdf`);

    const text = pdfText(await file.path());
    expect(text).toContain(TITLE[language]);
    expect(text).toContain(child.evaxNumber);
    expect(text).toContain(UPCOMING[language]);
    const first = folder.entries.find((entry) => entry.state === 'not_yet')!;
    expect(text).toContain((language === 'ar' ? first.dciNameAr : first.dciName).split(' ')[0]);
  });
}
