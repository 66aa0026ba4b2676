import type { Cart, CartItem } from '../../domain';
import { describeCartLines } from '../../domain/cart/cart-messages';

/** What a login changed in the cart: the lines the shopper brought, as the account's cart now holds them. */
export interface LoginMerge {
  /** Lines of the cart the shopper was filling that joined the account's cart as new lines. */
  added: readonly CartItem[];
  /** Lines whose product the account's cart held already: the line now, and how many the shopper brought. */
  combined: readonly { item: CartItem; brought: number }[];
  /** Lines the account's cart held before, untouched. */
  alreadyThere: readonly CartItem[];
  /** One Spanish sentence per kind of change. */
  messages: readonly string[];
}

/**
 * What a login's merge changed, told from the cart the shopper was filling
 * (`before`) and the account's cart the server answered. Nothing when no
 * line met another: the cart simply became the account's, or its lines all
 * stayed apart (the other-cart notice tells those). A line whose quantity
 * changed met the account's line of that product; one as it was is new there.
 */
export function describeLoginMerge(before: Cart | null, account: Cart): LoginMerge | null {
  if (!before || before.items.length === 0 || before.cart_id === account.cart_id) return null;
  const brought = new Map(before.items.map((item) => [item.product.public_sku, item.quantity]));
  const added: CartItem[] = [];
  const combined: { item: CartItem; brought: number }[] = [];
  const alreadyThere: CartItem[] = [];
  for (const item of account.items) {
    const quantity = brought.get(item.product.public_sku);
    if (quantity === undefined) alreadyThere.push(item);
    else if (quantity === item.quantity) added.push(item);
    else combined.push({ item, brought: quantity });
  }
  // Nothing met: the cart became the account's as it was, or its lines all stayed apart (otherCart tells those).
  if (combined.length === 0 && (added.length === 0 || alreadyThere.length === 0)) return null;
  const messages = [
    ...combined.map(({ item }) => `Sumamos las cantidades de «${item.product.title}»: ahora llevas ${item.quantity}.`),
    ...(added.length > 0 ? [`Agregamos ${describeCartLines(added)}.`] : []),
    ...(alreadyThere.length > 0
      ? [`${alreadyThere.length === 1 ? 'Ya estaba' : 'Ya estaban'} en tu cuenta: ${describeCartLines(alreadyThere)}.`]
      : []),
  ];
  return { added, combined, alreadyThere, messages };
}
