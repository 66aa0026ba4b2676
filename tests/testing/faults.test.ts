import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage, UseCaseError, type TiendaClient } from '../../src';
import { STORAGE_KEYS } from '../../src/usecases/shared/resilient-storage';
import {
  faultPattern,
  makeSessionToken,
  makeUser,
  networkError,
  rateLimited,
  resetFixtureIds,
  schemaDrift,
  slow,
  unauthorizedOnce,
} from '../../src/testing';
import { failureOf } from '../mocks/client';
import { RecordingLogger } from '../mocks/doubles';
import { API, requests, server, setupMsw, url } from '../mocks/server';

setupMsw();

const SLUG = { page_type: 'PRODUCT', slug: 'cafe-de-huehuetenango', id: 'TND-00001' };

/** The API as a test author stubs it: /slug/ answers SLUG, /anonymous/ fresh tokens, /user/ the user. */
function stubApi() {
  const user = makeUser({ first_name: 'Lucía' });
  server.use(
    http.get(url('/slug/:slug'), () => HttpResponse.json(SLUG)),
    http.post(url('/anonymous/'), () => HttpResponse.json(makeSessionToken())),
    http.get(url('/user/'), () => HttpResponse.json(user)),
  );
  return { user };
}

/** A client made as another team would, with a stored session, a recording sleep and its errors collected. */
async function client(session: { token: string; isUser: boolean }, config: { timeoutMs?: number } = {}, start = true) {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  const sleeps: number[] = [];
  const tienda: TiendaClient = createTiendaClient({
    environment: 'local',
    apiRoot: API,
    storage,
    logger: new RecordingLogger(),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...config,
  });
  const errors: UseCaseError[] = [];
  tienda.errors$.subscribe((error) => errors.push(error));
  if (start) await tienda.session.start();
  return { tienda, storage, sleeps, errors };
}

const sessionHeaders = (method: string, path: string | RegExp) => requests.filter(method, path).map((r) => r.headers.get('Session'));

beforeEach(() => resetFixtureIds());

describe('faultPattern', () => {
  it('matches an API path on any host under /api/public, and keeps URLs, * patterns and RegExps', () => {
    expect(faultPattern('/cart/:id')).toBe('*/api/public/cart/:id');
    expect(faultPattern('cart/:id')).toBe('*/api/public/cart/:id');
    expect(faultPattern('http://127.0.0.1:9004/api/public/user/')).toBe('http://127.0.0.1:9004/api/public/user/');
    expect(faultPattern('*/user/')).toBe('*/user/');
    const re = /\/user\/$/;
    expect(faultPattern(re)).toBe(re);
  });
});

