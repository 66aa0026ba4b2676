import { describe, expect, it, vi } from 'vitest';
import { lazyTracker } from '../../src/composition/tracking/tracking.module';
import { RecordingLogger } from '../mocks/doubles';

/** A tracker double recording what reached it. */
function recorder() {
  const calls: unknown[][] = [];
  return {
    calls,
    tracker: {
      event: (name: string, parameters: Record<string, unknown> | undefined, at: Date) => void calls.push(['event', name, parameters, at.toISOString()]),
      page: (parameters: Record<string, string>) => void calls.push(['page', parameters]),
      flush: async () => void calls.push(['flush']),
    },
  };
}

describe('lazyTracker (the tracker before its code loads)', () => {
  it('keeps calls made while its code loads, in order, each event with the moment it was made, and replays them', async () => {
    const { calls, tracker } = recorder();
    let release: (value: typeof tracker) => void = () => undefined;
    const tracking = lazyTracker(() => new Promise((resolve) => (release = resolve)), true, new RecordingLogger());
    // The clock is the test's: the code loads 20 s after the calls, and the event keeps the moment it was made.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = new Date('2026-03-02T15:00:00.000Z').getTime();
      vi.setSystemTime(before);
      tracking.event('view_item', { sku: 'A' });
      tracking.page({ path: '/' });
      expect(calls).toEqual([]);
      vi.setSystemTime(before + 20_000);
      release(tracker);
      await tracking.flush();
      expect(calls.map((call) => call.slice(0, 3))).toEqual([['event', 'view_item', { sku: 'A' }], ['page', { path: '/' }], ['flush']]);
      const at = Date.parse(calls[0]![3] as string);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThan(before + 20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops what waits when its code fails to load, with a warning, without throwing; the next call tries again', async () => {
    const { calls, tracker } = recorder();
    const logger = new RecordingLogger();
    let attempts = 0;
    const tracking = lazyTracker(() => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(tracker)), true, logger);
    expect(() => tracking.event('purchase', { order_number: '1' })).not.toThrow();
    await expect(tracking.flush()).resolves.toBeUndefined();
    expect(logger.at('warn').map((entry) => entry.message)).toEqual(['tracking code did not load: events dropped']);
    tracking.event('purchase', { order_number: '2' });
    await tracking.flush();
    expect(attempts).toBe(2);
    expect(calls.map((call) => call.slice(0, 3))).toEqual([['event', 'purchase', { order_number: '2' }], ['flush']]);
  });

  it('off, loads nothing and does nothing', async () => {
    let attempts = 0;
    const tracking = lazyTracker(() => (attempts++, Promise.resolve(recorder().tracker)), false, new RecordingLogger());
    tracking.event('purchase', {});
    tracking.page({ path: '/' });
    await tracking.flush();
    expect(attempts).toBe(0);
  });
});
