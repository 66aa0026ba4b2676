import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../local-api/server';
import { createTiendaClient, MemoryStorage, UseCaseError, type KeyValueStorage, type Logger, type TiendaClient } from '../../../src/node';

export type RunningApi = Awaited<ReturnType<typeof startServer>> & { apiRoot: string; stop(): Promise<void> };

/** The real local API, in process, on an ephemeral port with a fresh temporary database. */
export async function startLocalApi(): Promise<RunningApi> {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-it-'));
  const server = await startServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true });
  return {
    ...server,
    apiRoot: `${server.url}/api/public`,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
