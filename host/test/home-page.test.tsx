import { screen, within } from '@testing-library/react';
import { DASHBOARD_API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { openApp, serveRemotes } from './app-harness';
import { fakeReference } from './fake-modules';

/** The area cards' requests (the statistics above them have their own tests' calls: the dashboard API). */
const STATISTICS_URLS: readonly string[] = Object.values(DASHBOARD_API_PATHS);
const areaRequests = <T extends { url?: string }>(seen: T[]) => seen.filter((request) => !STATISTICS_URLS.includes(request.url ?? ''));

const CHILDREN_LIST = '/api/citizen/children';

/** A citizen area whose entry declares its list's size, in the three languages' plural forms. */
const citizenWithCount: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'citizen',
  routes: [{ path: '/admin/child/list', permission: PERMISSIONS.citizen.viewChildrenList, component: async () => ({ default: () => <p>children page</p> }) }],
  menu: [
    {
      key: 'children',
      labelKey: 'FAKE.CHILDREN',
      path: '/admin/child/list',
      permission: PERMISSIONS.citizen.viewChildrenList,
      count: { path: CHILDREN_LIST, labelKey: 'FAKE.COUNT' },
    },
  ],
  loadTranslations: translationsLoader({
    fr: { FAKE: { CHILDREN: 'Enfants', COUNT_one: '{{count}} enfant', COUNT_many: '{{count}} d’enfants', COUNT_other: '{{count}} enfants' } },
    ar: {
      FAKE: {
        CHILDREN: 'الأطفال',
        COUNT_zero: 'لا أطفال',
        COUNT_one: 'طفل واحد',
        COUNT_two: 'طفلان',
        COUNT_few: '{{count}} أطفال',
        COUNT_many: '{{count}} طفلًا',
        COUNT_other: '{{count}} طفل',
      },
    },
    en: { FAKE: { CHILDREN: 'Children', COUNT_one: '{{count}} child', COUNT_other: '{{count}} children' } },
  }),
};

const AGENT = [PERMISSIONS.dashboard.view, PERMISSIONS.citizen.viewChildrenList];
const ADMINISTRATOR = [PERMISSIONS.dashboard.view, PERMISSIONS.dci.viewList, PERMISSIONS.admin.viewUsers];

function areaCard(key: string): HTMLElement {
  const card = document.querySelector<HTMLElement>(`[data-area="${key}"]`);
  if (!card) throw new Error(`no card for ${key}`);
  return card;
}

describe('home page: the work each user can do today', () => {
  beforeEach(() => serveRemotes({ citizen: citizenWithCount, reference: fakeReference }));
  afterEach(restoreHttp);

  it('an agent in French: the children card with the list count the API gives, and no dashboard promise', async () => {
    const seen = fakeHttp((request) => (request.url === CHILDREN_LIST ? { data: { count: 12, results: [] } } : undefined));
    signInAs(AGENT);
    openApp('/admin/home', 'fr');

    expect(await screen.findByText('Voici le travail que vous pouvez faire aujourd’hui.')).toBeInTheDocument();
    expect(await within(areaCard('children')).findByText('12 enfants')).toBeInTheDocument();
    expect(within(areaCard('children')).getByRole('link', { name: 'Ouvrir Enfants' })).toHaveAttribute('href', '/admin/child/list');
    expect(document.querySelector('[data-area="dci"]')).toBeNull();
    expect(areaCard('children').firstElementChild).not.toHaveClass('ant-flex-rtl');
    expect(screen.queryByText(/tableau de bord/i)).not.toBeInTheDocument();
    expect(areaRequests(seen).map((request) => [request.url, request.params])).toEqual([[CHILDREN_LIST, { page: 1, page_size: 1 }]]);
  });

  it('an agent in Arabic, right to left: the count in its Arabic plural form', async () => {
    fakeHttp((request) => (request.url === CHILDREN_LIST ? { data: { count: 2, results: [] } } : undefined));
    signInAs(AGENT);
    openApp('/admin/home', 'ar');

    expect(await screen.findByText('هذا ما يمكنك القيام به اليوم.')).toBeInTheDocument();
    expect(await within(areaCard('children')).findByText('طفلان')).toBeInTheDocument();
    expect(within(areaCard('children')).getByRole('link', { name: 'فتح الأطفال' })).toHaveAttribute('href', '/admin/child/list');
    expect(areaCard('children').firstElementChild).toHaveClass('ant-flex-rtl');
  });

  it('an administrator in French: the catalogue card, no children card, and no count it has no list call for', async () => {
    const seen = fakeHttp(() => undefined);
    signInAs(ADMINISTRATOR);
    openApp('/admin/home', 'fr');

    expect(await screen.findByText('Voici le travail que vous pouvez faire aujourd’hui.')).toBeInTheDocument();
    await screen.findAllByText('DCI');
    expect(within(areaCard('dci')).getByRole('link', { name: 'Ouvrir DCI' })).toHaveAttribute('href', '/admin/dci');
    expect(document.querySelector('[data-area="children"]')).toBeNull();
    expect(areaCard('dci').textContent).not.toMatch(/\d/);
    expect(areaRequests(seen)).toEqual([]);
  });

  it('an administrator in Arabic, right to left', async () => {
    fakeHttp(() => undefined);
    signInAs(ADMINISTRATOR);
    openApp('/admin/home', 'ar');

    expect(await screen.findByText('هذا ما يمكنك القيام به اليوم.')).toBeInTheDocument();
    await screen.findAllByText('DCI');
    expect(within(areaCard('dci')).getByRole('link', { name: 'فتح DCI' })).toHaveAttribute('href', '/admin/dci');
    expect(document.querySelector('[data-area="children"]')).toBeNull();
    expect(areaCard('dci').firstElementChild).toHaveClass('ant-flex-rtl');
  });

  it('a user with no area is told whom to ask', async () => {
    fakeHttp(() => undefined);
    signInAs([PERMISSIONS.dashboard.view]);
    openApp('/admin/home', 'fr');

    expect(await screen.findByText(/Aucun espace de travail/)).toBeInTheDocument();
  });
});
