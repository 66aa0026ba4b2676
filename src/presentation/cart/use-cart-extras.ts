import type { RefObject } from 'react';
import type { Cart, ProductSummary } from '../../index';
import type { UserCoupon } from '../../domain/points/points';
import { useQuery } from '../shared/use-query';

/**
 * The cart screen's rows (cross-sell and «Para ti»), asked once per cart:
 * what the cart holds when they come (`cart`, the latest one), and what the
 * first row shows, are left out of both. A failure is two empty rows.
 */
export function useCartExtras(cartId: Cart['cart_id'], cart: RefObject<Cart>) {
  return useQuery(['cart', 'extras', cartId], (client) =>
    Promise.allSettled([client.cart.crossSell(), client.cart.forYou()]).then(
      ([crossSell, forYou]) => {
        const seen = new Set(cart.current.items.map((item) => item.product.public_sku));
        const pick = (answer: PromiseSettledResult<ProductSummary[]>) =>
          answer.status === 'fulfilled' && Array.isArray(answer.value)
            ? answer.value.filter((product) => {
                if (seen.has(product.public_sku)) return false;
                seen.add(product.public_sku);
                return true;
              })
            : [];
        return { crossSell: pick(crossSell), forYou: pick(forYou) };
      },
      () => ({ crossSell: [] as ProductSummary[], forYou: [] as ProductSummary[] }),
    ),
  );
}

const NO_COUPONS: UserCoupon[] = [];

/** A signed-in shopper's own coupons, as they apply to `cart` (asked again when its total changes; none for a guest or on failure). */
export function useCartCoupons(signedIn: boolean, cart: Cart): UserCoupon[] {
  const coupons = useQuery(
    signedIn ? ['points', 'coupons', cart.cart_id, cart.amount_sub_total] : null,
    (client) =>
      client.points.coupons().then(
        (found) => (Array.isArray(found) ? found : NO_COUPONS),
        () => NO_COUPONS,
      ),
    { keepPrevious: true },
  );
  return coupons.data ?? NO_COUPONS;
}
