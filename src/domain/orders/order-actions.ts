/*
 * The answers of what a shopper does with an order after the sale (spec
 * section 7, "Orders and warranty"). Loads with `tienda.orders`' code.
 */
import * as z from 'zod/mini';
import { CartItemSchema } from '../cart/cart';
import { IdStringSchema } from '../checkout/delivery-schemas';
import { list, nullishOr } from '../shared/schema-helpers';
import { OrderSchema } from './order';

export const InvoiceUrlSchema = z.object({ url: z.string() });

export const AuthorizationAnswerSchema = z.object({ verified: z.boolean() });

/** A ship-in-stock line: `{item_id, quantity}` (the local API), or a whole order item. */
export const ShipInStockLineSchema = z.pipe(
  z.union([CartItemSchema, z.object({ item_id: IdStringSchema, quantity: z.number() })]),
  z.transform((line) => ({ item_id: line.item_id, quantity: line.quantity, item: 'product' in line ? line : null })),
);

export const ShipInStockSchema = z.object({
  items_to_ship: list(ShipInStockLineSchema),
  items_to_wait: list(ShipInStockLineSchema),
  accepted: nullishOr(z.boolean(), false),
});

/** An answer that should be the order: the order, or null when it is something else (then it is fetched). */
export const OrderOrNothingSchema = z.pipe(
  z.unknown(),
  z.transform((answer: unknown) => {
    const parsed = z.safeParse(OrderSchema, answer);
    return parsed.success ? parsed.data : null;
  }),
);
