import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, CAMPAIGN_ERROR_KEYS, PERMISSIONS, type SeasonalCampaignRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import SeasonalCampaignFormPage from '../src/seasonal-campaign/pages/SeasonalCampaignFormPage';
import SeasonalCampaignListPage from '../src/seasonal-campaign/pages/SeasonalCampaignListPage';

/** antd is slow in jsdom, slower when every package's tests run at once. */
const slow = { timeout: 15_000 };

const influenza: SeasonalCampaignRow = {
  id: 1,
  code: 'INFLUENZA_2026_2027',
  nameFr: 'Grippe saisonnière 2026-2027',
  nameAr: 'النزلة الموسمية 2026-2027',
  season: '2026-2027',
  startDate: '2026-10-01',
  endDate: '2027-03-31',
  is_active: true,
  doses: 3,
};
const next: SeasonalCampaignRow = {
  ...influenza,
  id: 2,
  code: 'INFLUENZA_2027_2028',
  nameFr: 'Grippe saisonnière 2027-2028',
  nameAr: 'النزلة الموسمية 2027-2028',
  season: '2027-2028',
  startDate: '2027-10-01',
  endDate: '2028-03-31',
  doses: 0,
};

describe('seasonal campaigns', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('lists the campaigns with their dates; one with doses recorded cannot be deleted', async () => {
    signInAs(Object.values(PERMISSIONS.seasonalCampaign));
    const seen = fakeHttp((request) => (request.url === API_PATHS.seasonalCampaigns ? { data: { count: 2, results: [next, influenza] } } : undefined));
    setupI18n('ar', referenceTranslations);
    renderInApp(<SeasonalCampaignListPage />, { route: '/admin/seasonal-campaign', path: '/admin/seasonal-campaign/*' });

    expect(await screen.findByText('النزلة الموسمية 2026-2027', {}, slow)).toBeInTheDocument();
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, is_active: 1 });
    expect(screen.getByText('01/10/2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف النزلة الموسمية 2026-2027' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'حذف النزلة الموسمية 2027-2028' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /حملة جديدة/ })).toBeInTheDocument();
  });

  it('refuses an end before the start on the client, then creates the campaign', async () => {
    signInAs(Object.values(PERMISSIONS.seasonalCampaign));
    const seen = fakeHttp((request) => (request.url === API_PATHS.seasonalCampaigns && request.method === 'post' ? { status: 201, data: next } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<SeasonalCampaignFormPage />, { route: '/admin/seasonal-campaign/new', path: '/admin/seasonal-campaign/new' });

    await userEvent.type(await screen.findByLabelText('Name in French', {}, slow), 'Grippe saisonnière 2027-2028');
    await userEvent.type(screen.getByLabelText('Name in Arabic'), 'النزلة الموسمية 2027-2028');
    await userEvent.type(screen.getByLabelText('Season'), '2027-2028');
    await userEvent.type(screen.getByLabelText('Code'), 'influenza_2027_2028');
    await userEvent.type(screen.getByLabelText('Start date'), '01102027');
    await userEvent.type(screen.getByLabelText('End date'), '30092027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end date must follow the start date', {}, slow)).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'post')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('End date'));
    await userEvent.type(screen.getByLabelText('End date'), '31032028');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/seasonal-campaign'), slow);
    expect(JSON.parse(String(seen.find((request) => request.method === 'post')?.data))).toEqual({
      code: 'INFLUENZA_2027_2028',
      nameFr: 'Grippe saisonnière 2027-2028',
      nameAr: 'النزلة الموسمية 2027-2028',
      season: '2027-2028',
      startDate: '2027-10-01',
      endDate: '2028-03-31',
      is_active: true,
    });
  });

  it("edits a campaign and shows the server's refusal when its doses would fall outside", async () => {
    signInAs(Object.values(PERMISSIONS.seasonalCampaign));
    const seen = fakeHttp((request) => {
      if (request.url === '/api/seasonal_campaign/1' && request.method === 'get') return { data: influenza };
      if (request.url === '/api/seasonal_campaign/1' && request.method === 'patch')
        return { status: 409, data: { detail: 'outside', errorCode: 202, key: CAMPAIGN_ERROR_KEYS.dosesOutsideDates } };
      return undefined;
    });
    setupI18n('fr', referenceTranslations);
    renderInApp(<SeasonalCampaignFormPage />, { route: '/admin/seasonal-campaign/1/edit', path: '/admin/seasonal-campaign/:id/edit' });

    const start = await screen.findByLabelText('Date de début', {}, slow);
    await waitFor(() => expect(start).toHaveValue('01/10/2026'), slow);
    await userEvent.clear(start);
    await userEvent.type(start, '15102026');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'patch')).toBe(true), slow);
    expect(JSON.parse(String(seen.find((request) => request.method === 'patch')?.data))).toMatchObject({ startDate: '2026-10-15', endDate: '2027-03-31' });
    expect(await screen.findByText('Des vaccinations enregistrées dans cette campagne tomberaient en dehors de ces dates', {}, slow)).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/seasonal-campaign/1/edit');
  });
});
