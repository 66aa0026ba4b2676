import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { resolveSession } from '../session/session-service';
import { appendPageView, appendTrackingEvents } from './tracking-store';

/** At most this many events per POST /events. */
export const MAX_EVENTS_PER_BATCH = 100;
/** An event's name, and its parameters as JSON, in characters. */
export const MAX_EVENT_NAME = 100;
export const MAX_EVENT_PARAMETERS = 2048;
/** Page tracking: at most this many query parameters, each key and value this long. */
export const MAX_PAGE_PARAMETERS = 30;
export const MAX_PAGE_KEY = 64;
export const MAX_PAGE_VALUE = 500;
/** The most rows each table keeps: older ones are pruned as new ones come. */
export const MAX_TRACKING_ROWS = 50_000;

const EVENT_NAME = /^[A-Za-z0-9_.:\- ]+$/;

export interface CheckedEvent {
  name: string;
  timestamp: string | null;
  parameters: string;
}

/** One event as sent, or null when it cannot be kept (dropped silently: tracking never fails the shopper). */
export function checkEvent(value: unknown): CheckedEvent | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { name, timestamp, parameters } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_EVENT_NAME || !EVENT_NAME.test(name)) return null;
  let at: string | null = null;
  if (typeof timestamp === 'number' || (typeof timestamp === 'string' && timestamp.length <= 40)) {
    const date = new Date(typeof timestamp === 'string' && /^\d+$/.test(timestamp) ? Number(timestamp) : timestamp);
    if (!Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100) at = date.toISOString();
  }
  if (parameters !== undefined && parameters !== null && (typeof parameters !== 'object' || Array.isArray(parameters))) return null;
  const json = JSON.stringify(parameters ?? {});
  if (json.length > MAX_EVENT_PARAMETERS) return null;
  return { name: name.trim(), timestamp: at, parameters: json };
}

/**
 * Tracking, fire-and-forget: POST /events (a JSON list of at most 100 {name, timestamp, parameters}, or
 * {events: [...]}) answers 204 and keeps the valid events; GET /track/page/ keeps the query parameters and
 * answers 204. A Session header is optional (an invalid one is ignored). Neither ever answers 5xx: a
 * storage failure is logged and the answer is still 204.
 */
export function trackingRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  const ownerOf = (c: Context): string | null => {
    const token = c.req.header('Session');
    if (!token) return null;
    try {
      return resolveSession(deps, token).owner;
    } catch {
      return null;
    }
  };
  const safely = (what: string, work: () => void) => {
    try {
      work();
    } catch (error) {
      deps.log('warn', `No se pudo guardar ${what}`, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  app.post('/events', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: el cuerpo debe ser una lista JSON de eventos.');
    }
    const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { events?: unknown }).events : undefined;
    if (!Array.isArray(list)) throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: el cuerpo debe ser una lista JSON de eventos.');
    if (list.length > MAX_EVENTS_PER_BATCH)
      throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: envía como máximo ${MAX_EVENTS_PER_BATCH} eventos por lote.`);
    const events = list.map(checkEvent).filter((e): e is CheckedEvent => e !== null);
    if (events.length > 0) {
      const owner = ownerOf(c);
      safely('los eventos', () =>
        deps.db.transaction(() => appendTrackingEvents(deps.db, owner, events, deps.now().toISOString(), MAX_TRACKING_ROWS))(),
      );
    }
    return c.body(null, 204);
  });

  app.get('/track/page', (c) => {
    const url = new URL(c.req.url);
    const parameters: Record<string, string> = {};
    let count = 0;
    for (const [key, value] of url.searchParams) {
      if (count >= MAX_PAGE_PARAMETERS) break;
      if (!key || key.length > MAX_PAGE_KEY || key in parameters) continue;
      parameters[key] = value.slice(0, MAX_PAGE_VALUE);
      count++;
    }
    const owner = ownerOf(c);
    safely('la visita', () => appendPageView(deps.db, owner, JSON.stringify(parameters), deps.now().toISOString(), MAX_TRACKING_ROWS));
    return c.body(null, 204);
  });

  return app;
}
