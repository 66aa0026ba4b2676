import type { ExclusiveLock } from '../../usecases/cart/offline-cart';

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
