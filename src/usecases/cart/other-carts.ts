import { UseCaseError, type Cart, type CartItem } from '../../domain';
import { keptApartAtLoginMessage, otherCartMessage } from '../../domain/cart/cart-messages';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartStore } from './cart.store';

/**
 * The shopper's other carts: finding the lines a login left in one, and
 * switching to one. CartService loads this module on first need (after a
 * login into an account with other carts, or on `cart.open`), and runs it
 * inside its queue.
 */
export interface OtherCartsContext {
  store: CartStore;
  repository: CartRepository;
  errors: ErrorHandler;
  /** Stores `cart` as the current cart's id. */
  remember(cart: Cart): Promise<void>;
  /** Causes that mean a cart is gone (CartService's own list). */
  lostCauses: readonly string[];
}

/** The most other carts looked into after a login for lines that did not come along (the API holds few per owner). */
const MAX_OTHER_CARTS_LOOKED_INTO = 10;

/**
 * Which lines of the anonymous cart did not come into `account`, and where
 * they are: one GET when the anonymous cart was kept apart whole (the
 * account cart lists it); otherwise, only when lines are missing, the other
 * carts, newest first. Names them in the store's `otherCart` and reports
 * NOT_ALLOWED with that Spanish message. Never fails.
 */
export async function findLinesLeftBehind(
  ctx: OtherCartsContext,
  before: Cart | null,
  anonymousId: string,
  account: Cart,
): Promise<void> {
  const keptWhole = account.user_cart_ids.includes(anonymousId);
  const inAccount = new Set(account.items.map((item) => item.product.public_sku));
  const missing = new Set((before?.items ?? []).map((item) => item.product.public_sku).filter((sku) => !inAccount.has(sku)));
  const candidates = keptWhole ? [anonymousId] : missing.size > 0 ? account.user_cart_ids.slice(0, MAX_OTHER_CARTS_LOOKED_INTO) : [];
  for (const cartId of candidates) {
    let other: Cart;
    try {
      other = await ctx.repository.get(cartId);
    } catch {
      continue; // a cart that went away meanwhile holds nothing to tell about
    }
    const items = keptWhole ? other.items : other.items.filter((item) => missing.has(item.product.public_sku));
    if (items.length === 0) continue;
    tellKeptApart(ctx, other.cart_id, items);
    return;
  }
}

function tellKeptApart(ctx: OtherCartsContext, cartId: string, items: readonly CartItem[]): void {
  const message = keptApartAtLoginMessage(items);
  ctx.store.setOtherCart({ cartId, items, keptApartAtLogin: true, message });
  ctx.errors.handle(
    new UseCaseError('NOT_ALLOWED', {
      apiMessage: message,
      description: 'Lines of the anonymous cart could not join the account cart and stayed in another cart',
      details: { cartId, skus: items.map((item) => item.product.public_sku) },
    }),
    'login',
  );
}

/** See CartService.open. */
export async function openOtherCart(ctx: OtherCartsContext, cartId: string): Promise<Cart> {
  const { store, errors } = ctx;
  const current = store.cart;
  if (current?.cart_id === cartId) return current;
  const known = store.getSnapshot().otherCart?.cartId === cartId || (current?.user_cart_ids.includes(cartId) ?? false);
  if (!known) {
    const failure = errors.handle(new UseCaseError('notFound', { apiMessage: 'Ese carrito no está entre los tuyos.' }), 'openCart');
    store.setError(failure);
    throw failure;
  }
  store.setUpdating();
  let opened: Cart;
  try {
    opened = await ctx.repository.get(cartId);
  } catch (error) {
    const failure = errors.handle(error, 'openCart');
    const gone = ctx.lostCauses.includes(failure.cause);
    if (gone && store.getSnapshot().otherCart?.cartId === cartId) store.setOtherCart(null);
    const shown = gone ? new UseCaseError(failure.cause, { apiMessage: 'Ese carrito ya no está disponible.', status: failure.status }) : failure;
    store.setError(shown);
    throw shown;
  }
  await ctx.remember(opened);
  store.setCart(opened);
  store.setOtherCart(
    current && current.items.length > 0
      ? { cartId: current.cart_id, items: current.items, keptApartAtLogin: false, message: otherCartMessage(current.items) }
      : null,
  );
  return opened;
}
