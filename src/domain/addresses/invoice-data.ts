import * as z from 'zod/mini';
import { list, nullable, nullishOr } from '../shared/schema-helpers';

/**
 * Invoice data (spec section 3), as /taxid saves it. `tax_id` is a NIT
 * (digits and its check digit, tax-id.ts) or CF, a final consumer.
 */
export const TaxIdSchema = z.object({
  id: z.union([z.string(), z.number()]),
  tax_id: z.string(),
  name: nullable(z.string()),
  address: nullable(z.string()),
  is_tax_withholder: nullishOr(z.boolean(), false),
  is_tax_exempt: nullishOr(z.boolean(), false),
});
/** A saved tax id (NIT) of the shopper, for invoices. */
export type TaxId = z.output<typeof TaxIdSchema>;

/** GET /taxid */
export const TaxIdListSchema = list(TaxIdSchema);
