import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERROR_KEYS, PERMISSIONS, type IssuedCertificate, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { CertificateDialog } from '../src/routine/components/CertificateDialog';

const { vaccination } = PERMISSIONS;
const EVAX = '104602205';
const ISSUED: IssuedCertificate = { id: '7677f3aa-4a7e-44ea-bb56-dd55dbdf5dcc', issuedAt: '2026-11-29T04:26:00.000Z', issuedBy: 'agent', doseCount: 2 };

/** The dialog opened, the server holding `certificates`; a POST answers `issue` (the certificate, or an error). */
async function openDialog(
  permissions: Permission[],
  certificates: IssuedCertificate[],
  issue: { status: number; data: unknown } = { status: 201, data: ISSUED },
) {
  const posts: string[] = [];
  fakeHttp((request) => {
    if (request.url === `/api/children/${EVAX}/certificates` && request.method === 'get') return { data: certificates };
    if (request.url === `/api/children/${EVAX}/certificates` && request.method === 'post') {
      posts.push(request.url);
      return issue;
    }
    return undefined;
  });
  signInAs([vaccination.viewRoutine, ...permissions]);
  setupI18n('fr', vaccinationTranslations);
  renderInApp(<CertificateDialog evaxNumber={EVAX} />);
  await userEvent.click(screen.getByRole('button', { name: /Certificat de vaccination/ }));
  return { posts, dialog: await screen.findByRole('dialog', { name: 'Certificats de vaccination' }) };
}

describe("the booklet's vaccination certificates", () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('a child without one: the agent who may issue it issues it', async () => {
    const { dialog, posts } = await openDialog([vaccination.issueCertificate], []);
    expect(await within(dialog).findByText('Aucun certificat délivré')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Délivrer le certificat/ }));
    expect(posts).toHaveLength(1);
  });

  it('without the permission to issue, no button to do it', async () => {
    const { dialog } = await openDialog([], []);
    expect(await within(dialog).findByText('Aucun certificat délivré')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Délivrer/ })).toBeNull();
  });

  it('a child with one: a reissue is offered only with its own permission, and asks first', async () => {
    const { dialog: withoutReissue } = await openDialog([vaccination.issueCertificate], [ISSUED]);
    expect(await within(withoutReissue).findByText('agent')).toBeInTheDocument();
    expect(within(withoutReissue).queryByRole('button', { name: /Délivrer/ })).toBeNull();
    restoreHttp();
    signOutNow();
    clearResourceCache();
    document.body.innerHTML = '';

    const { dialog, posts } = await openDialog([vaccination.issueCertificate, vaccination.reissueCertificate], [ISSUED]);
    await userEvent.click(await within(dialog).findByRole('button', { name: /Délivrer à nouveau/ }));
    expect(posts).toHaveLength(0);
    // The confirmation's own button (the second of that name) issues.
    await userEvent.click((await screen.findAllByRole('button', { name: /Délivrer à nouveau/ })).at(-1)!);
    expect(posts).toHaveLength(1);
  });

  it("the server's refusal shows its message: a child with no dose given", async () => {
    const { dialog } = await openDialog([vaccination.issueCertificate], [], {
      status: 409,
      data: { detail: 'No dose given', key: CATALOGUE_ERROR_KEYS.CERTIFICATE_WITHOUT_DOSES },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Délivrer le certificat/ }));
    expect(await screen.findByText("Aucune dose administrée : il n'y a rien à certifier")).toBeInTheDocument();
  });
});
