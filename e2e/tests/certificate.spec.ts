import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiPath, SHELL_ROUTES } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { verifyAr } from '../../host/src/verify-page/i18n/verify.ar';
import { verifyFr } from '../../host/src/verify-page/i18n/verify.fr';
import { agentApi, registerChild } from './child-card-support';
import { giveTwoDoses } from './document-support';
import { expect, test } from './fixtures';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// Issue 35: an agent issues a child's vaccination certificate from the booklet; its QR code,
// decoded from the page the portal draws, opens the public verify page (no session), which shows
// what the certificate states; the same link with one character changed is refused.
const TEXTS = {
  fr: { certificate: fr.VACCINATION.ROUTINE.CERTIFICATE, verify: verifyFr.VERIFY },
  ar: { certificate: ar.VACCINATION.ROUTINE.CERTIFICATE, verify: verifyAr.VERIFY },
};

// The PDF preview drawn at twice the pixels, so that each of the QR code's modules is several pixels wide.
test.use({ deviceScaleFactor: 2 });

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`a certificate issued from the booklet, its QR code verified on the public page, a changed one refused (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    const { certificate, verify } = TEXTS[language];
    const api = await agentApi(request);
    const { evaxNumber } = await registerChild(request, api);
    const { child } = await giveTwoDoses(request, api, evaxNumber);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber }));
    await expectDirection(page, language);
    await page.getByRole('button', { name: certificate.OPEN }).click();
    const dialog = page.getByRole('dialog', { name: certificate.TITLE });
    await expect(dialog.getByText(certificate.NONE)).toBeVisible();
    await dialog.getByRole('button', { name: certificate.ISSUE }).click();
    await expect(dialog.locator('tbody tr')).toHaveCount(1);
    await expect(dialog.locator('tbody tr').first()).toContainText('agent');

    // The preview of the new certificate opens by itself: read its QR code from the drawn page.
    const canvas = dialog.locator('.react-pdf__Page__canvas').first();
    await expect(canvas).toBeVisible();
    // Read until the page is drawn whole (pdf.js paints the canvas after it shows).
    const qrCode = async () => {
      const picture = PNG.sync.read(await canvas.screenshot());
      return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data ?? null;
    };
    await expect.poll(qrCode, { message: 'a QR code on the certificate' }).not.toBeNull();
    const link = new URL((await qrCode())!);
    expect(link.pathname).toBe(SHELL_ROUTES.verifyCertificate);
    expect(link.searchParams.get('lang')).toBe(language);

    // Anyone, without a session, in a browser that never signed in.
    const stranger = await browser.newContext();
    try {
      const verifier = await stranger.newPage();
      await verifier.goto(link.href);
      await expect(verifier.getByText(verify.VALID)).toBeVisible();
      await expectDirection(verifier, language);
      const statement = verifier.getByRole('region', { name: verify.STATES });
      const name = language === 'ar' ? `${child.firstNameAr} ${child.lastNameAr}` : `${child.firstNameFr} ${child.lastNameFr}`;
      await expect(statement).toContainText(name);
      await expect(statement).toContainText(evaxNumber);
      await expect(statement.locator('tbody tr')).toHaveCount(2);

      // One character of the signed statement changed: refused, and nothing of it is shown.
      const [header, payload, signature] = link.hash.slice(1).split('.') as [string, string, string];
      const changed = payload.slice(0, 20) + (payload[20] === 'A' ? 'B' : 'A') + payload.slice(21);
      const forger = await stranger.newPage();
      await forger.goto(`${link.origin}${link.pathname}?lang=${language}#${header}.${changed}.${signature}`);
      await expect(forger.getByText(verify.INVALID)).toBeVisible();
      await expect(forger.getByRole('region', { name: verify.STATES })).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });
}
