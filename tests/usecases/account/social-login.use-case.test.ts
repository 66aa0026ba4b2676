import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UseCaseError } from '../../../src';
import { failureOf, readStored } from '../../mocks/client';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { startedClient } from './account-harness';

setupMsw();

const PROVIDER_NAMES = { first_name: 'Lucía', last_name: 'Pérez', email: 'lucia@gmail.example' };

/** POST /login_token/ answering each call with the next of `answers`, accepting LOGGED_IN tokens as user sessions. */
async function socialClient(...answers: Record<string, unknown>[]) {
  const harness = await startedClient();
  const bodies: unknown[] = [];
  server.use(
    http.post(url('/login_token/'), async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length, answers.length) - 1]!;
      if (typeof answer.token === 'string') harness.session.acceptUserToken(answer.token);
      return HttpResponse.json(answer);
    }),
  );
  return { ...harness, bodies };
}

describe('SocialLoginUseCase', () => {
  it('LOGGED_IN stores the session, loads the user and adopts the account cart', async () => {
    const { client, storage, bodies, errors } = await socialClient({ status: 'LOGGED_IN', token: 'social-token-1', ...PROVIDER_NAMES });
    const result = await client.account.socialLogin({ token: 'provider-token' });
    expect(result).toEqual({ status: 'loggedIn', user: expect.objectContaining({ public_id: 'user-1' }) });
    expect(bodies).toEqual([{ token: 'provider-token' }]);
    expect(requests.describe()).toBe('POST /login_token/, GET /user/, POST /cart');
    expect(client.session.store.getSnapshot()).toMatchObject({
      authState: 'authenticatedUser',
      session: { token: 'social-token-1', isUser: true },
      profile: PROVIDER_NAMES,
    });
    expect(readStored(storage, 'session')).toMatchObject({ token: 'social-token-1', isUser: true });
    expect(errors).toEqual([]);
  });

  it('EMAIL_AND_NAME_CONFIRMATION_REQUIRED asks to confirm the names and email, and confirm completes the login', async () => {
    const { client, bodies } = await socialClient(
      { status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', token: null, ...PROVIDER_NAMES },
      { status: 'LOGGED_IN', token: 'social-token-2', first_name: 'Lucía', last_name: 'Pérez Gómez', email: 'lucia@example.com' },
    );
    const asked = await client.account.socialLogin({ token: async () => 'provider-token' });
    if (asked.status !== 'confirmationRequired') throw new Error(`expected confirmationRequired, got ${asked.status}`);
    expect([asked.first_name, asked.last_name, asked.email]).toEqual(['Lucía', 'Pérez', 'lucia@gmail.example']);
    expect(client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedAnonymously', error: null });
    expect(requests.describe()).toBe('POST /login_token/');

    const done = await asked.confirm({ first_name: 'Lucía', last_name: ' Pérez Gómez ', email: 'lucia@example.com' });
    expect(done.status).toBe('loggedIn');
    expect(bodies).toEqual([
      { token: 'provider-token' },
      { token: 'provider-token', first_name: 'Lucía', last_name: 'Pérez Gómez', email: 'lucia@example.com' },
    ]);
    expect(client.session.store.getSnapshot().session).toEqual({ token: 'social-token-2', isUser: true });
    expect(requests.describe()).toBe('POST /login_token/, POST /login_token/, GET /user/, POST /cart');
  });

  it('refuses a confirmation without a last name before any request', async () => {
    const { client } = await socialClient({ status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', ...PROVIDER_NAMES });
    const asked = await client.account.socialLogin({ token: 'provider-token' });
    if (asked.status !== 'confirmationRequired') throw new Error('expected confirmationRequired');
    const error = await failureOf(asked.confirm({ ...PROVIDER_NAMES, last_name: '' }));
    expect([error.cause, error.userMessage]).toEqual(['missingAuthData', 'Falta el apellido.']);
    expect(requests.count('POST', '/login_token/')).toBe(1);
  });

  it.each(['BANNED', 'logged_in', '', 'PROVIDER_REVIEW_REQUIRED'])('fails any other status (%j) with exactly "Unknown response status: …" and the status, restoring the state', async (status) => {
    const { client, errors } = await socialClient({ status, token: 'social-token-x' });
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.account.socialLogin({ token: 'provider-token' }));
    expect(error.description).toBe(`Unknown response status: ${status}`);
    expect([error.cause, error.details]).toEqual(['UNKNOWN', { status }]);
    expect(client.session.store.getSnapshot()).toEqual({ ...before, error });
    expect(errors).toEqual([error]);
    expect(requests.describe()).toBe('POST /login_token/');
  });

  it.each([
    ['a UseCaseError', () => Promise.reject(new UseCaseError('userCancelledAuthProcess'))],
    ['a provider error object', () => Promise.reject({ cause: 'userCancelledAuthProcess' })],
  ])('reports a cancel at the provider (%s) as a cancelled result, never as an error', async (_label, provider) => {
    const { client, errors } = await startedClient();
    const before = client.session.store.getSnapshot();
    await expect(client.account.socialLogin({ token: provider })).resolves.toEqual({ status: 'cancelled' });
    expect(errors).toEqual([]);
    expect(requests.total).toBe(0);
    expect(client.session.store.getSnapshot()).toBe(before);
  });

  it('sends the names and email a provider released with its token (Sign in with Apple, first time), trimmed, leaving out empty ones', async () => {
    const { client, bodies } = await socialClient({ status: 'LOGGED_IN', token: 'social-token-3', ...PROVIDER_NAMES });
    const result = await client.account.socialLogin({
      token: async () => ({ token: 'apple-id-token', profile: { first_name: ' Lucía ', last_name: '', email: 'abc@privaterelay.appleid.com' } }),
    });
    expect(result.status).toBe('loggedIn');
    expect(bodies).toEqual([{ token: 'apple-id-token', first_name: 'Lucía', email: 'abc@privaterelay.appleid.com' }]);
    expect(requests.describe()).toBe('POST /login_token/, GET /user/, POST /cart');
  });

  it('reports a cancel at the provider given as an Error whose cause is userCancelledAuthProcess (the SDK buttons) as cancelled', async () => {
    const { client, errors } = await startedClient();
    const cancelled = Object.assign(new Error('closed the popup'), { cause: 'userCancelledAuthProcess' });
    await expect(client.account.socialLogin({ token: () => Promise.reject(cancelled) })).resolves.toEqual({ status: 'cancelled' });
    expect(errors).toEqual([]);
    expect(requests.total).toBe(0);
  });

  it('reports a provider failure that is not a cancel', async () => {
    const { client, errors } = await startedClient();
    const error = await failureOf(client.account.socialLogin({ token: () => Promise.reject(new Error('popup blocked')) }));
    expect(error.cause).toBe('UNKNOWN');
    expect(errors.map((e) => e.cause)).toEqual(['UNKNOWN']);
    expect(requests.total).toBe(0);
  });

  it('fails a LOGGED_IN answer without a token as a schema validation error', async () => {
    const { client } = await socialClient({ status: 'LOGGED_IN', token: null });
    const error = await failureOf(client.account.socialLogin({ token: 'provider-token' }));
    expect(error.cause).toBe('schemaValidationError');
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  });
});
