/**
 * The browser's TiendaClient. This module (and the library with it) is
 * loaded on first need, after the page is interactive; see main.tsx.
 */
import { BrowserStorage, browserOfflineCart, browserRequestInfo, createTiendaClient, MemoryStorage, type KeyValueStorage, type TiendaClient } from '../../index';

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
  const storage = browserStorage();
  const client = createTiendaClient({
    environment: config.environment,
    apiRoot: config.apiRoot,
    storage,
    // The last cart and the changes made offline: this browser's own storage, as the session is.
    offlineCart: browserOfflineCart(storage),
    requestInfo: browserRequestInfo,
  });
  // A failure is reported through errors$ and the stores; the screens offer retries.
  // A signed-in shopper's start fails without a connection (the profile cannot load): the cart still loads,
  // which shows the shopper's saved cart offline.
  client
    .start()
    .catch(() => client.cart.get())
    .catch(() => undefined);
  return client;
}
