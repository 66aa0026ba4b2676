import type { TiendaClient } from '../../index';
import type { SanitizedHtml } from '../shared/sanitize';

/** What the route loaders need from their host. */
export interface RouteDeps {
  /** The client for loaders: a fresh one per request on the server, the shared lazy one in the browser. */
  client: () => Promise<TiendaClient>;
  /** Sanitises server HTML (product descriptions) before it becomes loader data (DOMPurify on both sides). */
  sanitizeHtml: (html: string) => SanitizedHtml | Promise<SanitizedHtml>;
}
