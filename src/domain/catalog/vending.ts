import * as z from 'zod/mini';
import { ProductSummarySchema } from '../product/product';
import { list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';
import { CategorySchema } from './category';

/*
 * Vending machines (spec section 3: "Vending machine: id, code, slots, categories, address. Slot: id, row,
 * col, code, in_stock, stock, is_operational, price, date_updated, product"; section 7: GET
 * /vending_machine/{id} with category, GET /vending_machine/{id}/categories). The spec names the fields, not
 * their types: these are the local API's (local-api/vending/store.ts), read leniently. Not re-exported by
 * the domain's index: the vending feature loads them with its code.
 */

/** One position of a machine. `product` (and `price`) are null for an empty position. */
export const VendingSlotSchema = z.object({
  /** What a cart line names as its `vending_machine_slot_id`. */
  id: z.union([z.string(), z.number()]),
  /** From 1, top to bottom. */
  row: z.number(),
  /** From 1, left to right. */
  col: z.number(),
  /** What the machine shows on the position («A3»). */
  code: z.string(),
  in_stock: nullishOr(z.boolean(), false),
  stock: nullishOr(z.number(), 0),
  is_operational: nullishOr(z.boolean(), true),
  /** Quetzales. */
  price: nullable(z.number()),
  /** Without a bracketed zone suffix (spec section 9). */
  date_updated: nullable(serverDate),
  product: nullable(ProductSummarySchema),
});
/** One position of a vending machine: row, column, stock and its product (null when empty). */
export type VendingSlot = z.output<typeof VendingSlotSchema>;

/** GET /vending_machine/{id}: the machine and its slots (with `category`, only those of that category or below). */
export const VendingMachineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  code: z.string(),
  slots: list(VendingSlotSchema),
  /** The categories of the machine's products, whatever the filter. */
  categories: list(CategorySchema),
  /** One line: where the machine stands. */
  address: nullable(z.string()),
});
/** A vending machine with its slots. */
export type VendingMachine = z.output<typeof VendingMachineSchema>;

/** GET /vending_machine/{id}/categories: each with the number of positions holding one of its products in `search_results_count`. */
export const VendingCategoryListSchema = list(CategorySchema);
