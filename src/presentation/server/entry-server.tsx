/**
 * The server renderer of `npm start`: every public route rendered with
 * React's streaming SSR and the router's data APIs, with its data, head tags,
 * a per-answer CSP nonce and the security headers. The library runs headless,
 * with a fresh client per request.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createTiendaClient, type Environment, type Logger, type TiendaClient, type TiendaConfig } from '../../index';
import { staticSource } from '../app/client-source';
import type { PageHead, RouteHandle } from '../app/head';
import type { RouteDeps } from '../app/route-deps';
import { createRoutes } from '../app/routes';
import { DEFAULT_DESCRIPTION, headFor, notFoundHead } from './heads';
import { TiendaProvider } from '../app/tienda-context';
import type { SanitizedHtml } from '../shared/sanitize';
import { readClientAssets, type ClientAssets } from './assets';
import { documentEnd, documentStart, escapeHtml } from './html';
import { createNonce, securityHeaders } from './security';
import { ServerSessionStorage } from './server-session';
import { SitemapService } from './sitemap';
import { createServerSanitizer } from './sanitizer';
import { readUiConfig } from '../app/config';

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
}

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

/** A page with no React and no script: for when rendering itself failed. */
export function fatalPage(status: number, nonce: string): string {
  const text =
    status === 504
      ? 'La tienda está tardando demasiado en responder. Inténtalo de nuevo en un momento.'
      : 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.';
  return (
    `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Algo salió mal · Tienda</title><meta property="csp-nonce" nonce="${escapeHtml(nonce)}">` +
    `<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1d2433}main{max-width:40rem;margin:0 auto}a{color:#0f4c81}</style>` +
    `</head><body><main><h1>Algo salió mal</h1><p>${escapeHtml(text)}</p><p><a href="/">Volver al inicio</a></p></main></body></html>`
  );
}

/** What a log line says of a thrown value: its stack when it has one. */
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

