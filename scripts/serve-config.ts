/**
 * What `npm run serve` reads from its environment (docs/deployment.md lists every variable). Everything is checked
 * before the server starts: a wrong value stops it with a message naming the variable, never a store half-configured.
 */
import { join, resolve } from 'node:path';
import { isEnvironment, LOCAL_API_ROOT, logLevelFor, type Environment, type LogLevel } from '../src/domain/shared/environment';
import type { ServerDeployment } from '../src/presentation/server/entry-server';
import { SOCIAL_PROVIDER_IDS, type SocialProviderId, type SocialProviderSettings } from '../src/presentation/app/deployment';
import { PROVIDER_SCRIPT_URLS } from '../src/presentation/auth/provider-sdks';
import { ROOT } from './web-build';

/** The port of `npm run serve` (and of the Dockerfile) when PORT is not set. */
export const DEFAULT_SERVE_PORT = 8080;

export interface ServeConfig {
  environment: Environment;
  /** Spec section 9: info in prod and test, debug otherwise. */
  logLevel: LogLevel;
  /** What the pages tell the browser, plus the root of the server's own calls. */
  deployment: ServerDeployment;
  /** The root the server renderer calls (TIENDA_SERVER_API_ROOT, else the browser's). */
  serverApiRoot: string;
  port: number;
  host: string;
  /** The browser build; its server renderer is built beside it. */
  webDir: string;
  /** The origin of canonical and sitemap URLs; default the request's. */
  publicOrigin: string | null;
  /** How many proxies in front (Varnish, a load balancer) append to X-Forwarded-For: the shopper's address is that far from its end. */
  trustedProxies: number;
  /** How long /healthz answers 503 before the server stops taking connections, after SIGTERM. */
  drainDelayMs: number;
  /** How long a page's API calls may take before the page is a 504 (TIENDA_RENDER_TIMEOUT_MS, default 10 s). */
  renderTimeoutMs: number;
  /** Variables that were set but mean nothing here (a provider's id in local, which plays the providers itself). */
  ignored: string[];
}

/** A variable with a value the server cannot start with. */
export class ServeConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

/** The variables of each provider: its client id, its SDK's script URL and (Apple) its return URL. */
export const SOCIAL_VARIABLES: Record<SocialProviderId, { clientId: string; scriptUrl: string; redirectUri?: string }> = {
  google: { clientId: 'TIENDA_GOOGLE_CLIENT_ID', scriptUrl: 'TIENDA_GOOGLE_SDK_URL' },
  facebook: { clientId: 'TIENDA_FACEBOOK_APP_ID', scriptUrl: 'TIENDA_FACEBOOK_SDK_URL' },
  apple: { clientId: 'TIENDA_APPLE_CLIENT_ID', scriptUrl: 'TIENDA_APPLE_SDK_URL', redirectUri: 'TIENDA_APPLE_REDIRECT_URI' },
};

/** Every variable readServeConfig reads (docs/deployment.md describes each; a test holds the two together). */
export const SERVE_VARIABLES = [
  'TIENDA_ENV',
  'TIENDA_API_ROOT',
  'TIENDA_PROD_API',
  'TIENDA_STAGING_API',
  'TIENDA_SERVER_API_ROOT',
  'PORT',
  'HOST',
  'TIENDA_WEB_DIR',
  'TIENDA_PUBLIC_ORIGIN',
  'TIENDA_TRUSTED_PROXIES',
  'TIENDA_DRAIN_DELAY_MS',
  'TIENDA_RENDER_TIMEOUT_MS',
  ...Object.values(SOCIAL_VARIABLES).flatMap((names) => Object.values(names)),
] as const;

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

function url(env: Env, name: string, { https = false } = {}): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ServeConfigError(name, `${name} no es una URL: «${raw}».`);
  }
  if (parsed.protocol !== 'https:' && (https || parsed.protocol !== 'http:'))
    throw new ServeConfigError(name, `${name} debe empezar por ${https ? 'https://' : 'http:// o https://'}: «${raw}».`);
  if (parsed.username || parsed.password) throw new ServeConfigError(name, `${name} no puede llevar usuario ni contraseña.`);
  return raw.replace(/\/+$/, '');
}

function integer(env: Env, name: string, fallback: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed > max) throw new ServeConfigError(name, `${name} debe ser un número entero entre 0 y ${max}: «${raw}».`);
  return parsed;
}

