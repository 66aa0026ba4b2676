import type { ProductType, StockStatus } from '../../src/domain';
import { toQuetzales } from '../catalog/catalogue';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import {
  couponExclusions,
  couponRequirements,
  distinct,
  evaluateDiscounts,
  normaliseCouponCode,
  normaliseGiftCardNumber,
  type CouponDefinition,
  type CouponOutcome,
  type DiscountOutcome,
  type GiftCardOutcome,
} from './discount-rules';

/** A row of `coupons`. */
export interface CouponRow {
  code: string;
  kind: string;
  value: number;
  description: string;
  min_sub_total_cents: number | null;
  max_discount_cents: number | null;
  product_types: string | null;
  login_required: number;
  max_previous_orders: number | null;
  min_previous_orders: number | null;
  individual_use: number;
  auto_apply: number;
  valid_until: string | null;
  owner_user_id: number | null;
  used_at: string | null;
  created_at: string;
}

interface GiftCardRow {
  number: string;
  balance_cents: number;
  disabled: number;
}

/** A cart line as discounts and pickup read it (cart-lines.ts re-exports it). */
export interface CartLine {
  type: ProductType;
  cents: number;
  stock_status: StockStatus;
  presale_days: number | null;
}

export function couponDefinition(row: CouponRow): CouponDefinition {
  return {
    code: row.code,
    kind: row.kind === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED',
    value: row.value,
    description: row.description,
    minSubTotalCents: row.min_sub_total_cents,
    maxDiscountCents: row.max_discount_cents,
    productTypes: row.product_types ? (JSON.parse(row.product_types) as ProductType[]) : null,
    loginRequired: row.login_required === 1,
    maxPreviousOrders: row.max_previous_orders,
    minPreviousOrders: row.min_previous_orders,
    individualUse: row.individual_use === 1,
    autoApply: row.auto_apply === 1,
    validUntil: row.valid_until,
    ownerUserId: row.owner_user_id,
    used: row.used_at !== null,
  };
}

/** The user id of a cart owner (`u:<id>`), or null for an anonymous session's cart. */
export function userIdOfOwner(owner: string): number | null {
  const match = /^u:(\d+)$/.exec(owner);
  return match ? Number(match[1]) : null;
}

/**
 * Orders the user placed before. The orders feature is another slice: this
 * reads its `orders` table when there is one with a `user_id` column, and 0
 * until then (so first-order coupons apply to everybody signed in today).
 */
