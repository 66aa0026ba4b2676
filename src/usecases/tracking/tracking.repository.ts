import type { TrackingEvent } from '../../domain/tracking/tracking-rules';

/** Tracking's calls (spec section 7). Neither answer is read. */
export interface TrackingRepository {
  /** POST /events with a list of events. */
  sendEvents(events: TrackingEvent[]): Promise<void>;
  /** GET /track/page/ with the page's parameters as the query. */
  trackPage(parameters: Record<string, string>): Promise<void>;
}
