/*
 * What an order holds, and how it gives it back (issue 23). Placing an order
 * takes units off the shelf, ties the event seats of its cart to it, spends
 * gift-card balance (order_discounts keeps each card's share, kind GIFT_CARD)
 * and marks the shopper's personal coupons used (a coupon bought with points
 * is one of these: its points come back as the coupon, usable again).
 *
 * - cancelOrder gives all of it back, once: the shopper's cancel, the payment
 *   deadline (expireDueOrders) and the deletion of an account all go through
 *   it. It is one transaction guarded by `cancelled_at IS NULL`, so a second
 *   or concurrent call finds the order cancelled and returns nothing.
 * - removeOutOfStock gives back the gift-card share the missing units no
 *   longer need (last card applied first); the missing units themselves were
 *   never on the shelf and do not come back. order_discounts then holds what
 *   each card still pays, so a later cancellation returns exactly the rest.
 *
 * What came back is kept in the order's `cancellation` record as `returned`
 * ({gift_cards: [{number, amount_cents}], coupons, units: [{product_id,
 * quantity}], seats}), beside the money `refund` (null when nothing was paid
 * in money) and the `cause`.
 */
import { NO_SHIPPING_TYPES } from '../cart/cart-service';
import type { AppDeps } from '../http/context';
import { cancellationCause, CANCELLED_STEP, isCancelEnabled, notifyCancelled, type CancellationCause } from './lifecycle';
import { findOrderById, type OrderItemRow, type OrderRow } from './order-store';
import {
  clearPaymentDue,
  creditGiftCard,
  deleteOrderItem,
  freeUsedCoupon,
  listGiftCardShares,
  listOrderCouponCodes,
  listOrderItemQuantities,
  listOrdersPastPaymentDue,
  listSoldSeatIds,
  lowerOrderDiscount,
  markOrderCancelled,
  productTypesAndWeights,
  restockProduct,
  saveOrderAmounts,
  scaleOrderCoupons,
  setRemainingOrderItem,
} from './release-store';
import { isUnpaidStatus } from './payment-deadline';
import { releaseOrderSeats } from '../product/seats';
import { deleteCartHolds } from '../product/seat-store';

export type { CancellationCause } from './lifecycle';

/** What an order gave back, as its cancellation record keeps it. */
export interface Returned {
  gift_cards: { number: string; amount_cents: number }[];
  coupons: string[];
  units: { product_id: number; quantity: number }[];
  seats: string[];
}

export interface CancelRequest {
  cause: CancellationCause;
  /** The shopper's words, or the store's ("Venció el plazo de pago."). */
  reason: string;
  /** Where money already paid goes back (POST /order/{n}/cancel's refund_type and bank account); null: nothing paid in money. */
  refund?: Record<string, unknown> | null;
}

export type CancelOutcome =
  | { cancelled: true; order: OrderRow; returned: Returned }
  /** Nothing happened: already cancelled, shipped (or ready for pickup, or delivered), or, for PAYMENT_EXPIRED, paid or not yet due. */
  | { cancelled: false; order: OrderRow | undefined; why: 'NOT_FOUND' | 'ALREADY_CANCELLED' | 'SHIPPED' | 'NOT_DUE' };

const readOrder = (deps: AppDeps, orderId: number) => findOrderById(deps.db, orderId);

/**
 * Gives back, to each gift card, what it pays for the order beyond `keepCents` in all (0: everything), the
 * last card applied first; order_discounts then says what each card still pays. The caller holds the transaction.
 */
function returnGiftCards(deps: AppDeps, orderId: number, keepCents: number): Returned['gift_cards'] {
  const shares = listGiftCardShares(deps.db, orderId);
  let excess = shares.reduce((sum, share) => sum + share.amount_cents, 0) - Math.max(0, keepCents);
  const returned: Returned['gift_cards'] = [];
  for (const share of shares) {
    if (excess <= 0) break;
    const back = Math.min(share.amount_cents, excess);
    lowerOrderDiscount(deps.db, share.id, back);
    if (!creditGiftCard(deps.db, share.code, back))
      deps.log('warn', 'Una tarjeta de regalo de un pedido ya no existe: su parte no se pudo devolver.', { order_id: orderId, amount_cents: back });
    returned.unshift({ number: share.code, amount_cents: back });
    excess -= back;
  }
  return returned;
}

/** The order's personal coupons (its owner's, marked used by it) become usable again. */
function returnCoupons(deps: AppDeps, row: OrderRow): string[] {
  return listOrderCouponCodes(deps.db, row.id).filter((code) => freeUsedCoupon(deps.db, code, row.user_id));
}

