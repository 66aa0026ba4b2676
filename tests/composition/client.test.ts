import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTiendaClient, MemoryStorage, TOKENS, UseCaseError, type Token } from '../../src';
import { ConsoleLogger } from '../../src/data/logging/console-logger';
import { FailingStorage, RecordingLogger } from '../mocks/doubles';
import { makeClient, readStored, storedSession } from '../mocks/client';
import { cartBackend } from '../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../mocks/handlers/session';
import { homeHandler } from '../mocks/handlers/catalog';
import { API, requests, server, setupMsw } from '../mocks/server';
import type { LogLevel } from '../../src/domain';

setupMsw();

function backends() {
  const session = sessionBackend();
  const carts = cartBackend();
  server.use(...session.handlers, ...carts.handlers);
  return { session, carts };
}

describe('createTiendaClient', () => {
  it('starts: an anonymous session, then a cart', async () => {
    backends();
    const storage = new MemoryStorage();
    const tienda = createTiendaClient({ environment: 'local', apiRoot: API, storage, logger: new RecordingLogger() });
    expect(tienda.environment).toBe('local');
    expect(tienda.apiRoot).toBe(API);
    await tienda.start();
    expect(requests.describe()).toBe('POST /anonymous/, POST /cart');
    expect(tienda.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(tienda.cart.store.cart?.cart_id).toBe('cart-1');
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
  });

  it('lets overrides replace bindings', async () => {
    const logger = new RecordingLogger();
    const fakeSessions = { ensureToken: async () => 'fake', replaceRejected: async () => 'fake', restore: async () => null } as unknown;
    server.use(homeHandler());
    const tienda = createTiendaClient(
      { environment: 'local', apiRoot: API, storage: new MemoryStorage(), logger },
      new Map<Token, unknown>([[TOKENS.SessionService, fakeSessions]]),
    );
    await tienda.catalog.loadHome();
    expect(requests.single('GET', '/page/home').headers.get('Session')).toBe('fake');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });
});

describe('a failing storage adapter', () => {
  it('reports storageWriteFailed through errors$ and the app keeps working from memory', async () => {
    backends();
    const adapter = new FailingStorage({ write: true });
    const { client, errors, resilientStorage } = makeClient({ storage: adapter });
    await client.start();
    expect(errors.map((e) => e.cause)).toEqual(['storageWriteFailed']);
    expect(errors[0]).toBeInstanceOf(UseCaseError);
    expect(client.session.store.session).toEqual({ token: 'anon-1', isUser: false });
    expect(client.cart.store.cart?.cart_id).toBe('cart-1');
    expect(JSON.parse(String(await resilientStorage.get('tienda.session')))).toEqual({ token: 'anon-1', isUser: false });
    expect(JSON.parse(String(await resilientStorage.get('tienda.cart')))).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
    expect(adapter.values.size).toBe(0);
    await client.session.login(CREDENTIALS);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedUser');
    expect(JSON.parse(String(await resilientStorage.get('tienda.session')))).toMatchObject({ token: 'user-token-1', isUser: true });
  });

  it('reports storageReadFailed and starts with a fresh anonymous session', async () => {
    backends();
    const { client, errors } = makeClient({ storage: new FailingStorage({ read: true }) });
    await client.start();
    expect(errors.map((e) => e.cause)).toEqual(['storageReadFailed']);
    expect(client.session.store.session?.token).toBe('anon-1');
    expect(requests.describe()).toBe('POST /anonymous/, POST /cart');
  });

  it('reports storageRemoveFailed once (at login, dropping the anonymous cart id) and still signs in and out', async () => {
    backends();
    const adapter = new FailingStorage({ remove: true });
    const { client, errors, logger } = makeClient({ storage: adapter });
    await client.start();
    await client.session.login(CREDENTIALS);
    expect(errors.map((e) => e.cause)).toEqual(['storageRemoveFailed']);
    expect(client.cart.store.cart?.cart_id).toBe('cart-2');
    await client.session.logout();
    expect(errors.map((e) => e.cause)).toEqual(['storageRemoveFailed']);
    expect(logger.forCause('storageRemoveFailed').map((entry) => entry.level)).toEqual(['warn']);
    expect(client.session.store.session).toEqual({ token: 'anon-2', isUser: false });
    expect(client.cart.store.cart?.cart_id).toBe('cart-3');
  });
});

describe('store listeners', () => {
  it('reports a listener that throws as storeObserverThrewException and still calls the others', async () => {
    backends();
    const { client, errors } = makeClient();
    client.cart.store.subscribe(() => {
      throw new Error('render failed');
    });
    const statuses: string[] = [];
    client.cart.store.subscribe(() => statuses.push(client.cart.store.getSnapshot().status));
    await client.start();
    expect(statuses).toEqual(['loading', 'ready']);
    expect(errors.map((e) => e.cause)).toEqual(['storeObserverThrewException', 'storeObserverThrewException']);
    expect(errors[0]!.details).toBe('render failed');
  });
});

describe('logging', () => {
  it('never writes a session token or password to the console, even at debug level', async () => {
    backends();
    const output: string[] = [];
    const sink = Object.fromEntries(
      (['debug', 'info', 'warn', 'error'] as LogLevel[]).map((level) => [level, (...args: unknown[]) => output.push(`${level} ${JSON.stringify(args)}`)]),
    ) as unknown as Console;
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-token-expired', isUser: true });
    const { client } = makeClient({ storage, logger: new ConsoleLogger('debug', sink) });
    await client.start(); // the stored user session is rejected and recovered
    await client.session.login({ email: CREDENTIALS.email, password: 'wrong-password' }).catch(() => undefined);
    await client.session.login(CREDENTIALS);
    expect(output.length).toBeGreaterThan(5);
    expect(output.some((line) => line.startsWith('debug'))).toBe(true);
    const text = output.join('\n');
    for (const secret of ['user-token-expired', 'anon-1', 'user-token-1', 'wrong-password', CREDENTIALS.password]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('onError', () => {
  it('gets every failure once, after the log, as errors$ does; one that throws is logged and the call still rejects with its own error', async () => {
    backends();
    server.use(http.get(`${API}/page/home`, () => HttpResponse.json({ cause: 'NOT_FOUND', message: 'No existe.' }, { status: 404 })));
    const logger = new RecordingLogger();
    const seen: string[] = [];
    const viaStream: string[] = [];
    const tienda = createTiendaClient({
      environment: 'local',
      apiRoot: API,
      logger,
      onError: (error) => {
        seen.push(`${error.cause}:${logger.forCause(error.cause).length}`);
        throw new Error('el listener falló');
      },
    });
    tienda.errors$.subscribe((error) => viaStream.push(error.cause));
    const failure = await tienda.catalog.loadHome().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UseCaseError);
    expect((failure as UseCaseError).cause).toBe('NOT_FOUND');
    // Called once, with the failure already logged; the stream still got it.
    expect(seen).toEqual(['NOT_FOUND:1']);
    expect(viaStream).toEqual(['NOT_FOUND']);
    expect(logger.at('error').filter((entry) => entry.message === 'onError')).toEqual([
      { level: 'error', message: 'onError', context: { error: 'Error: el listener falló' } },
    ]);
    expect(requests.count('GET', '/page/home')).toBe(1);
  });
});
