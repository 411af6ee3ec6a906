import { createElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { announcedMenu } from '../src/federation/announced-menu';
import { announcingConfig, loader, openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';
import { IDLE_FALLBACK_MS } from '../src/federation/use-remote-areas';

const CHILDREN_LIST = '/api/citizen/children';

/** A citizen area whose one entry has an icon and its list's size, in the three languages. */
const citizen: ModuleDescriptor = {
  ...fakeCitizen,
  menu: [
    {
      key: 'children',
      labelKey: 'FAKE.CHILDREN',
      path: '/admin/child/list',
      permission: PERMISSIONS.citizen.viewChildrenList,
      icon: createElement(TeamOutlined),
      count: { path: CHILDREN_LIST, labelKey: 'FAKE.COUNT' },
    },
  ],
  loadTranslations: translationsLoader({
    fr: { FAKE: { CHILDREN: 'Enfants', COUNT_one: '{{count}} enfant', COUNT_many: '{{count}} d’enfants', COUNT_other: '{{count}} enfants', PAGE: 'Page' } },
    ar: {
      FAKE: {
        CHILDREN: 'الأطفال',
        COUNT_zero: 'لا أطفال',
        COUNT_one: 'طفل واحد',
        COUNT_two: 'طفلان',
        COUNT_few: '{{count}} أطفال',
        COUNT_many: '{{count}} طفلًا',
        COUNT_other: '{{count}} طفل',
        PAGE: 'صفحة',
      },
    },
    en: { FAKE: { CHILDREN: 'Children', COUNT_one: '{{count}} child', COUNT_other: '{{count}} children', PAGE: 'Page' } },
  }),
};

const USER = [PERMISSIONS.dashboard.view, PERMISSIONS.citizen.viewChildrenList, PERMISSIONS.dci.viewList];
const loadedAreas = () => jest.mocked(loader.loadRemoteModule).mock.calls.map(([remote]) => remote.name);
/** The browser goes idle (jsdom has no requestIdleCallback: the fallback's timer runs), on the fake clock. */
const browserIdle = () => act(() => jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
/** The user's clicks on the fake clock. */
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe("the areas' menus announced as data (area.json)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loader.loadRemoteModule).mockClear();
    signInAs(USER);
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreHttp();
  });

  it('shows the menu, its icons and the home cards with their counts in Arabic, without loading any area; opening an entry loads its area only', async () => {
    fakeHttp((request) => (request.url === CHILDREN_LIST ? { data: { count: 2, results: [] } } : undefined));
    serveRemotes({ citizen, reference: fakeReference }, await announcingConfig(citizen, fakeReference));
    openApp('/admin/home', 'ar');

    const menu = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    const children = await within(menu).findByRole('link', { name: 'الأطفال' });
    expect(within(menu).getByRole('link', { name: 'DCI' })).toHaveAttribute('href', '/admin/dci');
    expect(children.closest('li')?.querySelector('.anticon svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(await within(document.querySelector<HTMLElement>('[data-area="children"]')!).findByText('طفلان')).toBeInTheDocument();
    await browserIdle();
    expect(loadedAreas()).toEqual([]);

    await user().click(children);
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loadedAreas()).toEqual(['citizen']);
  });

  it('shows no entry of an area built for a newer portal, refuses its page without fetching its code, and the others keep working', async () => {
    fakeHttp(() => ({ data: { count: 0, results: [] } }));
    const config = await announcingConfig(citizen, fakeReference);
    config.remotes = config.remotes.map((remote) => (remote.name === 'reference' ? { ...remote, contractVersion: '1.9' } : remote));
    serveRemotes({ citizen, reference: fakeReference }, config);
    openApp('/admin/dci', 'fr');

    expect(await screen.findByText(/demande une version plus récente du portail/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByRole('link', { name: 'DCI' })).not.toBeInTheDocument();
    await user().click(await within(menu).findByRole('link', { name: 'Enfants' }));
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loadedAreas()).toEqual(['citizen']);
  });

  it('lands a user without the home page on the first announced entry, and loads that area only', async () => {
    signInAs([PERMISSIONS.dci.viewList]);
    serveRemotes({ reference: fakeReference }, await announcingConfig(fakeReference));
    openApp('/admin', 'en');

    expect(await screen.findByText('dci failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loadedAreas()).toEqual(['reference']);
  });
});

describe('an announced icon', () => {
  const draw = (tree: Parameters<typeof announcedMenu>[0]) => render(<>{announcedMenu(tree)?.[0]?.icon}</>).container;
  const announcement = (icon: object) => ({
    basePaths: ['/admin/child'],
    permissions: [],
    contractVersion: '1.0',
    texts: { fr: {}, ar: {}, en: {} },
    menu: [{ key: 'children', labelKey: 'FAKE.CHILDREN', path: '/admin/child/list', icon: icon as never }],
  });

  it('is drawn as antd draws its icons: an SVG of 1em in the text colour, attribute names as React spells them', () => {
    const container = draw(
      announcement({
        tag: 'svg',
        attrs: { viewBox: '0 0 10 10', focusable: 'false' },
        children: [{ tag: 'path', attrs: { d: 'M0 0h10', 'fill-rule': 'evenodd' } }],
      }),
    );
    const svg = container.querySelector('span.anticon > svg');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('path')).toHaveAttribute('fill-rule', 'evenodd');
  });

  it('draws shapes only: no script, link or event handler from another deployment', () => {
    const container = draw(
      announcement({
        tag: 'svg',
        attrs: { viewBox: '0 0 10 10', onload: 'alert(1)' },
        children: [
          { tag: 'script', attrs: {}, children: [] },
          { tag: 'a', attrs: { href: 'https://example.org' } },
          { tag: 'path', attrs: { d: 'M0 0', onclick: 'alert(1)' } },
        ],
      }),
    );
    expect(container.querySelector('script, a')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('onload')).toBeNull();
    expect(container.querySelector('path')?.getAttribute('onclick')).toBeNull();
  });

  it('is not shown for an announcement without a contract (the descriptor then brings the menu)', () => {
    expect(announcedMenu({ ...announcement({ tag: 'svg', attrs: {} }), contractVersion: undefined })).toBeNull();
  });
});
