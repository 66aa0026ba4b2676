/**
 * The server renderer of `npm start`: every public route rendered with
 * React's SSR and the router's data APIs, with its data, head tags, a CSP
 * made of its inline scripts' hashes and the security headers. A public page is
 * the same bytes for every visitor (no nonce, no session, no cookie): a shared
 * cache may keep it, named by surrogate keys (docs/caching.md). The library runs headless,
 * with a fresh client per request.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { slimLoaderData } from './slim';
import { wholeResponse } from '../../data/http/whole-body';
import { EARLY_SUBMIT_SCRIPT, INTL_WARM_SCRIPT, SESSION_CLASS_SCRIPT } from './head-scripts';

/** Answers a fetch Request: the local API's own handler, when it runs in the server's process (`npm start`). */
export type FetchHandler = (request: Request) => Promise<Response>;
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { createTiendaClient, toUseCaseError, type Environment, type Logger, type TiendaClient, type TiendaConfig } from '../../index';
import { staticSource } from '../app/client-source';
import type { PageHead, RouteHandle } from '../app/head';
import type { RouteDeps } from '../app/route-deps';
import { createRoutes } from '../app/routes';
import { DEFAULT_DESCRIPTION, headFor, notFoundHead } from './heads';
import { TiendaProvider } from '../app/tienda-context';
import type { SanitizedHtml } from '../shared/sanitize';
import { readClientAssets, type ClientAssets } from './assets';
import { bootScript, documentEnd, documentStart, escapeHtml } from './html';
import { scriptHash, securityHeaders } from './security';
import { ServerSessionStorage } from './server-session';
import { SitemapService } from './sitemap';
import { createServerSanitizer } from './sanitizer';
import { readUiConfig } from '../app/config';
import { statusForCause } from '../app/route-failure';
import { HOME_LATER_PATH, loadHomeLater } from '../home/home.loader';
import { loadProductLists, productListsSlug } from '../product/product-lists';
import { DeploymentProvider, LOCAL_DEPLOYMENT, SOCIAL_PROVIDER_IDS, type Deployment } from '../app/deployment';
import { socialSources } from './security';

export interface WebHandlerOptions {
  /** The built client (dist/web), with Vite's manifest. */
  clientDir: string;
  environment: Environment;
  /** The API root of the server's own calls; a function when it is known only once the server listens. */
  apiRoot: string | (() => string);
  /** The API origin the browser calls, for the CSP, when it is not the page's own. */
  browserApiOrigin?: string | null;
  /** Sanitises product HTML (DOMPurify over jsdom in production). */
  sanitizeHtml: (html: string) => SanitizedHtml;
  logger?: Logger;
  /** Creates the per-request client; tests replace it. Default: createTiendaClient. */
  createClient?: (config: TiendaConfig) => TiendaClient;
  /** How long a page's data may take before the answer is an error page. Default 10 s. */
  timeoutMs?: number;
  /** Tests may pass assets instead of a build. */
  assets?: ClientAssets;
  /** The origin of canonical, Open Graph, JSON-LD and sitemap URLs (TIENDA_PUBLIC_ORIGIN); default: the request's. */
  publicOrigin?: string | (() => string);
  /** Small blocking scripts for every page's head (hashed into the CSP). Default: the session class script. */
  headScripts?: readonly string[];
  /** The API's own handler when it runs in this process (`npm start`): calls skip the network (in-process-adapter.ts). */
  apiFetch?: FetchHandler;
  /**
   * Where the store runs, as the browser must know it (the environment, the API root it calls, the social providers):
   * given to the screens on both sides, written into the page when it is not the local default, and read by the CSP.
   * Default: local.
   */
  deployment?: Deployment;
}

/** How long the server's shared client lives before it is made anew (see serverClient). */
export const CLIENT_LIFETIME_MS = 10_000;

export interface RequestFacts {
  /** The shopper's IP, forwarded to the API. */
  clientIp?: string | null;
}

export type WebHandler = (request: Request, facts?: RequestFacts) => Promise<Response>;

const HTML = 'text/html; charset=utf-8';

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The router's hydration state, as the browser router reads it back (errors tagged as RR does). */
export function hydrationDataOf(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: 'Error', __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** The head of the deepest route that has one; the 404 or error head when the page failed. */
export function headOf(context: StaticHandlerContext, location: { pathname: string; search: string }): PageHead {
  const failure = context.errors ? Object.values(context.errors)[0] : null;
  if (failure !== null && failure !== undefined) {
    if (isRouteErrorResponse(failure) && failure.status === 404) return notFoundHead();
    return { title: 'Algo salió mal', description: DEFAULT_DESCRIPTION, noindex: true };
  }
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) return headFor(handle.head, context.loaderData[match.route.id], location);
  }
  return { title: 'Tienda', description: DEFAULT_DESCRIPTION };
}

