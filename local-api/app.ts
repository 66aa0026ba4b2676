import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { PUBLIC_API_PATH } from '../src/domain';
import { cartRoutes } from './cart/routes';
import { Catalogue } from './catalogue/catalogue';
import { catalogueRoutes } from './catalogue/routes';
import type { Database } from './db/database';
import { apiCaching } from './http/caching';
import type { AppDeps, AppEnv } from './http/context';
import { ApiError } from './http/errors';
import { consoleLogger, safeLogger, type Logger } from './http/logger';
import { sessionRoutes } from './session/routes';

export interface CreateAppOptions {
  db: Database;
  /** Source of randomness for anything not security-related (tokens always use node:crypto). */
  random?: () => number;
  /** The clock: sessions, flash-sale ends and delivery dates read it. */
  now?: () => Date;
  /** Where warnings and errors go; defaults to stderr. Secret-looking fields are always redacted. */
  logger?: Logger;
}

/**
 * The local API: every route of the contract under `/api/public`, backed by
 * the given SQLite database. Errors are always JSON `{cause, message?, instruction?}`.
 */
export function createApp(options: CreateAppOptions): Hono {
  const log = safeLogger(options.logger ?? consoleLogger());
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    log,
    catalogue: new Catalogue(options.db),
  };

  const api = new Hono<AppEnv>({ strict: false });
  api.route('/', sessionRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', cartRoutes(deps));

  const app = new Hono({ strict: false });
  app.use(
    `${PUBLIC_API_PATH}/*`,
    cors({ origin: '*', allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], exposeHeaders: ['Retry-After'], maxAge: 600 }),
  );
  app.use(`${PUBLIC_API_PATH}/*`, apiCaching(PUBLIC_API_PATH));
  app.route(PUBLIC_API_PATH, api);

  app.notFound((c) => c.json({ cause: 'notFound', message: 'La ruta no existe.' }, 404));
  app.onError((error, c) => {
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
  return app;
}
