import { describe, expect, it } from 'vitest';
import { MemoryStorage, TOKENS } from '../../../src';
import type { SessionService } from '../../../src/usecases/session/session.service';
import { makeClient, readStored, storedSession } from '../../mocks/client';
import { homeHandler } from '../../mocks/handlers/catalog';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw } from '../../mocks/server';

setupMsw();

function build(storage = new MemoryStorage()) {
  const harness = makeClient({ storage });
  return { ...harness, storage, service: harness.root.get<SessionService>(TOKENS.SessionService) };
}

describe('SessionService', () => {
  it('shares one anonymous creation between concurrent ensureToken calls', async () => {
    server.use(...sessionBackend().handlers);
    const { service } = build();
    const tokens = await Promise.all([service.ensureToken(), service.ensureToken(), service.ensureToken()]);
    expect(tokens).toEqual(['anon-1', 'anon-1', 'anon-1']);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
  });

  it('answers the current token without a call when the rejected one was already replaced', async () => {
    server.use(...sessionBackend().handlers);
    const { service } = build();
    await service.ensureToken();
    await expect(service.replaceRejected('some-older-token')).resolves.toBe('anon-1');
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    await expect(service.replaceRejected('anon-1')).resolves.toBe('anon-2');
    expect(requests.count('POST', '/anonymous/')).toBe(2);
  });

  it('clears the user when it becomes anonymous again', async () => {
    server.use(...sessionBackend().handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-x', isUser: true });
    const { service, client } = build(storage);
    await service.restore();
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedUser');
    await service.adopt({ token: 'anon-9', first_name: 'X', last_name: null, email: null }, false);
    expect(client.user.store.user).toBeNull();
    expect(client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedAnonymously', profile: null });
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-9', isUser: false });
  });

  it('forgets the session locally', async () => {
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'anon-1', isUser: false });
    const { service, client } = build(storage);
    await service.restore();
    await service.forget();
    expect(client.session.store.getSnapshot()).toMatchObject({ session: null, authState: 'notAuthenticated' });
    expect(readStored(storage, 'session')).toBeNull();
    expect(requests.total).toBe(0);
  });

  it('uses the persisted session for a call made before start(), without creating a new one', async () => {
    server.use(...sessionBackend().handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'anon-stored', isUser: false });
    const { service } = build(storage);
    await expect(service.ensureToken()).resolves.toBe('anon-stored');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });

  it('keeps a persisted user session when a call races with start()', async () => {
    const backend = sessionBackend();
    backend.acceptUserToken('user-stored');
    server.use(...backend.handlers, homeHandler());
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-stored', isUser: true });
    const { client } = build(storage);
    await Promise.all([client.catalog.loadHome(), client.session.start()]);
    expect(client.session.store.session).toEqual({ token: 'user-stored', isUser: true });
    expect(client.user.store.user?.public_id).toBe('user-1');
    expect(readStored(storage, 'session')).toEqual({ token: 'user-stored', isUser: true });
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });
});
