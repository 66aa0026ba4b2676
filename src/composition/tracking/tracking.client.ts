import { lazily, type Resolve } from '../feature';
import { TRACKING_TOKENS } from './tracking.tokens';

/**
 * `tienda.tracking`: fire-and-forget analytics for anyone. Nothing here throws, rejects to the caller or reaches
 * `errors$`; a failure is a warning in the log and its events are dropped. Off on the server (see trackingEnabled).
 */
export interface TrackingNamespace {
  /**
   * Queues `{name, timestamp (ISO), parameters}`; the queue goes as one POST /events when 20 events wait or 2 s
   * after the first. A name outside letters, digits and `_ . : -` (or over 100 characters), or parameters over
   * 2 KB of JSON, is dropped.
   */
  event(name: string, parameters?: Record<string, unknown>): void;
  /** A page view: GET /track/page/ with these query parameters (`path`, `referrer`…), sent at once. */
  page(parameters: Record<string, string>): void;
  /** Sends the queued events now; resolves when every send under way has ended. Never rejects. */
  flush(): Promise<void>;
}

export interface TrackingClient {
  /** Fire-and-forget analytics: events and page views. */
  readonly tracking: TrackingNamespace;
}

export function trackingClient(resolve: Resolve): TrackingClient {
  // lazyTracker never throws or rejects; the tracker is resolved on the first call.
  const tracker = lazily(resolve, TRACKING_TOKENS.Tracker);
  return {
    tracking: {
      event: (name, parameters) => tracker().event(name, parameters),
      page: (parameters) => tracker().page(parameters),
      flush: () => tracker().flush(),
    },
  };
}
