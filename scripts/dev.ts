/**
 * `npm run dev`: the local API on API_PORT (default 9004) plus the Vite dev
 * server with hot reload on PORT (default 5173), proxying /api to the API.
 */
import { join } from 'node:path';
import { DEFAULT_DB_PATH, startServer } from '../local-api/server';
import { ROOT } from './web-build';

const apiPort = Number(process.env.API_PORT ?? 9004);
const api = await startServer({ port: apiPort, dbPath: DEFAULT_DB_PATH, staticDir: null, quiet: true });
process.env.TIENDA_API_URL = api.url;

const { createServer } = await import('vite');
const vite = await createServer({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  server: { port: Number(process.env.PORT ?? 5173) },
});
await vite.listen();
vite.printUrls();
console.log(`API local: ${api.url}/api/public`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
