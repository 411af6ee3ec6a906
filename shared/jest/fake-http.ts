import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@evax/shared/runtime';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Response headers, e.g. content-disposition. */
  headers?: Record<string, string>;
}

export type FakeRoute = (request: InternalAxiosRequestConfig) => FakeReply | undefined;

/**
 * Answers the shared HTTP client's calls without a network: each call goes to `route`
 * (undefined = 404). Returns the requests seen. Restore with `restoreHttp()`.
 */
export function fakeHttp(route: FakeRoute): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = route(config) ?? { status: 404, data: { detail: 'Not found', key: 'ERROR.CODE.NOT_FOUND' } };
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
  return seen;
}

const originalAdapter = http.defaults.adapter;

export function restoreHttp(): void {
  http.defaults.adapter = originalAdapter;
}

/** The query parameters a request was sent with. */
export function paramsOf(request: InternalAxiosRequestConfig): Record<string, unknown> {
  return (request.params ?? {}) as Record<string, unknown>;
}
