import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse, type CreateAxiosDefaults, type InternalAxiosRequestConfig } from 'axios';
import type { HttpRequester } from './api-client';
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
    const method = (config.method ?? 'get').toUpperCase();
    const answer = await answerOf(handler, config, method);
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (!valid) throw failure(answer, config);
    return answer;
  };
}

/**
 * The client's requester for the local API in this process (`npm start`'s server renderer): what axios with
 * inProcessAdapter does, with `defaults` (the client's axios defaults). A plain GET (no body, signal, upload progress
 * or response type: every call of a server render) skips axios's own work, which cost more than a tenth of a
 * millisecond a call (issue 22), and gets the same answer: the same Request (URL, parameters, headers as AxiosHeaders
 * writes them), the body parsed as JSON as axios parses it (kept as text when it is none), the headers as
 * AxiosHeaders, and a non-2xx status or a handler that throws rejected with the same AxiosError. Any other call goes
 * through axios.
 */
export function inProcessHttp(handler: FetchHandler, defaults: CreateAxiosDefaults): HttpRequester {
  const viaAxios = axios.create({ ...defaults, adapter: inProcessAdapter(handler) });
  return {
    async request(config: AxiosRequestConfig) {
      const method = (config.method ?? 'get').toUpperCase();
      if (method !== 'GET' || config.data !== undefined || config.signal || config.onUploadProgress || config.responseType) return viaAxios.request(config);
      const merged = { ...defaults, ...config, headers: { ...(defaults.headers as Record<string, unknown>), ...(config.headers as Record<string, unknown>) } } as InternalAxiosRequestConfig;
      const answer = await answerOf(handler, merged, method);
      // axios's transformResponse, for a response type left unset: JSON when it parses, else the text as it came.
      answer.data = parsedJson(answer.data as string);
      if (answer.status >= 200 && answer.status < 300) return answer;
      throw failure(answer, merged);
    },
  };
}

function parsedJson(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The handler's answer to `config` as axios's response (the body as text); a handler that throws is a network error. */
async function answerOf(handler: FetchHandler, config: InternalAxiosRequestConfig, method: string): Promise<AxiosResponse> {
  const url = fullUrl(config);
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null && (value as unknown) !== false) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
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
  return {
    data: text,
    status: response.status,
    statusText: response.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(response.headers)),
    config,
    request: { url, method },
  };
}

/** An error status, rejected as axios rejects it over the network, with the answer attached. */
function failure(answer: AxiosResponse, config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    answer.request,
    answer,
  );
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
