import { act, screen, waitFor } from '@testing-library/react';
import { restoreHttp, fakeHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { loader, openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';
import { IDLE_FALLBACK_MS } from '../src/federation/use-remote-areas';

const loadedAreas = () => loader.loadRemoteModule.mock.calls.map(([remote]) => remote.name).sort();
/** The browser goes idle (jsdom has no requestIdleCallback: the fallback's timer runs), on the fake clock. */
const browserIdle = () => act(() => jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));

describe('loading the remote areas (issue 15: only what the user may open, when needed)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loader.loadRemoteModule.mockClear();
    fakeHttp(() => ({ data: { count: 0, results: [] } }));
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreHttp();
  });

  it('never fetches an area the user holds no permission of (an agent loads no reference code)', async () => {
    signInAs(['view-dashboard', 'view-children-list']);
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    openApp('/admin/home');

    expect(await screen.findByRole('link', { name: 'CHILDREN' }, { timeout: 5000 })).toBeInTheDocument();
    // The idle prefetch has run too: still nothing of the reference area.
    await browserIdle();
    expect(loadedAreas()).toEqual(['citizen']);
  });

  it('loads an area when the user goes to one of its pages, even one their menu does not show', async () => {
    signInAs(['view-children-list']);
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    openApp('/admin/dci');

    await waitFor(() => expect(loadedAreas()).toContain('reference'));
  });

  it('loads an area once, however many pages ask for it', async () => {
    signInAs(['view-dashboard', 'view-children-list']);
    serveRemotes({ citizen: fakeCitizen });
    openApp('/admin/child/list');

    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    await browserIdle();
    expect(loadedAreas()).toEqual(['citizen']);
  });
});
