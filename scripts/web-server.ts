/**
 * The web server of `npm run serve`: the server-rendered store and its built assets, alone, against the API root
 * of its environment (no local API in this process). It answers `/healthz`, logs one JSON line per request and,
 * asked to drain (SIGTERM), answers /healthz with 503, finishes the requests in flight and closes.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { compress } from '../local-api/http/compression';
import { sendWhole } from '../local-api/http/send';
import { serveStatic } from '../local-api/http/static-files';
import { withNewHeaders } from '../src/data/http/whole-body';
import type { JsonLogger } from './json-log';
import type { ServeConfig } from './serve-config';
import { loadServerEntry } from './web-build';

/** The health check's path (the Dockerfile's HEALTHCHECK and compose.yaml probe it). */
export const HEALTH_PATH = '/healthz';
/** The most bytes of request line and headers (node's default, said out loud, as the local API does). */
const MAX_HEADER_BYTES = 16 * 1024;
/** Paths the renderer answers even though they look like files. */
const RENDERED_FILES = /^\/(robots\.txt|sitemap[\w-]*\.xml)$/;

export interface RunningWebServer {
  url: string;
  port: number;
  readonly draining: boolean;
  /**
   * Stops serving gracefully: /healthz answers 503 at once (and every answer closes its connection); after the drain
   * delay no new connection is taken; it resolves once the requests in flight are answered and the server is closed.
   */
  drain(): Promise<void>;
  /** Ends the drain delay now (a second SIGTERM). */
  stopWaiting(): void;
}

/**
 * The shopper's address: the socket's peer, or, behind `trustedProxies` proxies that each append the address they
 * saw to X-Forwarded-For, the entry that many places from its end (what a shopper writes in the header is never trusted).
 */
export function clientAddress(remote: string | null, forwardedFor: string | null, trustedProxies: number): string | null {
  if (trustedProxies <= 0 || !forwardedFor) return remote;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    ...(remote ? [remote] : []),
  ];
  return chain[chain.length - 1 - trustedProxies] ?? chain[0] ?? remote;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

export async function startWebServer(config: ServeConfig, log: JsonLogger): Promise<RunningWebServer> {
  const { createStoreWebHandler } = await loadServerEntry(config.webDir);
  let origin = '';
  const web = createStoreWebHandler({
    clientDir: config.webDir,
    ownOrigin: () => origin,
    // Canonical and sitemap URLs: TIENDA_PUBLIC_ORIGIN, else the request's own origin.
    publicOrigin: () => config.publicOrigin ?? '',
    logger: log,
    deployment: config.deployment,
    timeoutMs: config.renderTimeoutMs,
  });
  let draining = false;

  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    const started = performance.now();
    const { pathname } = new URL(request.url);
    let answer: Response;
    if (pathname === HEALTH_PATH) {
      answer = draining ? json(503, { status: 'draining' }) : json(200, { status: 'ok' });
    } else if (pathname === '/api' || pathname.startsWith('/api/')) {
      // The API is not served here: the browser and the renderer call it at its own root.
      answer = json(404, { cause: 'notFound', message: 'La API no se sirve en esta dirección.' });
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer = await web(request); // 405 with Allow
    } else if (RENDERED_FILES.test(pathname) || !extname(pathname) || extname(pathname) === '.html') {
      const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const clientIp = clientAddress(incoming?.socket?.remoteAddress ?? null, request.headers.get('x-forwarded-for'), config.trustedProxies);
      answer = await web(request, { clientIp });
    } else {
      answer = await serveStatic(config.webDir, pathname, request.method);
    }
    let response = await compress(request, answer);
    if (draining) {
      // Rebuilt, not changed in place (a fetch Response's headers may be immutable).
      const headers = new Headers(response.headers);
      headers.set('Connection', 'close');
      response = withNewHeaders(response, headers);
    }
    // Method, path (never the query: a reset link's token travels there), status and time; never a header or a body.
    log.log(pathname === HEALTH_PATH ? 'debug' : 'info', 'request', {
      method: request.method,
      path: pathname,
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    return sendWhole(request, response, env);
  };

  const server = await new Promise<ServerType>((resolveServer, reject) => {
    const created: ServerType = serve(
      {
        fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
        overrideGlobalObjects: false,
      },
      () => resolveServer(created),
    );
    created.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://localhost:${port}`;

  let drained: Promise<void> | null = null;
  let endDelay: (() => void) | null = null;
  return {
    url: origin,
    port,
    get draining() {
      return draining;
    },
    drain() {
      drained ??= (async () => {
        draining = true;
        log.log('info', 'draining', { delayMs: config.drainDelayMs });
        if (config.drainDelayMs > 0) {
          await new Promise<void>((resolveDelay) => {
            const timer = setTimeout(resolveDelay, config.drainDelayMs);
            endDelay = () => {
              clearTimeout(timer);
              resolveDelay();
            };
          });
        }
        // No new connections; idle keep-alive ones close now, busy ones after their answer (Connection: close).
        const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
        log.log('info', 'closing');
        await closed;
        log.log('info', 'stopped');
      })();
      return drained;
    },
    stopWaiting() {
      endDelay?.();
    },
  };
}