/**
 * The routes of a rendered page's matches only, each with its one matched child: what the static router renders
 * (it renders `context.matches`, looking each route up by id). createStaticRouter copies every route it is given on
 * every request, which for the whole tree cost more than half a millisecond a page (issue 22); the ids are the
 * handler's own, so the loader data and the hydration state are keyed as before. Null when nothing matched.
 */
export function matchedBranch(context: Pick<StaticHandlerContext, 'matches'>): DataRouteObject[] | null {
  let branch: DataRouteObject[] | null = null;
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const route = context.matches[i]!.route;
    branch = [route.index ? { ...route } : ({ ...route, children: branch ?? undefined } as DataRouteObject)];
  }
  return branch;
}

/** A page with no React and no script: for when rendering itself failed. */
export function fatalPage(status: number): string {
  const text =
    status === 504
      ? 'La tienda está tardando demasiado en responder. Inténtalo de nuevo en un momento.'
      : 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.';
  return (
    `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Algo salió mal · Tienda</title>` +
    `<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1d2433}main{max-width:40rem;margin:0 auto}a{color:#0f4c81}</style>` +
    `</head><body><main><h1>Algo salió mal</h1><p>${escapeHtml(text)}</p><p><a href="/">Volver al inicio</a></p></main></body></html>`
  );
}

/** What a log line says of a thrown value: its stack when it has one. */
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * How long a shared cache (Varnish, a CDN) keeps a public page, and how long it may serve it stale: see
 * docs/caching.md. Browsers revalidate every time (max-age=0; a 304 costs a few bytes), so a shopper never sees a
 * page older than the shared cache's copy, and a price, stock or content change reaches the cache at once by
 * the purge (the `xkey` surrogate keys); s-maxage bounds what no purge announces (a new product in a listing, the
 * home's sections).
 */
export const CACHE_CONTROL = {
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
  /** A missing page may appear soon (a product being published): a shorter life. */
  notFound: 'public, max-age=0, s-maxage=60',
  /** The sitemap and robots.txt change with the catalogue, slowly. */
  crawler: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600, stale-if-error=86400',
  personal: 'private, no-store',
} as const;

/** The surrogate-key header Varnish's xkey vmod reads (space-separated keys); docs/caching.md names the keys. */
export const SURROGATE_KEY_HEADER = 'xkey';
/** Every public answer of the store carries this key: purging it empties the cache of pages. */
export const ALL_PAGES_KEY = 'tienda';
/** Keys per route parameter: a category page is `cat-<slug>`, and so on (the local API purges the same names). */
const ROUTE_KEYS: Record<string, string> = {
  'categoria/:slug': 'cat',
  'marca/:slug': 'brand',
  'autor/:slug': 'author',
  'seccion/:id': 'section',
  'maquina/:id': 'vending',
  'favoritos/:publicId': 'wishlist',
};
/** Varnish's default limit for one response header is 8 KiB: past this many keys, the page is purged with `tienda` only. */
const MAX_KEYS_BYTES = 6 * 1024;

const safeKey = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

/** Every product SKU in a page's data (`public_sku` anywhere in it): each is `prod-<sku>`. */
function productSkusOf(value: unknown, found: Set<string>, depth = 0): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) productSkusOf(item, found, depth + 1);
    return;
  }
  // for…in, not Object.entries: loader data is plain JSON objects (own keys only), and no array per key.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (key === 'public_sku' && typeof item === 'string') found.add(item);
    else if (typeof item === 'object') productSkusOf(item, found, depth + 1);
  }
}

/** The surrogate keys of a rendered page: `tienda`, the route's own key and every product it shows. */
export function surrogateKeysOf(context: StaticHandlerContext, pathname: string): string[] {
  const keys = new Set([ALL_PAGES_KEY]);
  if (pathname === '/') keys.add('home');
  for (const match of context.matches) {
    const prefix = match.route.path ? ROUTE_KEYS[match.route.path] : undefined;
    const param = Object.values(match.params).at(-1);
    if (prefix && param) keys.add(`${prefix}-${safeKey(param.toLowerCase())}`);
  }
  return withProductKeys(keys, context.loaderData);
}

