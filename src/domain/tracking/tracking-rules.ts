/*
 * Tracking's bounds, without zod (spec section 7, "Forms, events and tracking"): what one event may be and how the
 * client batches them. They mirror the local API's (local-api/tracking/routes.ts), which drops an event it cannot
 * keep; the client drops it first, so a batch is never refused for one bad event.
 */

/** One event as POST /events takes it. */
export interface TrackingEvent {
  name: string;
  /** When it happened, ISO 8601. */
  timestamp: string;
  parameters: Record<string, unknown>;
}

/** Events are sent together: when this many are waiting… */
export const TRACKING_BATCH_SIZE = 20;
/** …or this long after the first one waits, in ms. */
export const TRACKING_FLUSH_MS = 2000;
/** At most this many wait; beyond, the oldest are dropped (a POST takes at most 100). */
export const TRACKING_MAX_QUEUE = 100;
/** Longest event name, in characters. */
export const TRACKING_MAX_NAME = 100;
/** Longest event parameters, as JSON, in characters. */
export const TRACKING_MAX_PARAMETERS_JSON = 2048;
/** Page views: at most this many parameters, each key and value this long. */
export const TRACKING_MAX_PAGE_PARAMETERS = 30;
/** Longest page-view parameter key, in characters. */
export const TRACKING_MAX_PAGE_KEY = 64;
/** Longest page-view parameter value, in characters. */
export const TRACKING_MAX_PAGE_VALUE = 500;

const EVENT_NAME = /^[A-Za-z0-9_.:\- ]+$/;

/** Whether the server would keep an event of this name and parameters. */
export function isTrackableEvent(name: unknown, parameters: unknown): boolean {
  if (typeof name !== 'string' || !name.trim() || name.length > TRACKING_MAX_NAME || !EVENT_NAME.test(name)) return false;
  if (parameters === undefined || parameters === null) return true;
  if (typeof parameters !== 'object' || Array.isArray(parameters)) return false;
  try {
    return JSON.stringify(parameters).length <= TRACKING_MAX_PARAMETERS_JSON;
  } catch {
    return false; // a cycle, a BigInt
  }
}

/** A page view's parameters as the server keeps them: at most 30, keys up to 64 characters, values cut at 500. */
export function pageParameters(params: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of Object.entries(params ?? {})) {
    if (count >= TRACKING_MAX_PAGE_PARAMETERS) break;
    if (!key || key.length > TRACKING_MAX_PAGE_KEY || value === undefined || value === null) continue;
    kept[key] = String(value).slice(0, TRACKING_MAX_PAGE_VALUE);
    count++;
  }
  return kept;
}
