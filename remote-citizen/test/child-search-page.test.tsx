import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { PERMISSIONS } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { searchChild, searchChildrenByPaper } from '../src/child/api';
import { lookupFrom, lookupProblem } from '../src/common/child-lookup';
import ChildSearchPage from '../src/child/pages/ChildSearchPage';
import { citizenTranslations } from '../src/i18n';
import { aChild, aChildRow } from './support';

jest.mock('../src/child/api', () => ({
  ...jest.requireActual('../src/child/api'),
  searchChild: jest.fn(),
  searchChildrenByPaper: jest.fn(),
  fetchChildHistory: jest.fn().mockResolvedValue([]),
}));

function notFound(): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const data = { detail: 'Evax code not found', key: 'ERROR.CODE.EVAX_CODE_NOT_FOUND', errorCode: 204 };
  return new AxiosError('not found', AxiosError.ERR_BAD_REQUEST, config, null, { status: 404, statusText: '404', headers: {}, config, data });
}

function openSearch(route = '/admin/child/search', language: 'fr' | 'ar' = 'fr') {
  signInAs([PERMISSIONS.citizen.searchChildren]);
  setupI18n(language, citizenTranslations);
  renderInApp(<ChildSearchPage />, { route, path: '/admin/child/search' });
}

describe('child lookup rules', () => {
  it('refuses a mistyped evax number (check digit) and a national identity card that is not eight digits', () => {
    expect(lookupProblem('evaxNumber', '123456786')).toBeNull();
    expect(lookupProblem('evaxNumber', '123456787')).toBe('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID');
    expect(lookupProblem('evaxNumber', '213456786')).toBe('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID');
    expect(lookupProblem('nationalId', '0812345')).toBe('CITIZEN.SEARCH.NATIONAL_ID_INVALID');
    expect(lookupProblem('nationalId', '08123456')).toBeNull();
    expect(lookupProblem('nationalId', ' ')).toBe('ERROR.CODE.VALIDATION.REQUIRED');
  });

  it('reads only a lookup worth sending from the URL', () => {
    expect(lookupFrom(new URLSearchParams('evaxNumber=123456786'))).toEqual({ evaxNumber: '123456786' });
    expect(lookupFrom(new URLSearchParams('evaxNumber=123456787'))).toBeNull();
    expect(lookupFrom(new URLSearchParams('nationalId=08123456'))).toEqual({ nationalId: '08123456' });
    expect(lookupFrom(new URLSearchParams('paper=xk4071986'))).toEqual({ paper: 'xk4071986' });
    expect(lookupFrom(new URLSearchParams('paper=ABCDEFGH'))).toBeNull();
  });

  it('takes a card or a passport number as an identity paper: 5 to 20 letters and digits, at least one digit', () => {
    expect(lookupProblem('paper', '08123456')).toBeNull();
    expect(lookupProblem('paper', 'XK4071986')).toBeNull();
    expect(lookupProblem('paper', 'DUPONT')).toBe('CITIZEN.SEARCH.PAPER_INVALID');
    expect(lookupProblem('paper', 'AB-1234')).toBe('CITIZEN.SEARCH.PAPER_INVALID');
  });
});

