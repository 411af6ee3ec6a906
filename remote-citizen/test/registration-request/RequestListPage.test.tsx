import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import RequestListPage from '../../src/registration-request/pages/RequestListPage';
import { pendingRow, rejectedRow } from './fixtures';

const slow = { timeout: 15_000 };

function renderList(route: string, language: 'fr' | 'ar' | 'en') {
  setupI18n(language, citizenTranslations);
  return renderInApp(<RequestListPage />, { route, path: '/admin/subscription-requests' });
}

describe('registration requests list', () => {
  beforeEach(() => signInAs([PERMISSIONS.citizen.viewSubscriptionList]));
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('shows each request with its state, paper and date, in French', async () => {
    const seen = fakeHttp((request) =>
      request.url === API_PATHS.subscriptionRequests ? { data: { count: 2, results: [pendingRow, rejectedRow] } } : undefined,
    );
    renderList('/admin/subscription-requests', 'fr');

    expect(await screen.findByText('Mouna Jlassi', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('Refusée')).toBeInTheDocument();
    expect(screen.getByText('CIN 07123456')).toBeInTheDocument();
    expect(screen.getByText('Passeport X1234567 (FR)')).toBeInTheDocument();
    expect(screen.getAllByText('02/03/2026').length).toBeGreaterThan(0);
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10 });

    await userEvent.click(screen.getAllByRole('button', { name: 'Voir' })[0]!);
    expect(locationNow()).toBe('/admin/subscription-requests/4');
  });

  it('sends the state filter from the address and changes it from the select', async () => {
    const seen = fakeHttp(() => ({ data: { count: 1, results: [pendingRow] } }));
    renderList('/admin/subscription-requests?status=pending', 'en');
    await screen.findByText('Mouna Jlassi', {}, slow);
    expect(seen[0]?.params).toMatchObject({ status: 'pending' });

    await userEvent.click(screen.getByLabelText('Status'));
    const options = await screen.findAllByText('Accepted', { selector: '.ant-select-item-option-content' }, slow);
    await userEvent.click(options[options.length - 1]!);
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ status: 'accepted' }), slow);
    expect(locationNow()).toContain('status=accepted');
  });

  it('shows names and states in Arabic', async () => {
    fakeHttp(() => ({ data: { count: 1, results: [pendingRow] } }));
    renderList('/admin/subscription-requests', 'ar');
    expect(await screen.findByText('منى الجلاصي', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'وثيقة الهوية' })).toBeInTheDocument();
  });
});
