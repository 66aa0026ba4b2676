import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { PUBLIC_API_PATH } from '../src/domain';
import { cartRoutes } from './cart/routes';
import { Catalogue } from './catalog/catalogue';
import { catalogueRoutes } from './catalog/routes';
import type { Database } from './db/database';
import { announcesBody, jsonBodies, RequestAbortedError } from './http/body';
import { apiCaching } from './http/caching';
import type { AppDeps, AppEnv, PasswordDeps } from './http/context';
import { ApiError } from './http/errors';
import { consoleLogger, safeLogger, type Logger } from './http/logger';
import { Passwords, type PasswordKdf } from './session/passwords';
import { HashSlots } from './auth/rate-limits';
import { createPurger, type PurgeUrlOption } from './http/purge';
import { sessionRoutes } from './session/routes';
import { authRoutes } from './auth/routes';
import { devRoutes, isLoopbackOrigin } from './outbox/dev-routes';
import { accountRoutes } from './account/routes';
import { uploadBodies, uploadPathOf } from './account/uploads';
import { discountRoutes } from './discounts/routes';
import { pickupRoutes } from './pickup-worker/routes';
import { cardRoutes } from './cards/routes';
import { pointsRoutes } from './points/routes';
import { addressRoutes } from './addresses/routes';
import { checkoutRoutes } from './checkout/routes';
import { alternateAuthRoutes } from './checkout/alternate-auth';
import { orderRoutes } from './orders/routes';
import { clockDevRoutes, orderDevRoutes } from './orders/dev-routes';
import { expireDueOrders } from './orders/release';
import { adjustableClock } from './http/clock';
import { searchRoutes } from './search/routes';
import { vendingRoutes } from './vending/routes';
import { productDevRoutes, productRoutes } from './product/routes';
import { wishlistRoutes } from './wishlists/routes';
import { shareRoutes } from './share/routes';
import { amazonRoutes } from './amazon/routes';
import { reviewRoutes } from './reviews/routes';
import { questionRoutes } from './questions/routes';
import { withNewHeaders } from '../src/data/http/whole-body';
import { warrantyDevRoutes, warrantyRoutes } from './warranty/routes';
import { formRoutes } from './forms/routes';
import { trackingRoutes } from './tracking/routes';

export interface CreateAppOptions {
  db: Database;
  /** Source of randomness for anything not security-related (tokens always use node:crypto). */
  random?: () => number;
  /** The clock: sessions, flash-sale ends and delivery dates read it. */
  now?: () => Date;
  /** Where warnings and errors go; defaults to stderr. Secret-looking fields are always redacted. */
  logger?: Logger;
  /**
   * The origin clients reach this API at (`https://tienda.example`), from which the few absolute URLs are built (e-mail
   * and share links, signed invoice links; media URLs are root-relative); never the request's Host header. A function is read on every request (startServer's default is its own
   * URL, known once it listens). Default: the local environment's `http://localhost:9004`.
   */
  publicOrigin?: string | (() => string);
  /** Development-only routes (POST /dev/notify, POST /dev/clock…): on for `npm start` and `npm run api`'s local environment, off by default. */
  dev?: boolean;
  /**
   * Cancels the orders left unpaid past their payment deadline every `everyMs` (orders/release.ts expireDueOrders),
   * on an unref'd timer that stops when `signal` aborts (startServer's close). Without it they are still expired by
   * the order routes, checkout and the payment pages before they read an order, and by POST /dev/clock.
   */
  expirySweep?: { everyMs: number; signal: AbortSignal };
  /**
   * Where to send `PURGE` with `xkey-purge: <keys>` when a product a page shows changes (http/purge.ts): a shared
   * cache (Varnish with xkey) in front of the store. A function is read on each change. Unset, null or empty:
   * nothing is collected or sent (startServer's default is TIENDA_PURGE_URL; createApp reads no environment).
   * A string that is no http(s) URL throws.
   */
  purgeUrl?: PurgeUrlOption;
  /** How long a request that changed a product waits for the cache to confirm its purge (default 1000 ms). */
  purgeWaitMs?: number;
  /**
   * The key derivation behind password hashes (default: scrypt with SCRYPT_PARAMS). For tests: one that counts
   * its runs, or holds them open to put a burst of logins in flight at once.
   */
  passwordKdf?: PasswordKdf;
}

/** Where the local environment's API lives (the library's `local` root). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:9004';

/** `value` as a bare http(s) origin (no path, query or fragment); anything else is a configuration error. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`publicOrigin is not a URL: ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error(`publicOrigin must be an http(s) origin such as https://tienda.example, not ${value}`);
  return url.origin;
}

/** An error a stream or a socket raises when the other side went away (body reads go through jsonBodies, this is the rest). */
function isAbortLike(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ABORT_ERR' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^(aborted|terminated)$/i.test(error.message)
  );
}

