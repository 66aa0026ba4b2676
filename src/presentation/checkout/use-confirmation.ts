import { useEffect } from 'react';
import type { CreateOrderResult } from '../../usecases/checkout/checkout.store';
import { useClient } from '../app/tienda-context';
import { trackPurchase } from '../tracking/track';
import { useCheckout } from './use-checkout';

/** The confirmation's data (see `useConfirmation`). */
export interface ConfirmationView {
  /** The order just placed (its number, the order call's answer, the order), or null when there is none here (the page reloaded). */
  result: CreateOrderResult | null;
  /** False until the library has loaded in the browser. */
  ready: boolean;
}

/**
 * `/pagar/listo`'s view model: the order just placed (the checkout's last
 * result), which counts as a purchase (tracking: fire-and-forget, once per order).
 */
export function useConfirmation(): ConfirmationView {
  const { result, ready } = useCheckout();
  const client = useClient();
  const placed = result?.orderNumber ?? null;
  useEffect(() => {
    if (placed) trackPurchase(client, placed);
  }, [placed, client]);
  return { result, ready };
}
