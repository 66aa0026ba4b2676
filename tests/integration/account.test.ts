import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