describe('unauthorizedOnce', () => {
  it('makes the library replace the session once and retry, then steps aside', async () => {
    stubApi();
    server.use(unauthorizedOnce('get', '/slug/:slug'));
    const { tienda, storage, errors } = await client({ token: 'stale', isUser: false });

    await expect(tienda.catalog.resolveSlug(SLUG.slug)).resolves.toEqual(SLUG);
    expect(requests.describe()).toBe('GET /slug/cafe-de-huehuetenango, POST /anonymous/, GET /slug/cafe-de-huehuetenango');
    expect(sessionHeaders('GET', /^\/slug\//)).toEqual(['stale', 'token-2']);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.session)!)).toMatchObject({ token: 'token-2', isUser: false });
    expect(errors).toEqual([]);

    // Once only: the next call goes straight to the stub, with the new session.
    requests.clear();
    await tienda.catalog.resolveSlug(SLUG.slug);
    expect(requests.describe()).toBe('GET /slug/cafe-de-huehuetenango');
  });

  it('answers 401 with AUTH_EXPIRED (or the given cause) and only for its method', async () => {
    const handler = unauthorizedOnce('get', '/slug/:slug', { cause: 'INVALID_TOKEN' });
    server.use(handler, http.post(url('/slug/:slug'), () => HttpResponse.json({ posted: true })));
    const post = await fetch(url('/slug/x'), { method: 'POST' });
    expect(await post.json()).toEqual({ posted: true });
    const get = await fetch(url('/slug/x'));
    expect(get.status).toBe(401);
    expect(await get.json()).toEqual({ cause: 'INVALID_TOKEN', message: 'Tu sesión expiró.' });
  });
});

describe('rateLimited', () => {
  it('makes the library wait Retry-After + 1 s and retry once', async () => {
    stubApi();
    server.use(rateLimited('get', '/slug/:slug', { retryAfter: 3 }));
    const { tienda, sleeps, errors } = await client({ token: 'anon-1', isUser: false });

    await expect(tienda.catalog.resolveSlug(SLUG.slug)).resolves.toEqual(SLUG);
    expect(sleeps).toEqual([4000]);
    expect(requests.count('GET', /^\/slug\//)).toBe(2);
    expect(errors).toEqual([]);
  });

  it('with times: 2, the library gives up after its one retry with TOO_MANY_REQUESTS', async () => {
    stubApi();
    server.use(rateLimited('get', '/slug/:slug', { retryAfter: 1, times: 2 }));
    const { tienda, sleeps, errors } = await client({ token: 'anon-1', isUser: false });

    const error = await failureOf(tienda.catalog.resolveSlug(SLUG.slug));
    expect(error.cause).toBe('TOO_MANY_REQUESTS');
    expect(error.status).toBe(429);
    expect(sleeps).toEqual([2000]);
    expect(requests.count('GET', /^\/slug\//)).toBe(2);
    expect(errors.map((e) => e.cause)).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('sends a Date as an HTTP-date Retry-After', async () => {
    const when = new Date(Date.UTC(2026, 0, 15, 16, 0, 5));
    server.use(rateLimited('all', '/probe', { retryAfter: when, message: 'Más despacio.' }));
    const answer = await fetch(url('/probe'), { method: 'DELETE' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('Thu, 15 Jan 2026 16:00:05 GMT');
    expect(await answer.json()).toEqual({ cause: 'TOO_MANY_REQUESTS', message: 'Más despacio.' });
  });
});

describe('networkError', () => {
  it('makes the library fail with networkConnection, without a retry', async () => {
    stubApi();
    server.use(networkError('get', '/slug/:slug'));
    const { tienda, errors } = await client({ token: 'anon-1', isUser: false });

    const error = await failureOf(tienda.catalog.resolveSlug(SLUG.slug));
    expect(error.cause).toBe('networkConnection');
    expect(requests.count('GET', /^\/slug\//)).toBe(1);
    expect(errors.map((e) => e.cause)).toEqual(['networkConnection']);
  });

  it('with times: 1, fails the first call only', async () => {
    stubApi();
    server.use(networkError('get', '/slug/:slug', { times: 1 }));
    const { tienda } = await client({ token: 'anon-1', isUser: false });
    expect((await failureOf(tienda.catalog.resolveSlug(SLUG.slug))).cause).toBe('networkConnection');
    await expect(tienda.catalog.resolveSlug(SLUG.slug)).resolves.toEqual(SLUG);
  });
});

describe('schemaDrift', () => {
  it('answers a provided body with a field changed: the library fails with schemaValidationError', async () => {
    server.use(
      schemaDrift('get', '/user/', (user: Record<string, unknown>) => {
        user.public_id = 42;
      }, { body: makeUser() }),
    );
    const { tienda, errors } = await client({ token: 'user-1', isUser: true }, {}, false);

    // Restoring a user session loads the user (GET /user/), which no longer matches its schema.
    const error = await failureOf(tienda.session.start());
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toMatchObject({ shape: 'User', fields: ['public_id'] });
    expect(requests.count('GET', '/user/')).toBe(1);
    expect(errors.map((e) => e.cause)).toContain('schemaValidationError');
  });

  it("changes what the given handlers answer, keeping their status", async () => {
    const { user } = stubApi();
    const source = http.get(url('/user/'), () => HttpResponse.json(user, { status: 203 }));
    server.use(schemaDrift('get', '/user/', (body: { first_name: string }) => ({ ...body, first_name: 'Otra' }), { handlers: [source] }));
    const answer = await fetch(url('/user/'));
    expect(answer.status).toBe(203);
    expect(await answer.json()).toEqual({ ...user, first_name: 'Otra' });
  });

  it('a harmless drift (an unknown field added) still loads the user', async () => {
    const { user } = stubApi();
    server.use(schemaDrift('get', '/user/', (body: Record<string, unknown>) => ({ ...body, new_field: true }), { body: user }));
    const { tienda } = await client({ token: 'user-1', isUser: true }, {}, false);
    await tienda.session.start();
    await expect(tienda.user.load()).resolves.toMatchObject({ public_id: user.public_id, first_name: 'Lucía' });
    expect(requests.count('GET', '/user/')).toBeGreaterThanOrEqual(1);
  });
});

describe('slow', () => {
  it('delays the answer and lets the next handler give it', async () => {
    stubApi();
    server.use(slow('get', '/slug/:slug', 120));
    const { tienda } = await client({ token: 'anon-1', isUser: false });
    const started = performance.now();
    await expect(tienda.catalog.resolveSlug(SLUG.slug)).resolves.toEqual(SLUG);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('beyond the client timeout, the library fails with networkConnection', async () => {
    stubApi();
    server.use(slow('get', '/slug/:slug', 500));
    const { tienda } = await client({ token: 'anon-1', isUser: false }, { timeoutMs: 50 });
    const error = await failureOf(tienda.catalog.resolveSlug(SLUG.slug));
    expect(error.cause).toBe('networkConnection');
  });
});
