import { crudApi, listFilesApi } from '@evax/shared/ui';
import { fakeHttp, restoreHttp } from '../../../jest/fake-http';

const paths = {
  list: '/api/things',
  get: '/api/things/{id}',
  create: '/api/things/add',
  update: '/api/things/{id}',
  activate: '/api/things/{id}/activate',
  deactivate: '/api/things/{id}/deactivate',
  remove: '/api/things/{id}/delete',
};

describe('crudApi', () => {
  afterEach(restoreHttp);

  it('makes the standard calls at their paths, the id filled in', async () => {
    const seen = fakeHttp((request) => ({ data: { method: request.method, url: request.url } }));
    const api = crudApi<{ id: number }, { id: number }, { name: string }>(paths);
    await api.page({ page: 2, page_size: 10 }, new AbortController().signal);
    await api.get(3);
    await api.create({ name: 'A' });
    await api.update(3, { name: 'B' });
    await api.setActive(3, true);
    await api.setActive(3, false);
    await api.remove(3);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get /api/things',
      'get /api/things/3',
      'post /api/things/add',
      'patch /api/things/3',
      'post /api/things/3/activate',
      'post /api/things/3/deactivate',
      'delete /api/things/3/delete',
    ]);
    expect(seen[0]?.params).toEqual({ page: 2, page_size: 10 });
    expect(JSON.parse(String(seen[2]?.data))).toEqual({ name: 'A' });
    expect(JSON.parse(String(seen[3]?.data))).toEqual({ name: 'B' });
  });

  it('reads one by ?id= where the path has no {id}, and sends the creation in the body it is given', async () => {
    const seen = fakeHttp(() => ({ data: {} }));
    const api = crudApi<{ id: number }, { id: number }, { name: string }>({ ...paths, get: '/api/thingList' }, { createBody: ({ name }) => `name=${name}` });
    await api.get(5);
    await api.create({ name: 'A' });
    expect(seen[0]?.url).toBe('/api/thingList');
    expect(seen[0]?.params).toEqual({ id: 5 });
    expect(seen[1]?.data).toBe('name=A');
  });
});

describe('listFilesApi', () => {
  afterEach(restoreHttp);

  it("exports to its path under the server's file name, and imports to its path with the mode", async () => {
    const seen = fakeHttp((request) =>
      request.method === 'get' ? { data: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="things.csv"' } } : { data: { total: 0 } },
    );
    const files = listFilesApi('/api/things/export', 'things', '/api/things/import');
    const file = await files.exportFile({ search: 'a' }, 'csv');
    expect(file.fileName).toBe('things.csv');
    await files.importFile(new File(['x'], 'things.csv'), 'partial');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['get /api/things/export', 'post /api/things/import']);
    expect(seen[1]?.params).toEqual({ mode: 'partial' });
  });
});
