// The store's initial state (what the library reads before the checkout's code has loaded): as the checkout module does.
import { INITIAL } from '../../usecases/checkout/checkout.store';
import type { TiendaClient } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

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