/** `keys` plus `prod-<sku>` for every product in `data`; `tienda` alone past MAX_KEYS_BYTES. */
function withProductKeys(keys: Set<string>, data: unknown): string[] {
  const skus = new Set<string>();
  productSkusOf(data, skus);
  for (const sku of skus) keys.add(`prod-${safeKey(sku)}`);
  const list = [...keys];
  return list.join(' ').length > MAX_KEYS_BYTES ? [ALL_PAGES_KEY] : list;
}

/** A repeatable random sequence for a seed (mulberry32 over the seed's FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A strong validator of exact bytes. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against `etag`, with RFC 9110's weak comparison (a compressed answer's ETag is the weak form). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

const encoder = new TextEncoder();

/**
 * The whole HTML of `element`, once every Suspense boundary is ready: every boundary is then written in place, in
 * order, with no script to move it, and the bytes are collected as React writes them (a Node stream: reading a web
 * stream back cost 2 ms a page, issue 22). Rejects when the shell cannot render; `signal` stops a render that takes
 * too long (what is left becomes the client's to render).
 */
export function renderWhole(element: ReactNode, signal: AbortSignal, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Pages are sent whole and in order. React outlines a Suspense boundary bigger than this many bytes
      // (12,800 by default: the product page's sections are) as hidden HTML moved into place by a script,
      // which a shopper without JS, or a crawler, would never see.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Piped once React has finished the work that made it ready (an abort calls this while it still aborts).
      onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => void onError(error),
    });
    if (signal.aborted) stream.abort(signal.reason);
    else signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/** What React writes for a Suspense boundary it could not finish (it suspended, or it threw): the browser renders it. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML, whole. Most pages render in one synchronous pass: their loaders have awaited every chunk and
 * piece of data the screen draws (product parts are `preloadable`), so nothing suspends, and renderToString does in
 * 6 ms what the stream does in 9 (issue 22: the stream's chunking and byte copies). When a boundary did not finish in
 * that pass (it suspended, or threw), the page is rendered again as a stream, which waits for it (renderWhole) and
 * reports its errors: the same bytes as before for every page, at the cost of a second render for those few.
 */
export async function renderPage(element: ReactNode, signal: AbortSignal, onError: (error: unknown) => void): Promise<Buffer> {
  let html: string | null = null;
  try {
    html = renderToString(element);
  } catch {
    // The shell failed: the stream renders it again and rejects with the error, reported once.
  }
  if (html !== null && !html.includes(UNFINISHED_BOUNDARY)) return Buffer.from(html);
  return renderWhole(element, signal, onError);
}

/**
 * A whole answer: bytes with a Content-Length and, when a shared cache may keep it, an ETag, and a 304 for a
 * matching If-None-Match. HEAD gets the headers only.
 */
export function finishAnswer(request: Request, status: number, text: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>): Response {
  const body = typeof text === 'string' ? encoder.encode(text) : text;
  const all = new Headers(headers);
  const cacheable = /^public\b/.test(headers['Cache-Control'] ?? '') && status >= 200 && status < 400;
  if (cacheable) {
    const etag = etagOf(body);
    all.set('ETag', etag);
    if ((request.method === 'GET' || request.method === 'HEAD') && status === 200 && etagMatches(request.headers.get('If-None-Match'), etag)) {
      all.delete('Content-Type');
      return new Response(null, { status: 304, headers: all });
    }
  }
  all.set('Content-Length', String(body.byteLength));
  // Marked with its bytes: the server compresses and sends them without reading them back through the body's stream.
  return request.method === 'HEAD' ? new Response(null, { status, headers: all }) : wholeResponse(body, { status, headers: all });
}

