import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { VendingUseCases } from './vending.on-demand';
import { VENDING_USE_CASES } from './vending.tokens';

/**
 * `tienda.vending`: vending machine views. Anyone can look; the code loads on the first call. To buy a slot's
 * product, `tienda.cart.add({ product: slot.product, quantity, vendingMachineSlotId: slot.id })`: the API
 * refuses a slot that is empty, sold out (REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY) or out of service (NOT_ALLOWED).
 */
export interface VendingNamespace extends Calls<VendingUseCases> {}

/** The vending feature's part of TiendaClient. */
export interface VendingClient {
  /** Vending machine views. */
  readonly vending: VendingNamespace;
}

export function vendingClient(resolve: Resolve): VendingClient {
  return { vending: onDemandCalls(resolve, VENDING_USE_CASES, {
      load: true,
      categories: true,
    }) };
}
