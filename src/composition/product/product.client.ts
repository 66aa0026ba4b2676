import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { ProductUseCases } from './product.on-demand';
import { PRODUCT_USE_CASES } from './product.tokens';

/**
 * `tienda.product`: what a product page does beyond loading itself (`tienda.catalog.loadProductPage`). The code
 * loads on the first call. Every call rejects with a UseCaseError (a catalogue cause, a Spanish `userMessage`)
 * after reporting it to `errors$`; input refused before a call makes no request.
 */
export interface ProductNamespace extends Calls<ProductUseCases> {}

/** The product feature's part of TiendaClient. */
export interface ProductClient {
  /** The product page's actions. */
  readonly product: ProductNamespace;
}

export function productClient(resolve: Resolve): ProductClient {
  return { product: onDemandCalls(resolve, PRODUCT_USE_CASES, {
      recommendations: true,
      deliveryEstimate: true,
      pickupOptions: true,
      joinWaitList: true,
      leaveWaitList: true,
      share: true,
      resolveShare: true,
      compare: true,
      importFromAmazon: true,
      requestBulkQuotation: true,
      reserveSeats: true,
    }) };
}
