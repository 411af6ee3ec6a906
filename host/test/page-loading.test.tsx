import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@evax/shared/contract';
import { translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { signInAs } from '../../shared/jest/fixtures';
import { openApp, serveRemotes } from './app-harness';

/** A citizen area whose page's code never arrives. */
const slowCitizen: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'citizen',
  routes: [{ path: '/admin/child/list', permission: PERMISSIONS.citizen.viewChildrenList, component: () => new Promise(() => undefined) }],
  menu: [],
  loadTranslations: translationsLoader({ fr: {}, ar: {}, en: {} }),
};

describe('a page whose code is loading', () => {
  beforeEach(() => serveRemotes({ citizen: slowCitizen }));

  it('shows the outline of a page (title, toolbar, rows), never a blank area', async () => {
    signInAs(['view-children-list']);
    openApp('/admin/child/list');

    const loading = await screen.findByRole('status', { name: 'Loading…' }, { timeout: 20_000 });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelector('[data-skeleton="title"]')).not.toBeNull();
    expect(loading.querySelector('[data-skeleton="toolbar"]')).not.toBeNull();
    expect(loading.querySelectorAll('[data-skeleton="row"]').length).toBeGreaterThan(1);
    expect(within(document.body).queryByText('Loading the area…')).toBeNull();
  });
});
