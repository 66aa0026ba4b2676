import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MemoryStorage, TOKENS, UseCaseError } from '../../../src';
import type { SessionService } from '../../../src/usecases/session/session.service';
import { ApiClient } from '../../../src/data/http/api-client';
import { FakeSessionSource, RecordingLogger, RecordingSleep } from '../../mocks/doubles';
import { apiError, sessionToken } from '../../mocks/fixtures';
import { failureOf, makeClient, readStored, storedSession } from '../../mocks/client';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const STALE = 'stale-token-0f9e';
const ProbeSchema = z.object({ value: z.string() });
type Probe = z.output<typeof ProbeSchema>;

/** POST /anonymous/ handing out anon-1, anon-2..., optionally after a pause. */
function anonymousHandler(pauseMs = 0) {
  let count = 0;
  return http.post(url('/anonymous/'), async () => {
    const token = `anon-${++count}`;
    if (pauseMs) await delay(pauseMs);
    return HttpResponse.json(sessionToken(token));
  });
}

/** GET /probe: rejects the `rejected` token with `status`/`body`, answers `ok:<token>` otherwise. */
function probeHandler(rejected: (token: string | null) => boolean, status: number, body: unknown = null) {
  return http.get(url('/probe'), ({ request }) => {
    const token = request.headers.get('Session');
    if (rejected(token)) return HttpResponse.json(body as never, { status });
    return HttpResponse.json({ value: `ok:${token}` });
  });
}

/** A client whose stored anonymous session is STALE, started without a call. */
async function clientWithStaleSession(options: Parameters<typeof makeClient>[0] = {}) {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: STALE, isUser: false });
  const harness = makeClient({ storage, ...options });
  await harness.client.session.start();
  expect(requests.total).toBe(0);
  return { ...harness, storage };
}

const probe = (api: ApiClient, extra: { sessionRecovery?: boolean } = {}): Promise<Probe> =>
  api.request({ method: 'GET', path: '/probe', schema: ProbeSchema, shape: 'Probe', ...extra });

describe('ApiClient headers', () => {
  it('sends the current session token in the Session header of every call', async () => {
    server.use(
      probeHandler(() => false, 200),
      http.post(url('/thing'), () => HttpResponse.json({ value: 'created' })),
      http.delete(url('/thing/1'), () => new HttpResponse(null, { status: 204 })),
    );
    const { api } = await clientWithStaleSession();
    await probe(api);
    await api.request({ method: 'POST', path: '/thing', data: { a: 1 }, schema: ProbeSchema, shape: 'Probe' });
    await api.request({ method: 'DELETE', path: '/thing/1', schema: null, shape: 'none' });
    expect(requests.total).toBe(3);
    for (const entry of requests.entries) expect(entry.headers.get('Session'), `${entry.method} ${entry.path}`).toBe(STALE);
  });

  it('creates an anonymous session first when there is none, and sends it', async () => {
    server.use(anonymousHandler(), probeHandler(() => false, 200));
    const { api } = makeClient();
    await expect(probe(api)).resolves.toEqual({ value: 'ok:anon-1' });
    expect(requests.describe()).toBe('POST /anonymous/, GET /probe');
    expect(requests.single('POST', '/anonymous/').headers.get('Session')).toBeNull();
  });

  it('forwards user agent, referrer and client IP when requestInfo provides them', async () => {
    server.use(probeHandler(() => false, 200));
    const { api } = await clientWithStaleSession({
      requestInfo: () => ({ userAgent: 'Mozilla/5.0 (Prueba)', referrer: 'https://buscador.example/?q=audifonos', clientIp: '203.0.113.9' }),
    });
    await probe(api);
    const sent = requests.single('GET', '/probe').headers;
    expect(sent.get('X-Forwarded-User-Agent')).toBe('Mozilla/5.0 (Prueba)');
    expect(sent.get('X-Forwarded-Referer')).toBe('https://buscador.example/?q=audifonos');
    expect(sent.get('X-Forwarded-For')).toBe('203.0.113.9');
  });

  it('forwards only the facts requestInfo has, read afresh for each call', async () => {
    server.use(probeHandler(() => false, 200));
    let info: { userAgent?: string | null; clientIp?: string | null } | null = { userAgent: 'UA/1', clientIp: null };
    const { api } = await clientWithStaleSession({ requestInfo: () => info });
    await probe(api);
    info = null;
    await probe(api);
    const [first, second] = requests.filter('GET', '/probe');
    expect(first!.headers.get('X-Forwarded-User-Agent')).toBe('UA/1');
    expect(first!.headers.has('X-Forwarded-For')).toBe(false);
    expect(first!.headers.has('X-Forwarded-Referer')).toBe(false);
    for (const name of ['X-Forwarded-User-Agent', 'X-Forwarded-Referer', 'X-Forwarded-For']) expect(second!.headers.has(name)).toBe(false);
  });

  it('sends no forwarded headers without requestInfo', async () => {
    server.use(probeHandler(() => false, 200));
    const { api } = await clientWithStaleSession();
    await probe(api);
    const sent = requests.single('GET', '/probe').headers;
    for (const name of ['X-Forwarded-User-Agent', 'X-Forwarded-Referer', 'X-Forwarded-For']) expect(sent.has(name), name).toBe(false);
  });

  it('serializes list parameters with commas and leaves out null and undefined ones', async () => {
    server.use(probeHandler(() => false, 200));
    const { api } = await clientWithStaleSession();
    await api.request({
      method: 'GET',
      path: '/probe',
      params: { include: ['PRODUCT', 'REVIEWS'], page: 1, on_sale: true, city: null, state: undefined },
      schema: ProbeSchema,
      shape: 'Probe',
    });
    const query = requests.single('GET', '/probe').query;
    expect(query.get('include')).toBe('PRODUCT,REVIEWS');
    expect(query.get('page')).toBe('1');
    expect(query.get('on_sale')).toBe('true');
    expect(query.has('city')).toBe(false);
    expect(query.has('state')).toBe(false);
  });
});

