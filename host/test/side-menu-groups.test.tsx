import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUT_CONFIG_KEY, PERMISSIONS, type RemotesConfig } from '@evax/shared/contract';
import { translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { signInAs } from '../../shared/jest/fixtures';
import { useLayoutConfig } from '../src/layout/layout-config-store';
import { announcingConfig, openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';

/** A vaccination area with its routine list. */
const vaccination: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'vaccination',
  routes: [
    {
      path: '/admin/vaccine/routine-vaccination',
      permission: PERMISSIONS.vaccination.viewRoutine,
      component: async () => ({ default: () => <p>routine page</p> }),
    },
  ],
  menu: [{ key: 'routine', labelKey: 'FAKE.ROUTINE', path: '/admin/vaccine/routine-vaccination', permission: PERMISSIONS.vaccination.viewRoutine }],
  loadTranslations: translationsLoader({ fr: { FAKE: { ROUTINE: 'Routine' } }, ar: { FAKE: { ROUTINE: 'الروتيني' } }, en: { FAKE: { ROUTINE: 'Routine' } } }),
};

const AGENT = [PERMISSIONS.dashboard.view, PERMISSIONS.citizen.viewChildrenList, PERMISSIONS.vaccination.viewRoutine];
const EVERYTHING = [...AGENT, PERMISSIONS.dci.viewList];

/** The portal's config, each area announcing the group given (none when absent). */
async function servedWithGroups(groups: Partial<Record<'citizen' | 'vaccination' | 'reference', string>>): Promise<void> {
  const config: RemotesConfig = await announcingConfig(fakeCitizen, vaccination, fakeReference);
  config.remotes = config.remotes.map((remote) => {
    const group = groups[remote.name as keyof typeof groups];
    return group ? { ...remote, menuGroup: group } : remote;
  });
  serveRemotes({ citizen: fakeCitizen, vaccination, reference: fakeReference }, config);
}

const AREA_GROUPS = { citizen: 'children', vaccination: 'vaccination', reference: 'reference' } as const;
const menu = () => screen.findByRole('navigation', { name: /Menu principal|القائمة الرئيسية/ });
const toggles = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the side menu by area', () => {
  beforeEach(() => useLayoutConfig.setState({ menuCollapsed: false, closedMenuGroups: {} }));

  it("puts each area's entries in the group it announces, in the menu's order and open, the shell's entries first; a group the user cannot open is not shown", async () => {
    await servedWithGroups(AREA_GROUPS);
    signInAs(AGENT);
    openApp('/admin/home', 'fr');

    const nav = await menu();
    const vaccine = await within(nav).findByRole('group', { name: 'Vaccination' });
    expect(within(vaccine).getByRole('link', { name: 'Routine' })).toBeVisible();
    expect(within(within(nav).getByRole('group', { name: 'Enfants et dossiers' })).getByRole('link', { name: 'CHILDREN' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Accueil' }).closest('[role="group"]')).toBeNull();
    expect(toggles(nav)).toEqual(['Enfants et dossiers', 'Vaccination']);
    for (const button of within(nav).getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'true');

    signInAs(EVERYTHING);
    openApp('/admin/home', 'fr');
    await within(await menu()).findByRole('link', { name: 'DCI' });
    expect(toggles(await menu())).toEqual(['Enfants et dossiers', 'Vaccination', 'Référentiel']);
  });

  it('closes and opens a group from the keyboard, and remembers it for that user only', async () => {
    await servedWithGroups(AREA_GROUPS);
    signInAs(AGENT, { pk: 7 });
    openApp('/admin/home', 'fr');

    const nav = await menu();
    const routine = await within(nav).findByRole('link', { name: 'Routine' });
    const toggle = within(nav).getByRole('button', { name: 'Vaccination' });
    expect(toggle).toHaveAttribute('aria-controls', routine.closest('[id]')?.id);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(routine).not.toBeVisible();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(routine).toBeVisible();
    await userEvent.keyboard('{Enter}');

    // Closed after the page is opened again (it is in LayoutConfig), for this user...
    expect(JSON.parse(localStorage.getItem(LAYOUT_CONFIG_KEY) ?? '{}').state.closedMenuGroups).toEqual({ 7: ['vaccination'] });
    openApp('/admin/home', 'fr');
    expect(await within(await menu()).findByRole('button', { name: 'Vaccination' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(await menu()).getByRole('button', { name: 'Enfants et dossiers' })).toHaveAttribute('aria-expanded', 'true');

    // ...and open for another one on the same browser.
    signInAs(AGENT, { pk: 8 });
    openApp('/admin/home', 'fr');
    expect(await within(await menu()).findByRole('button', { name: 'Vaccination' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks Arabic right to left: the groups named in Arabic, a closed one pointing its arrow to the start (left)', async () => {
    await servedWithGroups(AREA_GROUPS);
    signInAs(AGENT);
    openApp('/admin/home', 'ar');

    const nav = await menu();
    const toggle = await within(nav).findByRole('button', { name: 'التلقيح' });
    for (const list of nav.querySelectorAll('ul.ant-menu-root')) expect(list).toHaveAttribute('dir', 'rtl');
    expect(toggles(nav)).toEqual(['الأطفال والملفات', 'التلقيح']);
    await userEvent.click(toggle);
    expect(toggle.querySelector('svg')).toHaveStyle({ transform: 'rotate(90deg)' });

    openApp('/admin/home', 'fr');
    const french = await within(await menu()).findByRole('button', { name: 'Vaccination' });
    expect(french.querySelector('svg')).toHaveStyle({ transform: 'rotate(-90deg)' });
  });

  it('shows a closed group that holds the page being read in the primary colour', async () => {
    await servedWithGroups(AREA_GROUPS);
    signInAs(AGENT, { pk: 7 });
    useLayoutConfig.setState({ closedMenuGroups: { 7: ['vaccination', 'children'] } });
    openApp('/admin/vaccine/routine-vaccination', 'fr');

    expect(await screen.findByText('routine page', {}, { timeout: 5000 })).toBeInTheDocument();
    const nav = await menu();
    const holding = within(nav).getByRole('button', { name: 'Vaccination' }).style.color;
    const other = within(nav).getByRole('button', { name: 'Enfants et dossiers' }).style.color;
    expect(holding).not.toBe(other);
  });

  it("leaves ungrouped, under the shell's entries, an area that announces no group or one this portal does not know", async () => {
    await servedWithGroups({ citizen: 'children', reference: 'billing' });
    signInAs(EVERYTHING);
    openApp('/admin/home', 'fr');

    const nav = await menu();
    expect((await within(nav).findByRole('link', { name: 'DCI' })).closest('[role="group"]')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Routine' }).closest('[role="group"]')).toBeNull();
    expect(toggles(nav)).toEqual(['Enfants et dossiers']);
  });

  it('collapsed to icons, shows every entry, closed groups too, with no toggle', async () => {
    await servedWithGroups(AREA_GROUPS);
    signInAs(AGENT, { pk: 7 });
    useLayoutConfig.setState({ menuCollapsed: true, closedMenuGroups: { 7: ['vaccination'] } });
    openApp('/admin/home', 'fr');

    const nav = await menu();
    expect(await within(nav).findByRole('link', { name: 'Routine' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Routine' }).closest('[hidden]')).toBeNull();
    expect(toggles(nav)).toEqual([]);
  });
});
