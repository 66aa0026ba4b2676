// The store's initial state (what the library reads before the checkout's code has loaded): as the checkout module does.
import { INITIAL } from '../../usecases/checkout/checkout.store';
import type { TiendaClient } from '../../index';
import type { PickupLocation } from '../../usecases/addresses/pickup-location';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';
import { memory } from './steps';

/**
 * The checkout under way (`tienda.checkout.store`) and a way to call the
 * library once it has loaded: `run((c) => c.checkout.edit(…))`.
 * `ready` is false until the library has loaded in the browser.
 */
export function useCheckout() {
  const source = useClientSource();
  const client = useClient();
  const state = useStoreState(client?.checkout.store, INITIAL);
  return {
    ...state,
    ready: client !== null,
    /** Runs `work` with the client once the library has loaded. */
    run: <T>(work: (client: TiendaClient) => Promise<T>): Promise<T> => source.get().then(work),
  };
}

/** The checkout under way is this cart's, unchanged: keep it (and every choice) rather than start over. */
function canResume(client: TiendaClient): boolean {
  const checkout = client.checkout.store.getSnapshot().checkout;
  const cart = client.cart.store.getSnapshot().cart;
  if (!checkout || !cart || String(checkout.cartId) !== String(cart.cart_id) || checkout.cartItems.length !== cart.items.length) return false;
  return cart.items.every((item) => checkout.cartItems.some((line) => line.item_id === item.item_id && line.quantity === item.quantity));
}

/**
 * `/pagar`'s start: keeps the checkout under way when it is this cart's, else
 * starts one (forgetting the last step). `preload` starts beside it (the steps' chunk).
 */
export function useCheckoutStart(preload: () => void) {
  return useQuery(['checkout', 'start'], async (client) => {
    preload();
    if (!canResume(client)) {
      memory.last = null;
      await client.checkout.start();
    }
    return true;
  });
}

/** The invoice step's saved NITs, into `tienda.addresses.store` (the step reads them there); the status says whether they came. */
export function useTaxIdsLoad() {
  return useQuery(['addresses', 'taxIds'], (client) => client.addresses.listTaxIds());
}

/**
 * The pickup step's options (into the checkout's store) and their places' details (hours, parking; none when
 * those fail). `onError` hears a failure of the options.
 */
export function usePickupLocations(onError: (error: unknown) => void) {
  return useQuery(['checkout', 'pickupOptions'], (client, signal) =>
    Promise.all([client.checkout.loadPickupOptions(), client.addresses.listPickupLocations().catch(() => [] as PickupLocation[])]).then(
      ([, found]) => found,
      (error: unknown) => {
        if (!signal.aborted) onError(error);
        throw error;
      },
    ),
  );
}

/** The payment methods for the checkout as `key` describes it (where it goes, its total): asked again when that changes. */
export function usePaymentOptions(key: string | null) {
  return useQuery(key === null ? null : ['checkout', 'paymentOptions', key], (client) => client.checkout.loadPaymentOptions());
}

/** A signed-in shopper's saved cards, into `tienda.payments.cards` (a failure leaves the new card form). */
export function useSavedCardsLoad(signedIn: boolean) {
  return useQuery(signedIn ? ['payments', 'cards'] : null, (client) => client.payments.listCards().catch(() => undefined));
}

/** The installment plans of the bank of the card starting with `bin`, for `cents` (none until there is a card). */
export function useInstallmentOptions(bin: string | null, cents: number) {
  return useQuery(bin ? ['checkout', 'installments', bin, cents] : null, (client) => client.checkout.loadInstallmentOptions(bin ?? ''));
}
