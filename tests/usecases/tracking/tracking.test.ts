import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../src';
import { makeClient } from '../../mocks/client';
import { cartBackend } from '../../mocks/handlers/cart';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { bodyOf } from '../addresses/signed-in-harness';

setupMsw();
afterEach(() => vi.useRealTimers());

type Answer = () => Response;

/** A client with tracking switched on (Node has no window), against stand-ins of POST /events and GET /track/page/. */
async function tracked(options: { answer?: Answer; start?: boolean; enabled?: boolean | null } = {}) {
  const answer = options.answer ?? (() => new HttpResponse(null, { status: 204 }));
  server.use(...sessionBackend().handlers, ...cartBackend().handlers, http.post(url('/events'), answer), http.get(url('/track/page/'), answer));
  const harness = makeClient({ storage: new MemoryStorage(), ...(options.enabled === undefined ? { tracking: { enabled: true } } : options.enabled === null ? {} : { tracking: { enabled: options.enabled } }) });
  if (options.start !== false) await harness.client.start();
  // The tracker's code loads on demand: load it now (flush does, sending nothing), so the fake clock below measures the batching alone.
  await harness.client.tracking.flush();
  requests.clear();
  harness.errors.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return harness;
}

const realSetTimeout = globalThis.setTimeout;
/** Waits in real time (the fake timers stay still) until `done`, at most 3 s: the feature's code loads on demand. */
async function settled(done: () => boolean) {
  for (let turn = 0; turn < 300 && !done(); turn++) await new Promise((resolve) => realSetTimeout(resolve, 10));
}

const eventsSent = async () => Promise.all(requests.filter('POST', '/events').map((entry) => bodyOf(entry) as Promise<{ name: string; timestamp: string; parameters: unknown }[]>));

describe('tienda.tracking: batching', () => {
  it('sends 20 queued events at once as one POST /events, in order, each with its ISO timestamp and parameters', async () => {
    const { client } = await tracked();
    for (let i = 1; i <= 19; i++) client.tracking.event('add_to_cart', { sku: `SKU-${i}`, quantity: 1 });
    expect(requests.total).toBe(0);
    client.tracking.event('purchase', { order_number: '100042' });
    // The 20th event sends the batch by itself: no timer advanced, no flush called.
    await settled(() => requests.total > 0);
    expect(requests.describe()).toBe('POST /events');
    await client.tracking.flush();
    const [batch, ...others] = await eventsSent();
    expect(others).toEqual([]);
    expect(batch).toHaveLength(20);
    expect(batch![0]).toMatchObject({ name: 'add_to_cart', parameters: { sku: 'SKU-1', quantity: 1 } });
    expect(batch![19]).toMatchObject({ name: 'purchase', parameters: { order_number: '100042' } });
    expect(batch!.every((event) => new Date(event.timestamp).toISOString() === event.timestamp)).toBe(true);
    expect(requests.describe()).toBe('POST /events');
  });

  it('sends fewer than 20 events 2 s after the first one, as one POST, and nothing before', async () => {
    const { client } = await tracked();
    client.tracking.event('view_item', { sku: 'A' });
    await vi.advanceTimersByTimeAsync(1000);
    client.tracking.event('view_item', { sku: 'B' });
    client.tracking.event('add_to_cart', { sku: 'B', quantity: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(requests.total).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await client.tracking.flush();
    const batches = await eventsSent();
    expect(batches.map((batch) => batch.map((event) => event.name))).toEqual([['view_item', 'view_item', 'add_to_cart']]);
    // The queue is empty afterwards: the timer does not send again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.total).toBe(1);
  });

  it('drops, without a request, an event the server would not keep (a bad name, parameters over 2 KB)', async () => {
    const { client, logger } = await tracked();
    client.tracking.event('no <script>', {});
    client.tracking.event('big', { text: 'x'.repeat(3000) });
    client.tracking.event('', {});
    await vi.advanceTimersByTimeAsync(3000);
    await client.tracking.flush();
    expect(requests.total).toBe(0);
    expect(logger.at('debug').filter((entry) => entry.message.startsWith('tracking: dropped'))).toHaveLength(3);
  });
});

describe('tienda.tracking: never fails the shopper', () => {
  it('swallows a failing POST /events: nothing thrown or rejected, nothing on errors$, a warning logged, no retry', async () => {
    const { client, errors, logger } = await tracked({ answer: () => HttpResponse.json({ cause: 'UNKNOWN', message: 'boom' }, { status: 500 }) });
    expect(() => client.tracking.event('purchase', { order_number: '1' })).not.toThrow();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(client.tracking.flush()).resolves.toBeUndefined();
    expect(requests.count('POST', '/events')).toBe(1);
    expect(errors).toEqual([]);
    expect(logger.at('warn').map((entry) => entry.message)).toContain('tracking: events not sent');
    // Its events are dropped, not sent again later.
    await vi.advanceTimersByTimeAsync(10_000);
    await client.tracking.flush();
    expect(requests.count('POST', '/events')).toBe(1);
  });

  it("retries a rate-limited POST /events only as the ApiClient does (once), then gives up silently", async () => {
    const { client, errors, sleep } = await tracked({
      answer: () => HttpResponse.json({ cause: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '1' } }),
    });
    client.tracking.event('purchase', { order_number: '1' });
    await client.tracking.flush();
    expect(requests.count('POST', '/events')).toBe(2);
    expect(sleep.calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('swallows a network failure of a page view', async () => {
    const { client, errors } = await tracked({ answer: () => HttpResponse.error() });
    expect(() => client.tracking.page({ path: '/ofertas' })).not.toThrow();
    await client.tracking.flush();
    expect(requests.count('GET', '/track/page/')).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('tienda.tracking: page views and sessions', () => {
  it('sends a page view at once as GET /track/page/ with its parameters, carrying the session', async () => {
    const { client } = await tracked();
    client.tracking.page({ path: '/cuenta/pedidos', referrer: 'https://www.google.com/' });
    await client.tracking.flush();
    const request = requests.single('GET', '/track/page/');
    expect(Object.fromEntries(request.query)).toEqual({ path: '/cuenta/pedidos', referrer: 'https://www.google.com/' });
    expect(request.headers.get('Session')).toBe('anon-1');
  });

  it('never creates a session: without one, events and page views go without the Session header', async () => {
    const { client } = await tracked({ start: false });
    client.tracking.page({ path: '/' });
    client.tracking.event('view_item', { sku: 'A' });
    await client.tracking.flush();
    expect(requests.describe()).toBe('GET /track/page/, POST /events');
    expect(requests.entries.map((entry) => entry.headers.get('Session'))).toEqual([null, null]);
  });

  it('is off where there is no window (the server renderer) unless the host opts in, and when the host opts out', async () => {
    for (const enabled of [null, false] as const) {
      const { client } = await tracked({ enabled });
      client.tracking.event('purchase', { order_number: '1' });
      client.tracking.page({ path: '/' });
      await vi.advanceTimersByTimeAsync(3000);
      await client.tracking.flush();
      expect(requests.total).toBe(0);
      vi.useRealTimers();
    }
  });
});
