/**
 * `npm run serve`: the server-rendered store and its built assets, without the local API, for the environment named
 * by TIENDA_ENV and its API root (docs/deployment.md):
 *
 *   TIENDA_ENV=staging TIENDA_API_ROOT=https://api.staging.example/api/public PORT=8080 npm run serve
 *
 * It needs a build (`npm run build`; the Dockerfile makes one) and never builds itself. It logs one JSON line per
 * request on stdout, answers GET /healthz, and on SIGTERM (or SIGINT) drains: /healthz answers 503, the requests in
 * flight are answered, then it exits 0. A second signal ends TIENDA_DRAIN_DELAY_MS early.
 */
import './production-mode';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jsonLogger } from './json-log';
import { readServeConfig, ServeConfigError, type ServeConfig } from './serve-config';
import { serverDirFor, SERVER_ENTRY } from './web-build';
import { startWebServer } from './web-server';

/** Writes one last line, then exits once it is out (a pipe to a collector would otherwise lose it). */
function exit(code: number, line?: Record<string, unknown>): void {
  const done = () => process.exit(code);
  if (!line) return done();
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`, done);
}

let config: ServeConfig;
try {
  config = readServeConfig(process.env);
} catch (error) {
  if (!(error instanceof ServeConfigError)) throw error;
  exit(1, { level: 'error', msg: error.message, variable: error.variable });
  throw error; // not reached: exit() ends the process once the line is written
}
const log = jsonLogger(config.logLevel);

const built = [join(config.webDir, '.vite', 'manifest.json'), join(serverDirFor(config.webDir), SERVER_ENTRY)];
if (!built.every((file) => existsSync(file))) {
  exit(1, { level: 'error', msg: `Falta la interfaz construida en ${config.webDir}: ejecuta npm run build (o define TIENDA_WEB_DIR).` });
} else {
  for (const variable of config.ignored) log.log('warn', `${variable} no se usa en el entorno local: allí el inicio de sesión social es la página /dev/social del API local.`);
  const server = await startWebServer(config, log).catch((error: NodeJS.ErrnoException) => {
    const message = error.code === 'EADDRINUSE' ? `El puerto ${config.port} ya está en uso: elige otro con PORT.` : (error.stack ?? String(error));
    exit(1, { level: 'error', msg: message });
    return null;
  });
  if (server) {
    log.log('info', 'listening', {
      url: server.url,
      port: server.port,
      environment: config.environment,
      apiRoot: config.deployment.apiRoot,
      ...(config.serverApiRoot !== config.deployment.apiRoot ? { serverApiRoot: config.serverApiRoot } : {}),
      social: Object.keys(config.deployment.social),
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (server.draining) {
          server.stopWaiting();
          return;
        }
        void server.drain().then(() => exit(0));
      });
    }
  }
}
