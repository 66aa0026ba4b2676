import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { warmSearch } from './search/listing-keys';
import { openDatabase } from './seed/open';
import { type Database } from './db/database';
import { compress } from './http/compression';
import { sendWhole } from './http/send';
import { consoleLogger, type Logger } from './http/logger';
import { normalizePurgeUrl, type PurgeUrlOption } from './http/purge';
import { serveStatic } from './http/static-files';
import type { PasswordKdf } from './session/passwords';

/** The repository root (local-api/..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORT = 9004;
export const DEFAULT_DB_PATH = join(REPO_ROOT, 'data', 'tienda.sqlite');
export const DEFAULT_STATIC_DIR = join(REPO_ROOT, 'dist', 'web');
/** How often the server cancels unpaid orders past their payment deadline (orders/payment-deadline.ts). */
export const DEFAULT_EXPIRY_SWEEP_MS = 60_000;

export interface StartServerOptions {
  /** 0 binds an ephemeral port; the answer reports the real one. Default 9004. */
  port?: number;
  /** Default 0.0.0.0, so the API is reachable as localhost on IPv4. */
  host?: string;
  /** Default `<repo>/data/tienda.sqlite`. */
  dbPath?: string;
  /** Throw the data away and seed again. */
  reset?: boolean;
  /** Serve the built web UI's files from here; null or absent for API only. */
  staticDir?: string | null;
  /**
   * Renders every other page (the server renderer of `npm start`, given by the host so the API does
   * not depend on the UI). Without it, paths without an extension get staticDir's index.html (a SPA).
   */
  web?: WebRequestHandler | null;
  /** No request log. */
  quiet?: boolean;
  /** Where log lines go (default: the console, at warn when quiet, else info). Tests capture them. */
  logger?: Logger;
  /**
   * The origin shoppers reach this server at (`https://tienda.example`), for the URLs that must be absolute: links
   * in e-mails, share links, signed invoice links (media URLs are root-relative, `/api/public/media/…`). Default: the
   * server's own URL as `url` reports it (`http://localhost:<port>`). Never taken from a request's Host header.
   */
  publicOrigin?: string;
  /** Development-only routes (createApp's `dev`). Default: on unless TIENDA_DEV=0 (this server is the local environment). */
  dev?: boolean;
  /** The API's clock (default: the machine's); a new database dates its demo orders from it. */
  now?: () => Date;
  /** How often unpaid orders past their payment deadline are cancelled, in ms (default 60 000; 0: only on reads). Stopped by close(). */
  expirySweepMs?: number;
  /**
   * The shared cache's purge URL (Varnish with xkey): when a product a page shows changes, the API sends
   * `PURGE <purgeUrl>` with `xkey-purge: prod-<sku> cat-<slug>… brand-<slug> author-<slug>` before answering the
   * request that changed it (local-api/http/purge.ts). A function is read on each change. Default:
   * `TIENDA_PURGE_URL`; unset, null or empty sends nothing. A string that is no http(s) URL fails the start.
   */
  purgeUrl?: PurgeUrlOption;
  /**
   * The key derivation behind password hashes (createApp's `passwordKdf`). Default, and what `npm start` and
   * `npm run api` use: scrypt at SCRYPT_PARAMS. Only a test passes another (a cheap one); no environment sets it.
   */
  passwordKdf?: PasswordKdf;
}

/**
 * The most bytes of request line and headers a request may carry (node's default, said out loud): a
 * Session token, a user agent and the forwarded headers take well under 2 KiB. More gets a JSON 431.
 */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * How long an idle keep-alive connection stays open. Longer than any client keeps an idle one to reuse (Node's and
 * axios's agent 5 s, undici 4 s, Varnish's backend_idle_timeout 60 s), so the client always closes first: with
 * Node's default (5 s, the same as Node's own agent), a client could send on a connection the server was closing at
 * that moment, and that request failed with a reset (one did, on CI). Node asks headersTimeout to be longer still.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A page renderer: a GET or HEAD for a non-API path, with the facts only the socket knows. */
export type WebRequestHandler = (request: Request, facts: { clientIp?: string | null }) => Promise<Response>;

