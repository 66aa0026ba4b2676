/*
 * A warranty claim as POST /order/{n}/{itemId}/warranty, GET /warranty and
 * GET /order/{n}/warranty answer it (spec section 3, "Orders and warranty").
 * Loads with `tienda.warranty`; screens import only its types.
 */
import * as z from 'zod/mini';
import { IdStringSchema } from '../checkout/delivery-schemas';
import { ProductSummarySchema } from '../product/product';
import { enumWithFallback, list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';
import { WARRANTY_STEP_FALLBACK, WARRANTY_STEPS } from './warranty-rules';

export const WarrantyStepSchema = enumWithFallback(WARRANTY_STEPS, WARRANTY_STEP_FALLBACK);

/**
 * A claim's status: title, step, instructions, colour and icon. The local API spells the last two
 * `colorHex`/`iconIndex` (as an order item's warranty_claim_status); `color_hex`/`icon` are read too.
 */
export const WarrantyClaimStatusDetailSchema = z.pipe(
  z.object({
    title: z.string(),
    step: nullable(z.string()),
    instructions: nullable(z.string()),
    colorHex: nullable(z.string()),
    color_hex: nullable(z.string()),
    iconIndex: nullable(z.number()),
    icon: nullable(z.number()),
  }),
  z.transform((status) => ({
    title: status.title,
    step: status.step,
    instructions: status.instructions,
    colorHex: status.colorHex ?? status.color_hex,
    iconIndex: status.iconIndex ?? status.icon,
  })),
);
/** A warranty claim's status, with its instructions. */
export type WarrantyClaimStatusDetail = z.output<typeof WarrantyClaimStatusDetailSchema>;

export const WarrantyClaimImageSchema = z.object({
  id: IdStringSchema,
  image: z.string(),
});

export const WarrantyClaimSchema = z.object({
  id: IdStringSchema,
  item_id: IdStringSchema,
  order_number: nullable(IdStringSchema),
  quantity: nullishOr(z.number(), 1),
  problem: nullable(z.string()),
  customer_notes: nullable(z.string()),
  status: nullable(WarrantyClaimStatusDetailSchema),
  /** The step; an unknown one (or a cancelled claim's) reads as UNKNOWN. */
  warranty_status_step: WarrantyStepSchema,
  /** Whether the shopper cancelled it (the local API's extension; false when absent). */
  is_cancelled: nullishOr(z.boolean(), false),
  is_cancel_enabled: nullishOr(z.boolean(), false),
  /** The claimed product; null when the server no longer has it. */
  product: nullable(ProductSummarySchema),
  images: list(WarrantyClaimImageSchema),
  notes_to_customer: nullable(z.string()),
  created_date: nullable(serverDate),
  status_changed_date: nullable(serverDate),
});
/** A warranty claim of the shopper. */
export type WarrantyClaim = z.output<typeof WarrantyClaimSchema>;

export const WarrantyClaimListSchema = list(WarrantyClaimSchema);
