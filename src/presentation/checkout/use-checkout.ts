import type { CheckoutStoreState } from '../../usecases/checkout/checkout.store';
import type { TiendaClient } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

/** What the screens read before the library (and the checkout's code) has loaded. */
export const NO_CHECKOUT: CheckoutStoreState = {
  status: 'idle',
  checkout: null,
  preview: null,
  previewing: false,
  deliveryOptions: [],
  pickupOptions: [],
  paymentMethods: [],
  paymentOptions: [],
  installmentOptions: [],
  placing: false,
  stepUp: null,
  result: null,
  error: null,
};

/**
 * The checkout under way (`tienda.checkout.store`) and a way to call the
 * library once it has loaded: `run((c) => c.checkout.edit(…))`.
 * `ready` is false until the library has loaded in the browser.
 */
export function useCheckout() {
  const source = useClientSource();
  const client = useClient();
  const state = useStoreState(client?.checkout.store, NO_CHECKOUT);
  return {
    ...state,
    ready: client !== null,
    run: <T>(work: (client: TiendaClient) => Promise<T>): Promise<T> => source.get().then(work),
  };
}
