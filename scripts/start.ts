/**
 * `npm start`: builds the web UI (browser and server builds) when it is missing
 * or stale, then serves the server-rendered store and the local API from one
 * process on PORT (default 9004).
 * `npm start -- --reset` reseeds the demo database first.
 */
import { DEFAULT_DB_PATH } from '../local-api/server';
import { startStoreServer } from './store-server';
import { buildWeb, webBuildIsStale } from './web-build';

// React's and the router's production builds: the development ones render pages several times slower.
// (Set before the server renderer is imported, which startStoreServer does.)
process.env.NODE_ENV ??= 'production';

// `npm start` is the local environment: the local API, its demo accounts and development pages, in this process.
// Another environment is a web server alone against its API: `npm run serve` (docs/deployment.md).
const environment = process.env.TIENDA_ENV?.trim() || 'local';
if (environment !== 'local') {
  console.error(`npm start es el entorno local. Para TIENDA_ENV=${environment} usa npm run serve con TIENDA_API_ROOT (docs/deployment.md).`);
  process.exit(1);
}

const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 9004);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

if (webBuildIsStale()) {
  console.log('Construyendo la interfaz web (dist/web)…');
  await buildWeb();
}

const server = await startStoreServer({
  port,
  // TIENDA_DB_PATH: another database (the web benchmark uses a fresh one).
  dbPath: process.env.TIENDA_DB_PATH || DEFAULT_DB_PATH,
  reset: args.includes('--reset'),
  quiet: true,
  // TIENDA_PUBLIC_ORIGIN: where shoppers reach the store (https://tienda.example), for absolute links (e-mails, shares, invoices).
  publicOrigin: process.env.TIENDA_PUBLIC_ORIGIN || undefined,
  // TIENDA_PURGE_URL: a shared cache's purge URL (Varnish with xkey): PURGE with xkey-purge when a product changes.
  purgeUrl: process.env.TIENDA_PURGE_URL || undefined,
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`El puerto ${port} ya está en uso. Elige otro, por ejemplo: PORT=9005 npm start`);
  process.exit(1);
});
console.log(`Tienda está lista en ${server.url}  (API: ${server.url}/api/public)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
