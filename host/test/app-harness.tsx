import { cleanup } from '@testing-library/react';
import type { RemoteName, RemotesConfig } from '@evax/shared/contract';
import { announcementOf, loadAllLanguages, type ModuleDescriptor } from '@evax/shared/runtime';
import { areaFileOf } from '../../shared/jest/area-file';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { AppRoutes } from '../src/app/AppRoutes';
import { forgetAuthConfig } from '../src/auth/auth-config';
import { initialRemoteAreas, useRemoteModules } from '../src/federation/remote-modules-store';
import { shellTranslations } from '../src/i18n';
import * as remoteLoader from '../src/federation/remote-loader';
import { fakeCitizen, fakeReference } from './fake-modules';

jest.mock('../src/federation/remote-loader');

export const loader = jest.mocked(remoteLoader);

/** As the portal serves it: each entry carries what its remote announces (its area.json). */
export const ALL_REMOTES: RemotesConfig = {
  remotes: [
    { name: 'citizen', entry: '/remotes/citizen/mf-manifest.json', ...announcementOf(fakeCitizen) },
    { name: 'reference', entry: '/remotes/reference/mf-manifest.json', ...announcementOf(fakeReference) },
  ],
};

/** As the portal serves it since areas announce their menus: each entry carries its remote's whole area.json. */
export async function announcingConfig(...modules: ModuleDescriptor[]): Promise<RemotesConfig> {
  const entries = modules.map(async (module) => ({
    name: module.name as RemoteName,
    entry: `/remotes/${module.name}/mf-manifest.json`,
    ...areaFileOf(module, await loadAllLanguages(module.loadTranslations)),
  }));
  return { remotes: await Promise.all(entries) };
}

/** The federation runtime answers with these descriptors (a missing one fails to load). */
export function serveRemotes(modules: Partial<Record<'citizen' | 'vaccination' | 'reference' | 'admin', ModuleDescriptor>>, config = ALL_REMOTES): void {
  loader.fetchRemotesConfig.mockResolvedValue(config);
  loader.fetchAreaAnnouncement.mockImplementation(async ({ name, entry: _entry, ...announcement }) => {
    if (announcement.basePaths && announcement.permissions)
      return { ...announcement, basePaths: announcement.basePaths, permissions: announcement.permissions };
    throw new Error(`${name}: no area.json`);
  });
  loader.loadRemoteModule.mockImplementation(async (remote) => {
    const descriptor = modules[remote.name];
    if (!descriptor) throw new Error(`${remote.name} is down`);
    return descriptor;
  });
}

/** The whole route table at `route`, as a browser would open it. */
export function openApp(route: string, language: 'fr' | 'ar' | 'en' = 'en') {
  cleanup();
  // A new page load reads GET /api/auth/config again.
  forgetAuthConfig();
  useRemoteModules.setState(initialRemoteAreas());
  setupI18n(language, shellTranslations);
  return renderInApp(<AppRoutes />, { route });
}
