import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_VERSION_LABEL, LAYOUT_CONFIG_KEY, PERSISTED_STORE_KEY } from '@evax/shared/contract';
import { useConnectivity } from '@evax/shared/runtime';
import { signInAs } from '../../shared/jest/fixtures';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference, titledReference } from './fake-modules';
import { useLayoutConfig } from '../src/layout/layout-config-store';

const setWidth = (width: number) => {
  window.innerWidth = width;
};

describe('layout (spec 1 §2.4, §3, §9)', () => {
  beforeEach(() => {
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    useLayoutConfig.setState({ menuCollapsed: false });
    setWidth(1280);
  });

  it('derives the breadcrumbs and the title from the active menu entry', async () => {
    signInAs(['view-dashboard', 'view-children-list']);
    openApp('/admin/child/list');

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 10_000 });
    expect(await within(breadcrumb).findByText('CHILDREN')).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/home');
    expect(screen.getByRole('heading', { level: 1, name: 'CHILDREN' })).toBeInTheDocument();
  });

  describe('the title, breadcrumb and menu entry of a page come from its route descriptor', () => {
    const selectedEntry = () => document.querySelector('.ant-menu-item-selected')?.textContent;

    beforeEach(() => serveRemotes({ reference: titledReference }));

    it("a page outside its entry's path: its title, the entry as a link, the entry highlighted", async () => {
      signInAs(['view-dashboard', 'view-dci-list', 'add-dci']);
      openApp('/admin/add/new');

      expect(await screen.findByText('dci form', {}, { timeout: 10_000 })).toBeInTheDocument();
      const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'DCI' })).toHaveAttribute('href', '/admin/dci');
      expect(within(breadcrumb).getAllByRole('listitem').at(-1)).toHaveTextContent('New DCI');
      expect(screen.getByRole('heading', { level: 1, name: 'New DCI' })).toBeInTheDocument();
      expect(selectedEntry()).toBe('DCI');
    });

    it("a page under its entry's path: its own title, not the entry's", async () => {
      signInAs(['view-dashboard', 'view-dci-list']);
      openApp('/admin/dci/7/show');

      expect(await screen.findByText('dci sheet', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'DCI sheet' })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'DCI' })).toBeInTheDocument();
      expect(selectedEntry()).toBe('DCI');
    });

    it("a page titled like its entry: the breadcrumb ends at the entry's link, the title said once", async () => {
      signInAs(['view-dashboard', 'view-dci-list']);
      openApp('/admin/dci/7/history');

      expect(await screen.findByText('dci history', {}, { timeout: 10_000 })).toBeInTheDocument();
      const steps = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
      expect(steps).toHaveLength(2);
      expect(within(steps[1]!).getByRole('link', { name: 'DCI' })).toHaveAttribute('href', '/admin/dci');
      expect(screen.getByRole('heading', { level: 1, name: 'DCI' })).toBeInTheDocument();
    });

    it("the entry's own page: the breadcrumb ends at the entry, not a link", async () => {
      signInAs(['view-dashboard', 'view-dci-list']);
      openApp('/admin/dci');

      expect(await screen.findByText('dci list', {}, { timeout: 10_000 })).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).queryByRole('link', { name: 'DCI' })).not.toBeInTheDocument();
      expect(within(breadcrumb).getAllByRole('listitem').at(-1)).toHaveTextContent('DCI');
      expect(screen.getByRole('heading', { level: 1, name: 'DCI' })).toBeInTheDocument();
      expect(selectedEntry()).toBe('DCI');
    });

    it("a host page: the profile shows its title from the shell's route", async () => {
      signInAs(['view-dashboard']);
      openApp('/admin/profile');
      const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 10_000 });
      expect(within(breadcrumb).getAllByRole('listitem').at(-1)).toHaveTextContent('My profile');
      expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    });
  });

  it('names no area on a page the user may not open', async () => {
    signInAs(['view-dashboard', 'view-children-list']);
    openApp('/admin/dci');
    expect(await screen.findByText("We're sorry, but you don't have access to this page")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows the version label', async () => {
    signInAs(['view-dashboard']);
    openApp('/admin/home');
    expect(await screen.findByTestId('app-version')).toHaveTextContent(APP_VERSION_LABEL);
    expect(APP_VERSION_LABEL).toBe('v1.0.0-alpha');
  });

  it('keeps the collapsed menu under LayoutConfig; persistedStore holds the session only', async () => {
    signInAs(['view-dashboard']);
    openApp('/admin/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
    act(() => useConnectivity.getState().setOnline(true));

    expect(JSON.parse(localStorage.getItem(LAYOUT_CONFIG_KEY) ?? '{}')).toMatchObject({ state: { menuCollapsed: true } });
    const persisted = JSON.parse(localStorage.getItem(PERSISTED_STORE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(persisted.state).sort()).toEqual(['audience', 'currentUser', 'expiresAt', 'headerTokenType', 'permissions', 'phone', 'token']);
    expect(Object.keys(localStorage).sort()).toEqual([LAYOUT_CONFIG_KEY, PERSISTED_STORE_KEY].sort());
  });

  it('opens the menu in a drawer on a phone, and closes it when a page is chosen', async () => {
    setWidth(400);
    signInAs(['view-dashboard', 'view-children-list']);
    openApp('/admin/home');

    expect(screen.queryByText('CHILDREN')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByText('CHILDREN'));

    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer-open')).toBeNull();
  });
});
