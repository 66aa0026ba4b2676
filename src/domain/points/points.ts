import * as z from 'zod/mini';
import { CouponSchema } from '../cart/cart';
import { list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/*
 * Points (spec section 7: /user/points/, /user/points/coupon/, /user/coupon/).
 * The spec names the calls, not their answers: these shapes are the local
 * API's (local-api/points/points.ts), read leniently. Not re-exported by the
 * domain's index: the points feature loads them with its code.
 */

/** One movement of the balance: points earned (positive) or spent (negative). Dates lose a bracketed zone (spec section 9). */
export const PointsEntrySchema = z.object({
  points: z.number(),
  /** ORDER, REVIEW, BONUS, COUPON… kept as the server says it. */
  type: nullishOr(z.string(), 'UNKNOWN'),
  date_created: nullable(serverDate),
});
export type PointsEntry = z.output<typeof PointsEntrySchema>;

/** GET /user/points/: the balance and its history, newest first. */
export const PointsHistorySchema = z.object({
  total_points: nullishOr(z.number(), 0),
  /** Points one quetzal of coupon costs. */
  points_per_currency: nullable(z.number()),
  entries: list(PointsEntrySchema),
});
export type PointsHistory = z.output<typeof PointsHistorySchema>;

/** One coupon amount points can buy (quetzales), its price in points, and whether the balance covers it. */
export const PointsCouponOptionSchema = z.object({
  amount: z.number(),
  points: z.number(),
  is_available: nullishOr(z.boolean(), false),
});
export type PointsCouponOption = z.output<typeof PointsCouponOptionSchema>;

/** GET /user/points/coupon/ */
export const PointsCouponOptionListSchema = list(PointsCouponOptionSchema);

/** A coupon of the user's (spec section 3's Coupon). */
export type UserCoupon = z.output<typeof CouponSchema>;

/** POST /user/points/coupon/: the coupon bought, what it is worth and cost, and the balance left. */
export const PointsCouponSchema = z.object({
  coupon: CouponSchema,
  amount: nullable(z.number()),
  points: nullable(z.number()),
  total_points: nullable(z.number()),
});
export type PointsCoupon = z.output<typeof PointsCouponSchema>;

/** GET /user/coupon/: the user's coupons, each evaluated against the cart. */
export const UserCouponListSchema = list(CouponSchema);
