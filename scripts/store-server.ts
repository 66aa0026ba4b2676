/**
 * The store as `npm start` runs it: the local API and the server renderer of
 * the built web UI in one process. The browser tests and the web benchmark
 * start it the same way, on port 0 with their own database.
 */
import { startServer, type RunningServer } from '../local-api/server';
import type { PasswordKdf } from '../local-api/session/passwords';
import { loadServerEntry, WEB_DIR } from './web-build';

export interface StoreOptions {
  port: number;
  dbPath: string;
  reset?: boolean;
  /** The browser build (default dist/web); its server renderer is built beside it. */
  webDir?: string;
  quiet?: boolean;
  /** The origin absolute links use (e-mails, shares, invoices; default: the server's own URL); see startServer. */
  publicOrigin?: string;
  /**
   * Where the local API sends its cache purges (`PURGE /` with `xkey-purge`): the Varnish in front of this
   * server (scripts/varnish.ts), or a function giving it once known; see startServer.
   */
  purgeUrl?: string | (() => string | null);
  /** The password hashes' key derivation (default scrypt at SCRYPT_PARAMS); only tests pass a cheap one. See startServer. */
  passwordKdf?: PasswordKdf;
}

export async function startStoreServer(options: StoreOptions): Promise<RunningServer> {
  const webDir = options.webDir ?? WEB_DIR;
  const { createStoreWebHandler } = await loadServerEntry(webDir);
  let origin = '';
  let api: RunningServer['apiFetch'] | null = null;
  const web = createStoreWebHandler({
    clientDir: webDir,
    ownOrigin: () => origin,
    publicOrigin: () => options.publicOrigin ?? origin,
    // The renderer calls the API beside it in process: no socket, no HTTP parsing, no compression of its own calls.
    apiFetch: (request) => (api ? api(request) : Promise.reject(new Error('The API is not started yet'))),
  });
  const server = await startServer({
    port: options.port,
    dbPath: options.dbPath,
    reset: options.reset ?? false,
    staticDir: webDir,
    web,
    quiet: options.quiet ?? true,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.purgeUrl !== undefined ? { purgeUrl: options.purgeUrl } : {}),
    ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
  });
  origin = server.url;
  api = server.apiFetch;
  return server;
}
