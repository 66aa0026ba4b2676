/**
 * The browser's TiendaClient. This module (and the library with it) is
 * loaded on first need, after the page is interactive; see main.tsx.
 */
import { BrowserStorage, browserOfflineCart, browserRequestInfo, browserStorageChanges, createTiendaClient, MemoryStorage, type KeyValueStorage, type StorageChanges, type TiendaClient } from '../../index';

/**
 * localStorage and the other tabs' changes to it, or memory (and no other tab to follow) where the browser refuses
 * it (some private modes throw on access).
 */
function browserStorage(): { storage: KeyValueStorage; otherTabs?: StorageChanges } {
  try {
    return { storage: new BrowserStorage(), otherTabs: browserStorageChanges() };
  } catch {
    return { storage: new MemoryStorage() };
  }
}

/** Creates the client and starts the shopper's session and cart in the background. */
export function createBrowserClient(config: { environment: TiendaClient['environment']; apiRoot: string }): TiendaClient {
  const { storage, otherTabs } = browserStorage();
  const client = createTiendaClient({
    environment: config.environment,
    apiRoot: config.apiRoot,
    storage,
    // A sign-in or sign-out in another tab is followed in this one (the session, the user and the cart).
    ...(otherTabs ? { otherTabs } : {}),
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
