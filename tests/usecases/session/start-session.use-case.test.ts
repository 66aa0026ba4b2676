import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, readStored, storedSession } from '../../mocks/client';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

describe('StartSessionUseCase', () => {
  it('creates an anonymous session and persists it when none is stored', async () => {
    const backend = sessionBackend();
    server.use(...backend.handlers);
    const storage = new MemoryStorage();
    const { client } = makeClient({ storage });
    await expect(client.session.start()).resolves.toEqual({ token: 'anon-1', isUser: false });
    expect(requests.describe()).toBe('POST /anonymous/');
    expect(client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedAnonymously', status: 'ready', profile: null });
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
  });

  it('reuses a stored anonymous session without any call', async () => {
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'anon-stored', isUser: false });
    const { client } = makeClient({ storage });
    await expect(client.session.start()).resolves.toEqual({ token: 'anon-stored', isUser: false });
    expect(requests.total).toBe(0);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  });

  it('restores a stored user session and loads its user', async () => {
    const backend = sessionBackend();
    backend.acceptUserToken('user-stored');
    server.use(...backend.handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-stored', isUser: true, first_name: 'Ana', email: 'ana@example.com' });
    const { client } = makeClient({ storage });
    await expect(client.session.start()).resolves.toEqual({ token: 'user-stored', isUser: true });
    expect(requests.describe()).toBe('GET /user/');
    expect(requests.single('GET', '/user/').headers.get('Session')).toBe('user-stored');
    expect(client.user.store.user?.public_id).toBe('user-1');
    expect(client.session.store.getSnapshot()).toMatchObject({
      authState: 'authenticatedUser',
      profile: { first_name: 'Ana', last_name: null, email: 'ana@example.com' },
    });
  });

  it('ends anonymous, with the user cleared, when the stored user session is rejected with a 401', async () => {
    const backend = sessionBackend();
    server.use(...backend.handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-expired', isUser: true });
    const { client, errors } = makeClient({ storage });
    await expect(client.session.start()).resolves.toEqual({ token: 'anon-1', isUser: false });
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(requests.count('GET', '/user/')).toBe(2);
    expect(client.user.store.getSnapshot()).toMatchObject({ user: null, status: 'idle', error: null });
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    expect(errors.every((error) => error.cause !== 'UNKNOWN')).toBe(true);
  });

  it('fails, once, when the user of a stored user session cannot be loaded for another reason', async () => {
    server.use(http.get(url('/user/'), () => HttpResponse.error()));
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-stored', isUser: true });
    const { client, errors } = makeClient({ storage });
    const error = await failureOf(client.session.start());
    expect(error.cause).toBe('networkConnection');
    expect(client.session.store.session).toEqual({ token: 'user-stored', isUser: true });
    expect(client.user.store.getSnapshot().status).toBe('error');
    // One failure, reported (logged and published) once.
    expect(errors.map((e) => e.cause)).toEqual(['networkConnection']);
  });

  it('shares one start between concurrent callers', async () => {
    const backend = sessionBackend();
    server.use(...backend.handlers);
    const { client } = makeClient();
    const [a, b] = await Promise.all([client.session.start(), client.session.start()]);
    expect(a).toEqual(b);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
  });

  it('ignores a malformed stored session and starts anonymously', async () => {
    server.use(...sessionBackend().handlers);
    const storage = new MemoryStorage();
    storage.setItem('tienda.session', '{"token":42}');
    const { client } = makeClient({ storage });
    await expect(client.session.start()).resolves.toEqual({ token: 'anon-1', isUser: false });
    expect(requests.count('POST', '/anonymous/')).toBe(1);
  });
});