describe('ApiClient session recovery', () => {
  it.each(['AUTH_ERROR', 'AUTH_EXPIRED', 'INVALID_TOKEN'])(
    'replaces the session and retries once on a 401 %s',
    async (cause) => {
      server.use(anonymousHandler(), probeHandler((token) => token === STALE, 401, apiError(cause)));
      const { api, client, storage } = await clientWithStaleSession();
      await expect(probe(api)).resolves.toEqual({ value: 'ok:anon-1' });
      expect(requests.count('POST', '/anonymous/')).toBe(1);
      expect(requests.count('GET', '/probe')).toBe(2);
      expect(requests.filter('GET', '/probe').map((entry) => entry.headers.get('Session'))).toEqual([STALE, 'anon-1']);
      expect(client.session.store.session).toEqual({ token: 'anon-1', isUser: false });
      expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    },
  );

  it('recovers from a 401 without a body cause too', async () => {
    server.use(anonymousHandler(), probeHandler((token) => token === STALE, 401));
    const { api } = await clientWithStaleSession();
    await expect(probe(api)).resolves.toEqual({ value: 'ok:anon-1' });
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it('replaces the session and retries once on a 403 USER_ERROR', async () => {
    server.use(anonymousHandler(), probeHandler((token) => token === STALE, 403, apiError('USER_ERROR')));
    const { api } = await clientWithStaleSession();
    await expect(probe(api)).resolves.toEqual({ value: 'ok:anon-1' });
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it.each(['CART_FORBIDDEN_USER', 'UNAUTHORIZED'])('does not recover from a 403 %s and fails with that cause', async (cause) => {
    server.use(anonymousHandler(), probeHandler(() => true, 403, apiError(cause, 'No puedes ver esto.')));
    const { api, client } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(403);
    expect(error.apiMessage).toBe('No puedes ver esto.');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
    expect(requests.count('GET', '/probe')).toBe(1);
    expect(client.session.store.session?.token).toBe(STALE);
  });

  it('does not recover from a 401 whose cause is not about the token', async () => {
    server.use(anonymousHandler(), probeHandler(() => true, 401, apiError('LOGIN_FAILED')));
    const { api } = await clientWithStaleSession();
    expect((await failureOf(probe(api))).cause).toBe('LOGIN_FAILED');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
    expect(requests.count('GET', '/probe')).toBe(1);
  });

  it('shares one anonymous session creation between 3 calls rejected at once, and all succeed', async () => {
    server.use(anonymousHandler(30), probeHandler((token) => token === STALE, 401, apiError('AUTH_EXPIRED')));
    const { api } = await clientWithStaleSession();
    const answers = await Promise.all([probe(api), probe(api), probe(api)]);
    expect(answers).toEqual([{ value: 'ok:anon-1' }, { value: 'ok:anon-1' }, { value: 'ok:anon-1' }]);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(requests.count('GET', '/probe')).toBe(6);
    expect(requests.filter('GET', '/probe').filter((entry) => entry.headers.get('Session') === 'anon-1')).toHaveLength(3);
  });

  it('uses the already replaced session for a call rejected after the replacement, without a new creation', async () => {
    server.use(anonymousHandler(), probeHandler((token) => token === STALE, 401, apiError('AUTH_EXPIRED')));
    const { api, root } = await clientWithStaleSession();
    await probe(api);
    // A late call still carrying the stale token (it started before the first replacement).
    const sessions = root.get<SessionService>(TOKENS.SessionService);
    const late = new ApiClient({
      baseURL: API,
      logger: new RecordingLogger(),
      sessions: { ensureToken: () => Promise.resolve(STALE), replaceRejected: (token) => sessions.replaceRejected(token) },
    });
    await expect(probe(late)).resolves.toEqual({ value: 'ok:anon-1' });
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(requests.count('GET', '/probe')).toBe(4);
  });

  it('does not loop on a second 401 after the retry: 2 attempts, 1 new session, the body cause', async () => {
    server.use(anonymousHandler(), probeHandler(() => true, 401, apiError('AUTH_EXPIRED', 'Tu sesión expiró.')));
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('AUTH_EXPIRED');
    expect(error.apiMessage).toBe('Tu sesión expiró.');
    expect(error.status).toBe(401);
    expect(requests.count('GET', '/probe')).toBe(2);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
  });

  it('does not recover a call made with sessionRecovery: false', async () => {
    server.use(anonymousHandler(), probeHandler(() => true, 401, apiError('AUTH_EXPIRED')));
    const { api } = await clientWithStaleSession();
    expect((await failureOf(probe(api, { sessionRecovery: false }))).cause).toBe('AUTH_EXPIRED');
    expect(requests.count('GET', '/probe')).toBe(1);
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });

  it('fails with the creation failure when the replacement session cannot be created', async () => {
    server.use(
      http.post(url('/anonymous/'), () => HttpResponse.json(apiError('apiCallFailed'), { status: 503 })),
      probeHandler(() => true, 401, apiError('INVALID_TOKEN')),
    );
    const { api, errors } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('apiCallFailed');
    expect(requests.count('GET', '/probe')).toBe(1);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(errors.map((e) => e.cause)).toEqual(['apiCallFailed']);
  });

  it('hands the rejected token to the session source and retries with what it answers', async () => {
    server.use(probeHandler((token) => token === 'token-initial', 401, apiError('INVALID_TOKEN')));
    const sessions = new FakeSessionSource();
    const api = new ApiClient({ baseURL: API, sessions, logger: new RecordingLogger() });
    await expect(probe(api)).resolves.toEqual({ value: 'ok:replacement-1' });
    expect(sessions.replaced).toEqual(['token-initial']);
  });

  it('never writes the rejected token to the log', async () => {
    server.use(anonymousHandler(), probeHandler((token) => token === STALE, 401, apiError('AUTH_EXPIRED')));
    const { api, logger } = await clientWithStaleSession();
    await probe(api);
    expect(logger.entries.some((entry) => entry.message.includes('session rejected'))).toBe(true);
    expect(logger.text).not.toContain(STALE);
    expect(logger.text).not.toContain('anon-1');
  });
});

describe('ApiClient rate limiting', () => {
  const NOW = Date.parse('2026-01-02T16:00:00.000Z');

  /** GET /probe answering 429 (with `headers`) the first `times` times, then 200. */
  function rateLimited(times: number, headers: Record<string, string> = {}, body: unknown = null) {
    let calls = 0;
    return http.get(url('/probe'), () => {
      calls += 1;
      if (calls <= times) return HttpResponse.json(body as never, { status: 429, headers });
      return HttpResponse.json({ value: 'ok' });
    });
  }

  function directClient() {
    const sleep = new RecordingSleep();
    const api = new ApiClient({ baseURL: API, sessions: new FakeSessionSource(), logger: new RecordingLogger(), sleep: sleep.fn, now: () => NOW });
    return { api, sleep };
  }

  it('sleeps Retry-After + 1 s (4000 ms for 3) and retries once', async () => {
    server.use(rateLimited(1, { 'Retry-After': '3' }));
    const { api, sleep } = await clientWithStaleSession();
    await expect(probe(api)).resolves.toEqual({ value: 'ok' });
    expect(sleep.calls).toEqual([4000]);
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it('reads an HTTP-date Retry-After against the clock (~5 s ahead → 6000 ms)', async () => {
    server.use(rateLimited(1, { 'Retry-After': new Date(NOW + 5000).toUTCString() }));
    const { api, sleep } = directClient();
    await expect(probe(api)).resolves.toEqual({ value: 'ok' });
    expect(sleep.calls).toEqual([6000]);
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it.each([
    ['soon', { 'Retry-After': 'soon' }],
    ['-1', { 'Retry-After': '-1' }],
    ['missing', {}],
  ] as const)('waits the default 1 s + 1 s (2000 ms) when Retry-After is %s', async (_label, headers) => {
    server.use(rateLimited(1, headers));
    const { api, sleep } = directClient();
    await expect(probe(api)).resolves.toEqual({ value: 'ok' });
    expect(sleep.calls).toEqual([2000]);
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it('fails with TOO_MANY_REQUESTS on a second 429, after exactly 2 attempts and 1 wait', async () => {
    server.use(rateLimited(5, { 'Retry-After': '1' }));
    const { api, sleep } = directClient();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('TOO_MANY_REQUESTS');
    expect(error.status).toBe(429);
    expect(requests.count('GET', '/probe')).toBe(2);
    expect(sleep.calls).toEqual([2000]);
  });

  it('fails with the body cause of a second 429 when there is one', async () => {
    server.use(rateLimited(5, {}, apiError('SLOW_DOWN', 'Demasiadas solicitudes.')));
    const { api } = directClient();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('SLOW_DOWN');
    expect(error.apiMessage).toBe('Demasiadas solicitudes.');
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it('handles a session rejection and a rate limit in the same call, each once', async () => {
    let calls = 0;
    server.use(
      anonymousHandler(),
      http.get(url('/probe'), ({ request }) => {
        calls += 1;
        if (request.headers.get('Session') === STALE) return HttpResponse.json(apiError('AUTH_EXPIRED'), { status: 401 });
        if (calls === 2) return HttpResponse.json(null, { status: 429, headers: { 'Retry-After': '0' } });
        return HttpResponse.json({ value: 'ok' });
      }),
    );
    const { api, sleep } = await clientWithStaleSession();
    await expect(probe(api)).resolves.toEqual({ value: 'ok' });
    expect(requests.count('GET', '/probe')).toBe(3);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(sleep.calls).toEqual([1000]);
  });
});

describe('ApiClient failures', () => {
  it('maps a network failure (msw HttpResponse.error()) to networkConnection, without a retry', async () => {
    server.use(http.get(url('/probe'), () => HttpResponse.error()));
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('networkConnection');
    expect(error.status).toBeNull();
    expect(requests.count('GET', '/probe')).toBe(1);
  });

  it('maps a timeout to networkConnection', async () => {
    server.use(
      http.get(url('/probe'), async () => {
        await delay(300);
        return HttpResponse.json({ value: 'late' });
      }),
    );
    const { api } = await clientWithStaleSession({ timeoutMs: 20 });
    expect((await failureOf(probe(api))).cause).toBe('networkConnection');
  });

  it('maps a 404 without a body cause to notFound', async () => {
    server.use(http.get(url('/probe'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('notFound');
    expect(error.status).toBe(404);
  });

  it('maps a 404 with body cause PRODUCT_NOT_FOUND to PRODUCT_NOT_FOUND', async () => {
    server.use(http.get(url('/probe'), () => HttpResponse.json(apiError('PRODUCT_NOT_FOUND'), { status: 404 })));
    const { api } = await clientWithStaleSession();
    expect((await failureOf(probe(api))).cause).toBe('PRODUCT_NOT_FOUND');
  });

  it("maps a 500 without a cause to apiCallFailed, described as 'API error', with the Spanish message for the shopper", async () => {
    server.use(http.get(url('/probe'), () => new HttpResponse('Internal Server Error', { status: 500 })));
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('apiCallFailed');
    expect(error.apiMessage).toBeNull();
    expect(error.description).toBe('API error');
    expect(error.status).toBe(500);
    expect(error.userMessage).toBe('Error desconocido (causa: apiCallFailed), inténtalo de nuevo más tarde.');
  });

  it('carries the cause, message and instruction of an error body', async () => {
    server.use(
      http.get(url('/probe'), () =>
        HttpResponse.json(apiError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', 'Solo quedan 2 unidades.', 'Reduce la cantidad.'), { status: 400 }),
      ),
    );
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error).toMatchObject({
      cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
      apiMessage: 'Solo quedan 2 unidades.',
      apiInstruction: 'Reduce la cantidad.',
      status: 400,
    });
  });

  it('raises schemaValidationError naming the shape and the fields when the answer does not match', async () => {
    server.use(http.get(url('/probe'), () => HttpResponse.json({ value: 42 })));
    const { api } = await clientWithStaleSession();
    const error = await failureOf(probe(api));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.description).toBe('The Probe answer of GET /probe does not match the expected shape');
    expect(error.details).toEqual({ shape: 'Probe', fields: ['value'] });
  });

  it('lets only UseCaseError out, whatever goes wrong', async () => {
    const cases: [string, () => Response][] = [
      ['network', () => HttpResponse.error()],
      ['500', () => new HttpResponse('boom', { status: 500 })],
      ['404', () => new HttpResponse(null, { status: 404 })],
      ['schema', () => HttpResponse.json({ nope: true })],
      ['not json', () => new HttpResponse('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ];
    const { api } = await clientWithStaleSession();
    for (const [label, answer] of cases) {
      server.use(http.get(url('/probe'), answer));
      const error = await probe(api).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, label).toBeInstanceOf(UseCaseError);
      expect(error, label).not.toBeInstanceOf(AxiosError);
      // z.core.$ZodError matches the errors of zod/mini and of classic zod alike.
      expect(error, label).not.toBeInstanceOf(z.core.$ZodError);
    }
  });

  it('returns nothing for a call whose answer is not read', async () => {
    server.use(http.delete(url('/thing/1'), () => new HttpResponse(null, { status: 204 })));
    const { api } = await clientWithStaleSession();
    await expect(api.request({ method: 'DELETE', path: '/thing/1', schema: null, shape: 'none' })).resolves.toBeUndefined();
  });
});

describe('ApiClient configuration', () => {
  function recordingAdapter(seen: InternalAxiosRequestConfig[]): AxiosAdapter {
    return async (config) => {
      seen.push(config);
      return { data: { value: 'from adapter' }, status: 200, statusText: 'OK', headers: {}, config };
    };
  }

  it('has no timeout (0) by default', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const api = new ApiClient({ baseURL: API, sessions: new FakeSessionSource(), logger: new RecordingLogger(), adapter: recordingAdapter(seen) });
    await expect(probe(api)).resolves.toEqual({ value: 'from adapter' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.timeout).toBe(0);
    expect(seen[0]!.baseURL).toBe(API);
  });

  it('uses the configured timeout and adapter of the composition root', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { api } = await clientWithStaleSession({ timeoutMs: 1500, adapter: recordingAdapter(seen) });
    await probe(api);
    expect(seen[0]!.timeout).toBe(1500);
    expect(seen[0]!.headers.get('Session')).toBe(STALE);
    expect(requests.total).toBe(0);
  });
});
