import type { TrackingEvent } from '../../domain/tracking/tracking-rules';
import type { TrackingRepository } from '../../usecases/tracking/tracking.repository';
import type { ApiClient } from '../http/api-client';

/**
 * Tracking over HTTP. The Session header goes along when a session exists, but tracking never creates one
 * (a passer-by's page view must not start a session) and never replaces a rejected one: the calls are
 * unauthenticated for the ApiClient, so only its 429 rule (one wait-and-retry of at most 10 s) applies.
 */
export class HttpTrackingRepository implements TrackingRepository {
  constructor(
    private readonly api: ApiClient,
    private readonly currentToken: () => string | null,
  ) {}

  async sendEvents(events: TrackingEvent[]): Promise<void> {
    await this.api.request({ method: 'POST', path: '/events', data: events, schema: null, shape: 'none', authenticated: false, headers: this.headers() });
  }

  async trackPage(parameters: Record<string, string>): Promise<void> {
    await this.api.request({ method: 'GET', path: '/track/page/', params: parameters, schema: null, shape: 'none', authenticated: false, headers: this.headers() });
  }

  private headers(): Record<string, string> {
    const token = this.currentToken();
    return token ? { Session: token } : {};
  }
}