/** Builds the handler for every non-API GET of the store. */
export function createWebHandler(options: WebHandlerOptions): WebHandler {
  const assets = options.assets ?? readClientAssets(options.clientDir);
  const storage = new ServerSessionStorage();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = (level: 'warn' | 'error', message: string, context?: Record<string, unknown>) =>
    options.logger ? options.logger.log(level, message, context) : console[level](message, context ?? '');
  const apiRoot = () => (typeof options.apiRoot === 'function' ? options.apiRoot() : options.apiRoot);
  /** Canonical, Open Graph, JSON-LD and sitemap URLs: the configured public origin, else the request's. */
  const publicOrigin = (url: URL) => (typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin) || url.origin;
  // The facts of the request being rendered (user agent, referrer, IP), for the API calls made while rendering it.
  const requestScope = new AsyncLocalStorage<{ request: Request; facts: RequestFacts; random: () => number }>();
  const newClient = () =>
    (options.createClient ?? createTiendaClient)({
      environment: options.environment,
      apiRoot: apiRoot(),
      storage,
      // The server's own log lines; a page's failure is logged once, below.
      logger: options.logger ?? { log: () => undefined },
      timeoutMs,
      ...(options.apiFetch ? { fetchHandler: options.apiFetch } : {}),
      // The banners pinned for a visit (spec section 9) are drawn from the page and the hour, not from chance: every
      // instance renders the same bytes for the same page, and a shared cache keeps one of them.
      random: () => (requestScope.getStore()?.random ?? Math.random)(),
      requestInfo: () => {
        const scope = requestScope.getStore();
        if (!scope) return null;
        return {
          userAgent: scope.request.headers.get('user-agent'),
          referrer: scope.request.headers.get('referer'),
          clientIp: scope.facts.clientIp ?? null,
        };
      },
    });
  /**
   * The server's client, shared by the requests of CLIENT_LIFETIME_MS and then made anew. Building one (its
   * container) costs more than rendering a page, and it holds nothing of a visitor: its storage keeps the server's
   * own anonymous session only, and the shopper-state hooks get no client on the server. Its only cache (the
   * category navigation) is thus never older than that lifetime.
   */
  let pooled: { client: TiendaClient; at: number } | null = null;
  const serverClient = () => {
    const now = Date.now();
    if (!pooled || now - pooled.at >= CLIENT_LIFETIME_MS) pooled = { client: newClient(), at: now };
    return pooled.client;
  };
  const deployment = options.deployment ?? LOCAL_DEPLOYMENT;
  const writtenDeployment = isLocalDefault(deployment) ? null : deployment;
  const social = socialSources(deployment.social);
  const headScripts = options.headScripts ?? [INTL_WARM_SCRIPT, SESSION_CLASS_SCRIPT, EARLY_SUBMIT_SCRIPT];
  const headHashes = headScripts.map(scriptHash);
  /** The headers of every page answer of the store (and its redirects): the CSP allows exactly these scripts. */
  const pageHeaders = (cacheControl: string, scriptHashes: string[] = []) => ({
    ...securityHeaders([...headHashes, ...scriptHashes], { apiOrigin: options.browserApiOrigin, social }),
    'Cache-Control': cacheControl,
  });
  /**
   * A rendered page's headers: its boot script (scriptHash), one of a few (one per set of screens), is hashed into
   * the CSP once and its security headers kept, a few dozen at most.
   */
  const bootSecurity = new Map<string, Record<string, string>>();
  const renderedPageHeaders = (cacheControl: string, boot: string) => {
    let security = bootSecurity.get(boot);
    if (!security) {
      if (bootSecurity.size >= 64) bootSecurity.clear();
      security = pageHeaders(cacheControl, [scriptHash(boot)]);
      bootSecurity.set(boot, security);
    }
    return { ...security, 'Cache-Control': cacheControl };
  };
  const fatal = (request: Request, status: number) =>
    finishAnswer(request, status, fatalPage(status), { ...pageHeaders(CACHE_CONTROL.personal), 'Content-Type': HTML });
  const sitemaps = new SitemapService(serverClient);

  // One handler for every request: the routes hold no request's state (their client is the pooled one).
  const routeDeps: RouteDeps = {
    client: async () => serverClient(),
    sanitizeHtml: options.sanitizeHtml,
  };
  const handler = createStaticHandler(createRoutes(routeDeps));

  async function render(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let context: StaticHandlerContext | Response;
    try {
      context = await withTimeout(handler.query(request), timeoutMs);
    } catch (error) {
      // The visitor left before the data arrived (the router gives up on an aborted request): nobody to answer.
      if (request.signal.aborted) return new Response(null, { status: 499, headers: { 'Cache-Control': 'no-store' } });
      const status = error instanceof Timeout ? 504 : 500;
      log('error', `Página sin datos: ${url.pathname}`, { error: error instanceof Error ? error.message : String(error) });
      return fatal(request, status);
    }
    if (context instanceof Response) {
      // A loader's redirect (old product URLs, slugs, short links): no body; public when the route is.
      const leaf = matchesPublicRoute(url.pathname);
      return new Response(null, {
        status: context.status,
        headers: {
          ...pageHeaders(leaf ? CACHE_CONTROL.page : CACHE_CONTROL.personal),
          ...(leaf ? { [SURROGATE_KEY_HEADER]: ALL_PAGES_KEY } : {}),
          Location: context.headers.get('Location') ?? '/',
        },
      });
    }
    for (const error of Object.values(context.errors ?? {})) {
      if (!isRouteErrorResponse(error)) log('error', `Error en ${url.pathname}`, { error: describe(error) });
    }
    // The head (JSON-LD, Open Graph) reads the whole data; the page renders from, and hydrates with, what cards draw.
    const head = headOf(context, url);
    context = { ...context, loaderData: slimLoaderData(context.loaderData) };
    const screens = context.matches.flatMap((match) => {
      const screen = (match.route.handle as RouteHandle | undefined)?.screen;
      return screen ? [screen] : [];
    });
    const documentAssets = {
      entry: assets.entry,
      modulePreloads: [...assets.entryImports, ...screens.flatMap((screen) => assets.screenModules(screen))],
      stylesheets: [...new Set([...assets.stylesheets, ...screens.flatMap((screen) => assets.screenStylesheets(screen))])],
    };
    const origin = publicOrigin(url);
    const boot = bootScript(documentAssets);
    const start = documentStart({ head, origin, pathname: url.pathname, assets: documentAssets, headScripts });
    const end = documentEnd({ hydrationData: hydrationDataOf(context), boot, deployment: writtenDeployment });
    const router = createStaticRouter(matchedBranch(context) ?? handler.dataRoutes, context);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Timeout('render')), timeoutMs);
    let markup: Buffer;
    try {
      markup = await renderPage(
        <StrictMode>
          <DeploymentProvider value={deployment}>
            <TiendaProvider source={staticSource(null)}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </TiendaProvider>
          </DeploymentProvider>
        </StrictMode>,
        abort.signal,
        (error) => log('error', `Error al mostrar ${url.pathname}`, { error: describe(error) }),
      );
    } catch (error) {
      log('error', `No se pudo mostrar ${url.pathname}`, { error: describe(error) });
      return fatal(request, 500);
    } finally {
      clearTimeout(timer);
    }
    const leaf = [...context.matches].reverse().find((match) => match.route.handle)?.route.handle as RouteHandle | undefined;
    const isPublic = leaf?.cache === 'public' && (context.statusCode === 200 || context.statusCode === 404);
    const cacheControl = !isPublic ? CACHE_CONTROL.personal : context.statusCode === 404 ? CACHE_CONTROL.notFound : CACHE_CONTROL.page;
    return finishAnswer(request, context.statusCode, Buffer.concat([Buffer.from(start), markup, Buffer.from(end)]), {
      ...renderedPageHeaders(cacheControl, boot),
      ...(isPublic ? { [SURROGATE_KEY_HEADER]: surrogateKeysOf(context, url.pathname).join(' ') } : {}),
      'Content-Type': HTML,
    });
  }

  /**
   * What a server-rendered page left out of its first render, as JSON the browser reads when the shopper nears it:
   * `/producto/<slug>/secciones` (a product page's lists, product-lists.ts LATER_PARTS) and `/inicio/secciones`
   * (home's lower shelves, home.loader.ts). Public like the pages, with their keys (`ownKeys` and every product
   * listed), so a shared cache keeps one copy for every visitor and a product's change purges it.
   */
  async function publicPart(request: Request, what: string, load: () => Promise<unknown>, ownKeys: string[]): Promise<Response> {
    const json = { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
    try {
      const part = slimLoaderData(await withTimeout(load(), timeoutMs));
      return finishAnswer(request, 200, JSON.stringify(part), {
        ...json,
        'Cache-Control': CACHE_CONTROL.page,
        [SURROGATE_KEY_HEADER]: withProductKeys(new Set([ALL_PAGES_KEY, ...ownKeys]), part).join(' '),
      });
    } catch (error) {
      const failure = error instanceof Timeout ? null : toUseCaseError(error);
      const status = failure ? statusForCause(failure.cause) : 504;
      if (status !== 404) log('error', `Sin ${what}`, { error: describe(error) });
      return finishAnswer(request, status, JSON.stringify({ cause: failure?.cause ?? 'timeout' }), {
        ...json,
        'Cache-Control': status === 404 ? CACHE_CONTROL.notFound : 'no-store',
        ...(status === 404 ? { [SURROGATE_KEY_HEADER]: ALL_PAGES_KEY } : {}),
      });
    }
  }

  /** The answer for a path of publicPart, or null for any other path. */
  function publicPartFor(request: Request, pathname: string): Promise<Response> | null {
    if (pathname === HOME_LATER_PATH) return publicPart(request, 'las secciones de inicio', () => loadHomeLater(routeDeps), ['home']);
    const slug = productListsSlug(pathname);
    if (slug !== null) return publicPart(request, `las listas del producto ${slug}`, () => loadProductLists(routeDeps, slug), []);
    return null;
  }

  /** Whether the route a redirect came from is a public one (its answer may be shared). */
  function matchesPublicRoute(pathname: string): boolean {
    const matches = matchRoutes(handler.dataRoutes, pathname) ?? [];
    const leaf = [...matches].reverse().find((match) => match.route.handle)?.route.handle as RouteHandle | undefined;
    return leaf?.cache === 'public';
  }

  return async (request, facts = {}) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Método no permitido', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    try {
      if (url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml' || url.pathname.startsWith('/sitemap-')) {
        const answer = url.pathname === '/robots.txt' ? sitemaps.robots(publicOrigin(url)) : await sitemaps.answer(url, publicOrigin(url));
        const headers = Object.fromEntries(answer.headers);
        const ok = answer.status === 200;
        return finishAnswer(request, answer.status, await answer.text(), {
          ...headers,
          'Cache-Control': ok ? CACHE_CONTROL.crawler : 'no-store',
          ...(ok ? { [SURROGATE_KEY_HEADER]: `${ALL_PAGES_KEY} sitemap` } : {}),
        });
      }
      const random = seededRandom(`${url.pathname}${url.search}|${new Date().toISOString().slice(0, 13)}`);
      return await requestScope.run({ request, facts, random }, () => publicPartFor(request, url.pathname) ?? render(request));
    } catch (error) {
      log('error', `Error inesperado en ${url.pathname}`, { error: describe(error) });
      return fatal(request, 500);
    }
  };
}

