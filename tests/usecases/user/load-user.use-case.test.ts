import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, storedSession } from '../../mocks/client';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw } from '../../mocks/server';

setupMsw();

describe('LoadUserUseCase', () => {
  it('refuses without a session with authNotStarted, and for an anonymous one with onlyAnonymousTokenFound, without a call', async () => {
    const storage = new MemoryStorage();
    const { client } = makeClient({ storage });
    expect((await failureOf(client.user.load())).cause).toBe('authNotStarted');
    await storedSession(storage, { token: 'anon-1', isUser: false });
    await client.session.start();
    expect((await failureOf(client.user.load())).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });

  it('stores the user of a user session', async () => {
    const backend = sessionBackend();
    backend.acceptUserToken('user-a');
    server.use(...backend.handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-a', isUser: true });
    const { client } = makeClient({ storage });
    await client.session.start();
    const states: string[] = [];
    client.user.store.subscribe(() => states.push(client.user.store.getSnapshot().status));
    await expect(client.user.load()).resolves.toMatchObject({ public_id: 'user-1' });
    expect(states).toEqual(['loading', 'ready']);
    expect(requests.count('GET', '/user/')).toBe(2);
  });
});
