/** Where the library persists the session and the cart id (the storage port's keys). */
export const STORAGE_KEYS = {
  session: 'tienda.session',
  cart: 'tienda.cart',
} as const;