/** Runs expireDueOrders every `everyMs` until `signal` aborts; never keeps the process alive, never throws. */
function startExpirySweep(deps: AppDeps, everyMs: number, signal: AbortSignal): void {
  if (signal.aborted || !(everyMs > 0)) return;
  const timer = setInterval(() => {
    if (!deps.db.open) return;
    try {
      const expired = expireDueOrders(deps);
      if (expired.length > 0) deps.log('info', `Pedidos cancelados por falta de pago: ${expired.join(', ')}`);
    } catch (error) {
      deps.log('warn', `No se pudieron revisar los pedidos sin pagar: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, everyMs);
  timer.unref();
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}

/** The answer again, telling the client this connection closes after it (rebuilt: see the headers' middleware). */
function closeAfter(c: Context): void {
  withHeaders(c, { Connection: 'close' });
}

/**
 * The answer again with `fields` set, unless it already carries them all. Rebuilt rather than its headers set in
 * place: @hono/node-server's lightweight Response forgets headers set on it once its body is read (compress() reads
 * it).
 */
function withHeaders(c: Context, fields: Record<string, string>): void {
  const res = c.res;
  if (Object.entries(fields).every(([name, value]) => res.headers.get(name) === value)) return;
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(fields)) headers.set(name, value);
  c.res = undefined;
  c.res = withNewHeaders(res, headers);
}

/** Headers every answer of the app carries, errors and 304s included. */
const ALWAYS_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

/** The API's CORS policy: any origin may call it (it has no cookies: the session is the Session header). */
const CORS_OPTIONS = { origin: '*', allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], exposeHeaders: ['Retry-After'], maxAge: 600 };
/** What hono's cors adds to every answer under the API root but a preflight's, with CORS_OPTIONS. */
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': CORS_OPTIONS.origin,
  'Access-Control-Expose-Headers': CORS_OPTIONS.exposeHeaders.join(','),
};

/**
 * The local API: every route of the contract under `/api/public`, backed by
 * the given SQLite database. Errors are always JSON `{cause, message?, instruction?}`.
 */
export function createApp(options: CreateAppOptions): Hono {
  const log = safeLogger(options.logger ?? consoleLogger());
  const configured = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  const fixedOrigin = typeof configured === 'string' ? normalizeOrigin(configured) : null;
  const publicOrigin = fixedOrigin !== null ? () => fixedOrigin : () => normalizeOrigin((configured as () => string)());
  // The one clock every rule reads (deps.now); POST /dev/clock moves it.
  const clock = adjustableClock(options.now ?? (() => new Date()));
  const deps: AppDeps = {
    db: options.db,
    now: clock.now,
    random: options.random ?? Math.random,
    log,
    catalogue: new Catalogue(options.db),
  };
  const passwordDeps: PasswordDeps = { ...deps, passwords: new Passwords(options.passwordKdf), hashSlots: new HashSlots() };
  const purger = createPurger(options.db, options.purgeUrl, log, options.purgeWaitMs);

  const api = new Hono<AppEnv>({ strict: false });
  // Before sessionRoutes: account/ answers GET /user/ (the full user of spec section 3).
  api.route('/', accountRoutes(deps, { dev: options.dev === true, devAllowed: () => isLoopbackOrigin(publicOrigin()) }));
  api.route('/', sessionRoutes(passwordDeps));
  api.route('/', authRoutes(passwordDeps));
  api.route('/', reviewRoutes(deps)); // before catalogueRoutes: its /media/:kind/:file would answer /media/review/… with 404
  api.route('/', warrantyRoutes(deps)); // the same for /media/warranty/…, and before orderRoutes' /order/{n}/…
  api.route('/', catalogueRoutes(deps));
  api.route('/', cartRoutes(deps));
  api.route('/', discountRoutes(deps));
  api.route('/', pickupRoutes(deps));
  api.route('/', cardRoutes(deps));
  api.route('/', pointsRoutes(deps));
  api.route('/', addressRoutes(deps));
  api.route('/', checkoutRoutes(deps));
  api.route('/', alternateAuthRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', vendingRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', wishlistRoutes(deps));
  api.route('/', shareRoutes(deps));
  api.route('/', amazonRoutes(deps));
  api.route('/', questionRoutes(deps));
  api.route('/', formRoutes(deps));
  api.route('/', trackingRoutes(deps));

  const app = new Hono<AppEnv>({ strict: false });
  // Outermost, so it also reaches answers made by onError, notFound and apiCaching's 304s. The answer is
  // rebuilt rather than its headers set in place: @hono/node-server's lightweight Response forgets headers
  // set on it once its body is read (compress() reads it).
  app.use('*', async (c, next) => {
    c.set('publicOrigin', publicOrigin());
    await next();
    // apiCaching's answers already carry them: nothing to add, so not rebuilt again (issue 22).
    withHeaders(c, ALWAYS_HEADERS);
  });
  // Inside the headers' middleware, around every route (the /dev controls too): a request that changed a product is
  // answered once the cache has dropped its pages (at most purgeWaitMs), so the next read is already fresh.
  if (purger) app.use('*', purger.middleware());
  // hono's cors answers the preflights. Every other answer gets the same headers cors would set on it, from apiCaching,
  // which makes each answer anew anyway: cors sets them on the context's answer before the route runs, and hono then
  // copies that answer's headers into the route's, and the route's answer into another Response (issue 22).
  const preflight = cors(CORS_OPTIONS);
  app.use(`${PUBLIC_API_PATH}/*`, async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    // An answer apiCaching did not make (it threw) still gets them.
    withHeaders(c, CORS_HEADERS);
  });
  app.use(`${PUBLIC_API_PATH}/*`, apiCaching(PUBLIC_API_PATH, { ...ALWAYS_HEADERS, ...CORS_HEADERS }));
  // Inside cors and caching, so a 413 or 415 still gets their headers (and no-store).
  // Uploads (multipart, larger) have their own reader and limit; every other body is JSON of at most 64 KiB.
  const json = jsonBodies();
  const uploadReaders = new Map<string, ReturnType<typeof uploadBodies>>();
  app.use(`${PUBLIC_API_PATH}/*`, async (c, next) => {
    const sent = c.req.raw;
    const upload = uploadPathOf(c.req.path.slice(PUBLIC_API_PATH.length));
    let reader = json;
    if (upload) {
      if (!uploadReaders.has(upload)) uploadReaders.set(upload, uploadBodies(upload, deps));
      reader = uploadReaders.get(upload)!;
    }
    // An answer given before the body was read whole (413, 415, an upload's 401 or 403) closes the connection:
    // the unread rest would otherwise be taken for the next request, or the connection cut under it.
    try {
      await reader(c, next);
    } catch (error) {
      if (error instanceof ApiError && c.req.raw === sent && announcesBody(sent)) throw error.withHeaders({ Connection: 'close' });
      throw error;
    }
    if (c.req.raw === sent && announcesBody(sent)) closeAfter(c);
  });
  app.route(PUBLIC_API_PATH, api);
  // The outbox, reset page and social provider (auth/, outbox/): with `dev`, and only while the public origin is loopback.
  if (options.dev === true) {
    app.use('/dev/*', async (c, next) => {
      if (!isLoopbackOrigin(publicOrigin())) return c.json({ cause: 'notFound', message: 'La ruta no existe.' }, 404);
      await next();
    });
    app.route('/dev', devRoutes(passwordDeps));
    app.route('/dev', productDevRoutes(deps));
    app.route('/dev', orderDevRoutes(deps)); // POST /dev/orders/{n}/advance (orders/dev-routes.ts)
    app.route('/dev', clockDevRoutes(deps, clock)); // GET and POST /dev/clock (orders/dev-routes.ts)
    app.route('/dev', warrantyDevRoutes(deps)); // POST /dev/warranty/{id}/advance (warranty/routes.ts)
  }

  if (options.expirySweep) startExpirySweep(deps, options.expirySweep.everyMs, options.expirySweep.signal);

  app.notFound((c) => c.json({ cause: 'notFound', message: 'La ruta no existe.' }, 404));
  app.onError((error, c) => {
    // A client that disconnects mid-request is a normal event: one debug line, no stack, and an answer nobody reads.
    if (error instanceof RequestAbortedError || (c.req.raw.signal?.aborted && isAbortLike(error))) {
      log('debug', `Solicitud interrumpida por el cliente: ${c.req.method} ${new URL(c.req.url).pathname}`);
      return c.json({ cause: 'networkConnection', message: 'La solicitud se interrumpió antes de terminar.' }, 400);
    }
    if (error instanceof ApiError) {
      if (error.status >= 500) log('error', error.message);
      return c.json(error.body(), error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ cause: error.status === 404 ? 'notFound' : 'apiCallFailed', message: 'La solicitud no es válida.' }, error.status);
    log('error', `Error inesperado en ${c.req.method} ${new URL(c.req.url).pathname}`, {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ cause: 'UNKNOWN', message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.' }, 500);
  });
  // Callers see a plain Hono: the variables are the app's own business.
  return app as unknown as Hono;
}
