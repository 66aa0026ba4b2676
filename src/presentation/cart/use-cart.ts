import { useState, useSyncExternalStore } from 'react';
import { useTienda } from '../app/tienda-context';

/**
 * The cart store plus the line changes the cart screen makes. Failures the
 * store does not hold (a quantity refused before any call) are kept here.
 */
export function useCart() {
  const client = useTienda();
  const state = useSyncExternalStore(client.stores.cart.subscribe, client.stores.cart.getSnapshot);
  const [refused, setRefused] = useState<unknown>(null);
  const run = (work: () => Promise<unknown>) => {
    setRefused(null);
    return work().then(
      () => undefined,
      (error: unknown) => setRefused(error),
    );
  };
  return {
    ...state,
    error: state.error ?? refused,
    setQuantity: (itemId: string, quantity: number) => run(() => client.updateCartItem.execute({ itemId, quantity })),
    remove: (itemId: string) => run(() => client.removeCartItem.execute(itemId)),
    reload: () => run(() => client.getCart.execute({ refresh: true })),
  };
}
