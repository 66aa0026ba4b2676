import type { Database } from '../../../local-api/db/database';
import { startLocalApi as startKitLocalApi, type LocalApiOptions, type RunningLocalApi } from '../../../local-api/kit';
import { createTiendaClient, MemoryStorage, UseCaseError, type KeyValueStorage, type Logger, type TiendaClient } from '../../../src/node';

/** The kit's running API, with SQLite's whole handle (some tests read its pragmas and file) and `stop()`. */
export interface RunningApi extends Omit<RunningLocalApi, 'db'> {
  readonly db: Database;
  stop(): Promise<void>;
}

/**
 * The real local API, in process, on an ephemeral port with a fresh temporary database: the test kit's
 * `startLocalApi()` (tienda/testing/local-api), which the package's consumers get too. Its passwords are hashed
 * with the kit's fast scrypt unless told otherwise: these tests are about the store, not the hash's cost; the
 * tests about the hash (tests/timing's equal login times) ask for the product's.
 */
export async function startLocalApi(options: Pick<LocalApiOptions, 'passwordHashing'> = {}): Promise<RunningApi> {
  const api = await startKitLocalApi({ passwordHashing: options.passwordHashing ?? 'fast' });
  // The kit types its database narrowly for consumers; it is better-sqlite3's own.
  return { ...api, db: api.db as Database, stop: () => api.close() };
}

export interface RecordedLog {
  level: string;
  message: string;
  context?: Record<string, unknown>;
}

/** A client against the running API, through the public entry point, with a recording logger. */
export function clientFor(
  api: RunningApi,
  options: { storage?: KeyValueStorage; requestInfo?: () => Record<string, string>; sleep?: (ms: number) => Promise<void> } = {},
): { client: TiendaClient; logs: RecordedLog[]; storage: KeyValueStorage } {
  const logs: RecordedLog[] = [];
  const logger: Logger = { log: (level, message, context) => logs.push({ level, message, ...(context ? { context } : {}) }) };
  const storage = options.storage ?? new MemoryStorage();
  const client = createTiendaClient({
    environment: 'local',
    apiRoot: api.apiRoot,
    storage,
    logger,
    ...(options.requestInfo ? { requestInfo: options.requestInfo } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return { client, logs, storage };
}

/** A client signed in as one of the demo accounts (all share the demo password unless another is given). */
export async function signedIn(api: RunningApi, email: string, password = 'Tienda123!'): Promise<TiendaClient> {
  const { client } = clientFor(api);
  await client.start();
  await client.session.login({ email, password });
  return client;
}

/** The UseCaseError a call ends with (anything else, or success, fails the test). */
export async function failureOf(promise: Promise<unknown>): Promise<UseCaseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UseCaseError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