/** Each line's units back on the shelf, but those marked missing (quantity_out_of_stock): they were never there. */
function returnUnits(deps: AppDeps, row: OrderRow): Returned['units'] {
  const items = listOrderItemQuantities(deps.db, row.id);
  const units: Returned['units'] = [];
  for (const item of items) {
    const quantity = item.quantity - Math.min(item.quantity, Math.max(0, item.quantity_out_of_stock));
    if (quantity <= 0) continue;
    restockProduct(deps.db, item.product_id, quantity);
    units.push({ product_id: item.product_id, quantity });
  }
  return units;
}

/** The event seats the order bought (stored SOLD with it, product/seats.ts) become free, as does any hold its cart kept. */
function releaseSeats(deps: AppDeps, row: OrderRow): string[] {
  const seats = listSoldSeatIds(deps.db, row.id);
  releaseOrderSeats(deps.db, row.id);
  deleteCartHolds(deps.db, row.cart_id);
  return seats;
}

/**
 * Cancels order `orderId` and gives back everything it still holds: each gift card's share, its personal
 * coupons, its units (all but those marked missing), its event seats. At most once: an order already cancelled
 * (or shipped) is left as it is, and nothing is given back twice, whoever calls and however often. A
 * PAYMENT_EXPIRED request cancels only an order still unpaid past its deadline. Records the cancellation
 * ({reason, cause, refund, returned}, and the earlier out-of-stock removal's record as `removal`) and notifies
 * the shopper (not for ACCOUNT_DELETED). Its own transaction, or a savepoint of the caller's.
 */
export function cancelOrder(deps: AppDeps, orderId: number, request: CancelRequest): CancelOutcome {
  return deps.db
    .transaction((): CancelOutcome => {
      const row = readOrder(deps, orderId);
      if (!row) return { cancelled: false, order: undefined, why: 'NOT_FOUND' };
      if (row.cancelled_at) return { cancelled: false, order: row, why: 'ALREADY_CANCELLED' };
      if (!isCancelEnabled(row)) return { cancelled: false, order: row, why: 'SHIPPED' };
      const now = deps.now();
      if (request.cause === 'PAYMENT_EXPIRED') {
        const due = row.payment_due_at !== null && Date.parse(row.payment_due_at) <= now.getTime();
        if (!due || !isUnpaidStatus(row.payment_status)) return { cancelled: false, order: row, why: 'NOT_DUE' };
      }
      const returned: Returned = {
        gift_cards: returnGiftCards(deps, row.id, 0),
        coupons: returnCoupons(deps, row),
        units: returnUnits(deps, row),
        seats: releaseSeats(deps, row),
      };
      const removal = row.cancellation ? (JSON.parse(row.cancellation) as unknown) : null;
      const record = { reason: request.reason, cause: request.cause, refund: request.refund ?? null, returned, ...(removal ? { removal } : {}) };
      // An expired order was cancelled at its deadline, however late the sweep came by.
      const stamp = request.cause === 'PAYMENT_EXPIRED' ? row.payment_due_at! : now.toISOString();
      const changed = markOrderCancelled(deps.db, row.id, CANCELLED_STEP, stamp, JSON.stringify(record));
      // Read and written in one transaction: only a bug elsewhere gets here, and it rolls everything back.
      if (!changed) throw new Error(`cancelOrder: order ${row.order_number} changed during its cancellation`);
      if (request.cause !== 'ACCOUNT_DELETED') notifyCancelled(deps, row, request.cause);
      return { cancelled: true, order: readOrder(deps, row.id)!, returned };
    })
    .immediate();
}

/** The most orders one sweep expires (the rest wait for the next one, a minute later at most). */
export const EXPIRY_BATCH = 200;

/**
 * Cancels every order still unpaid past its payment deadline (cancelOrder, cause PAYMENT_EXPIRED), oldest
 * deadline first; answers their numbers. Cheap when none is due (one indexed read): the order routes, checkout,
 * the payment pages, POST /dev/clock and the server's timer (createApp's expirySweep) all run it. A deadline left
 * on an order that got paid by a path that did not clear it is cleared here.
 */
export function expireDueOrders(deps: AppDeps): string[] {
  const due = listOrdersPastPaymentDue(deps.db, deps.now().toISOString(), EXPIRY_BATCH);
  const expired: string[] = [];
  for (const order of due) {
    const outcome = cancelOrder(deps, order.id, { cause: 'PAYMENT_EXPIRED', reason: 'Venció el plazo de pago.' });
    if (outcome.cancelled) expired.push(order.order_number);
    else if (outcome.why !== 'NOT_DUE' || (outcome.order && !isUnpaidStatus(outcome.order.payment_status)))
      clearPaymentDue(deps.db, order.id);
  }
  return expired;
}