export function previousOrdersOf(db: Database, userId: number): number {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('orders')`).all() as { name: string }[];
  if (!columns.some((column) => column.name === 'user_id')) return 0;
  const hasStatus = columns.some((column) => column.name === 'status');
  const row = db
    .prepare(`SELECT COUNT(*) AS n FROM orders WHERE user_id = ?${hasStatus ? ` AND status NOT IN ('CANCELLED', 'PermanentFailure')` : ''}`)
    .get(userId) as { n: number };
  return row.n;
}

export function findCouponRow(db: Database, code: string): CouponRow | undefined {
  return db.prepare('SELECT * FROM coupons WHERE code = ?').get(normaliseCouponCode(code)) as CouponRow | undefined;
}

/** The codes applied to a cart, in the order they were given. */
export function appliedCodes(db: Database, cartId: number): { coupons: string[]; giftCards: string[] } {
  const rows = db.prepare('SELECT kind, code FROM cart_discount_codes WHERE cart_id = ? ORDER BY position').all(cartId) as {
    kind: string;
    code: string;
  }[];
  return {
    coupons: rows.filter((row) => row.kind === 'COUPON').map((row) => row.code),
    giftCards: rows.filter((row) => row.kind === 'GIFT_CARD').map((row) => row.code),
  };
}

/**
 * PUT /cart/{id}: a list that is given replaces the cart's list of that kind
 * (an empty list removes them all); a list left out or null keeps it. The
 * same code twice is one entry. Nothing about amounts is read from the body.
 */
export function replaceCartCodes(
  db: Database,
  cartId: number,
  body: { coupons?: readonly { code: string }[] | null; gift_cards?: readonly { number: string }[] | null },
): void {
  const lists: [string, string[] | null][] = [
    ['COUPON', body.coupons == null ? null : distinct(body.coupons.map((c) => normaliseCouponCode(c.code)))],
    ['GIFT_CARD', body.gift_cards == null ? null : distinct(body.gift_cards.map((g) => normaliseGiftCardNumber(g.number)))],
  ];
  db.transaction(() => {
    for (const [kind, codes] of lists) {
      if (codes === null) continue;
      db.prepare('DELETE FROM cart_discount_codes WHERE cart_id = ? AND kind = ?').run(cartId, kind);
      const insert = db.prepare('INSERT INTO cart_discount_codes (cart_id, kind, code, position) VALUES (?, ?, ?, ?)');
      codes.forEach((code, position) => insert.run(cartId, kind, code, position));
    }
  })();
}

/** The Coupon of spec section 3. */
export function couponJson(outcome: CouponOutcome) {
  const coupon = outcome.definition;
  return {
    code: outcome.code,
    discount: toQuetzales(outcome.discountCents),
    error_code: outcome.errorCode,
    error_message: outcome.errorMessage,
    requirements: coupon ? couponRequirements(coupon) : [],
    exclusions: coupon ? couponExclusions(coupon) : [],
    discounts: coupon
      ? [
          {
            type: coupon.kind,
            value: coupon.kind === 'PERCENTAGE' ? coupon.value : toQuetzales(coupon.value),
            max_discount: coupon.maxDiscountCents === null ? null : toQuetzales(coupon.maxDiscountCents),
            description: coupon.description,
          },
        ]
      : [],
    auto_apply: coupon?.autoApply ?? false,
  };
}

/** The Gift card of spec section 3. */
export function giftCardJson(outcome: GiftCardOutcome) {
  return {
    number: outcome.number,
    amount: toQuetzales(outcome.amountCents),
    is_valid: outcome.isValid,
    available_balance: outcome.availableBalanceCents === null ? null : toQuetzales(outcome.availableBalanceCents),
  };
}

/**
 * The discounts of a cart as they stand now: its applied codes and the
 * automatic promotions, evaluated against its lines, its owner and the
 * clock, on every answer (so totals follow item changes).
 */
export function cartDiscounts(
  deps: AppDeps,
  cart: { id: number; owner: string },
  lines: readonly { type: ProductType; cents: number }[],
  giftWrapCents: number,
  /** Checkout's shipping, which gift cards also pay (0 for the cart answer). */
  shippingCents = 0,
): DiscountOutcome {
  return evaluateFor(deps, userIdOfOwner(cart.owner), appliedCodes(deps.db, cart.id), lines, giftWrapCents, shippingCents);
}

export function evaluateFor(
  deps: AppDeps,
  userId: number | null,
  codes: { coupons: readonly string[]; giftCards: readonly string[] },
  lines: readonly { type: ProductType; cents: number }[],
  giftWrapCents: number,
  shippingCents = 0,
): DiscountOutcome {
  const { db } = deps;
  let orders: number | undefined;
  const autoCoupons =
    lines.length === 0
      ? []
      : (db.prepare('SELECT * FROM coupons WHERE auto_apply = 1 AND owner_user_id IS NULL ORDER BY code').all() as CouponRow[]).map(
          couponDefinition,
        );
  return evaluateDiscounts({
    requestedCoupons: codes.coupons,
    findCoupon: (code) => {
      const row = findCouponRow(db, code);
      return row ? couponDefinition(row) : undefined;
    },
    autoCoupons,
    giftCards: codes.giftCards.map((number) => {
      const row = db.prepare('SELECT number, balance_cents, disabled FROM gift_cards WHERE number = ?').get(number) as GiftCardRow | undefined;
      return { number, record: row ? { number: row.number, balanceCents: row.balance_cents, disabled: row.disabled === 1 } : undefined };
    }),
    ctx: {
      userId,
      previousOrders: () => (orders ??= userId === null ? 0 : previousOrdersOf(db, userId)),
      now: deps.now(),
      lines,
      subTotalCents: lines.reduce((sum, line) => sum + line.cents, 0),
      giftWrapCents,
      shippingCents,
    },
  });
}

/** The fields of the cart answer that discounts decide, in quetzales. */
export function cartDiscountFields(outcome: DiscountOutcome) {
  return {
    coupons: outcome.coupons.map(couponJson),
    gift_cards: outcome.giftCards.map(giftCardJson),
    discount_coupons: toQuetzales(outcome.couponCents),
    discount_gift_card: toQuetzales(outcome.giftCardCents),
    amount_total: toQuetzales(outcome.totalCents),
  };
}

/** The user's personal coupons that can still be used: not used, not expired. */
export function usableUserCoupons(deps: AppDeps, userId: number): CouponRow[] {
  return deps.db
    .prepare(
      `SELECT * FROM coupons WHERE owner_user_id = ? AND used_at IS NULL AND (valid_until IS NULL OR valid_until >= ?)
       ORDER BY created_at DESC, code`,
    )
    .all(userId, deps.now().toISOString()) as CouponRow[];
}

/** A cart's lines (kind, amount, stock), in the order they were added. */
export function listCartLines(db: Database, cartId: number): CartLine[] {
  return db
    .prepare(
      `SELECT p.type AS type, p.price_cents * i.quantity AS cents, p.stock_status AS stock_status, p.presale_days AS presale_days
       FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? ORDER BY i.id`,
    )
    .all(cartId) as CartLine[];
}

/**
 * Paying with gift cards, one statement for the whole order: answers a function that takes `cents` off the card's
 * balance when it is enabled and covers them, and tells whether it did (false: nothing changed).
 */
export function giftCardDeducter(db: Database): (number: string, cents: number) => boolean {
  const deduct = db.prepare('UPDATE gift_cards SET balance_cents = balance_cents - ? WHERE number = ? AND disabled = 0 AND balance_cents >= ?');
  return (number, cents) => deduct.run(cents, number, cents).changes === 1;
}

/** Marking personal coupons used, one statement for the whole order: answers a function that marks the user's coupon used at `usedAt` if it was not. */
export function couponUseMarker(db: Database): (code: string, userId: number, usedAt: string) => void {
  const markUsed = db.prepare('UPDATE coupons SET used_at = ? WHERE code = ? AND owner_user_id = ? AND used_at IS NULL');
  return (code, userId, usedAt) => {
    markUsed.run(usedAt, code, userId);
  };
}
