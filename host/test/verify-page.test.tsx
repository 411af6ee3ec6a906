import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS_API_PATHS, type CertificateStatement } from '@evax/shared/contract';
import { AppProviders } from '@evax/shared/ui';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { setupI18n } from '../../shared/jest/render';
import { verifyAr } from '../src/verify-page/i18n/verify.ar';
import { verifyEn } from '../src/verify-page/i18n/verify.en';
import { verifyFr } from '../src/verify-page/i18n/verify.fr';
import { VerifyCertificatePage } from '../src/verify-page/VerifyCertificatePage';

const STATEMENT: CertificateStatement = {
  id: '7677f3aa-4a7e-44ea-bb56-dd55dbdf5dcc',
  evaxNumber: '104602205',
  firstNameFr: 'Aya',
  lastNameFr: 'Dridi',
  firstNameAr: 'آية',
  lastNameAr: 'الدريدي',
  birthDate: '2025-06-14',
  issuedAt: '2026-11-29T04:26:00.000Z',
  issuer: 'Centre de santé de base Carthage',
  issuerAr: 'مركز الصحة الأساسية بقرطاج',
  doses: [{ date: '2025-06-14', vaccine: 'BCG', vaccineAr: 'لقاح السل', doseNumber: 1 }],
};

/** The verify page opened at /verify#<token>, the server answering `valid`. */
function openVerifyPage(hash: string, valid: boolean) {
  window.history.replaceState(null, '', `/verify${hash}`);
  const seen = fakeHttp((request) =>
    request.url === DOCUMENTS_API_PATHS.verifyCertificate ? { data: valid ? { valid: true, statement: STATEMENT } : { valid: false } } : undefined,
  );
  setupI18n('en', { fr: verifyFr, ar: verifyAr, en: verifyEn });
  render(
    <AppProviders>
      <VerifyCertificatePage />
    </AppProviders>,
  );
  return seen;
}

afterEach(restoreHttp);

describe('the public verify page', () => {
  it('sends the token after # to the server and shows what a valid certificate states', async () => {
    const seen = openVerifyPage('#aaa.bbb.ccc', true);
    expect(await screen.findByText(verifyEn.VERIFY.VALID)).toBeInTheDocument();
    expect(JSON.parse(String(seen[0]!.data))).toEqual({ token: 'aaa.bbb.ccc' });
    const statement = screen.getByRole('region', { name: verifyEn.VERIFY.STATES });
    expect(within(statement).getByText('Aya Dridi')).toBeInTheDocument();
    expect(within(statement).getByText('104602205')).toBeInTheDocument();
    expect(within(statement).getByText('14/06/2025', { selector: 'td *' })).toBeInTheDocument();
    expect(within(statement).getByText('BCG')).toBeInTheDocument();
  });

  it('says a changed certificate is not genuine and shows nothing of it', async () => {
    openVerifyPage('#aaa.bbb.ccc', false);
    expect(await screen.findByText(verifyEn.VERIFY.INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: verifyEn.VERIFY.STATES })).toBeNull();
    expect(screen.queryByText('Aya Dridi')).toBeNull();
  });

  it('without a token, takes a pasted link and checks its token', async () => {
    const seen = openVerifyPage('', true);
    const submit = screen.getByRole('button', { name: verifyEn.VERIFY.CHECK });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(verifyEn.VERIFY.PASTE), 'https://evax.example/verify?lang=fr#xxx.yyy.zzz');
    await userEvent.click(submit);
    expect(await screen.findByText(verifyEn.VERIFY.VALID)).toBeInTheDocument();
    expect(JSON.parse(String(seen[0]!.data))).toEqual({ token: 'xxx.yyy.zzz' });
  });
});
