import type { AxiosAdapter } from 'axios';
import type { ApiRoots, BankAccountTypeOption, Environment, UseCaseError } from '../domain';
import type { ForwardedRequestInfo } from '../data/http/forwarded-headers';
import type { OfflineCartPorts } from '../usecases/cart/offline-cart';
import type { KeyValueStorage } from '../usecases/shared/key-value-storage';
import type { StorageChanges } from '../usecases/shared/storage-changes';
import type { Logger } from '../usecases/shared/logger';

/**
 * Everything a host decides about the library, passed to {@link createTiendaClient}. Only `environment`
 * is required.
 *
 * **Your own storage.** The session token and the cart id persist through the {@link KeyValueStorage}
 * port: three methods, synchronous or async. The library ships {@link MemoryStorage} (the default),
 * {@link BrowserStorage} (`localStorage`) and `FileStorage` (`tienda/node`). Any other store fits:
 *
 * ```ts
 * import AsyncStorage from '@react-native-async-storage/async-storage';
 * import { createTiendaClient, type KeyValueStorage } from 'tienda/core';
 *
 * const storage: KeyValueStorage = {
 *   getItem: (key) => AsyncStorage.getItem(`tienda:${key}`),
 *   setItem: (key, value) => AsyncStorage.setItem(`tienda:${key}`, value),
 *   removeItem: (key) => AsyncStorage.removeItem(`tienda:${key}`),
 * };
 * const tienda = createTiendaClient({ environment: 'prod', apiRoots: { prod: 'https://…/api/public' }, storage });
 * ```
 *
 * A method that throws (or rejects) does not break a use case: the failure is reported (logged, and on
 * `tienda.errors$`) as `storageReadFailed`, `storageWriteFailed` or `storageRemoveFailed`, and from then
 * on the client keeps its values in memory.
 *
 * **Your own logger.** Every log line goes through the {@link Logger} port; the default is a
 * {@link ConsoleLogger} at `info` in prod and test and `debug` otherwise. Pass `logger` to send lines
 * elsewhere, or to silence them:
 *
 * ```ts
 * const lines: string[] = [];
 * const tienda = createTiendaClient({
 *   environment: 'local',
 *   logger: { log: (level, message, context) => lines.push(`${level} ${message} ${JSON.stringify(context ?? {})}`) },
 * });
 * ```
 *
 * Any other binding (a repository, a fake for a test) is replaced through the second argument of
 * {@link createTiendaClient}: a map from a token of {@link TOKENS} to the value to use.
 */
export interface TiendaConfig {
  /** prod, staging, test or local. */
  environment: Environment;
  /** The API root to use, overriding the environment's (e.g. the UI's own origin + /api/public). */
  apiRoot?: string | null;
  /** Roots for the hosted environments, which have no fixed host in this code. test reuses staging. */
  apiRoots?: ApiRoots;
  /** Where the session and cart id persist. Default: in memory. */
  storage?: KeyValueStorage;
  /**
   * The cart offline (a browser): the shopper's last cart kept in this storage, changes made without a
   * connection queued there and sent in order when it returns. Default: none (the cart only works online).
   * The browser's adapters: `browserOfflineCart()`.
   */
  offlineCart?: OfflineCartPorts;
  /**
   * The other tabs of this browser that share `storage` (a browser: `browserStorageChanges()`): a sign-in or a
   * sign-out made in one of them is followed here (`FollowOtherTabsUseCase`), so the session, the user and the cart
   * stay the same in every tab. Default: none (one client per storage, as on a server or in Node).
   */
  otherTabs?: StorageChanges;
  /** Where log lines go. Default: the console, at info in prod and test and debug otherwise. */
  logger?: Logger;
  /**
   * Called with every failure, once, after it has been logged: the same errors as `tienda.errors$`, for a
   * shell that wants one callback (a toast, an error tracker) instead of a subscription. A callback that
   * throws is logged and ignored.
   */
  onError?: (error: UseCaseError) => void;
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
  /**
   * Answers the client's requests in this process instead of over the network: the API's own fetch handler, for a
   * server that runs beside its API (the store's server renderer with the local API, `npm start`). Ignored when
   * `adapter` is given.
   */
  fetchHandler?: (request: Request) => Promise<Response>;
  /** Tracking (tienda.tracking): on in a browser, off without `window` (the server renderer, Node); `enabled` overrides both. */
  tracking?: { enabled?: boolean };
  /**
   * The kinds of bank account a refund may go to, as the API spells them (`account_type` of a cancellation)
   * with their Spanish labels: the spec names the field, not its values. Default: the local API's
   * (`MONETARIA` «Monetaria», `AHORRO` «Ahorro») in the `local` environment, none elsewhere; with none, the
   * account type is neither asked nor sent. See `tienda.orders.bankAccountTypes`.
   */
  bankAccountTypes?: readonly BankAccountTypeOption[];
}

/** The local API's account types (local-api/orders/order-actions.ts ACCOUNT_TYPES): the `local` environment's default. */
export const LOCAL_API_BANK_ACCOUNT_TYPES: readonly BankAccountTypeOption[] = [
  { value: 'MONETARIA', label: 'Monetaria' },
  { value: 'AHORRO', label: 'Ahorro' },
];

/** The account types a client offers: the configured ones, else its environment's default. */
export function bankAccountTypesOf(config: Pick<TiendaConfig, 'environment' | 'bankAccountTypes'>): readonly BankAccountTypeOption[] {
  if (config.bankAccountTypes) return config.bankAccountTypes.filter((option) => typeof option?.value === 'string' && option.value.trim() !== '');
  return config.environment === 'local' ? LOCAL_API_BANK_ACCOUNT_TYPES : [];
}
