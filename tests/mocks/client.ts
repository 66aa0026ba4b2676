import { clientFrom, CompositionRoot, MemoryStorage, TOKENS, UseCaseError, type Token, type TiendaConfig } from '../../src';
import type { ApiClient } from '../../src/data/http/api-client';
import type { KeyValueStorage } from '../../src/usecases/shared/key-value-storage';
import { STORAGE_KEYS, type ResilientStorage } from '../../src/usecases/shared/resilient-storage';
import { RecordingLogger, RecordingSleep } from './doubles';
import { API } from './server';

export interface TestClientOptions extends Partial<TiendaConfig> {
  overrides?: Map<Token, unknown>;
}

/**
 * A Tienda client wired exactly as createTiendaClient wires it, against the
 * msw API root, with a recording logger and sleep, and every reported error
 * collected in `errors`.
 */
export function makeClient(options: TestClientOptions = {}) {
  const { overrides, ...config } = options;
  const logger = new RecordingLogger();
  const sleep = new RecordingSleep();
  const storage: KeyValueStorage = config.storage ?? new MemoryStorage();
  const root = new CompositionRoot().assemble(
    { environment: 'local', apiRoot: API, logger, sleep: sleep.fn, ...config, storage },
    overrides,
  );
  const client = clientFrom(root);
  const errors: UseCaseError[] = [];
  client.errors$.subscribe((error) => errors.push(error));
  return {
    client,
    root,
    logger,
    sleep,
    storage,
    errors,
    api: root.get<ApiClient>(TOKENS.ApiClient),
    resilientStorage: root.get<ResilientStorage>(TOKENS.Storage),
  };
}

/** Writes a persisted session, as an earlier run would have left it. */
export function storedSession(storage: KeyValueStorage, session: { token: string; isUser: boolean; first_name?: string; email?: string }) {
  return storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}

/** Writes a persisted cart id, as an earlier run would have left it. */
export function storedCart(storage: KeyValueStorage, cartId: string, owner = 'anonymous') {
  return storage.setItem(STORAGE_KEYS.cart, JSON.stringify({ cartId, owner }));
}

export function readStored(storage: MemoryStorage, key: keyof typeof STORAGE_KEYS): unknown {
  const raw = storage.getItem(STORAGE_KEYS[key]);
  return raw == null ? null : JSON.parse(raw);
}

/** Awaits a promise that must reject, and returns what it rejected with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/**
 * Awaits a promise that must reject with a UseCaseError (never an AxiosError
 * or a ZodError) and returns that error for further checks.
 */
export async function failureOf(promise: Promise<unknown>): Promise<UseCaseError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof UseCaseError)) {
    throw new Error(`expected a UseCaseError, got ${(error as Error)?.constructor?.name}: ${String(error)}`);
  }
  return error;
}

/** A client whose session was restored from storage (anon-1), so catalogue tests see no session calls. */
export async function anonymousClient() {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: 'anon-1', isUser: false });
  const { client } = makeClient({ storage });
  await client.session.start();
  return client;
}
