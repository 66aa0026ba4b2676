/**
 * `npm run start:cached`: the store as `npm start` serves it, behind Varnish (deploy/varnish/tienda.vcl).
 * Varnish listens on 127.0.0.1:PORT (default 9004); the store servers listen on free internal ports, are
 * Varnish's backends (round robin), send their cache purges to it and give its address as their public
 * origin. INSTANCES=N (default 1) starts N store servers, each its own process, on one database
 * (TIENDA_DB_PATH, default data/tienda.sqlite). `npm run start:cached -- --reset` reseeds the database first.
 * Without varnishd it exits 1 and says how to install it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { DEFAULT_DB_PATH } from '../local-api/server';
import { startStoreServer } from './store-server';
import { findVarnishd, startVarnish, VARNISH_INSTALL, type RunningVarnish } from './varnish';
import { buildWeb, webBuildIsStale } from './web-build';

/** What a store process tells its parent once it listens. */
interface Ready {
  ready: true;
  port: number;
}

const INSTANCE_FLAG = '--store-instance';

if (process.argv.includes(INSTANCE_FLAG)) await runInstance();
else await main();

/** A store server in this process, as the parent asked (env), telling it its port. */
async function runInstance(): Promise<void> {
  const server = await startStoreServer({
    port: 0,
    dbPath: process.env.TIENDA_DB_PATH!,
    reset: process.env.TIENDA_RESET === '1',
    quiet: true,
    publicOrigin: process.env.TIENDA_PUBLIC_ORIGIN!,
    purgeUrl: process.env.TIENDA_PURGE_URL!,
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent went away (crashed, killed): do not stay behind.
  process.on('disconnect', stop);
  process.send!({ ready: true, port: server.port } satisfies Ready);
}

/** Starts one store process and resolves with its port once it listens. */
function startInstance(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  // Same script, same loader (tsx's flags are in process.execArgv), with the IPC channel fork gives.
  const child = fork(import.meta.filename, [INSTANCE_FLAG], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Ready) => resolve({ child, port: message.port }));
    child.once('exit', (code, signal) => reject(new Error(`Un servidor de la tienda terminó al arrancar (${signal ?? `código ${code}`}).`)));
    child.once('error', reject);
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 9004);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT debe ser un número de puerto, no "${process.env.PORT}".`);
    process.exit(1);
  }
  const instances = Number(process.env.INSTANCES ?? 1);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
    console.error(`INSTANCES debe ser un número entero de 1 a 32, no "${process.env.INSTANCES}".`);
    process.exit(1);
  }
  if (!findVarnishd()) {
    console.error(`Varnish no está instalado (no se encontró varnishd). Instálalo con:\n  ${VARNISH_INSTALL}\no usa npm start para la tienda sin caché.`);
    process.exit(1);
  }

  if (webBuildIsStale()) {
    console.log('Construyendo la interfaz web (dist/web)…');
    await buildWeb();
  }

  // Varnish first: its address is the stores' public origin and where their purges go.
  let varnish: RunningVarnish;
  try {
    varnish = await startVarnish({ backends: [], port });
  } catch (error) {
    if (error instanceof Error && /Address already in use/i.test(error.message)) {
      console.error(`El puerto ${port} ya está en uso. Elige otro, por ejemplo: PORT=9005 npm run start:cached`);
      process.exit(1);
    }
    throw error;
  }
  const publicOrigin = varnish.url;
  const env = {
    ...process.env,
    TIENDA_DB_PATH: process.env.TIENDA_DB_PATH || DEFAULT_DB_PATH,
    TIENDA_PUBLIC_ORIGIN: process.env.TIENDA_PUBLIC_ORIGIN || publicOrigin,
    TIENDA_PURGE_URL: `${varnish.url}/`,
  };

  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await varnish.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

  try {
    const ports: number[] = [];
    // One after the other: the first creates (or reseeds) the database, the others open it as it is.
    for (let i = 0; i < instances; i++) {
      const started = await startInstance({ ...env, TIENDA_RESET: i === 0 && process.argv.includes('--reset') ? '1' : '0' });
      children.push(started.child);
      ports.push(started.port);
      // A store that dies later takes the whole thing down rather than leaving Varnish in front of nothing.
      started.child.once('exit', (code, signal) => {
        if (stopping) return;
        console.error(`Un servidor de la tienda terminó (${signal ?? `código ${code}`}); se detiene todo.`);
        void stopAll(1);
      });
    }
    await varnish.setBackends(ports.map((p) => ({ host: '127.0.0.1', port: p })));
    const servers = ports.map((p) => `127.0.0.1:${p}`).join(', ');
    console.log(`Tienda (con Varnish) está lista en ${publicOrigin}  (API: ${publicOrigin}/api/public; ${instances === 1 ? 'servidor' : `${instances} servidores`}: ${servers})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
}
