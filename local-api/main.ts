/**
 * The local API from the command line:
 *   PORT=9004 [TIENDA_PUBLIC_ORIGIN=https://…] [TIENDA_PURGE_URL=http://…] tsx local-api/main.ts [--reset] [--db <path>] [--static <dir> | --no-static]
 */
import { resolve } from 'node:path';
import { DEFAULT_DB_PATH, DEFAULT_PORT, defaultStaticDir, startServer } from './server';

function parseArgs(argv: string[]) {
  const args = { reset: false, db: DEFAULT_DB_PATH, staticDir: defaultStaticDir() as string | null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (!next) throw new Error(`Falta el valor de ${arg}`);
      return resolve(next);
    };
    if (arg === '--reset') args.reset = true;
    else if (arg === '--db') args.db = value();
    else if (arg === '--static') args.staticDir = value();
    else if (arg === '--no-static') args.staticDir = null;
    else throw new Error(`Opción desconocida: ${arg}`);
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT no es un puerto válido: ${process.env.PORT}`);

const server = await startServer({
  port,
  dbPath: args.db,
  reset: args.reset,
  staticDir: args.staticDir,
  // Where clients reach this API (https://tienda.example), for absolute links (e-mails, shares, invoices); default its own URL.
  publicOrigin: process.env.TIENDA_PUBLIC_ORIGIN || undefined,
  // A shared cache's purge URL (PURGE with xkey-purge when a product changes); unset, nothing is sent.
  purgeUrl: process.env.TIENDA_PURGE_URL || null,
});
console.log(`API local de Tienda en ${server.url}/api/public${args.staticDir ? ` (web en ${server.url})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
