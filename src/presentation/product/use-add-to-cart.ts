import { useState } from 'react';
import { cartProductTypes, checkCartCompatibility, type CartCompatibility, type ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import { trackEvent } from '../tracking/track';

/** Where the product page's add stands: nothing yet, added (or queued until the connection returns), or refused. */
export type AddToCartOutcome = { kind: 'idle' } | { kind: 'added' | 'queued'; quantity: number } | { kind: 'failed'; error: unknown };

/**
 * The product page's «Agregar al carrito» view model for `product`: whether it may join the shopper's cart (spec
 * section 4, once the cart is known: compatible on the server, during hydration and before the library exists),
 * whether an add runs and how the last one went, `add`, which adds `quantity` through the cart use case (the form
 * ignores a press while `adding`, before it reads the quantity), and `preload`, a hint to start downloading the
 * library the add will need.
 */
export function useAddToCart(product: ProductSummary): {
  clash: CartCompatibility;
  adding: boolean;
  outcome: AddToCartOutcome;
  add(quantity: number): Promise<void>;
  preload(): void;
} {
  const source = useClientSource();
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<AddToCartOutcome>({ kind: 'idle' });
  const cart = useStoreState(useClient()?.cart.store, null)?.cart ?? null;
  const clash = checkCartCompatibility(cartProductTypes(cart), product.type);

  async function add(amount: number) {
    setAdding(true);
    setOutcome({ kind: 'idle' });
    try {
      const client = await source.get();
      await client.cart.add({ product, quantity: amount });
      trackEvent(client, 'add_to_cart', { sku: product.public_sku, quantity: amount });
      // Without a connection the add waits in the shopper's queue, sent when the connection returns.
      const queued = client.cart.store
        .getSnapshot()
        .pending.some((change) => change.kind === 'add' && change.product.public_sku === product.public_sku);
      setOutcome({ kind: queued ? 'queued' : 'added', quantity: amount });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setAdding(false);
    }
  }

  return { clash, adding, outcome, add, preload: source.preload };
}
