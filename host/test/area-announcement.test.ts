import { fetchAreaAnnouncement } from '../src/federation/remote-loader';

const ANNOUNCED = { basePaths: ['/admin/child'], permissions: ['view-children-list'] };

/** The browser's fetch, answering `body` at `url` and 404 elsewhere; returns the URLs asked. */
function serveFile(url: string, body: unknown): string[] {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const found = String(input) === url;
    return { ok: found, status: found ? 200 : 404, json: async () => body } as Response;
  }) as typeof fetch;
  return asked;
}

describe("an area's announcement (its path prefixes, permissions and menu)", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('comes from the config entry when the portal wrote it there, without a request', async () => {
    const asked = serveFile('none', {});
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json', ...ANNOUNCED })).resolves.toEqual(ANNOUNCED);
    expect(asked).toHaveLength(0);
  });

  it('is read from area.json beside the manifest of a remote deployed elsewhere', async () => {
    const asked = serveFile('https://areas.example.org/citizen/v7/area.json', ANNOUNCED);
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: 'https://areas.example.org/citizen/v7/mf-manifest.json' })).resolves.toEqual(ANNOUNCED);
    expect(asked).toEqual(['https://areas.example.org/citizen/v7/area.json']);
  });

  it("keeps the contract, menu and menu texts of a remote's area.json", async () => {
    const withMenu = {
      ...ANNOUNCED,
      contractVersion: '1.0',
      menu: [{ key: 'children', labelKey: 'CITIZEN.MENU.CHILDREN', path: '/admin/child/list', permission: 'view-children-list' }],
      texts: { fr: { CITIZEN: { MENU: { CHILDREN: 'Enfants' } } }, ar: {}, en: {} },
    };
    serveFile('https://areas.example.org/citizen/v8/area.json', withMenu);
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: 'https://areas.example.org/citizen/v8/mf-manifest.json' })).resolves.toEqual(withMenu);
  });

  it('drops a menu that is not a list, or has no contract: the descriptor then brings the menu', async () => {
    serveFile('http://localhost/remotes/citizen/area.json', { ...ANNOUNCED, menu: [{ key: 'x' }], texts: {} });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).resolves.toEqual(ANNOUNCED);
    serveFile('http://localhost/remotes/citizen/area.json', { ...ANNOUNCED, contractVersion: '1.0', menu: 'children', texts: {} });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).resolves.toEqual(ANNOUNCED);
  });

  it('keeps the menu group it declares, with or without a menu, and drops one that is not a text', async () => {
    serveFile('http://localhost/remotes/citizen/area.json', { ...ANNOUNCED, menuGroup: 'children' });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).resolves.toEqual({
      ...ANNOUNCED,
      menuGroup: 'children',
    });
    serveFile('http://localhost/remotes/citizen/area.json', { ...ANNOUNCED, menuGroup: { name: 'children' } });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).resolves.toEqual(ANNOUNCED);
  });

  it('refuses a file that is not an announcement, and a missing one', async () => {
    serveFile('http://localhost/remotes/citizen/area.json', { basePaths: '/admin/child' });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).rejects.toThrow(/not an area announcement/);
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/elsewhere/mf-manifest.json' })).rejects.toThrow(/404/);
  });
});
