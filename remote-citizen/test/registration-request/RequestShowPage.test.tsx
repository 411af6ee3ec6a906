import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, apiPath, PERMISSIONS, REGISTRATION_ERROR_KEYS } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import RequestShowPage from '../../src/registration-request/pages/RequestShowPage';
import { conflict, detailOf, pendingRow, registeredCitizen, rejectedRow } from './fixtures';

// pdf.js does not run in jsdom: the shared viewer stands in as the address it was given.
jest.mock('@evax/shared/ui', () => ({
  ...jest.requireActual<object>('@evax/shared/ui'),
  PdfViewer: ({ url }: { url: string }) => <div data-testid="pdf-viewer">{url}</div>,
}));

const slow = { timeout: 15_000 };
const { citizen } = PERMISSIONS;
const one = { id: 4 };

function renderShow(language: 'fr' | 'ar' | 'en' = 'fr', id = 4) {
  setupI18n(language, citizenTranslations);
  return renderInApp(<RequestShowPage />, { route: `/admin/subscription-requests/${id}`, path: '/admin/subscription-requests/:id' });
}

/** The API of one request: its detail, its file, and the decisions (their bodies recorded). */
function fakeApi(detail = detailOf(pendingRow), decided = detailOf(pendingRow, { status: 'accepted' })) {
  return fakeHttp((request) => {
    if (request.url === apiPath(API_PATHS.subscriptionRequestOne, { id: detail.id })) return { data: detail };
    if (request.url === apiPath(API_PATHS.subscriptionRequestFile, { id: detail.id })) return { data: new Blob(['picture'], { type: detail.file.type }) };
    if (request.method === 'post') return { data: decided };
    return undefined;
  });
}

