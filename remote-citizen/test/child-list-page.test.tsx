import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_API_PATHS, API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, paramsOf, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { citizenTranslations } from '../src/i18n';
import ChildListPage from '../src/child/pages/ChildListPage';
import { aChildRow, aStructureRow } from './support';

const SFAX = { id: 34, nameFr: 'Sfax', nameAr: 'صفاقس' };
const ARIANA = { id: 12, nameFr: 'Ariana', nameAr: 'أريانة' };
const structures = [aStructureRow(5, 'CSB Sfax Médina', SFAX), aStructureRow(6, 'CSB Sakiet Ezzit', SFAX), aStructureRow(9, 'CSB Ariana Ville', ARIANA)];

function answerApi() {
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.structures) return { data: { count: structures.length, results: structures } };
    if (request.url === API_PATHS.childrenList) return { data: { count: 1, results: [aChildRow()] } };
    return undefined;
  });
}

const childrenCalls = (seen: ReturnType<typeof fakeHttp>) => seen.filter((request) => request.url === API_PATHS.childrenList);

describe('children list page', () => {
  beforeEach(() => signInAs([PERMISSIONS.citizen.viewChildrenList, PERMISSIONS.citizen.searchChildren]));
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it('shows the children the API sends, dates as DD/MM/YYYY, the evax number opening the card', async () => {
    const seen = answerApi();
    setupI18n('fr', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list' });

    expect(await screen.findByText('Youssef Trabelsi')).toBeInTheDocument();
    expect(screen.getByText('07/03/2024')).toBeInTheDocument();
    expect(screen.getByText('Garçon')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'N° eVax' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '123456786' })).toHaveAttribute('href', '/admin/child/123456786');
    expect(childrenCalls(seen)).toHaveLength(1);
  });

  it('sends the search, the governorate and the structure filters to the API', async () => {
    const seen = answerApi();
    setupI18n('fr', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list?search=08123456&governorate=34&structure=6' });

    await screen.findByText('Youssef Trabelsi');
    expect(paramsOf(childrenCalls(seen).at(-1)!)).toMatchObject({ search: '08123456', governorate: '34', structure: '6' });
  });

  it('offers the governorates of the structures, and the structures of the chosen governorate only', async () => {
    answerApi();
    setupI18n('fr', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list?governorate=34' });
    await screen.findByText('Youssef Trabelsi');

    await userEvent.click(screen.getByRole('combobox', { name: 'Structure' }));
    expect(await screen.findByTitle('CSB Sakiet Ezzit')).toBeInTheDocument();
    expect(screen.getByTitle('CSB Sfax Médina')).toBeInTheDocument();
    expect(screen.queryByTitle('CSB Ariana Ville')).not.toBeInTheDocument();
  });

  it('opens the search from the toolbar for a user who may search, and hides New without add-children', async () => {
    answerApi();
    setupI18n('fr', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list' });
    await screen.findByText('Youssef Trabelsi');

    expect(screen.queryByRole('button', { name: /Ajouter un enfant/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Rechercher un enfant/ }));
    expect(locationNow()).toBe('/admin/child/search');
  });

  it('shows names and places in Arabic when the language is Arabic', async () => {
    answerApi();
    setupI18n('ar', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list' });

    expect(await screen.findByText('يوسف الطرابلسي')).toBeInTheDocument();
    expect(screen.getByText('صفاقس')).toBeInTheDocument();
    expect(screen.getByText('ذكر')).toBeInTheDocument();
  });
});
