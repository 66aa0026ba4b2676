import type { Cart } from '../../domain';
import { refusalOf, type AdjustChange, type OfflineCart, type PendingChange, type SavedCart } from './offline-cart';

// The offline queue across a sign-in (issue 25): loaded on demand, with the login, through shared/on-demand.ts.

/**
 * The visitor's queue as it stands for the account's cart: each quantity change or removal of a line of `visitor`
 * (their last cart from the server, on which the queued changes were made, in order) becomes the difference it made
 * to that line. A change of a line the visitor's cart does not show stays as it was (the server will refuse it, and
 * the refusal is shown); an already rebased one is kept.
 */
export function rebaseOnMerge(pending: readonly PendingChange[], visitor: Cart | null): PendingChange[] {
  const quantities = new Map((visitor?.items ?? []).map((item) => [item.item_id, item.quantity]));
  const skus = new Map((visitor?.items ?? []).map((item) => [item.item_id, item.product.public_sku]));
  return pending.map((change): PendingChange => {
    if (change.kind !== 'update' && change.kind !== 'remove') return change;
    const before = quantities.get(change.itemId);
    const sku = skus.get(change.itemId);
    if (before === undefined || sku === undefined) return change;
    const after = change.kind === 'update' ? change.quantity : 0;
    quantities.set(change.itemId, after);
    return { id: change.id, kind: 'adjust', itemId: change.itemId, sku, delta: after - before, title: change.title, sent: null };
  });
}

/** The merged line of product `sku` and the quantity a change of `delta` units leaves it (0: removed). */
function adjustTarget(cart: Cart, sku: string, delta: number): { cartId: string; itemId: string; quantity: number } | null {
  const line = cart.items.find((item) => item.product.public_sku === sku);
  return line ? { cartId: cart.cart_id, itemId: line.item_id, quantity: Math.max(0, line.quantity + delta) } : null;
}

/**
 * What the replay does with adjustment `change` against `cart`: settle it without a call (no line of its product to
 * change, `refused` when more were asked for; or nothing to change), or send `send`, the update or removal of the
 * merged line (`first`: not sent before, so `target` is written down before sending; a resend asks the same, once).
 */
export function planAdjust(
  cart: Cart,
  change: AdjustChange,
): { settle: true; refused: boolean } | { settle: false; send: PendingChange; target: { cartId: string; itemId: string; quantity: number }; first: boolean } {
  const resend = change.sent?.cartId === cart.cart_id ? change.sent : null;
  const target = resend ?? adjustTarget(cart, change.sku, change.delta);
  const gone = !target || (resend !== null && !cart.items.some((item) => item.item_id === resend.itemId));
  if (gone) return { settle: true, refused: change.delta > 0 };
  if (!resend && change.delta === 0) return { settle: true, refused: false };
  const { itemId, quantity } = target!;
  const send: PendingChange = quantity > 0 ? { id: change.id, kind: 'update', itemId, quantity, title: change.title } : { id: change.id, kind: 'remove', itemId, title: change.title };
  return { settle: false, send, target: target!, first: !resend };
}

/**
 * One step of the replay for adjustment `change` of `owner`'s queue against `cart`: settled without a call (the
 * saved queue answered), or the change to send, its target written down first when it was not sent before.
 */
export async function replayAdjust(offline: OfflineCart, owner: string, cart: Cart, change: AdjustChange): Promise<{ saved: SavedCart } | { send: PendingChange }> {
  const plan = planAdjust(cart, change);
  if (plan.settle) return { saved: await offline.settle(owner, change.id, plan.refused ? refusalOf(change, 'notFound', 'Ese producto ya no está en tu carrito.') : null) };
  if (plan.first) await offline.markSent(owner, change.id, plan.target);
  return { send: plan.send };
}
