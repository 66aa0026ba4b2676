/** Where the library persists the session and the cart id (the storage port's keys). */
export const STORAGE_KEYS = {
  session: 'tienda.session',
  cart: 'tienda.cart',
  /** The shopper's last cart and the changes queued offline (offline-cart.ts): this browser's own storage only. */
  offlineCart: 'tienda.cart.offline',
} as const;
