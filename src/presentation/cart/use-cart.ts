import { useState } from 'react';
import type { CartState } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

const NO_CART: CartState = { status: 'idle', cart: null, updating: false, error: null, otherCart: null };

/**
 * The cart store plus the line changes the cart screen makes. Failures the
 * store does not hold (a quantity refused before any call) are kept here.
 * `ready` is false until the library has loaded in the browser.
 */
export function useCart() {
  const source = useClientSource();
  const client = useClient();
  const state = useStoreState(client?.cart.store, NO_CART);
  const [refused, setRefused] = useState<unknown>(null);
  const run = (work: (c: NonNullable<typeof client>) => Promise<unknown>) => {
    setRefused(null);
    return source
      .get()
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => setRefused(error),
      );
  };
  return {
    ...state,
    ready: client !== null,
    error: state.error ?? refused,
    setQuantity: (itemId: string, quantity: number) => run((c) => c.cart.update({ itemId, quantity })),
    remove: (itemId: string) => run((c) => c.cart.remove(itemId)),
    reload: () => run((c) => c.cart.get({ refresh: true })),
    /** Switches to another of the shopper's carts (the one kept apart at login, or one the cart lists). */
    open: (cartId: string) => run((c) => c.cart.open(cartId)),
  };
}