/** Paths the renderer answers even though they look like files. */
const RENDERED_FILES = /^\/(robots\.txt|sitemap[\w-]*\.xml)$/;
/** The build's own HTML files that are served as they are: the service worker's offline page (src/presentation/pwa/sw.ts). */
const STATIC_PAGES = new Set(['/offline.html']);

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /**
   * The API's own handler, for a caller in this process (the server renderer of `npm start`): the same answers as
   * over HTTP under /api/public, without the socket, the request log or compression.
   */
  apiFetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** Opens the database and serves the API (and, given staticDir, the web UI) over HTTP. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const purgeUrl = options.purgeUrl === undefined ? process.env.TIENDA_PURGE_URL || null : options.purgeUrl;
  // A purge URL that is no http(s) URL is a configuration error, said before any database is opened.
  if (typeof purgeUrl === 'string' && purgeUrl !== '') normalizePurgeUrl(purgeUrl);
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH, { reset: options.reset, ...(options.now ? { now: options.now() } : {}) });
  const log = options.logger ?? consoleLogger(options.quiet ? 'warn' : 'info');
  // Known once the server listens (port 0 picks one), before any request can arrive.
  let ownUrl = '';
  let app: ReturnType<typeof createApp>;
  const dev = options.dev ?? process.env.TIENDA_DEV !== '0';
  // Stops the background work (the expiry sweep) on close.
  const background = new AbortController();
  try {
    app = createApp({
      db,
      logger: log,
      publicOrigin: options.publicOrigin ?? (() => ownUrl),
      dev,
      ...(options.now ? { now: options.now } : {}),
      purgeUrl,
      expirySweep: { everyMs: options.expirySweepMs ?? DEFAULT_EXPIRY_SWEEP_MS, signal: background.signal },
      ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
    });
  } catch (error) {
    background.abort();
    db.close(); // a publicOrigin that is no origin, a purgeUrl that is no URL
    throw error;
  }
  const staticDir = options.staticDir ?? null;

  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    const started = performance.now();
    const { pathname } = new URL(request.url);
    // The development pages (outbox, reset, social provider) are the API's, not the store's.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !(dev && (pathname === '/dev' || pathname.startsWith('/dev/')));
    const web = options.web;
    let answer: Response;
    if (!isPage || (!staticDir && !web)) answer = await app.fetch(request, env as never);
    // Pages (no extension, or .html: the build's own index.html is not a page of the store) go to the renderer.
    else if (web && (RENDERED_FILES.test(pathname) || !extname(pathname) || (extname(pathname) === '.html' && !STATIC_PAGES.has(pathname)) || !staticDir)) {
      answer = await web(request, { clientIp: (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? null });
    } else answer = await serveStatic(staticDir!, pathname, request.method);
    const response = await compress(request, answer);
    // Method, path and status only: never headers (the Session token) or bodies (passwords).
    if (!options.quiet) log('info', `${request.method} ${pathname} ${response.status} ${Math.round(performance.now() - started)} ms`);
    return sendWhole(request, response, env);
  };

  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolvePromise, reject) => {
      const created: ServerType = serve(
        {
          fetch,
          port: options.port ?? DEFAULT_PORT,
          hostname: options.host ?? '0.0.0.0',
          serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
          // The platform's Request and Response stay global: a test that also runs msw handlers in this process
          // (tienda/testing/local-api) would otherwise get answers whose headers were dropped.
          overrideGlobalObjects: false,
        },
        (info) => {
          ownUrl = `http://localhost:${info.port}`;
          resolvePromise(created);
        },
      );
      created.once('error', reject);
      (created as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      (created as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
      (created as Server).on('clientError', (error, socket) => answerClientError(error, socket, log));
    });
  } catch (error) {
    background.abort();
    db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  // Search's in-memory keys load once the server listens, not on a shopper's first search (a second at 100k products).
  const warm = setImmediate(() => {
    try {
      if (db.open) warmSearch(db);
    } catch (error) {
      log('warn', `No se pudo preparar la búsqueda al iniciar: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  let closed: Promise<void> | null = null;
  return {
    url: ownUrl,
    port,
    db,
    apiFetch: async (request) => app.fetch(request),
    close() {
      closed ??= new Promise<void>((resolvePromise) => {
        clearImmediate(warm);
        background.abort();
        server.close(() => {
          if (db.open) db.close();
          resolvePromise();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      return closed;
    },
  };
}

/** What node's parser could not turn into a request, as an HTTP status and a Spanish message. */
function clientErrorAnswer(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request Header Fields Too Large', `Las cabeceras de la solicitud son demasiado grandes: el máximo es ${MAX_HEADER_BYTES / 1024} KiB.`];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', 'La solicitud tardó demasiado en llegar.'];
    default:
      return [400, 'Bad Request', 'La solicitud HTTP no es válida.'];
  }
}

/**
 * node's 'clientError': a request its parser refused (headers over MAX_HEADER_BYTES, bad framing, a
 * timeout) or a connection that broke before a request was complete. Instead of node's empty answer,
 * the API's own: a JSON {cause, message} with nosniff, then the connection is closed. A broken or reset
 * connection is a normal event: one debug line, nothing written.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, log: Logger): void {
  // A request being answered on this connection: its own handler sees the failure (an aborted body is logged
  // there, once), and no second answer may be written after or into the first one.
  const inFlight = (socket as Duplex & { _httpMessage?: unknown })._httpMessage != null;
  const gone = error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.code === 'HPE_INVALID_EOF_STATE' || !socket.writable;
  if (inFlight || gone) {
    if (!inFlight) log('debug', `Conexión interrumpida por el cliente (${error.code ?? error.message})`);
    socket.destroy();
    return;
  }
  const [status, reason, message] = clientErrorAnswer(error.code);
  log('debug', `Solicitud HTTP rechazada con ${status} (${error.code ?? error.message})`);
  const body = JSON.stringify({ cause: 'apiCallFailed', message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // The answer is flushed on end(); a client that never closes its side does not keep the socket.
  setTimeout(() => socket.destroy(), 2000).unref();
}

export function defaultStaticDir(): string | null {
  return existsSync(join(DEFAULT_STATIC_DIR, 'index.html')) ? DEFAULT_STATIC_DIR : null;
}
