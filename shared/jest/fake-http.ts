import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@evax/shared/runtime';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Response headers, e.g. content-disposition. */
  headers?: Record<string, string>;
}

export type FakeRoute = (request: InternalAxiosRequestConfig) => FakeReply | undefined;

const NOT_FOUND: FakeReply = { status: 404, data: { detail: 'Not found', key: 'ERROR.CODE.NOT_FOUND' } };

/**
 * Answers the shared HTTP client's calls without a network, and the calls made with fetch before
 * signing in (publicRequest: the login, the sign-in settings): each call goes to `route`
 * (undefined = 404), a fetch call seen as the client's would be (url, method, data, headers).
 * Returns the requests seen. Restore with `restoreHttp()`.
 */
export function fakeHttp(route: FakeRoute): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = route(config) ?? NOT_FOUND;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new AxiosHeaders(init.headers as Record<string, string>);
    const request = { url: String(input), method: (init.method ?? 'GET').toLowerCase(), data: init.body, headers } as InternalAxiosRequestConfig;
    seen.push(request);
    const reply = route(request) ?? NOT_FOUND;
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.data } as Response;
  };
  return seen;
}

const originalAdapter = http.defaults.adapter;
const originalFetch = globalThis.fetch;

export function restoreHttp(): void {
  http.defaults.adapter = originalAdapter;
  globalThis.fetch = originalFetch;
}

/** The query parameters a request was sent with. */
export function paramsOf(request: InternalAxiosRequestConfig): Record<string, unknown> {
  return (request.params ?? {}) as Record<string, unknown>;
}
