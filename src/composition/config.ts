import type { AxiosAdapter } from 'axios';
import type { ApiRoots, Environment } from '../domain';
import type { ForwardedRequestInfo } from '../data/http/forwarded-headers';
import type { KeyValueStorage } from '../usecases/shared/key-value-storage';
import type { Logger } from '../usecases/shared/logger';

/** Everything a host decides about the library. Only `environment` is required. */
export interface TiendaConfig {
  /** prod, staging, test or local. */
  environment: Environment;
  /** The API root to use, overriding the environment's (e.g. the UI's own origin + /api/public). */
  apiRoot?: string | null;
  /** Roots for the hosted environments, which have no fixed host in this code. test reuses staging. */
  apiRoots?: ApiRoots;
  /** Where the session and cart id persist. Default: in memory. */
  storage?: KeyValueStorage;
  /** Where log lines go. Default: the console, at info in prod and test and debug otherwise. */
  logger?: Logger;
  /** Facts about the shopper's request to forward (user agent, referrer, client IP). */
  requestInfo?: () => ForwardedRequestInfo | null | undefined;
  /** HTTP timeout in ms; 0 (the default) means none. */
  timeoutMs?: number;
  /** Randomness for banner pinning; Math.random by default. */
  random?: () => number;
  /** How the client waits before a rate-limit retry; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** A custom axios adapter. */
  adapter?: AxiosAdapter;
  /** Tracking (tienda.tracking): on in a browser, off without `window` (the server renderer, Node); `enabled` overrides both. */
  tracking?: { enabled?: boolean };
}
