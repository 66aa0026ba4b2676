import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';
import type { StorageChanges } from '../../usecases/shared/storage-changes';
import type { ExclusiveLock } from '../../usecases/cart/offline-cart';

/** window.localStorage (or another Web Storage). Throws when it is unavailable, as in private modes. */
export class BrowserStorage implements KeyValueStorage {
  /**
   * @param storage - the Web Storage to use; `globalThis.localStorage` by default (pass `sessionStorage` to forget on tab close).
   */
  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {}
  private get target(): Storage {
    if (!this.storage) throw new Error('localStorage is not available');
    return this.storage;
  }
  /** The value under `key`, or null; throws when the Web Storage is unavailable. */
  getItem(key: string): string | null {
    return this.target.getItem(key);
  }
  /** Stores `value` under `key`; throws when the Web Storage is unavailable or full. */
  setItem(key: string, value: string): void {
    this.target.setItem(key, value);
  }
  /** Forgets `key`; throws when the Web Storage is unavailable. */
  removeItem(key: string): void {
    this.target.removeItem(key);
  }
}

interface LockManager {
  request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/**
 * A Web Lock named `name`, shared by this browser's tabs of the store: work run under it never runs beside another
 * tab's work under the same name. Undefined where the browser has no Web Locks (or there is no browser).
 */
export function webLock(name: string): ExclusiveLock | undefined {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return undefined;
  return { run: (work) => locks.request(name, work) };
}

/** The name of the Web Lock a tab holds while it creates an anonymous session (StorageChanges.exclusive). */
export const SESSION_LOCK = 'tienda-session';

/**
 * The other tabs' changes to `storage` (localStorage by default): the window's `storage` event, which a browser
 * fires in every other tab of the same origin that shares that storage. None where there is no window. The tabs
 * create an anonymous session one at a time (a Web Lock, where the browser has them).
 */
export function browserStorageChanges(storage: Storage | undefined = globalThis.localStorage): StorageChanges {
  const lock = webLock(SESSION_LOCK);
  return {
    subscribe(listener) {
      const changed = (event: StorageEvent) => {
        if (event.storageArea === storage) listener(event.key);
      };
      globalThis.addEventListener?.('storage', changed);
      return () => globalThis.removeEventListener?.('storage', changed);
    },
    ...(lock ? { exclusive: lock.run } : {}),
  };
}