/** The local default: nothing to write into the page (the browser assumes it), and `npm start`'s pages stay as they were. */
function isLocalDefault(deployment: Deployment): boolean {
  return deployment.environment === 'local' && deployment.apiRoot === null && !SOCIAL_PROVIDER_IDS.some((id) => deployment.social[id]);
}

/** Where the store server runs: what the browser is told (Deployment), plus the root of the server's own calls. */
export interface ServerDeployment extends Deployment {
  /**
   * The root the server renderer calls (TIENDA_SERVER_API_ROOT: a private address of the same API, such as
   * `http://api:9004/api/public` in compose.yaml); default `apiRoot`.
   */
  serverApiRoot?: string | null;
}

/**
 * The renderer of `npm start` and `npm run serve`. With `deployment` (serve: TIENDA_ENV, TIENDA_API_ROOT…, read when
 * the server starts), that environment and roots; without, the build's (VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT), as in
 * the browser. Without any root, the server calls its own API at `ownOrigin()` + /api/public, in process when given
 * `apiFetch`.
 */
export function createStoreWebHandler(options: {
  clientDir: string;
  ownOrigin: () => string;
  publicOrigin?: () => string;
  /** The local API's handler in this process, used when no API root of its own is named. */
  apiFetch?: FetchHandler;
  logger?: Logger;
  deployment?: ServerDeployment;
  /** How long a page's data may take before the answer is an error page (default 10 s). */
  timeoutMs?: number;
}): WebHandler {
  let deployment: ServerDeployment;
  if (options.deployment) deployment = options.deployment;
  else {
    const env = { VITE_TIENDA_ENV: import.meta.env.VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT: import.meta.env.VITE_TIENDA_API_ROOT };
    const config = readUiConfig(env, 'http://localhost');
    if (!config.ok) throw new Error(`${config.title}: ${config.message}`);
    deployment = { environment: config.environment, apiRoot: env.VITE_TIENDA_API_ROOT?.trim() || null, social: {} };
  }
  const serverRoot = deployment.serverApiRoot || deployment.apiRoot;
  const { serverApiRoot: _internal, ...browser } = deployment;
  return createWebHandler({
    clientDir: options.clientDir,
    environment: deployment.environment,
    apiRoot: serverRoot ?? (() => `${options.ownOrigin()}/api/public`),
    browserApiOrigin: deployment.apiRoot ? new URL(deployment.apiRoot).origin : null,
    sanitizeHtml: createServerSanitizer(),
    publicOrigin: options.publicOrigin ?? options.ownOrigin,
    deployment: browser,
    ...(options.apiFetch && !serverRoot ? { apiFetch: options.apiFetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
