import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../local-api/app';
import { openDatabase } from '../../local-api/seed/open';
import { type Database } from '../../local-api/db/database';
import type { Logger } from '../../local-api/http/logger';
import type { PasswordKdf } from '../../local-api/session/passwords';
import { cheapKdf } from '../support/password-kdf';

export const API = 'http://localhost:9004/api/public';

/**
 * The URL a test's path names: an absolute URL as is, a root-relative one (`/api/public/media/…`, as media
 * URLs in answers are) on the API's origin, anything else under the API root.
 */
export function urlOf(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/api/')) return new URL(path, API).href;
  return API + path;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The body as sent (HTML pages are read from it). */
  text: string;
}

/** What a test may send: a JSON body (or raw text), a urlencoded form, headers, and the client address the socket would give. */
export interface CallOptions {
  token?: string | null;
  body?: unknown;
  raw?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The socket's remote address (rate limits key on it); without it the app sees no socket. */
  address?: string;
}

export interface TestApi {
  app: Hono;
  db: Database;
  logs: string[];
  clock: { now: Date };
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  anonymous(): Promise<string>;
  login(email?: string, password?: string, token?: string): Promise<string>;
}

/**
 * A fresh database (in memory, or the file `dbPath`) and app per call; the clock can be moved by tests. Passwords
 * are hashed with the cheap test scrypt (tests/support/password-kdf.ts) unless `passwordKdf` says otherwise: the
 * tests about the hash itself pass scryptKdf.
 */
export function makeApi(options: { dev?: boolean; dbPath?: string; publicOrigin?: string; passwordKdf?: PasswordKdf } = {}): TestApi {
  const clock = { now: new Date('2026-03-02T15:00:00Z') };
  // The demo orders are dated from the test clock, as a real database is from the day it is seeded.
  const db = openDatabase(options.dbPath ?? ':memory:', { now: clock.now });
  const logs: string[] = [];
  const logger: Logger = (level, message, fields) => logs.push(`${level} ${message} ${fields ? JSON.stringify(fields) : ''}`);
  const app = createApp({
    db,
    logger,
    now: () => new Date(clock.now.getTime()),
    random: () => 0.5,
    dev: options.dev === true,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    passwordKdf: options.passwordKdf ?? cheapKdf,
  });

  const call: TestApi['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.Session = opts.token;
    let body: string | undefined;
    if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      if (opts.raw !== undefined) body = opts.raw;
      else if (opts.body !== undefined) body = JSON.stringify(opts.body);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
    }
    const env = opts.address === undefined ? undefined : { incoming: { socket: { remoteAddress: opts.address } } };
    const res = await app.request(urlOf(path), { method, headers, body, redirect: 'manual' }, env);
    return parseAnswer(res);
  };

  return {
    app,
    db,
    logs,
    clock,
    call,
    async anonymous() {
      const res = await call('POST', '/anonymous/');
      if (res.status !== 200) throw new Error(`anonymous: ${res.status}`);
      return res.body.token as string;
    },
    async login(email = 'ana@tienda.test', password = 'Tienda123!', token?: string) {
      const res = await call('POST', '/login/', { body: { login: email, email, password }, token });
      if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
  };
}

/** The first product matching `where` (SQL over the products table). */
export function findProduct(db: Database, where: string): { id: number; public_sku: string; slug: string; stock_quantity: number; type: string; price_cents: number; weight: number; title: string; rating_count: number } {
  const row = db.prepare(`SELECT * FROM products WHERE ${where} ORDER BY id LIMIT 1`).get();
  if (!row) throw new Error(`no product where ${where}`);
  return row as never;
}

/** Every string value in a JSON tree. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

/** An answer as the tests read it: JSON when it is JSON, else its text. */
export async function parseAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as any, headers: res.headers, text };
}

/** The SQL `db.prepare` was given while `work` ran (the statements a route compiled or reused), in order. */
export async function preparedDuring(db: Database, work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    seen.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  try {
    await work();
  } finally {
    db.prepare = prepare;
  }
  return seen;
}

/** The local API over a real socket (see startTestServer). */
export interface TestServer {
  /** `http://localhost:<port>`: the development pages (`/dev/…`) live here, when on. */
  origin: string;
  /** `http://localhost:<port>/api/public`. */
  apiRoot: string;
  db: Database;
  /** Stops the server and deletes its database. */
  close(): Promise<void>;
}

/** The local API on an ephemeral port (port 0) with a fresh database in a temporary folder, quiet, the cheap test scrypt; `dev` pages off unless asked. */
export async function startTestServer(options: { dev?: boolean } = {}): Promise<TestServer> {
  // Loaded here: the other tests of this folder answer in process and need no socket.
  const { startServer } = await import('../../local-api/server');
  const dir = mkdtempSync(join(tmpdir(), 'tienda-test-server-'));
  const server = await startServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true, dev: options.dev === true, passwordKdf: cheapKdf });
  return {
    origin: server.url,
    apiRoot: `${server.url}/api/public`,
    db: server.db,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
