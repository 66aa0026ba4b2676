import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MAX_RATE_LIMIT_RETRY_WAIT_MS, MemoryStorage, spanishWait } from '../../../src';
import { ApiClient } from '../../../src/data/http/api-client';
import { failureOf, makeClient } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { apiError } from '../../mocks/fixtures';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { cartBackend } from '../../mocks/handlers/cart';

setupMsw();
afterEach(() => vi.useRealTimers());

const ProbeSchema = z.object({ value: z.string() });

/** GET /probe answering 429 with `retryAfter` the first `times` times, then 200. */
function rateLimited(times: number, retryAfter: string, body: unknown = null) {
  let calls = 0;
  return http.get(url('/probe'), () => {
    calls += 1;
    if (calls <= times) return HttpResponse.json(body as never, { status: 429, headers: { 'Retry-After': retryAfter } });
    return HttpResponse.json({ value: 'ok' });
  });
}

/** An ApiClient with the real sleep (setTimeout), so fake timers decide when the retry goes out. */
function realSleepClient() {
  return new ApiClient({ baseURL: 'http://api.test/api/public', sessions: new FakeSessionSource(), logger: new RecordingLogger() });
}

const probe = (api: ApiClient) => api.request({ method: 'GET', path: '/probe', schema: ProbeSchema, shape: 'Probe' });

describe('the 429 cap', () => {
  it('retries a short wait (Retry-After 9 → 10 s, the cap) once, after exactly 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(rateLimited(1, '9'));
    const api = realSleepClient();
    let settled: unknown = null;
    const pending = probe(api).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(MAX_RATE_LIMIT_RETRY_WAIT_MS - 1);
    expect(settled).toBeNull();
    expect(requests.count('GET', '/probe')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toEqual({ value: 'ok' });
    expect(requests.count('GET', '/probe')).toBe(2);
  });

  it('fails a long wait (Retry-After 600) at once with TOO_MANY_REQUESTS saying when to try again, with no timer left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(rateLimited(5, '600', apiError('TOO_MANY_REQUESTS', 'Demasiados intentos.')));
    const error = await failureOf(probe(realSleepClient()));
    expect(error.cause).toBe('TOO_MANY_REQUESTS');
    expect(error.status).toBe(429);
    expect(error.userMessage).toBe('Demasiados intentos seguidos. Intenta de nuevo en 10 minutos.');
    expect(error.shopperMessage).toBe('Demasiados intentos seguidos. Intenta de nuevo en 10 minutos.');
    expect(error.apiInstruction).toBe('Demasiados intentos.');
    expect(error.details).toEqual({ retryAfterSeconds: 600 });
    expect(vi.getTimerCount()).toBe(0);
    expect(requests.count('GET', '/probe')).toBe(1);
  });

  it('fails a wait of 10 s (11 s with the padding) at once too, naming the seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(rateLimited(5, '10'));
    const error = await failureOf(probe(realSleepClient()));
    expect(error.cause).toBe('TOO_MANY_REQUESTS');
    expect(error.userMessage).toBe('Demasiados intentos seguidos. Intenta de nuevo en 10 segundos.');
    expect(requests.count('GET', '/probe')).toBe(1);
  });

  it.each([
    [1, '1 segundo'],
    [45, '45 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [600, '10 minutos'],
    [3600, '1 hora'],
    [7200, '2 horas'],
  ])('says a wait of %i s as "%s"', (seconds, words) => {
    expect(spanishWait(seconds)).toBe(words);
  });
});

describe('login against a tripped limit', () => {
  async function startedClient() {
    server.use(...sessionBackend().handlers, ...cartBackend().handlers);
    const harness = makeClient({ storage: new MemoryStorage() });
    await harness.client.start();
    requests.clear();
    harness.errors.length = 0;
    return harness;
  }

  it('fails at once (no wait), restores the state, and the next attempt is a real login, not authInProgress', async () => {
    const harness = await startedClient();
    const { client, sleep, errors } = harness;
    server.use(
      http.post(url('/login/'), () => HttpResponse.json(apiError('TOO_MANY_REQUESTS'), { status: 429, headers: { 'Retry-After': '600' } }), {
        once: true,
      }),
    );
    const first = await failureOf(client.session.login(CREDENTIALS));
    expect(first.cause).toBe('TOO_MANY_REQUESTS');
    expect(first.shopperMessage).toBe('Demasiados intentos seguidos. Intenta de nuevo en 10 minutos.');
    expect(sleep.calls).toEqual([]);
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    const user = await client.session.login(CREDENTIALS);
    expect(user.public_id).toBe('user-1');
    expect(requests.count('POST', '/login/')).toBe(2);
    expect(errors.map((e) => e.cause)).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('gives authInProgress its own Spanish message', async () => {
    const { client } = await startedClient();
    const first = client.session.login(CREDENTIALS);
    const second = await failureOf(client.session.login(CREDENTIALS));
    expect(second.cause).toBe('authInProgress');
    expect(second.userMessage).toBe('Ya estamos procesando tu ingreso. Espera un momento.');
    expect(second.shopperMessage).toBe('Ya estamos procesando tu ingreso. Espera un momento.');
    await first;
  });
});