describe('child search page', () => {
  afterEach(() => {
    jest.mocked(searchChild).mockReset();
    jest.mocked(searchChildrenByPaper).mockReset();
    clearResourceCache();
    signOutNow();
  });

  it('catches a mistyped evax number before any look-up', async () => {
    openSearch();
    await userEvent.type(await screen.findByRole('textbox', { name: 'N° eVax' }), '123456787');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByText('Numéro EVAX non valide : vérifiez les neuf chiffres')).toBeInTheDocument();
    expect(searchChild).not.toHaveBeenCalled();
  });

  it('finds a child by evax number and shows its card; Back returns to the form', async () => {
    jest.mocked(searchChild).mockResolvedValue(aChild());
    openSearch();
    await userEvent.type(await screen.findByRole('textbox', { name: 'N° eVax' }), '123456786');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByRole('tab', { name: 'Informations' })).toBeInTheDocument();
    expect(searchChild).toHaveBeenCalledWith({ evaxNumber: '123456786' }, expect.anything());
    expect(locationNow()).toBe('/admin/child/search?evaxNumber=123456786');

    await userEvent.click(await screen.findByRole('button', { name: /Retour/ }));
    expect(await screen.findByRole('textbox', { name: 'N° eVax' })).toHaveValue('123456786');
  });

  it('shows the card’s skeleton while the child found is on its way (issue 30)', async () => {
    let arrive: (child: ReturnType<typeof aChild>) => void = () => undefined;
    jest.mocked(searchChild).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    openSearch('/admin/child/search?evaxNumber=123456786');
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    arrive(aChild());
    expect(await screen.findByRole('tab', { name: 'Informations' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });

  it('finds a child by national identity card number', async () => {
    jest.mocked(searchChild).mockResolvedValue(aChild({ nationalId: '14785236' }));
    openSearch();
    await userEvent.click(await screen.findByRole('radio', { name: 'N° de carte d’identité nationale' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'N° de carte d’identité nationale' }), '1478523');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByText('Le numéro de carte d’identité nationale compte huit chiffres')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'N° de carte d’identité nationale' }), '6');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByRole('tab', { name: 'Informations' })).toBeInTheDocument();
    expect(searchChild).toHaveBeenCalledWith({ nationalId: '14785236' }, expect.anything());
  });

  it('says when no child has the number', async () => {
    jest.mocked(searchChild).mockRejectedValue(notFound());
    openSearch('/admin/child/search?evaxNumber=123456786', 'ar');
    expect(await screen.findByTestId('child-search-error')).toHaveTextContent('رمز EVAX');
  });

  it('finds a baby by its mother’s identity card: one child opens its card', async () => {
    jest.mocked(searchChildrenByPaper).mockResolvedValue([aChildRow()]);
    jest.mocked(searchChild).mockResolvedValue(aChild());
    openSearch();
    await userEvent.click(await screen.findByRole('radio', { name: 'CIN ou passeport (enfant ou parent)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CIN ou passeport (enfant ou parent)' }), '08123456');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByRole('tab', { name: 'Informations' })).toBeInTheDocument();
    expect(searchChildrenByPaper).toHaveBeenCalledWith('08123456', expect.anything());
    expect(searchChild).toHaveBeenCalledWith({ evaxNumber: '123456786' }, expect.anything());
    expect(locationNow()).toBe('/admin/child/search?paper=08123456');
  });

  it('lists the children a parent’s passport finds, each opening its card', async () => {
    jest
      .mocked(searchChildrenByPaper)
      .mockResolvedValue([aChildRow({ id: 2, evaxNumber: '234567891', firstNameFr: 'Lina', birthDate: '2025-01-20' }), aChildRow()]);
    openSearch('/admin/child/search?paper=XK4071986');
    const found = await screen.findByTestId('child-search-found');
    expect(found).toHaveTextContent('2 enfants trouvés');
    expect(screen.getByRole('link', { name: '234567891' })).toHaveAttribute('href', '/admin/child/234567891');
    expect(screen.getByRole('link', { name: '123456786' })).toBeInTheDocument();
    expect(searchChild).not.toHaveBeenCalled();
  });

  it('says when an identity paper finds no child, in Arabic too', async () => {
    jest.mocked(searchChildrenByPaper).mockResolvedValue([]);
    openSearch('/admin/child/search?paper=08123456', 'ar');
    expect(await screen.findByTestId('child-search-none')).toHaveTextContent('لم يتم العثور على أي طفل بهذه الوثيقة');
  });

  it('refuses a paper that is neither a card nor a passport number before any look-up', async () => {
    openSearch();
    await userEvent.click(await screen.findByRole('radio', { name: 'CIN ou passeport (enfant ou parent)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CIN ou passeport (enfant ou parent)' }), 'DUPONT');
    await userEvent.click(screen.getByRole('button', { name: /Rechercher/ }));
    expect(await screen.findByText(/5 à 20 lettres et chiffres/)).toBeInTheDocument();
    expect(searchChildrenByPaper).not.toHaveBeenCalled();
  });
});
