import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { FileStorage, MemoryStorage, UseCaseError } from '../../src/node';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

let api: RunningApi;
let dir: string;
beforeAll(async () => {
  api = await startLocalApi();
  dir = mkdtempSync(join(tmpdir(), 'tienda-storage-'));
});
afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('session recovery and persistence against the real local API', () => {
  it('replaces an expired session with a new anonymous one and retries the call once', async () => {
    const { client } = clientFor(api);
    await client.start();
    const oldToken = client.session.store.getSnapshot().session!.token;
    api.db.prepare('UPDATE sessions SET expires_at = 0').run();

    const home = await client.catalog.loadHome();
    expect(home.sections.length).toBeGreaterThan(0);
    const newToken = client.session.store.getSnapshot().session!.token;
    expect(newToken).not.toBe(oldToken);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  });

  it('drops a cart that belongs to another session and creates a new one', async () => {
    const first = clientFor(api);
    await first.client.start();
    const foreignCartId = first.client.cart.store.getSnapshot().cart!.cart_id;

    const storage = new MemoryStorage();
    storage.setItem('tienda.cart', JSON.stringify({ cartId: foreignCartId, owner: 'anonymous' }));
    const second = clientFor(api, { storage });
    await second.client.start();
    const cart = second.client.cart.store.getSnapshot().cart!;
    expect(cart.cart_id).not.toBe(foreignCartId);
    expect(JSON.parse(storage.getItem('tienda.cart')!)).toMatchObject({ cartId: cart.cart_id });
    // The API answers a foreign cart exactly as a missing one (404 notFound), so ids cannot be probed.
    expect(second.logs.filter((log) => log.context?.cause === 'notFound').map((log) => [log.level, log.context?.status])).toEqual([['warn', 404]]);
    expect(second.logs.some((log) => log.context?.cause === 'CART_FORBIDDEN_USER')).toBe(false);
  });

  it('restores a signed-in session from a file in a later process, and the file holds no password', async () => {
    const path = join(dir, 'session.json');
    const account = DEMO_ACCOUNTS[1]!;
    const first = clientFor(api, { storage: new FileStorage(path) });
    await first.client.start();
    await first.client.session.login({ email: account.email, password: account.password });
    const token = first.client.session.store.getSnapshot().session!.token;
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).not.toContain(account.password);

    const later = clientFor(api, { storage: new FileStorage(path) });
    await later.client.start();
    expect(later.client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedUser', session: { token } });
    expect(later.client.user.store.getSnapshot().user?.email).toBe(account.email);
    expect(later.client.user.store.getSnapshot().user?.is_pickup_location_worker).toBe(true);
  });

  it('never writes a session token to the log', async () => {
    const { client, logs } = clientFor(api);
    await client.start();
    api.db.prepare('UPDATE sessions SET expires_at = 0').run();
    await client.catalog.loadHome();
    await client.session.login({ email: DEMO_ACCOUNTS[0]!.email, password: 'wrong' }).catch(() => undefined);
    const token = client.session.store.getSnapshot().session!.token;
    const written = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThan(0);
    expect(written).not.toContain(token);
    expect(written).not.toContain('wrong"');
  });

  it('reports a network failure as networkConnection when the API is gone', async () => {
    const gone = await startLocalApi();
    const { client } = clientFor(gone);
    await client.start();
    await gone.stop();
    const error = await client.catalog.loadHome().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UseCaseError);
    expect((error as UseCaseError).cause).toBe('networkConnection');
    expect((error as UseCaseError).userMessage).toBe(
      'Error desconocido (causa: networkConnection), inténtalo de nuevo más tarde.',
    );
  });
});

describe('rate limits and wrongly authenticated users against the real local API', () => {
  it('does not wait out a long Retry-After: reports TOO_MANY_REQUESTS at once, in Spanish, with when to try again', async () => {
    const waits: number[] = [];
    const { client } = clientFor(api, { sleep: async (ms) => void waits.push(ms) });
    await client.start();
    const email = DEMO_ACCOUNTS[1]!.email;
    const causes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const error = await client.session.login({ email, password: `wrong-${attempt}` }).catch((e: UseCaseError) => e);
      causes.push((error as UseCaseError).cause);
      if ((error as UseCaseError).cause === 'TOO_MANY_REQUESTS') {
        expect((error as UseCaseError).userMessage).toMatch(/Demasiados intentos/);
        expect((error as UseCaseError).shopperMessage).toMatch(/Intenta de nuevo en 10 minutos/);
        break;
      }
    }
    expect(causes.slice(0, 10)).toEqual(Array(10).fill('LOGIN_FAILED'));
    expect(causes.at(-1)).toBe('TOO_MANY_REQUESTS');
    // The local API asks for 600 s: far over the 10 s the client waits for before its one retry.
    expect(waits).toEqual([]);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  });

  it('replaces the session of a disabled user (403 USER_ERROR) with an anonymous one', async () => {
    const { client } = clientFor(api);
    await client.start();
    await client.session.login({ email: DEMO_ACCOUNTS[0]!.email, password: DEMO_ACCOUNTS[0]!.password });
    api.db.prepare('UPDATE users SET disabled = 1 WHERE email = ?').run(DEMO_ACCOUNTS[0]!.email);
    try {
      const home = await client.catalog.loadHome();
      expect(home.sections.length).toBeGreaterThan(0);
      expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
      expect(client.user.store.getSnapshot().user).toBeNull();
    } finally {
      api.db.prepare('UPDATE users SET disabled = 0 WHERE email = ?').run(DEMO_ACCOUNTS[0]!.email);
    }
  });
});
