/**
 * `tienda/testing/local-api`: the real local API for tests, two ways.
 *
 * - {@link startLocalApi}: the API over HTTP, in process, on an ephemeral port with a fresh temporary
 *   database. For tests that want real sockets (a CLI, a browser, another process).
 * - {@link localApiHandlers}: msw request handlers for every endpoint, answered by the same code on an
 *   in-memory SQLite database. No port, no file: what your msw server intercepts, the local API answers,
 *   with the same rules (stock, coupons, sessions, ownership) and the same Spanish refusals.
 *
 * Both seed the Spanish demo catalogue and the demo accounts (`ana@tienda.test`, `lucia@tienda.test`, …,
 * password `Tienda123!`), and both expose the development controls under `/dev` (advance an order,
 * move the clock with `POST /dev/clock`, read the outbox's verification codes).
 *
 * This entry runs in Node only and needs the optional peer dependencies `better-sqlite3`, `hono`,
 * `@hono/node-server`, `@iconify/utils`, `@iconify-json/fluent-emoji-flat` and `@iconify-json/lucide`
 * (and `msw` for the handlers).
 *
 * @module tienda/testing/local-api
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createApp } from './app';
import { openDatabase } from './seed/open';
import { fastScryptKdf } from './session/fast-kdf';
import type { Logger } from './http/logger';
import { LOCAL_API_ROOT, PUBLIC_API_PATH as API_PATH } from '../src/domain/shared/environment';
import { startServer } from './server';

/** Where the `local` environment's client looks by default (`http://localhost:9004`): the handlers answer there unless told otherwise. */
export const LOCAL_API_ORIGIN = new URL(LOCAL_API_ROOT).origin;

/**
 * The SQLite database behind a local API (better-sqlite3's), as much of it as tests need to check what was
 * stored: `db.prepare('SELECT status FROM orders WHERE number = ?').get(100001)`.
 */
export interface LocalApiDatabase {
  /** Compiles one SQL statement. */
  prepare(sql: string): {
    /** The first row the statement answers with these parameters, or undefined. */
    get(...params: unknown[]): unknown;
    /** Every row the statement answers with these parameters. */
    all(...params: unknown[]): unknown[];
    /** Runs the statement; `changes` is the number of rows it changed. */
    run(...params: unknown[]): { changes: number };
  };
}

/** Options shared by {@link startLocalApi} and {@link localApiHandlers}. */
export interface LocalApiOptions {
  /**
   * The API's clock (default: the machine's). The demo orders are dated from it when the database is
   * seeded, and carts, sessions, codes and unpaid orders (docs/orders.md) expire by it; `POST /dev/clock`
   * moves it further.
   */
  now?: () => Date;
  /** Where the API's log lines go (default: nowhere). Lines never carry tokens or card data. */
  logger?: Logger;
  /** The development controls under `/dev` (default: on). */
  dev?: boolean;
  /**
   * How passwords are hashed. `'product'` (default): scrypt at the product's cost (N = 2^17, 128 MiB, a few hundred
   * milliseconds per sign-up or login, wrong ones included). `'fast'`: the same scrypt at N = 2^10 (about a
   * millisecond), for suites that sign up and log in many times; the demo accounts' password still works, and every
   * rule but the hash's cost is the same. Its hashes are good only in this throwaway database.
   */
  passwordHashing?: 'product' | 'fast';
}

/** A running local API (see {@link startLocalApi}). */
export interface RunningLocalApi {
  /** `http://localhost:<port>`. */
  readonly url: string;
  /** `http://localhost:<port>/api/public`: give it to `createTiendaClient({ environment: 'local', apiRoot })`. */
  readonly apiRoot: string;
  readonly port: number;
  /** The SQLite database behind it, for assertions on what was stored. */
  readonly db: LocalApiDatabase;
  /** Stops the server and deletes its database. */
  close(): Promise<void>;
}

const silent: Logger = () => undefined;

/** The server's or app's `passwordKdf` for `passwordHashing` (none: the product's scrypt). */
const passwordKdfOf = (options: LocalApiOptions) => (options.passwordHashing === 'fast' ? { passwordKdf: fastScryptKdf } : {});

/**
 * Starts the local API in this process, on an ephemeral port, with a fresh database in a temporary folder
 * (deleted by `close()`).
 *
 * ```ts
 * const api = await startLocalApi();
 * const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage() });
 * // …
 * await api.close();
 * ```
 */
export async function startLocalApi(options: LocalApiOptions = {}): Promise<RunningLocalApi> {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-local-api-'));
  try {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: join(dir, 'tienda.sqlite'),
      staticDir: null,
      quiet: true,
      logger: options.logger ?? silent,
      dev: options.dev ?? true,
      ...(options.now ? { now: options.now } : {}),
      // A test's API purges no shared cache, whatever TIENDA_PURGE_URL the process has.
      purgeUrl: null,
      ...passwordKdfOf(options),
    });
    return {
      url: server.url,
      apiRoot: `${server.url}${API_PATH}`,
      port: server.port,
      db: server.db,
      async close() {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Options of {@link localApiHandlers}. */
export interface LocalApiHandlersOptions extends LocalApiOptions {
  /**
   * The origin the handlers answer (default {@link LOCAL_API_ORIGIN}, the `local` environment's, so a client
   * made with `environment: 'local'` and no `apiRoot` reaches them). The API lives under `/api/public` there.
   * The `/dev` controls answer only on a loopback origin (`localhost`, `*.localhost`, `127.x.x.x`).
   */
  origin?: string;
}

/** msw handlers backed by an in-memory local API (see {@link localApiHandlers}). */
export interface LocalApiHandlers {
  /** Give them to `setupServer(...handlers)` or `server.use(...handlers)`. */
  readonly handlers: HttpHandler[];
  /** `origin` + `/api/public`. */
  readonly apiRoot: string;
  /** The in-memory database behind them. */
  readonly db: LocalApiDatabase;
  /** Closes the database; the handlers answer 503 afterwards. */
  close(): void;
}

/**
 * msw handlers for every endpoint of the API, answered by the local API's own code on a fresh in-memory
 * database (seeded like `npm start`'s). Each call makes an independent store: call it per test (or per
 * file) for isolation.
 *
 * ```ts
 * const api = localApiHandlers();
 * const server = setupServer(...api.handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 * const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });
 * ```
 *
 * Fault helpers (`unauthorizedOnce`, `rateLimited`, …) go in front of them with `server.use(...)`.
 *
 * They work beside {@link startLocalApi} in the same process: the HTTP server leaves the global `Request`
 * and `Response` alone.
 */
export function localApiHandlers(options: LocalApiHandlersOptions = {}): LocalApiHandlers {
  const origin = new URL(options.origin ?? LOCAL_API_ORIGIN).origin;
  const db = openDatabase(':memory:', options.now ? { now: options.now() } : {});
  const app = createApp({
    db,
    logger: options.logger ?? silent,
    publicOrigin: origin,
    dev: options.dev ?? true,
    ...(options.now ? { now: options.now } : {}),
    ...passwordKdfOf(options),
  });
  let closed = false;
  const answer = async ({ request }: { request: Request }) => {
    if (closed) return HttpResponse.json({ cause: 'apiCallFailed', message: 'La API local de pruebas ya se cerró.' }, { status: 503 });
    return app.fetch(request);
  };
  return {
    handlers: [http.all(`${origin}${API_PATH}/*`, answer), http.all(`${origin}/dev/*`, answer)],
    apiRoot: `${origin}${API_PATH}`,
    db,
    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
