import type { Connectivity, OfflineCartPorts } from '../../usecases/cart/offline-cart';
import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';
import { webLock } from '../storage/browser-storage';

/**
 * navigator.onLine: the window's online/offline events, and a look every `everyMs` while someone listens. The
 * events do not always come, and navigator.onLine can say online while the store cannot be reached (a captive
 * portal, the server down, a page opened offline under Chromium's network emulation): each look while online is
 * told as `true` again, a chance for a cart that could not reach the server to try once more (CartService does
 * nothing then unless its cart is offline or changes wait).
 */
export function browserConnectivity(everyMs = 3000): Connectivity {
  const isOnline = () => globalThis.navigator?.onLine !== false;
  return {
    isOnline,
    subscribe(listener) {
      let last = isOnline();
      const changed = () => {
        const now = isOnline();
        if (now === last) return;
        last = now;
        listener(now);
      };
      const look = () => {
        last = isOnline();
        if (last) listener(true);
      };
      globalThis.addEventListener?.('online', changed);
      globalThis.addEventListener?.('offline', changed);
      const timer = globalThis.setInterval?.(look, everyMs);
      return () => {
        globalThis.removeEventListener?.('online', changed);
        globalThis.removeEventListener?.('offline', changed);
        if (timer !== undefined) globalThis.clearInterval(timer);
      };
    },
  };
}

/**
 * The browser's offline cart: the shopper's last cart and their queued changes in `storage` (localStorage: the
 * shopper's own, never the service worker's shared caches), the connection from navigator.onLine, and a Web Lock.
 */
export function browserOfflineCart(storage: KeyValueStorage): OfflineCartPorts {
  // The Web Lock this browser's tabs of the store share, so two of them never send the same queued change.
  const lock = webLock('tienda-cart-replay');
  return { storage, connectivity: browserConnectivity(), ...(lock ? { lock } : {}) };
}
