import type { CartItem } from './cart';

/**
 * What a shopper reads about lines in another of their carts. Not re-exported
 * by the domain's index: the client loads it with the code that needs it
 * (after a login that left lines apart, or on opening another cart).
 */
/** Lines a message names at most; the rest are counted ("y 3 más"). */
const NAMED_LINES = 5;

/** «Title» for one unit, «Title» (×3) for more, joined as Spanish lists are: «A», «B» y «C». */
export function describeCartLines(items: readonly Pick<CartItem, 'quantity' | 'product'>[]): string {
  const named = items
    .slice(0, NAMED_LINES)
    .map((item) => `«${item.product.title}»${item.quantity > 1 ? ` (×${item.quantity})` : ''}`);
  const rest = items.length - named.length;
  if (rest > 0) named.push(`${rest} ${rest === 1 ? 'producto' : 'productos'} más`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} y ${named[named.length - 1]}`;
}

/**
 * What a shopper reads when, at login, lines of the cart they were filling
 * could not join their account's cart (spec section 4: kinds that do not mix)
 * and stayed in another cart of theirs.
 */
export function keptApartAtLoginMessage(items: readonly Pick<CartItem, 'quantity' | 'product'>[]): string {
  const one = items.length === 1;
  return one
    ? `Al ingresar, este producto quedó guardado en otro carrito, porque no se puede combinar con los del carrito de tu cuenta: ${describeCartLines(items)}.`
    : `Al ingresar, estos productos quedaron guardados en otro carrito, porque no se pueden combinar con los del carrito de tu cuenta: ${describeCartLines(items)}.`;
}

/** What a shopper reads about the cart they just left for another of theirs. */
export function otherCartMessage(items: readonly Pick<CartItem, 'quantity' | 'product'>[]): string {
  return `Tu otro carrito tiene ${describeCartLines(items)}.`;
}