describe('one registration request', () => {
  beforeAll(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() }));
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('shows the request and its picture inline; accepts after the confirmation', async () => {
    signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
    const seen = fakeApi();
    renderShow('fr');

    expect(await screen.findByAltText('Justificatif de Mouna Jlassi', {}, slow)).toHaveAttribute('src', 'blob:file');
    expect(screen.getByText('CIN 07123456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/sera inscrit .* le citoyen est prévenu par SMS\./)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'post')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'post' && r.url === apiPath(API_PATHS.subscriptionRequestValidate, one))).toBe(true), slow);
    expect(await screen.findByText('La demande est acceptée ; le citoyen est prévenu par SMS', {}, slow)).toBeInTheDocument();
  });

  it('rejects with "other" only with a comment; the reason and comment go to the API', async () => {
    signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
    const seen = fakeApi(detailOf(pendingRow), detailOf(pendingRow, { status: 'rejected', rejectionReason: 'other' }));
    renderShow('en');

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(await within(dialog).findByLabelText(/Reason for rejection/, {}, slow));
    const options = await screen.findAllByText('Other reason', { selector: '.ant-select-item-option-content' }, slow);
    await userEvent.click(options[options.length - 1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the request is rejected', {}, slow)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'post')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Photo of another person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'post')).toHaveLength(1), slow);
    const post = seen.find((r) => r.method === 'post')!;
    expect(post.url).toBe(apiPath(API_PATHS.subscriptionRequestReject, one));
    expect(JSON.parse(post.data as string)).toEqual({ reason: 'other', comment: 'Photo of another person' });
    expect(await screen.findByText('The request is rejected; the citizen is told by SMS', {}, slow)).toBeInTheDocument();
    expect(REGISTRATION_ERROR_KEYS.commentRequired).toBe('ERROR.CODE.VALIDATION.REJECTION_COMMENT_REQUIRED');
  });

  it('offers no decision without validate-subscription-request', async () => {
    signInAs([citizen.viewSubscriptionList]);
    fakeApi();
    renderShow('en');
    await screen.findByText('ID card 07123456', {}, slow);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows a decided request with its reason, no decision buttons, and a PDF in the viewer, in Arabic', async () => {
    signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
    const rejected = detailOf(rejectedRow, {
      rejectionReason: 'expired_passport',
      decidedBy: { id: 3, username: 'agent' },
      file: { name: 'passeport.pdf', type: 'application/pdf', size: 900 },
    });
    fakeApi(rejected);
    renderShow('ar', 5);
    expect(await screen.findByText('جواز سفر منتهي الصلاحية', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('مرفوض')).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-viewer', {}, slow)).toHaveTextContent('blob:file');
    expect(screen.queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
  });

  it('a request decided meanwhile: the 409 is said, and the dialog closes', async () => {
    signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
    fakeHttp((request) => {
      if (request.url === apiPath(API_PATHS.subscriptionRequestOne, one)) return { data: detailOf(pendingRow) };
      if (request.url === apiPath(API_PATHS.subscriptionRequestFile, one)) return { data: new Blob(['x'], { type: 'image/png' }) };
      if (request.method === 'post') return { status: 409, data: { detail: 'decided', key: REGISTRATION_ERROR_KEYS.notPending } };
      return undefined;
    });
    renderShow('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Accepter' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('Cette demande a déjà été traitée : la décision ne peut plus changer', {}, slow)).toBeInTheDocument();
  });

  describe('a request whose identity paper names a registered citizen (issue 27)', () => {
    /** The comparison's rows: each field's label cell, whether it is marked as differing. */
    const markedRows = () =>
      within(screen.getByTestId('identity-comparison'))
        .getAllByRole('row')
        .filter((row) => row.getAttribute('data-differs') === 'true');

    it('a conflict: the request beside the citizen’s record, the differences marked; no Accept; sent for an in-person check after a confirmation', async () => {
      signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
      const request = detailOf({ ...pendingRow, firstNameFr: 'Evil', lastNameFr: 'Person', firstNameAr: 'شخص', lastNameAr: 'شرير' }, { identity: conflict });
      const seen = fakeApi(request, { ...request, status: 'in_person' });
      renderShow('fr');

      const comparison = await screen.findByTestId('identity-comparison', {}, slow);
      expect(within(comparison).getByText(/Conflit : la pièce d’identité est celle d’un citoyen inscrit/)).toBeInTheDocument();
      expect(within(comparison).getByRole('columnheader', { name: 'Demande' })).toBeInTheDocument();
      expect(within(comparison).getByRole('columnheader', { name: 'Citoyen inscrit' })).toBeInTheDocument();
      const firstName = within(comparison).getByText('Prénom (français)').closest('tr')!;
      expect(within(firstName).getByText('Evil')).toBeInTheDocument();
      expect(within(firstName).getByText('Hela')).toBeInTheDocument();
      expect(within(firstName).getByText('Diffère')).toBeInTheDocument();
      expect(markedRows()).toHaveLength(5);
      const card = within(comparison).getByText('N° de carte d’identité').closest('tr')!;
      expect(card).toHaveAttribute('data-differs', 'false');
      expect(within(card).queryByText('Diffère')).not.toBeInTheDocument();
      expect(within(comparison).getByText('Structure d’inscription du citoyen : Centre de santé de base Bab Saadoun')).toBeInTheDocument();

      expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Vérifier en personne' }));
      const dialog = await screen.findByRole('dialog', {}, slow);
      expect(within(dialog).getByText(/se présenter à votre structure/)).toBeInTheDocument();
      expect(seen.filter((r) => r.method === 'post')).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier en personne' }));
      await waitFor(() => expect(seen.some((r) => r.method === 'post' && r.url === apiPath(API_PATHS.subscriptionRequestInPerson, one))).toBe(true), slow);
      expect(await screen.findByText('Le demandeur est invité à se présenter en personne', {}, slow)).toBeInTheDocument();
    });

    it('in Arabic, the same comparison and marks; waiting in person, only Reject remains', async () => {
      signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
      const request = detailOf(
        { ...pendingRow, status: 'in_person', firstNameAr: 'شخص', lastNameAr: 'شرير' },
        {
          identity: conflict,
          inPersonCheck: { at: '2026-03-03T08:00:00.000Z', by: { id: 3, username: 'agent' }, structure: registeredCitizen.structure },
        },
      );
      fakeApi(request);
      renderShow('ar');
      const comparison = await screen.findByTestId('identity-comparison', {}, slow);
      expect(within(comparison).getByText(/تعارض/)).toBeInTheDocument();
      expect(within(comparison).getAllByText('مختلف')).toHaveLength(5);
      expect(within(comparison).getByText('هالة')).toBeInTheDocument();
      expect(screen.getByText('تثبت حضوري', { selector: '.ant-tag' })).toBeInTheDocument();
      expect(screen.getByText(/مركز الصحة الأساسية باب سعدون، طُلب يوم 03\/03\/2026 من قبل agent/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'تثبت حضوري' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'رفض' })).toBeInTheDocument();
    });

    it('the names agree: Accept confirms linking that citizen, and says the account opens on the phone on record', async () => {
      signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
      const request = detailOf(pendingRow, {
        identity: {
          kind: 'agrees',
          citizen: { ...registeredCitizen, firstNameFr: 'Mouna', lastNameFr: 'Jlassi' },
          differences: ['firstNameAr', 'lastNameAr', 'phone'],
        },
      });
      const seen = fakeApi(request);
      renderShow('en');
      const comparison = await screen.findByTestId('identity-comparison', {}, slow);
      expect(within(comparison).getByText('A registered citizen has this paper and the names agree')).toBeInTheDocument();
      expect(within(comparison).getByText(/the account opens on the phone on record/)).toBeInTheDocument();
      expect(markedRows()).toHaveLength(3);
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      const dialog = await screen.findByRole('dialog', {}, slow);
      expect(within(dialog).getByText(/linked to the registered citizen Mouna Jlassi/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(seen.some((r) => r.method === 'post' && r.url === apiPath(API_PATHS.subscriptionRequestValidate, one))).toBe(true), slow);
    });

    it('a citizen who has an account already: no Accept, the reason said', async () => {
      signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
      fakeApi(detailOf(pendingRow, { identity: { kind: 'agrees', citizen: { ...registeredCitizen, hasAccount: true }, differences: ['phone'] } }));
      renderShow('en');
      expect(await screen.findByText('This citizen already has a citizen-space account', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    });

    it('an acceptance the API refuses as a conflict (the record changed meanwhile) is said with its key', async () => {
      signInAs([citizen.viewSubscriptionList, citizen.validateSubscription]);
      fakeHttp((request) => {
        if (request.url === apiPath(API_PATHS.subscriptionRequestOne, one)) return { data: detailOf(pendingRow) };
        if (request.url === apiPath(API_PATHS.subscriptionRequestFile, one)) return { data: new Blob(['x'], { type: 'image/png' }) };
        if (request.method === 'post') return { status: 409, data: { detail: 'conflict', key: REGISTRATION_ERROR_KEYS.identityConflict } };
        return undefined;
      });
      renderShow('fr');
      await userEvent.click(await screen.findByRole('button', { name: 'Accepter' }, slow));
      const dialog = await screen.findByRole('dialog', {}, slow);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
      expect(
        await screen.findByText(/la demande ne peut pas être acceptée ; refusez-la ou demandez une vérification en personne/, {}, slow),
      ).toBeInTheDocument();
    });
  });
});