/** What a payment of a cancelled order is told (400 NOT_ALLOWED). */
export function cancelledOrderMessage(row: Pick<OrderRow, 'order_number' | 'cancellation'>): string {
  return cancellationCause(row) === 'PAYMENT_EXPIRED'
    ? `Tu pedido ${row.order_number} se canceló porque venció el plazo para pagarlo. Vuelve a hacer tu pedido.`
    : `Tu pedido ${row.order_number} está cancelado: ya no se puede pagar.`;
}

/**
 * The order's amounts once its out-of-stock units are gone: lines, gift wrap
 * (per unit), weight and units from what is left; the coupons' discount in
 * proportion to the remaining sub total (it was computed on the lines); the
 * gift card at most what is left to pay; shipping refunded when nothing left
 * needs shipping, never raised (the store's missing stock does not cost the
 * shopper a free-shipping threshold). Whatever was paid beyond the new total
 * is the refund.
 */
export function withoutOutOfStock(deps: AppDeps, row: OrderRow, items: OrderItemRow[]) {
  const remaining = items
    .map((i) => ({ item: i, quantity: i.quantity - Math.min(i.quantity, i.quantity_out_of_stock) }))
    .filter((l) => l.quantity > 0);
  const products = new Map(
    productTypesAndWeights(
      deps.db,
      items.map((i) => i.product_id),
    ).map((p) => [p.id, p]),
  );
  const subTotal = remaining.reduce((sum, l) => sum + l.item.unit_price_cents * l.quantity, 0);
  const giftWrap = remaining.reduce((sum, l) => sum + Math.round((l.item.gift_wrap_cents * l.quantity) / l.item.quantity), 0);
  const needsShipping = remaining.some((l) => !(NO_SHIPPING_TYPES as readonly string[]).includes(products.get(l.item.product_id)?.type ?? 'SIMPLE'));
  const shipping = needsShipping ? row.shipping_cents : 0;
  const coupons = row.sub_total_cents > 0 ? Math.min(row.coupon_cents, Math.round((row.coupon_cents * subTotal) / row.sub_total_cents)) : 0;
  const beforeGiftCard = Math.max(0, subTotal + giftWrap + shipping + row.surcharge_cents - coupons);
  const giftCard = Math.min(row.gift_card_cents, beforeGiftCard);
  const total = beforeGiftCard - giftCard;
  const paid = Math.min(row.paid_cents, total);
  return {
    remaining,
    subTotal,
    giftWrap,
    shipping,
    coupons,
    giftCard,
    total,
    paid,
    refund: row.paid_cents - paid,
    quantity: remaining.reduce((sum, l) => sum + l.quantity, 0),
    weight: remaining.reduce((sum, l) => sum + (products.get(l.item.product_id)?.weight ?? 0) * l.quantity, 0),
  };
}

export type OutOfStockRemoval = ReturnType<typeof withoutOutOfStock>;

/**
 * Takes the out-of-stock units out of order `row` (read with its `items` in this same tick, `next` computed
 * from them): lines, amounts, coupons' shares, and the gift-card share the smaller total no longer needs, given
 * back to the cards at once. `details` is the order's details as they should now read (the deposit instructions
 * follow the new amount). Records {removed_out_of_stock_cents, refund_cents, refund, returned}.
 */
export function removeOutOfStock(
  deps: AppDeps,
  row: OrderRow,
  items: OrderItemRow[],
  next: OutOfStockRemoval,
  refund: Record<string, unknown> | null,
  details: string,
): Returned {
  return deps.db
    .transaction(() => {
      const kept = new Map(next.remaining.map((l) => [l.item.id, l.quantity]));
      for (const i of items) {
        const quantity = kept.get(i.id);
        if (quantity === undefined) deleteOrderItem(deps.db, i.id);
        else if (quantity !== i.quantity || i.quantity_out_of_stock !== 0)
          setRemainingOrderItem(deps.db, i.id, quantity, Math.round((i.gift_wrap_cents * quantity) / i.quantity));
      }
      // Each coupon keeps its share of the smaller discount.
      if (row.coupon_cents > 0) scaleOrderCoupons(deps.db, row.id, next.coupons, row.coupon_cents);
      const returned: Returned = { gift_cards: returnGiftCards(deps, row.id, next.giftCard), coupons: [], units: [], seats: [] };
      saveOrderAmounts(
        deps.db,
        row.id,
        next,
        details,
        JSON.stringify({
          removed_out_of_stock_cents: row.total_cents - next.total,
          refund_cents: next.refund,
          refund,
          returned,
          // A second removal keeps the first one's record.
          ...(row.cancellation ? { earlier: JSON.parse(row.cancellation) as unknown } : {}),
        }),
        deps.now().toISOString(),
      );
      return returned;
    })
    .immediate();
}
