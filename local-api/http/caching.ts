import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { wholeBodyOf, wholeResponse } from '../../src/data/http/whole-body';

/**
 * How an API answer may be cached, by route (paths relative to the API root,
 * see catalog/routes.ts, cart/routes.ts and session/routes.ts).
 *
 * - `shared`: the body depends only on the URL (and the clock), never on who
 *   asks. Every catalogue route still requires a valid Session header, but
 *   only to satisfy the contract: offers, newest, categories, brands, authors,
 *   product listings and slugs read the catalogue and nothing of the session.
 *   So any cache may keep them for a minute, then revalidate with the ETag.
 *   (Prices, stock and flash-sale end dates may thus be up to 60 s old in a
 *   listing; the product page and the cart always show the current ones.)
 * - `revalidate`: the body depends on the session, so only the asker's own
 *   cache may keep it, and must check it every time (a 304 saves the body):
 *   /page/home has the shopper's recently viewed products, and
 *   /page/product/{id} has the asker's wait list e-mail (and, soon, wishlists).
 *   Its handler still runs on a 304, so the view is recorded either way.
 * - everything else (session, user, cart, any route added later until it is
 *   listed here) is personal or a change: `private, no-store`.
 *
 * A route that sets its own Cache-Control (the generated media SVGs) keeps it.
 */
const SHARED_MAX_AGE_SECONDS = 60;
const SHARED = [/^\/page\/(offers|newest)$/, /^\/(category|brand|author|slug)\/[^/]+$/, /^\/product$/];
const REVALIDATE = [/^\/page\/home$/, /^\/page\/product\/[^/]+$/];

export const CACHE_CONTROL = {
  shared: `public, max-age=${SHARED_MAX_AGE_SECONDS}`,
  revalidate: 'private, no-cache',
  personal: 'private, no-store',
  error: 'no-store',
} as const;

type Policy = 'shared' | 'revalidate' | 'personal';

function policyOf(method: string, route: string): Policy {
  if (method !== 'GET' && method !== 'HEAD') return 'personal';
  if (SHARED.some((pattern) => pattern.test(route))) return 'shared';
  if (REVALIDATE.some((pattern) => pattern.test(route))) return 'revalidate';
  return 'personal';
}

/** A strong validator: a hash of the exact bytes. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against `etag`, with the weak comparison RFC 9110 section 13.1.2 asks for. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/**
 * Headers a 304 must not repeat: they describe a body it does not have.
 * Content-Type stays: @hono/node-server gives any answer without one
 * `text/plain`, which a cache could copy onto the stored JSON answer.
 */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding'];

/**
 * Cache-Control (and `always`) on every answer under the API root (mounted at `root`), an
 * ETag on cacheable ones and a 304 for a matching If-None-Match. Errors are
 * never stored. API answers are small JSON made in memory, so the body is read
 * here and given a Content-Length (which also lets compress() leave tiny ones
 * alone).
 */
export function apiCaching(root: string, always: Record<string, string> = {}): MiddlewareHandler {
  return async (c, next) => {
    wholeJson(c);
    await next();
    const res = c.res;
    const headers = new Headers(res.headers);
    // The headers every answer of the app carries (app.ts), set on the answer made here rather than on another copy of it.
    for (const [name, value] of Object.entries(always)) headers.set(name, value);
    const route = c.req.path.slice(root.length).replace(/\/+$/, '') || '/';
    const policy = policyOf(c.req.method, route);
    const ok = res.status >= 200 && res.status < 300;

    if (!ok) {
      headers.set('Cache-Control', CACHE_CONTROL.error);
      headers.delete('ETag');
    } else if (!headers.has('Cache-Control')) headers.set('Cache-Control', CACHE_CONTROL[policy]);

    const whole = wholeBodyOf(res);
    const body = res.status === 204 ? null : (whole ?? (res.body ? new Uint8Array(await res.arrayBuffer()) : null));
    if (body) headers.set('Content-Length', String(body.byteLength));

    let status = res.status;
    let answer: Uint8Array<ArrayBuffer> | null = body;
    if (ok && body && policy !== 'personal' && res.status === 200) {
      const etag = headers.get('ETag') ?? etagOf(body);
      headers.set('ETag', etag);
      if (etagMatches(c.req.header('If-None-Match'), etag)) {
        status = 304;
        answer = null;
        for (const name of BODY_HEADERS) headers.delete(name);
      }
    }
    // Unset first: assigning c.res otherwise copies the old answer's headers back in.
    c.res = undefined;
    c.res = wholeResponse(answer, { status, headers });
  };
}

const encoder = new TextEncoder();

/**
 * The context's `c.json` made to mark its answer with its bytes (whole-body.ts), which apiCaching then reads without
 * the body's stream: the same answer (hono's own `c.body`, with the Content-Type `c.json` gives), the same bytes (JSON
 * text is always well-formed, so encoding it here gives what the Response would), less work (issue 22).
 */
function wholeJson(c: Context): void {
  const json = c.json;
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers as never);
    // hono's own answer for the status and headers (with those the context already set), without a body to stream.
    const shape = c.body(null, arg as never, { 'Content-Type': 'application/json', ...headers });
    return wholeResponse(encoder.encode(text), { status: shape.status, headers: shape.headers });
  }) as typeof c.json;
}
