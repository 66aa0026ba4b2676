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
import type { OrderItemRow, OrderRow } from './order-store';
import { isUnpaidStatus } from './payment-deadline';
import { releaseOrderSeats } from '../product/seats';

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

const readOrder = (deps: AppDeps, orderId: number) => deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow | undefined;

/**
 * Gives back, to each gift card, what it pays for the order beyond `keepCents` in all (0: everything), the
 * last card applied first; order_discounts then says what each card still pays. The caller holds the transaction.
 */
function returnGiftCards(deps: AppDeps, orderId: number, keepCents: number): Returned['gift_cards'] {
  const shares = deps.db
    .prepare(`SELECT rowid AS id, code, amount_cents FROM order_discounts WHERE order_id = ? AND kind = 'GIFT_CARD' AND amount_cents > 0 ORDER BY rowid DESC`)
    .all(orderId) as { id: number; code: string; amount_cents: number }[];
  let excess = shares.reduce((sum, share) => sum + share.amount_cents, 0) - Math.max(0, keepCents);
  const returned: Returned['gift_cards'] = [];
  for (const share of shares) {
    if (excess <= 0) break;
    const back = Math.min(share.amount_cents, excess);
    deps.db.prepare('UPDATE order_discounts SET amount_cents = amount_cents - ? WHERE rowid = ?').run(back, share.id);
    if (deps.db.prepare('UPDATE gift_cards SET balance_cents = balance_cents + ? WHERE number = ?').run(back, share.code).changes !== 1)
      deps.log('warn', 'Una tarjeta de regalo de un pedido ya no existe: su parte no se pudo devolver.', { order_id: orderId, amount_cents: back });
    returned.unshift({ number: share.code, amount_cents: back });
    excess -= back;
  }
  return returned;
}

/** The order's personal coupons (its owner's, marked used by it) become usable again. */
function returnCoupons(deps: AppDeps, row: OrderRow): string[] {
  const codes = deps.db.prepare(`SELECT code FROM order_discounts WHERE order_id = ? AND kind = 'COUPON' ORDER BY rowid`).all(row.id) as { code: string }[];
  const free = deps.db.prepare('UPDATE coupons SET used_at = NULL WHERE code = ? AND owner_user_id = ? AND used_at IS NOT NULL');
  return codes.filter(({ code }) => free.run(code, row.user_id).changes === 1).map(({ code }) => code);
}

/** Each line's units back on the shelf, but those marked missing (quantity_out_of_stock): they were never there. */
function returnUnits(deps: AppDeps, row: OrderRow): Returned['units'] {
  const items = deps.db.prepare('SELECT product_id, quantity, quantity_out_of_stock FROM order_items WHERE order_id = ? ORDER BY id').all(row.id) as Pick<
    OrderItemRow,
    'product_id' | 'quantity' | 'quantity_out_of_stock'
  >[];
  const restock = deps.db.prepare(
    `UPDATE products SET stock_quantity = stock_quantity + ?, stock_status = CASE WHEN stock_status = 'OUT_OF_STOCK' THEN 'IN_STOCK' ELSE stock_status END WHERE id = ?`,
  );
  const units: Returned['units'] = [];
  for (const item of items) {
    const quantity = item.quantity - Math.min(item.quantity, Math.max(0, item.quantity_out_of_stock));
    if (quantity <= 0) continue;
    restock.run(quantity, item.product_id);
    units.push({ product_id: item.product_id, quantity });
  }
  return units;
}

/** The event seats the order bought (stored SOLD with it, product/seats.ts) become free, as does any hold its cart kept. */
function releaseSeats(deps: AppDeps, row: OrderRow): string[] {
  const seats = deps.db.prepare(`SELECT seat_id FROM event_seats WHERE order_id = ? AND status = 'SOLD' ORDER BY product_id, seat_id`).all(row.id) as { seat_id: string }[];
  releaseOrderSeats(deps.db, row.id);
  deps.db.prepare('DELETE FROM seat_reservations WHERE cart_id = ?').run(row.cart_id);
  return seats.map((seat) => seat.seat_id);
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
      const changed = deps.db
        .prepare(
          `UPDATE orders SET status = ?, cancelled_at = ?, status_changed_at = ?, cancellation = ?, payment_due_at = NULL WHERE id = ? AND cancelled_at IS NULL`,
        )
        .run(CANCELLED_STEP, stamp, stamp, JSON.stringify(record), row.id).changes;
      // Read and written in one transaction: only a bug elsewhere gets here, and it rolls everything back.
      if (changed !== 1) throw new Error(`cancelOrder: order ${row.order_number} changed during its cancellation`);
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
  const due = deps.db
    .prepare('SELECT id, order_number FROM orders WHERE payment_due_at IS NOT NULL AND payment_due_at <= ? ORDER BY payment_due_at, id LIMIT ?')
    .all(deps.now().toISOString(), EXPIRY_BATCH) as { id: number; order_number: string }[];
  const expired: string[] = [];
  for (const order of due) {
    const outcome = cancelOrder(deps, order.id, { cause: 'PAYMENT_EXPIRED', reason: 'Venció el plazo de pago.' });
    if (outcome.cancelled) expired.push(order.order_number);
    else if (outcome.why !== 'NOT_DUE' || (outcome.order && !isUnpaidStatus(outcome.order.payment_status)))
      deps.db.prepare('UPDATE orders SET payment_due_at = NULL WHERE id = ?').run(order.id);
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
    (deps.db.prepare(`SELECT id, type, weight FROM products WHERE id IN (${items.map(() => '?').join(',')})`).all(...items.map((i) => i.product_id)) as {
      id: number;
      type: string;
      weight: number | null;
    }[]).map((p) => [p.id, p]),
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
        if (quantity === undefined) deps.db.prepare('DELETE FROM order_items WHERE id = ?').run(i.id);
        else if (quantity !== i.quantity || i.quantity_out_of_stock !== 0)
          deps.db
            .prepare('UPDATE order_items SET quantity = ?, quantity_out_of_stock = 0, gift_wrap_cents = ? WHERE id = ?')
            .run(quantity, Math.round((i.gift_wrap_cents * quantity) / i.quantity), i.id);
      }
      // Each coupon keeps its share of the smaller discount.
      if (row.coupon_cents > 0)
        deps.db
          .prepare(`UPDATE order_discounts SET amount_cents = (amount_cents * ?) / ? WHERE order_id = ? AND kind = 'COUPON'`)
          .run(next.coupons, row.coupon_cents, row.id);
      const returned: Returned = { gift_cards: returnGiftCards(deps, row.id, next.giftCard), coupons: [], units: [], seats: [] };
      deps.db
        .prepare(
          `UPDATE orders SET sub_total_cents = ?, gift_wrap_cents = ?, shipping_cents = ?, coupon_cents = ?, gift_card_cents = ?, total_cents = ?,
             paid_cents = ?, quantity_total = ?, weight_total = ?, details = ?, cancellation = ?, status_changed_at = ? WHERE id = ?`,
        )
        .run(
          next.subTotal,
          next.giftWrap,
          next.shipping,
          next.coupons,
          next.giftCard,
          next.total,
          next.paid,
          next.quantity,
          next.weight,
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
          row.id,
        );
      return returned;
    })
    .immediate();
}
