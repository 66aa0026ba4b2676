import {
  isTrackableEvent,
  pageParameters,
  TRACKING_BATCH_SIZE,
  TRACKING_FLUSH_MS,
  TRACKING_MAX_QUEUE,
  type TrackingEvent,
} from '../../domain/tracking/tracking-rules';
import type { Logger } from '../shared/logger';
import type { TrackingRepository } from './tracking.repository';

export interface TrackerOptions {
  /** Whether anything is sent. Off, every call does nothing (the server renderer's rule: see the tracking feature). */
  enabled: boolean;
  /** The clock events are stamped with. */
  now?: () => Date;
}

/**
 * Fire-and-forget tracking. `event` queues `{name, timestamp, parameters}` and sends the queue as one
 * POST /events when 20 are waiting or 2 s after the first one waited; `page` sends GET /track/page/ at once.
 * Nothing here throws, rejects or reaches the error handler (so no shopper ever sees a tracking failure): a
 * failure is logged as a warning and its events are dropped, never retried beyond what the ApiClient itself does.
 * Not a use case with a decision of its own to report, so it takes the logger, not the error handler.
 */
export class Tracker {
  private queue: TrackingEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = new Set<Promise<void>>();
  private readonly now: () => Date;

  constructor(
    private readonly repository: TrackingRepository,
    private readonly logger: Logger,
    private readonly options: TrackerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Whether calls send anything. */
  get enabled(): boolean {
    return this.options.enabled;
  }

  /** How many events wait for the next POST. */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Queues an event stamped `at` (default now: a caller that waited for this code passes when it happened); an event
   * the server would drop (a bad name, parameters over 2 KB of JSON) is dropped here.
   */
  event(name: string, parameters: Record<string, unknown> = {}, at?: Date): void {
    if (!this.options.enabled) return;
    try {
      if (!isTrackableEvent(name, parameters)) {
        this.logger.log('debug', `tracking: dropped the event ${JSON.stringify(String(name).slice(0, 100))}, which the server would not keep`);
        return;
      }
      this.queue.push({ name: name.trim(), timestamp: (at ?? this.now()).toISOString(), parameters: { ...(parameters ?? {}) } });
      if (this.queue.length > TRACKING_MAX_QUEUE) this.queue.splice(0, this.queue.length - TRACKING_MAX_QUEUE);
      if (this.queue.length >= TRACKING_BATCH_SIZE) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), TRACKING_FLUSH_MS);
    } catch (error) {
      this.warn('event', error);
    }
  }

  /** A page view: GET /track/page/ with these parameters (at most 30; values cut at 500 characters). */
  page(parameters: Record<string, string>): void {
    if (!this.options.enabled) return;
    try {
      this.track(this.repository.trackPage(pageParameters(parameters)), 'page');
    } catch (error) {
      this.warn('page', error);
    }
  }

  /** Sends what waits now, as one POST; resolves when every POST under way has ended, whatever happened. Never rejects. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.options.enabled && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.queue.length);
      try {
        this.track(this.repository.sendEvents(batch), 'events');
      } catch (error) {
        this.warn('events', error);
      }
    }
    return Promise.all([...this.inFlight]).then(() => undefined);
  }

  private track(call: Promise<void>, what: string): void {
    const done: Promise<void> = Promise.resolve(call)
      .catch((error: unknown) => this.warn(what, error))
      .finally(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  }

  private warn(what: string, error: unknown): void {
    try {
      const cause = (error as { cause?: unknown } | null)?.cause;
      this.logger.log('warn', `tracking: ${what} not sent`, { cause: typeof cause === 'string' ? cause : String(error) });
    } catch {
      // a logger that throws must not reach the shopper either
    }
  }
}
