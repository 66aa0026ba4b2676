/**
 * msw (version 2) fault helpers: request handlers that make one endpoint misbehave the way real networks
 * and servers do, for tests of how the library and its shells react. Put them in front of your own
 * handlers with `server.use(...)`:
 *
 * ```ts
 * server.use(unauthorizedOnce('get', '/slug/:slug'));      // 401 once, then your handlers answer
 * server.use(rateLimited('post', '/cart/:id/item', { retryAfter: 3 }));
 * server.use(networkError('get', '/user/'));
 * server.use(schemaDrift('get', '/user/', (user) => { user.public_id = 42; }, { body: makeUser() }));
 * server.use(slow('get', '/page/home', 2_000));
 * ```
 *
 * A fault that has run its course returns nothing, and msw goes on to the next handler that matches (your
 * own, or the network when `onUnhandledRequest` lets it through).
 *
 * msw is a peer dependency of `tienda/testing`: the tests that use these helpers bring their own.
 */
import { bypass, delay, getResponse, http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { PUBLIC_API_PATH } from '../domain/shared/environment';

/** An HTTP method, as msw's `http` names it (any case), or `all` for every method. */
export type FaultMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'all' | Uppercase<'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options'>;

/**
 * Which requests a fault answers:
 * - a path under the API root, with msw parameters (`'/cart/:id/item'`): matched on any host whose API
 *   root ends in `/api/public` (every environment's, and the local API's on any port);
 * - a full URL or an msw pattern starting with `*` (`'http://127.0.0.1:9004/api/public/user/'`), as is;
 * - a RegExp, tested against the whole URL.
 */
export type FaultPath = string | RegExp;

/** How many matching requests a fault answers before it steps aside. */
export interface FaultTimes {
  /** Default: 1 for `unauthorizedOnce` and `rateLimited`, every request for the other faults. */
  times?: number;
}

/** A body shaped like the API's refusals: `{ cause, message? }`. */
export interface FaultRefusal {
  /** The API's cause. */
  cause?: string;
  /** The API's message (Spanish, shown to the shopper by the library). */
  message?: string;
}

/** The msw pattern that `path` stands for (see {@link FaultPath}). */
export function faultPattern(path: FaultPath): string | RegExp {
  if (path instanceof RegExp || /^[a-z][a-z0-9+.-]*:\/\//i.test(path) || path.startsWith('*')) return path;
  return `*${PUBLIC_API_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

type Resolver = Parameters<typeof http.get>[1];

/** An msw handler for `method path` that runs `resolver` for the first `times` matches, then falls through. */
function fault(method: FaultMethod, path: FaultPath, times: number, resolver: Resolver): HttpHandler {
  let answered = 0;
  const verb = method.toLowerCase() as Lowercase<FaultMethod>;
  return http[verb](faultPattern(path), (info) => {
    if (answered >= times) return undefined;
    answered += 1;
    return resolver(info);
  });
}

/**
 * Answers the first matching request with `401` and `{ cause: 'AUTH_EXPIRED' }` (the session expired),
 * then steps aside. The library replaces the session (a new anonymous one) and retries the call once.
 *
 * @param method - the request's method, or `all`.
 * @param path - see {@link FaultPath}.
 * @param refusal - another cause or message (the library recovers from `AUTH_EXPIRED`, `INVALID_TOKEN`…).
 */
export function unauthorizedOnce(method: FaultMethod, path: FaultPath, refusal: FaultRefusal = {}): HttpHandler {
  const { cause = 'AUTH_EXPIRED', message = 'Tu sesión expiró.' } = refusal;
  return fault(method, path, 1, () => HttpResponse.json({ cause, message }, { status: 401 }));
}

/** Options of {@link rateLimited}. */
export interface RateLimitOptions extends FaultTimes, FaultRefusal {
  /**
   * The Retry-After header: seconds (a number, sent as is), a `Date` (sent as an HTTP-date) or the raw
   * header text. Default 1. The library waits Retry-After + 1 s and retries once when that is at most
   * 10 s; a longer wait fails at once with `TOO_MANY_REQUESTS`.
   */
  retryAfter?: number | Date | string;
}

/**
 * Answers the first matching request (or the first `times`) with `429 Too Many Requests` and a
 * Retry-After header, then steps aside.
 *
 * @param method - the request's method, or `all`.
 * @param path - see {@link FaultPath}.
 * @param options - the wait, how many requests, the refusal's cause and message.
 */
export function rateLimited(method: FaultMethod, path: FaultPath, options: RateLimitOptions = {}): HttpHandler {
  const { retryAfter = 1, times = 1, cause = 'TOO_MANY_REQUESTS', message } = options;
  const header = retryAfter instanceof Date ? retryAfter.toUTCString() : String(retryAfter);
  return fault(method, path, times, () =>
    HttpResponse.json({ cause, ...(message ? { message } : {}) }, { status: 429, headers: { 'Retry-After': header } }),
  );
}

/**
 * Fails matching requests at the network level (msw's `HttpResponse.error()`: no answer at all, as when
 * the connection drops). The library reports `networkConnection` and does not retry.
 *
 * @param method - the request's method, or `all`.
 * @param path - see {@link FaultPath}.
 * @param options - how many requests fail (default: all of them).
 */
export function networkError(method: FaultMethod, path: FaultPath, options: FaultTimes = {}): HttpHandler {
  return fault(method, path, options.times ?? Infinity, () => HttpResponse.error());
}

/** Where {@link schemaDrift} gets the body it changes. */
export interface SchemaDriftOptions extends FaultTimes {
  /** A body to answer (changed): e.g. `makeUser()`. Copied afresh for each request. */
  body?: unknown;
  /** Handlers that answer the request first (e.g. your feature's handlers), whose JSON answer is changed. */
  handlers?: RequestHandler[];
}

/**
 * Answers matching requests with a JSON body changed by `mutate`, keeping the status: an API whose
 * contract drifted. The body is `options.body`, else what `options.handlers` answer, else the real server's
 * answer (the request is sent on with msw's `bypass`, e.g. to the local API). A field of the wrong type
 * makes the library fail with `schemaValidationError`, naming the shape.
 *
 * @param method - the request's method, or `all`.
 * @param path - see {@link FaultPath}.
 * @param mutate - changes the body in place, or returns the body to send instead.
 * @param options - the source of the body, how many requests.
 */
export function schemaDrift<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- a body of any endpoint, which the caller changes freely
  method: FaultMethod,
  path: FaultPath,
  mutate: (body: T) => unknown,
  options: SchemaDriftOptions = {},
): HttpHandler {
  return fault(method, path, options.times ?? Infinity, async ({ request }) => {
    let status = 200;
    let body: unknown;
    if ('body' in options) {
      body = structuredClone(options.body);
    } else {
      const source = options.handlers
        ? await getResponse(options.handlers, request.clone())
        : await fetch(bypass(request.clone()));
      if (!source) throw new Error(`schemaDrift: no handler in options.handlers answers ${request.method} ${request.url}`);
      status = source.status;
      body = await source.json();
    }
    const changed = mutate(body as T);
    return HttpResponse.json((changed === undefined ? body : changed) as never, { status });
  });
}

/**
 * Delays matching requests by `ms`, then lets the next handler (or the network) answer them: a slow
 * server. With the client's `timeoutMs` below `ms`, the library reports `networkConnection`.
 *
 * @param method - the request's method, or `all`.
 * @param path - see {@link FaultPath}.
 * @param ms - the delay in milliseconds.
 * @param options - how many requests are slow (default: all of them).
 */
export function slow(method: FaultMethod, path: FaultPath, ms: number, options: FaultTimes = {}): HttpHandler {
  return fault(method, path, options.times ?? Infinity, async () => {
    await delay(ms);
    return undefined;
  });
}
