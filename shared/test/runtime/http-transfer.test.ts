import { API_PATHS, DELAYS_MS } from '@evax/shared/contract';
import { IMAGE_PATH_PARAM, downloadFile, fetchImage, fileNameFromDisposition, postMultipart, probeReachability } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../jest/fake-http';
import { signInAs } from '../../jest/fixtures';

describe('file transfers and probes (spec 1 §7.1)', () => {
  afterEach(restoreHttp);

  it('reads the file name of a content-disposition header, filename* first', () => {
    expect(fileNameFromDisposition('attachment; filename="dci-2026-01-02.csv"')).toBe('dci-2026-01-02.csv');
    expect(fileNameFromDisposition("attachment; filename=x.csv; filename*=UTF-8''%D9%84%D9%82%D8%A7%D8%AD.xlsx")).toBe('لقاح.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });

  it('downloads as a blob named by content-disposition, GET or POST', async () => {
    signInAs();
    const seen = fakeHttp(() => ({
      data: new Blob(['x'], { type: 'application/vnd.ms-excel' }),
      headers: { 'content-disposition': 'attachment; filename="list.xlsx"' },
    }));

    const file = await downloadFile({ path: '/api/export', method: 'POST', data: { ids: [1] } });

    expect(file.fileName).toBe('list.xlsx');
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.responseType).toBe('blob');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('names a download without a name or a type as CSV', async () => {
    fakeHttp(() => ({ data: new Blob(['a,b']) }));

    const file = await downloadFile({ path: '/api/export', baseName: 'children' });

    expect(file.fileName).toBe('children.csv');
    expect(file.blob.type).toBe('text/csv');
  });

  it('posts form data as multipart', async () => {
    const seen = fakeHttp(() => ({ data: { id: 4 } }));

    await expect(postMultipart('/api/lists', { nameFr: 'Sites', vaccines_passe_set: [1] })).resolves.toEqual({ id: 4 });

    const body = seen[0]?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('vaccines_set')).toBe('[1]');
  });

  it('probes the API with a GET and a 5 s timeout, answering whether it replied', async () => {
    const seen = fakeHttp(() => ({ data: { status: 'ok' } }));
    await expect(probeReachability()).resolves.toBe(true);
    expect(seen[0]?.url).toBe(API_PATHS.health);
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.timeout).toBe(5000);

    fakeHttp(() => ({ status: 503, data: '' }));
    await expect(probeReachability()).resolves.toBe(false);
  });

  it('fetches an image by its path parameter, as a blob, with a 30 s timeout', async () => {
    const seen = fakeHttp(() => ({ data: new Blob(['png']) }));

    await fetchImage('/api/files/image', 'children/7/photo.png');

    expect(seen[0]?.params).toEqual({ [IMAGE_PATH_PARAM]: 'children/7/photo.png' });
    expect(seen[0]?.responseType).toBe('blob');
    expect(seen[0]?.timeout).toBe(DELAYS_MS.imageDownloadTimeout);
    expect(DELAYS_MS.imageDownloadTimeout).toBe(30000);
  });
});
