import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { wholeBodyOf } from './whole-body';

const decoder = new TextDecoder();

/** Answers a fetch Request: the local API's own handler, when it runs in the server's process (`npm start`). */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * An axios adapter that hands each request to `handler` in this process: no socket, no HTTP parsing and no
 * compression between the server renderer and the local API that `npm start` runs beside it. Statuses, headers and
 * bodies are the API's own; axios parses and validates them as it would over the network. A deployment with its own
 * API (VITE_TIENDA_API_ROOT) calls it over HTTP.
 */
export function inProcessAdapter(handler: FetchHandler): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = fullUrl(config);
    const headers = new Headers();
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (value !== undefined && value !== null && (value as unknown) !== false) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' || config.data == null ? undefined : (config.data as BodyInit);
    let response: Response;
    try {
      response = await handler(new Request(url, { method, headers, body, ...(config.signal ? { signal: config.signal as AbortSignal } : {}) }));
    } catch (error) {
      throw new AxiosError(error instanceof Error ? error.message : String(error), AxiosError.ERR_NETWORK, config);
    }
    // The local API's answers carry their bytes (whole-body.ts): no stream to read back.
    const whole = wholeBodyOf(response);
    const text = method === 'HEAD' ? '' : whole ? decoder.decode(whole) : await response.text();
    const answer: AxiosResponse = {
      data: text,
      status: response.status,
      statusText: response.statusText,
      headers: AxiosHeaders.from(Object.fromEntries(response.headers)),
      config,
      request: { url, method },
    };
    const valid = config.validateStatus ? config.validateStatus(response.status) : response.status >= 200 && response.status < 300;
    if (!valid) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        answer.request,
        answer,
      );
    }
    return answer;
  };
}

/** The request's absolute URL: baseURL + url, with its params serialised as axios would. */
function fullUrl(config: InternalAxiosRequestConfig): string {
  const base = config.baseURL ?? '';
  const path = config.url ?? '';
  const joined = /^https?:\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const url = new URL(joined);
  const params = config.params as Record<string, unknown> | URLSearchParams | undefined;
  const serialize = config.paramsSerializer && typeof config.paramsSerializer === 'object' ? config.paramsSerializer.serialize : undefined;
  if (params && serialize) {
    const query = serialize(params as Record<string, unknown>, config.paramsSerializer as never);
    if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  } else if (params instanceof URLSearchParams) params.forEach((value, key) => url.searchParams.append(key, value));
  else if (params) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
    }
  }
  return url.href;
}
