import { useState } from 'react';
import type { CartState, Dedication, ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

const NO_CART: CartState = { status: 'idle', cart: null, updating: false, error: null, otherCart: null, loginMerge: null, offline: false, pending: [], refusals: [] };

/** What a line change came to: nothing (it went through), or the failure to show beside the line. */
export type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * The cart store plus the changes the cart screen makes. Failures the store
 * does not hold (a quantity refused before any call) are kept here; line
 * changes hand their failure back instead, for the line to show.
 * `ready` is false until the library has loaded in the browser.
 */
export function useCart() {
  const source = useClientSource();
  const client = useClient();
  const state = useStoreState(client?.cart.store, NO_CART);
  const [refused, setRefused] = useState<unknown>(null);
  const attempt = (work: (c: NonNullable<typeof client>) => Promise<unknown>): Promise<Outcome> =>
    source
      .get()
      .then(work)
      .then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, error }),
      );
  const run = (work: (c: NonNullable<typeof client>) => Promise<unknown>) => {
    setRefused(null);
    return attempt(work).then((outcome) => {
      if (!outcome.ok) setRefused(outcome.error);
      return outcome;
    });
  };
  return {
    ...state,
    ready: client !== null,
    error: state.error ?? refused,
    /** Changes a line's quantity (0 removes it); the outcome is the line's to show. */
    setQuantity: (itemId: string, quantity: number) => attempt((c) => c.cart.update({ itemId, quantity })),
    /** Removes a line; the outcome is the line's to show. */
    remove: (itemId: string) => attempt((c) => c.cart.remove(itemId)),
    /** Puts a removed line back (undo). */
    add: (product: ProductSummary, quantity: number) => attempt((c) => c.cart.add({ product, quantity })),
    /** Fetches the cart again; a failure shows as `error`. */
    reload: () => run((c) => c.cart.get({ refresh: true })),
    /** Switches to another of the shopper's carts (the one kept apart at login, or one the cart lists). */
    open: (cartId: string) => run((c) => c.cart.open(cartId)),
    /** A coupon or gift card typed in the one field (the library tells them apart by format). */
    applyCode: (text: string) => attempt((c) => c.cart.applyCode(text)),
    /** Removes an applied coupon or gift card. */
    removeCode: (code: string) => attempt((c) => c.cart.removeCode(code)),
    /** A line's gift wrap option, or none with null. */
    setGiftWrap: (itemId: string, giftWrapOptionId: string | number | null) => attempt((c) => c.cart.setGiftWrap({ itemId, giftWrapOptionId })),
    /** A digital or gift card line's dedication, or none with null. */
    setDedication: (itemId: string, dedication: Partial<Dedication> | null) => attempt((c) => c.cart.setDedication({ itemId, dedication })),
    /** Forgets a refusal of a change made offline, once read. */
    dismissRefusal: (id: string) => attempt((c) => c.cart.dismissRefusal(id)),
    /** The shopper has read what the login changed. */
    dismissLoginMerge: () => client?.cart.store.dismissLoginMerge(),
  };
}
