import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { inProcessAdapter, inProcessHttp } from '../../src/data/http/in-process-adapter';

/** An axios instance whose requests a handler answers in process; the handler records what it was asked. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const seen: { method: string; url: string; session: string | null; body: string }[] = [];
  const http = axios.create({
    baseURL: 'http://tienda.test/api/public',
    adapter: inProcessAdapter(async (request) => {
      seen.push({ method: request.method, url: request.url, session: request.headers.get('Session'), body: await request.text() });
      return answer(request);
    }),
  });
  return { http, seen };
}

describe('inProcessAdapter', () => {
  it('hands the request to the handler (method, URL with its parameters, headers, body) and parses its JSON answer', async () => {
    const { http, seen } = clientAnswering(() => Response.json({ ok: true, n: 3 }, { headers: { ETag: '"x"' } }));
    const got = await http.get('/page/product/TND-1', { params: { include: 'PRODUCT', page: 2 }, headers: { Session: 'token-1' } });
    expect(got.status).toBe(200);
    expect(got.data).toEqual({ ok: true, n: 3 });
    expect(got.headers.etag).toBe('"x"');
    const posted = await http.post('/cart/c-1/item', { quantity: 2 });
    expect(posted.data).toEqual({ ok: true, n: 3 });
    expect(seen).toEqual([
      { method: 'GET', url: 'http://tienda.test/api/public/page/product/TND-1?include=PRODUCT&page=2', session: 'token-1', body: '' },
      { method: 'POST', url: 'http://tienda.test/api/public/cart/c-1/item', session: null, body: '{"quantity":2}' },
    ]);
  });

  it('rejects an error status as axios does over the network, with the answer attached', async () => {
    const { http } = clientAnswering(() => Response.json({ cause: 'notFound', message: 'El producto no existe.' }, { status: 404 }));
    const error = await http.get('/page/product/nada').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect((error as AxiosError).response?.status).toBe(404);
    expect((error as AxiosError).response?.data).toEqual({ cause: 'notFound', message: 'El producto no existe.' });
  });

  it('reports a handler that throws as a network error', async () => {
    const { http } = clientAnswering(() => {
      throw new Error('caído');
    });
    const error = await http.get('/category/root').catch((e: unknown) => e);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
    expect((error as AxiosError).response).toBeUndefined();
  });
});

describe('inProcessHttp', () => {
  /** The client's defaults (api-client.ts), and a handler that records every request it is handed. */
  const defaults = {
    baseURL: 'http://tienda.test/api/public',
    timeout: 10_000,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: (params: Record<string, unknown>) => new URLSearchParams(params as Record<string, string>).toString() },
  };
  function recording(answer: (request: Request) => Response | Promise<Response>) {
    const seen: { method: string; url: string; headers: [string, string][]; body: string }[] = [];
    const handler = async (request: Request) => {
      seen.push({ method: request.method, url: request.url, headers: [...request.headers], body: await request.text() });
      return answer(request);
    };
    return { handler, seen };
  }
  /** The same call through axios with the adapter and through inProcessHttp: what the handler saw, and what each gave. */
  async function both(answer: () => Response, config: Parameters<ReturnType<typeof inProcessHttp>['request']>[0]) {
    const viaAxios = recording(answer);
    const direct = recording(answer);
    const outcome = (call: Promise<{ data: unknown; headers: unknown }>) =>
      call.then(
        (got) => ({ ok: true, data: got.data, headers: { ...(got.headers as object) } }),
        (error: AxiosError) => ({ ok: false, type: error.constructor, code: error.code, message: error.message, status: error.response?.status, data: error.response?.data }),
      );
    const a = await outcome(axios.create({ ...defaults, adapter: inProcessAdapter(viaAxios.handler) }).request(config));
    const b = await outcome(inProcessHttp(direct.handler, defaults).request(config));
    return { a, b, seenA: viaAxios.seen, seenB: direct.seen };
  }
  const get = { method: 'get', url: '/page/product/TND-1', params: { include: 'PRODUCT,VARIANTS', page_size: 5 }, headers: { Session: 't-1', 'X-Forwarded-For': '10.0.0.1' } };

  it('hands a GET the same request as axios with the adapter, and gives the same parsed answer and headers', async () => {
    const { a, b, seenA, seenB } = await both(() => Response.json({ ok: true, n: [1, 2] }, { headers: { ETag: '"x"', 'Retry-After': '3' } }), get);
    expect(seenB).toEqual(seenA);
    expect(seenB[0]!.url).toBe('http://tienda.test/api/public/page/product/TND-1?include=PRODUCT%2CVARIANTS&page_size=5');
    expect(b).toEqual(a);
    expect(b).toMatchObject({ ok: true, data: { ok: true, n: [1, 2] }, headers: { etag: '"x"', 'retry-after': '3' } });
  });

  it('keeps a body that is not JSON as its text, and an empty one as empty, as axios does', async () => {
    for (const body of ['no es JSON', '']) {
      const { a, b } = await both(() => new Response(body, { headers: { 'Content-Type': 'text/plain' } }), get);
      expect(b).toEqual(a);
      expect(b).toMatchObject({ ok: true, data: body });
    }
  });

  it('rejects an error status, and a handler that throws, with the same AxiosError', async () => {
    for (const status of [401, 404, 429, 500, 503]) {
      const { a, b } = await both(() => Response.json({ cause: 'x', message: 'm' }, { status }), get);
      expect(b).toEqual(a);
      expect(b).toMatchObject({ ok: false, status, data: { cause: 'x', message: 'm' } });
    }
    const { a, b } = await both(() => {
      throw new Error('caído');
    }, get);
    expect(b).toEqual(a);
    expect(b).toMatchObject({ ok: false, code: AxiosError.ERR_NETWORK, message: 'caído' });
  });

  it('sends any other call (a body, a signal) through axios', async () => {
    const post = await both(() => Response.json({ ok: 1 }), { method: 'post', url: '/cart/c-1/item', data: { quantity: 2 }, headers: { Session: 't-1' } });
    expect(post.seenB).toEqual(post.seenA);
    expect(post.b).toEqual(post.a);
    const signal = await both(() => Response.json({ ok: 1 }), { ...get, signal: new AbortController().signal });
    expect(signal.seenB).toEqual(signal.seenA);
    expect(signal.b).toEqual(signal.a);
  });
});
