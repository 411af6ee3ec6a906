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

describe("an area's announcement (its path prefixes and permissions)", () => {
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

  it('refuses a file that is not an announcement, and a missing one', async () => {
    serveFile('http://localhost/remotes/citizen/area.json', { basePaths: '/admin/child' });
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/citizen/mf-manifest.json' })).rejects.toThrow(/not an area announcement/);
    await expect(fetchAreaAnnouncement({ name: 'citizen', entry: '/remotes/elsewhere/mf-manifest.json' })).rejects.toThrow(/404/);
  });
});
