import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { inProcessAdapter } from '../../src/data/http/in-process-adapter';

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
