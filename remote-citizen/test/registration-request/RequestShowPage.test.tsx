import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, apiPath, PERMISSIONS, REGISTRATION_ERROR_KEYS } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import RequestShowPage from '../../src/registration-request/pages/RequestShowPage';
import { detailOf, pendingRow, rejectedRow } from './fixtures';

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
    expect(within(dialog).getByText(/sera inscrit/)).toBeInTheDocument();
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
});
