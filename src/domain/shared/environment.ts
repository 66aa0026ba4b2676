/** The environments a client can be created for. */
export const ENVIRONMENTS = ['prod', 'staging', 'test', 'local'] as const;
/** One of {@link ENVIRONMENTS}: `prod`, `staging`, `test` or `local` (the bundled local API). */
export type Environment = (typeof ENVIRONMENTS)[number];

/** The API root of the local environment (the bundled local API). */
export const LOCAL_API_ROOT = 'http://localhost:9004/api/public';
/** The path under which every environment serves the public API. */
export const PUBLIC_API_PATH = '/api/public';

/** The levels of a log line, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Spec section 9: info in prod and test, debug otherwise. */
export function logLevelFor(environment: Environment): LogLevel {
  return environment === 'prod' || environment === 'test' ? 'info' : 'debug';
}

/** The HTTP timeout default: none (0). */
export const DEFAULT_HTTP_TIMEOUT_MS = 0;

/** Roots configured for the hosted environments; they have no fixed host in this code. */
export interface ApiRoots {
  prod?: string | null;
  staging?: string | null;
}

/** Whether `value` names an environment. */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The API root for an environment. prod and staging use their configured
 * root; test reuses staging's; local uses localhost:9004 unless `override`
 * says otherwise (the web UI served by the local API passes its own origin).
 */
export function resolveApiRoot(environment: Environment, roots: ApiRoots = {}, override?: string | null): string {
  const root =
    override ||
    (environment === 'local'
      ? LOCAL_API_ROOT
      : environment === 'prod'
        ? roots.prod
        : roots.staging);
  if (!root)
    throw new Error(
      `No API root is configured for the ${environment} environment: pass apiRoot (or apiRoots.${environment === 'prod' ? 'prod' : 'staging'}).`,
    );
  return root.replace(/\/+$/, '');
}
