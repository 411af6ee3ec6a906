import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { fetchCitizen, fetchCitizenChildren, fetchCitizensPage } from '../src/citizen/api';
import CitizenListPage from '../src/citizen/pages/CitizenListPage';
import CitizenShowPage from '../src/citizen/pages/CitizenShowPage';
import { citizenTranslations } from '../src/i18n';
import { aChildRow, amira } from './support';

jest.mock('../src/citizen/api', () => ({
  ...jest.requireActual('../src/citizen/api'),
  fetchCitizensPage: jest.fn(),
  fetchCitizen: jest.fn(),
  fetchCitizenChildren: jest.fn(),
}));

describe('citizen pages', () => {
  beforeEach(() => signInAs([PERMISSIONS.citizen.showCitizen]));
  afterEach(() => {
    jest.resetAllMocks();
    clearResourceCache();
    signOutNow();
  });

  it('lists the citizens, searched on the server, each opening its page', async () => {
    jest.mocked(fetchCitizensPage).mockResolvedValue({ count: 1, results: [amira] });
    setupI18n('fr', citizenTranslations);
    renderInApp(<CitizenListPage />, { route: '/admin/citoyen?search=Ben' });
    expect(await screen.findByRole('link', { name: 'Amira Ben Salah' })).toHaveAttribute('href', '/admin/citoyen/40');
    expect(screen.getByText('+216 20 123 456')).toBeInTheDocument();
    expect(screen.getByText('08123456')).toBeInTheDocument();
    expect(fetchCitizensPage).toHaveBeenCalledWith(expect.objectContaining({ search: 'Ben' }), expect.anything());
  });

  it("shows a citizen and their children with the citizen's role, each opening the child's card", async () => {
    jest.mocked(fetchCitizen).mockResolvedValue(amira);
    jest.mocked(fetchCitizenChildren).mockResolvedValue([{ ...aChildRow(), role: 'mother' }]);
    setupI18n('ar', citizenTranslations);
    renderInApp(<CitizenShowPage />, { route: '/admin/citoyen/40', path: '/admin/citoyen/:id' });
    expect((await screen.findAllByText('أميرة بن صالح')).length).toBeGreaterThan(0);
    expect(screen.getByText('تونس')).toBeInTheDocument();
    const child = await screen.findByRole('link', { name: '123456786' });
    expect(child).toHaveAttribute('href', '/admin/child/123456786');
    const row = child.closest('tr')!;
    expect(within(row).getByText('يوسف الطرابلسي')).toBeInTheDocument();
    expect(within(row).getByText('الأم')).toBeInTheDocument();
    expect(fetchCitizen).toHaveBeenCalledWith(40, expect.anything());
    expect(fetchCitizenChildren).toHaveBeenCalledWith(40, expect.anything());
  });
});
