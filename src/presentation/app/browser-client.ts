/**
 * The browser's TiendaClient. This module (and the library with it) is
 * loaded on first need, after the page is interactive; see main.tsx.
 */
import { BrowserStorage, browserRequestInfo, createTiendaClient, MemoryStorage, type KeyValueStorage, type TiendaClient } from '../../index';

/** localStorage, or memory where the browser refuses it (some private modes throw on access). */
function browserStorage(): KeyValueStorage {
  try {
    return new BrowserStorage();
  } catch {
    return new MemoryStorage();
  }
}

/** Creates the client and starts the shopper's session and cart in the background. */
export function createBrowserClient(config: { environment: TiendaClient['environment']; apiRoot: string }): TiendaClient {
  const client = createTiendaClient({
    environment: config.environment,
    apiRoot: config.apiRoot,
    storage: browserStorage(),
    requestInfo: browserRequestInfo,
  });
  // A failure is reported through errors$ and the stores; the screens offer retries.
  client.start().catch(() => undefined);
  return client;
}