/**
 * The configuration of `npm run serve` from `env`:
 * - TIENDA_ENV: prod, staging, test or local (default local);
 * - TIENDA_API_ROOT: the API root of that environment, as the browser calls it; else TIENDA_PROD_API (prod) or
 *   TIENDA_STAGING_API (staging and test, spec section 7), the same names as the `tienda` command's; local defaults to
 *   the local API on localhost:9004. prod needs https;
 * - TIENDA_SERVER_API_ROOT: another address of the same API for the server's own calls (a private network);
 * - PORT (default 8080), HOST (default 0.0.0.0), TIENDA_WEB_DIR (default dist/web), TIENDA_PUBLIC_ORIGIN (required in prod),
 *   TIENDA_TRUSTED_PROXIES (default 0), TIENDA_DRAIN_DELAY_MS (default 0), TIENDA_RENDER_TIMEOUT_MS (default 10000);
 * - the social providers' client ids and SDK URLs (SOCIAL_VARIABLES), outside local only.
 */
export function readServeConfig(env: Env): ServeConfig {
  const rawEnvironment = value(env, 'TIENDA_ENV') ?? 'local';
  if (!isEnvironment(rawEnvironment))
    throw new ServeConfigError('TIENDA_ENV', `TIENDA_ENV vale «${rawEnvironment}», que no es un entorno: usa prod, staging, test o local.`);
  const environment = rawEnvironment;
  const rootVariable = value(env, 'TIENDA_API_ROOT') ? 'TIENDA_API_ROOT' : environment === 'prod' ? 'TIENDA_PROD_API' : environment === 'local' ? null : 'TIENDA_STAGING_API';
  const apiRoot = rootVariable ? url(env, rootVariable, { https: environment === 'prod' }) : LOCAL_API_ROOT;
  if (!apiRoot)
    throw new ServeConfigError(
      'TIENDA_API_ROOT',
      `El entorno ${environment} no tiene raíz de API: define TIENDA_API_ROOT (o ${rootVariable}) con la raíz pública de la API, que termina en /api/public.`,
    );
  const serverApiRoot = url(env, 'TIENDA_SERVER_API_ROOT') ?? apiRoot;

  const port = integer(env, 'PORT', DEFAULT_SERVE_PORT, 65535);
  const publicOrigin = url(env, 'TIENDA_PUBLIC_ORIGIN') ?? null;
  if (publicOrigin && new URL(publicOrigin).origin !== publicOrigin)
    throw new ServeConfigError('TIENDA_PUBLIC_ORIGIN', `TIENDA_PUBLIC_ORIGIN es un origen, sin ruta: «${new URL(publicOrigin).origin}».`);

  // Production pages name their canonical address; a proxy's Host header must not choose it.
  if (environment === 'prod' && !publicOrigin)
    throw new ServeConfigError('TIENDA_PUBLIC_ORIGIN', 'En prod define TIENDA_PUBLIC_ORIGIN con el origen público de la tienda (https://…): las páginas lo usan en sus enlaces canónicos.');

  const social: ServerDeployment['social'] = {};
  const ignored: string[] = [];
  for (const id of SOCIAL_PROVIDER_IDS) {
    const names = SOCIAL_VARIABLES[id];
    const clientId = value(env, names.clientId);
    if (!clientId) continue;
    // The local environment plays the three providers itself (the local API's /dev/social page).
    if (environment === 'local') {
      ignored.push(names.clientId);
      continue;
    }
    if (!/^[\w.-]{1,200}$/.test(clientId)) throw new ServeConfigError(names.clientId, `${names.clientId} no parece un identificador de cliente: «${clientId}».`);
    const settings: SocialProviderSettings = { clientId, scriptUrl: url(env, names.scriptUrl) ?? PROVIDER_SCRIPT_URLS[id] };
    const redirectUri = names.redirectUri ? url(env, names.redirectUri) : undefined;
    if (redirectUri) settings.redirectUri = redirectUri;
    social[id] = settings;
  }

  return {
    environment,
    logLevel: logLevelFor(environment),
    // In local with the default root, the browser calls that root too: the local API answers CORS.
    deployment: { environment, apiRoot, social, serverApiRoot },
    serverApiRoot,
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    webDir: resolve(value(env, 'TIENDA_WEB_DIR') ?? join(ROOT, 'dist', 'web')),
    publicOrigin,
    trustedProxies: integer(env, 'TIENDA_TRUSTED_PROXIES', 0, 10),
    drainDelayMs: integer(env, 'TIENDA_DRAIN_DELAY_MS', 0, 10 * 60_000),
    renderTimeoutMs: Math.max(1, integer(env, 'TIENDA_RENDER_TIMEOUT_MS', 10_000, 10 * 60_000)),
    ignored,
  };
}
