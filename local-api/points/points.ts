import { randomBytes } from 'node:crypto';
import { GUATEMALA_OFFSET_MS, toQuetzales } from '../catalog/catalogue';
import { couponDefinition, couponJson, findCouponRow } from '../discounts/discount-store';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { deductUserPoints, findUserPoints, insertOwnedFixedCoupon, insertPointsEntry, listPointsEntries } from './points-store';

/** Points a quetzal of coupon costs: a Q25 coupon costs 250 points. */
export const POINTS_PER_CURRENCY = 10;
/** The coupon amounts points can buy, in quetzales. */
export const POINTS_COUPON_AMOUNTS = [10, 25, 50, 100] as const;
/** How long a coupon bought with points lasts. */
export const POINTS_COUPON_DAYS = 90;

/** Kinds of entries in the points history. */
export type PointsEntryType = 'ORDER' | 'REVIEW' | 'BONUS' | 'COUPON';

/**
 * An instant as the servers of spec section 9 send dates: Guatemalan local
 * time with its offset and a bracketed zone (`2026-03-02T10:00:00-06:00[America/Guatemala]`).
 */
export function zonedDate(iso: string): string {
  const local = new Date(Date.parse(iso) + GUATEMALA_OFFSET_MS).toISOString().slice(0, 19);
  return `${local}-06:00[America/Guatemala]`;
}

const totalOf = (deps: AppDeps, userId: number) => findUserPoints(deps.db, userId) ?? 0;

/** GET /user/points/: the balance (the users row's `points`) and the history, newest first. */
export function pointsHistory(deps: AppDeps, userId: number) {
  const entries = listPointsEntries(deps.db, userId);
  return {
    total_points: totalOf(deps, userId),
    points_per_currency: POINTS_PER_CURRENCY,
    entries: entries.map((entry) => ({ points: entry.points, type: entry.type, date_created: zonedDate(entry.created_at) })),
  };
}

/** GET /user/points/coupon/: each amount, its price in points, and whether the balance covers it. */
export function pointsCouponOptions(deps: AppDeps, userId: number) {
  const total = totalOf(deps, userId);
  return POINTS_COUPON_AMOUNTS.map((amount) => ({
    amount,
    points: amount * POINTS_PER_CURRENCY,
    is_available: total >= amount * POINTS_PER_CURRENCY,
  }));
}

/** PUNTOS-7K3M9QXA: a dash and digits, so it never reads as a gift card number. */
function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `PUNTOS-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * POST /user/points/coupon/: turns points into a personal coupon of `amount`
 * quetzales. The balance check and the deduction are one conditional UPDATE
 * inside one transaction with the history entry and the coupon, so two
 * conversions at once can never spend the same points twice.
 */
export function convertPointsToCoupon(deps: AppDeps, userId: number, amount: unknown) {
  if (typeof amount !== 'number' || !(POINTS_COUPON_AMOUNTS as readonly number[]).includes(amount))
    throw new ApiError(
      400,
      'apiCallFailed',
      `La solicitud no es válida: el campo "amount" debe ser uno de los montos disponibles (${POINTS_COUPON_AMOUNTS.map((a) => `Q${a}`).join(', ')}).`,
    );
  const cost = amount * POINTS_PER_CURRENCY;
  const now = deps.now();
  const code = deps.db.transaction(() => {
    if (!deductUserPoints(deps.db, userId, cost)) {
      const total = totalOf(deps, userId);
      throw new ApiError(400, 'NOT_ALLOWED', `No tienes puntos suficientes: un cupón de Q${amount} cuesta ${cost} puntos y tienes ${total}.`);
    }
    const code = newCouponCode();
    insertPointsEntry(deps.db, userId, -cost, 'COUPON', now.toISOString());
    insertOwnedFixedCoupon(
      deps.db,
      code,
      amount * 100,
      `Q${amount} de descuento, canjeado con ${cost} puntos`,
      new Date(now.getTime() + POINTS_COUPON_DAYS * 86_400_000).toISOString(),
      userId,
      now.toISOString(),
    );
    return code;
  })();
  const row = findCouponRow(deps.db, code)!;
  const definition = couponDefinition(row);
  return {
    coupon: couponJson({ code, discountCents: amount * 100, errorCode: null, errorMessage: null, definition, autoApplied: false }),
    amount: toQuetzales(amount * 100),
    points: cost,
    total_points: totalOf(deps, userId),
  };
}