function concat(start: string, body: ReadableStream<Uint8Array>, end: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let phase: 'start' | 'body' | 'done' = 'start';
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (phase === 'start') {
        phase = 'body';
        controller.enqueue(encoder.encode(start));
        return;
      }
      if (phase === 'body') {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        phase = 'done';
        controller.enqueue(encoder.encode(end));
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Builds the handler for every non-API GET of the store. */
export function createWebHandler(options: WebHandlerOptions): WebHandler {
  const assets = options.assets ?? readClientAssets(options.clientDir);
  const storage = new ServerSessionStorage();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const log = (level: 'warn' | 'error', message: string, context?: Record<string, unknown>) =>
    options.logger ? options.logger.log(level, message, context) : console[level](message, context ?? '');
  const apiRoot = () => (typeof options.apiRoot === 'function' ? options.apiRoot() : options.apiRoot);
  const newClient = (request: Request, facts: RequestFacts) =>
    (options.createClient ?? createTiendaClient)({
      environment: options.environment,
      apiRoot: apiRoot(),
      storage,
      // The server's own log lines; a page's failure is logged once, below.
      logger: options.logger ?? { log: () => undefined },
      timeoutMs,
      requestInfo: () => ({
        userAgent: request.headers.get('user-agent'),
        referrer: request.headers.get('referer'),
        clientIp: facts.clientIp ?? null,
      }),
    });
  /** The headers of every page answer of the store (and its redirects), with this answer's nonce. */
  const pageHeaders = (nonce: string) => ({ ...securityHeaders(nonce, { apiOrigin: options.browserApiOrigin }), 'Cache-Control': 'private, no-cache' });
  const fatal = (status: number, nonce: string) =>
    new Response(fatalPage(status, nonce), { status, headers: { ...pageHeaders(nonce), 'Content-Type': HTML } });
  const sitemaps = new SitemapService(() => newClient(new Request('http://localhost/sitemap.xml'), {}));

  async function render(request: Request, facts: RequestFacts): Promise<Response> {
    const url = new URL(request.url);
    const nonce = createNonce();
    let client: TiendaClient | null = null;
    const deps: RouteDeps = {
      client: async () => (client ??= newClient(request, facts)),
      sanitizeHtml: options.sanitizeHtml,
    };
    const handler = createStaticHandler(createRoutes(deps));
    let context: StaticHandlerContext | Response;
    try {
      context = await withTimeout(handler.query(request), timeoutMs);
    } catch (error) {
      const status = error instanceof Timeout ? 504 : 500;
      log('error', `Página sin datos: ${url.pathname}`, { error: error instanceof Error ? error.message : String(error) });
      return fatal(status, nonce);
    }
    if (context instanceof Response) {
      // A loader's redirect (old product URLs, slugs): no body, the same headers.
      return new Response(null, { status: context.status, headers: { ...pageHeaders(nonce), Location: context.headers.get('Location') ?? '/' } });
    }
    for (const error of Object.values(context.errors ?? {})) {
      if (!isRouteErrorResponse(error)) log('error', `Error en ${url.pathname}`, { error: describe(error) });
    }
    const screens = context.matches.flatMap((match) => {
      const screen = (match.route.handle as RouteHandle | undefined)?.screen;
      return screen ? [screen] : [];
    });
    const screenCss = screens.flatMap((screen) => assets.screenCss(screen));
    const documentAssets = {
      entry: assets.entry,
      modulePreloads: [...assets.entryImports, ...screens.flatMap((screen) => assets.screenModules(screen))],
      css: [assets.css, ...screenCss.map((file) => file.text)].join('\n'),
      inlinedCss: screenCss.map((file) => file.href),
    };
    const start = documentStart({ head: headOf(context, url), origin: url.origin, pathname: url.pathname, nonce, assets: documentAssets });
    const end = documentEnd({ hydrationData: hydrationDataOf(context), nonce, assets: documentAssets });
    const router = createStaticRouter(handler.dataRoutes, context);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Timeout('render')), timeoutMs);
    try {
      const body = await renderToReadableStream(
        <StrictMode>
          <TiendaProvider source={staticSource(null)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
          </TiendaProvider>
        </StrictMode>,
        {
          nonce,
          // Pages are sent whole and in order. React outlines a Suspense boundary bigger than this many bytes
          // (12,800 by default: the product page's sections are) as hidden HTML moved into place by a script,
          // which a shopper without JS, or a crawler, would never see.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          signal: abort.signal,
          onError(error) {
            log('error', `Error al mostrar ${url.pathname}`, { error: describe(error) });
          },
        },
      );
      body.allReady.finally(() => clearTimeout(timer)).catch(() => undefined);
      return new Response(concat(start, body, end), { status: context.statusCode, headers: { ...pageHeaders(nonce), 'Content-Type': HTML } });
    } catch (error) {
      clearTimeout(timer);
      log('error', `No se pudo mostrar ${url.pathname}`, { error: describe(error) });
      return fatal(500, nonce);
    }
  }

  return async (request, facts = {}) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Método no permitido', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    if (url.pathname === '/robots.txt') return sitemaps.robots(url.origin);
    if (url.pathname === '/sitemap.xml' || url.pathname.startsWith('/sitemap-')) return sitemaps.answer(url);
    try {
      return await render(request, facts);
    } catch (error) {
      log('error', `Error inesperado en ${url.pathname}`, { error: describe(error) });
      return fatal(500, createNonce());
    }
  };
}

/**
 * The renderer of `npm start`: the environment and API root are the build's
 * (VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT), as in the browser; without a root,
 * the server calls its own API at `ownOrigin()` + /api/public.
 */
export function createStoreWebHandler(options: { clientDir: string; ownOrigin: () => string; logger?: Logger }): WebHandler {
  const env = { VITE_TIENDA_ENV: import.meta.env.VITE_TIENDA_ENV, VITE_TIENDA_API_ROOT: import.meta.env.VITE_TIENDA_API_ROOT };
  const config = readUiConfig(env, 'http://localhost');
  if (!config.ok) throw new Error(`${config.title}: ${config.message}`);
  const fixedRoot = env.VITE_TIENDA_API_ROOT?.trim() || null;
  return createWebHandler({
    clientDir: options.clientDir,
    environment: config.environment,
    apiRoot: fixedRoot ?? (() => `${options.ownOrigin()}/api/public`),
    browserApiOrigin: fixedRoot ? new URL(fixedRoot).origin : null,
    sanitizeHtml: createServerSanitizer(),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
