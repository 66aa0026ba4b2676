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
    expect((await failureOf(client.loadUser.execute())).cause).toBe('authNotStarted');
    await storedSession(storage, { token: 'anon-1', isUser: false });
    await client.startSession.execute();
    expect((await failureOf(client.loadUser.execute())).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });

  it('stores the user of a user session', async () => {
    const backend = sessionBackend();
    backend.acceptUserToken('user-a');
    server.use(...backend.handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-a', isUser: true });
    const { client } = makeClient({ storage });
    await client.startSession.execute();
    const states: string[] = [];
    client.stores.user.subscribe(() => states.push(client.stores.user.getSnapshot().status));
    await expect(client.loadUser.execute()).resolves.toMatchObject({ public_id: 'user-1' });
    expect(states).toEqual(['loading', 'ready']);
    expect(requests.count('GET', '/user/')).toBe(2);
  });
});
