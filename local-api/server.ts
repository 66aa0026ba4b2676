import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { openDatabase, type Database } from './db/database';
import { compress } from './http/compression';
import { consoleLogger } from './http/logger';
import { serveStatic } from './http/static-files';

/** The repository root (local-api/..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORT = 9004;
export const DEFAULT_DB_PATH = join(REPO_ROOT, 'data', 'tienda.sqlite');
export const DEFAULT_STATIC_DIR = join(REPO_ROOT, 'dist', 'web');

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
}

/** A page renderer: a GET or HEAD for a non-API path, with the facts only the socket knows. */
export type WebRequestHandler = (request: Request, facts: { clientIp?: string | null }) => Promise<Response>;

/** Paths the renderer answers even though they look like files. */
const RENDERED_FILES = /^\/(robots\.txt|sitemap[\w-]*\.xml)$/;

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database and serves the API (and, given staticDir, the web UI) over HTTP. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH, { reset: options.reset });
  const log = consoleLogger(options.quiet ? 'warn' : 'info');
  const app = createApp({ db, logger: log });
  const staticDir = options.staticDir ?? null;

  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    const started = performance.now();
    const { pathname } = new URL(request.url);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    const web = options.web;
    let answer: Response;
    if (!isPage || (!staticDir && !web)) answer = await app.fetch(request, env as never);
    // Pages (no extension, or .html: the build's own index.html is not a page of the store) go to the renderer.
    else if (web && (RENDERED_FILES.test(pathname) || !extname(pathname) || extname(pathname) === '.html' || !staticDir)) {
      answer = await web(request, { clientIp: (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? null });
    } else answer = await serveStatic(staticDir!, pathname, request.method);
    const response = await compress(request, answer);
    // Method, path and status only: never headers (the Session token) or bodies (passwords).
    if (!options.quiet) log('info', `${request.method} ${pathname} ${response.status} ${Math.round(performance.now() - started)} ms`);
    return response;
  };

  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolvePromise, reject) => {
      const created: ServerType = serve({ fetch, port: options.port ?? DEFAULT_PORT, hostname: options.host ?? '0.0.0.0' }, () =>
        resolvePromise(created),
      );
      created.once('error', reject);
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  let closed: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    close() {
      closed ??= new Promise<void>((resolvePromise) => {
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

export function defaultStaticDir(): string | null {
  return existsSync(join(DEFAULT_STATIC_DIR, 'index.html')) ? DEFAULT_STATIC_DIR : null;
}
