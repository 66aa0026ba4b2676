import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UseCaseError } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

/** The account namespace against the real local API over a socket: the library's contract and the API's agree. */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

/** The newest message the development outbox holds for an address. */
async function lastMessage(to: string): Promise<{ subject: string; body: string }> {
  const res = await fetch(`${api.url}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { subject: string; body: string }[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!;
}

const codeIn = (message: { body: string }) => message.body.match(/\b(\d{6})\b/)![1]!;

describe('the account namespace against the real local API', () => {
  it('signs up, reads the code from the outbox, verifies it, updates the profile, and deletes the account', async () => {
    const { client } = clientFor(api);
    const reported: UseCaseError[] = [];
    client.errors$.subscribe((error) => reported.push(error));
    await client.start();
    const email = `integracion-${Date.now()}@tienda.test`;
    await client.account.signUp({ email, password: 'Quetzal-2026-azul', first_name: 'Inés', last_name: 'Ajú' });
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedUser');
    expect(client.user.store.getSnapshot().user?.email).toBe(email);
    expect(client.user.store.getSnapshot().user?.is_email_verified).toBe(false);

    // The sign-up sent a code; the outbox is how a person (or a test) reads it.
    const answer = await client.account.verifyCode({ code: codeIn(await lastMessage(email)) });
    expect(answer.has_mobile_app).toBe(false);
    await client.user.load();
    expect(client.user.store.getSnapshot().user?.is_email_verified).toBe(true);

    const updated = await client.account.updateProfile({ first_name: 'Inés María', phone: '55551234' });
    expect(updated.first_name).toBe('Inés María');
    expect(client.user.store.getSnapshot().user?.first_name).toBe('Inés María');

    const token = client.session.store.getSnapshot().session!.token;
    expect(await client.account.deleteAccount()).toBe(true);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    // The old token no longer works.
    const old = await fetch(`${api.apiRoot}/user/`, { headers: { Session: token } });
    expect(old.status).toBe(401);
    expect(reported.map((error) => error.cause)).toEqual([]);
  }, 30_000);

  it('ends the first user’s session when a second user logs in from the same client', async () => {
    const { client } = clientFor(api);
    await client.start();
    const first = `primera-${Date.now()}@tienda.test`;
    await client.account.signUp({ email: first, password: 'Quetzal-2026-azul', first_name: 'Ana', last_name: 'Primera' });
    const firstToken = client.session.store.getSnapshot().session!.token;
    expect((await fetch(`${api.apiRoot}/user/`, { headers: { Session: firstToken } })).status).toBe(200);
    await client.account.signUp({ email: `segunda-${Date.now()}@tienda.test`, password: 'Quetzal-2026-verde', first_name: 'Berta', last_name: 'Segunda' });
    expect(client.user.store.getSnapshot().user?.first_name).toBe('Berta');
    expect((await fetch(`${api.apiRoot}/user/`, { headers: { Session: firstToken } })).status).toBe(401);
  }, 30_000);

  it('refuses a weak password with its Spanish message and leaves the shopper as they were', async () => {
    const { client } = clientFor(api);
    await client.start();
    const before = client.session.store.getSnapshot();
    const error = (await client.account
      .signUp({ email: `debil-${Date.now()}@tienda.test`, password: 'abc', first_name: 'Carla', last_name: 'Débil' })
      .catch((e: UseCaseError) => e)) as UseCaseError;
    expect(error.cause).toBe('PASSWORD_TOO_WEAK');
    expect(error.shopperMessage).toMatch(/contraseña/i);
    expect(client.session.store.getSnapshot().authState).toBe(before.authState);
    expect(client.session.store.getSnapshot().session?.token).toBe(before.session?.token);
  });
});

/** A PNG's signature and header (the server reads the headers, not the pixels), padded to `size` bytes. */
function png(width: number, height: number, size = 2048): Blob {
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  out.set([...'IHDR'].map((ch) => ch.charCodeAt(0)), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  out.set([8, 2, 0, 0, 0], 24);
  return new Blob([out], { type: 'image/png' });
}

describe('an account over a socket, through the namespaced client', () => {
  it('logs out and back in, updates the profile, uploads an avatar served as a PNG, and changes settings that stay changed', async () => {
    const { client } = clientFor(api);
    const reported: UseCaseError[] = [];
    client.errors$.subscribe((error) => reported.push(error));
    await client.start();
    const email = `vuelta-${Date.now()}@tienda.test`;
    const password = 'Quetzal-2026-rojo';
    await client.account.signUp({ email, password, first_name: 'Rosa', last_name: 'Tzul' });
    const firstToken = client.session.store.getSnapshot().session!.token;

    await client.session.logout();
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(client.user.store.getSnapshot().user).toBeNull();
    // Logout ended the session on the server too.
    expect((await fetch(`${api.apiRoot}/user/`, { headers: { Session: firstToken } })).status).toBe(401);

    await client.session.login({ email, password });
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedUser');
    expect(client.session.store.getSnapshot().session!.token).not.toBe(firstToken);

    const updated = await client.account.updateProfile({ first_name: '  Rosa Elena ', phone: '5555 1234' });
    expect(updated.first_name).toBe('Rosa Elena');
    expect(client.user.store.getSnapshot().user?.first_name).toBe('Rosa Elena');

    // An avatar upload: the user's avatar becomes a URL the server serves with its real type and nosniff.
    expect(client.user.store.getSnapshot().user?.avatar ?? null).toBeNull();
    const withAvatar = await client.account.uploadAvatar({ image: png(256, 256) });
    expect(withAvatar.avatar).toMatch(/^\/api\/public\/media\/user\//);
    expect(client.user.store.getSnapshot().user?.avatar).toBe(withAvatar.avatar);
    const served = await fetch(new URL(withAvatar.avatar!, api.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);

    // A predefined avatar replaces it.
    const avatars = await client.account.listAvatars();
    expect(avatars.length).toBeGreaterThan(0);
    const chosen = await client.account.setAvatar({ id: avatars[1]!.id });
    expect(chosen.avatar).not.toBe(withAvatar.avatar);

    // Settings: a change is answered whole and read back the same by a fresh load.
    const before = await client.account.loadSettings();
    const saved = await client.account.updateSettings({ email_offers: !before.email_offers, push_wishlist: !before.push_wishlist });
    expect(saved).toEqual({ ...before, email_offers: !before.email_offers, push_wishlist: !before.push_wishlist });
    expect(await client.account.loadSettings()).toEqual(saved);

    expect(reported.map((error) => error.cause)).toEqual([]);
  }, 30_000);
});

describe('logins an attacker cannot time or spray (each on a fresh API, so rate limits start empty)', () => {
  let own: RunningApi;
  beforeEach(async () => {
    own = await startLocalApi();
  });
  afterEach(async () => {
    await own?.stop();
  });

  it('throttles 15 different emails tried once each from one address (spraying), at once and in Spanish', async () => {
    // Every wait the library asks for, recorded (and sat through, as by default): a long Retry-After asks for none.
    const slept: number[] = [];
    const { client } = clientFor(own, { sleep: (ms) => (slept.push(ms), new Promise((resolve) => setTimeout(resolve, ms))) });
    const reported: UseCaseError[] = [];
    client.errors$.subscribe((error) => reported.push(error));
    await client.start();
    const causes: string[] = [];
    let last: UseCaseError | null = null;
    for (let i = 0; i < 15; i++) {
      last = (await client.session.login({ email: `rociado-${i}-${Date.now()}@tienda.test`, password: 'Verano2026!' }).catch((e: UseCaseError) => e)) as UseCaseError;
      causes.push(last.cause);
      // Never a wait of minutes: a long Retry-After fails at once, without sleeping (the time it takes:
      // tests/timing/login-time-http.test.ts).
      expect(slept).toEqual([]);
    }
    expect(causes.slice(0, 12)).toEqual(Array(12).fill('LOGIN_FAILED'));
    expect(causes.slice(12)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(last!.shopperMessage).toMatch(/Intenta de nuevo en \d+ minutos?/);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  }, 60_000);
});
