/*
 * The answers of the product page's actions (tienda.product): share links, the Amazon import, product pickup
 * options, the wait list and the seat map. They load with that feature's code, not with every page.
 */
import * as z from 'zod/mini';
import { PageKindSchema } from '../catalog/page-kind';
import { PickupOptionSchema } from '../checkout/delivery-schemas';
import { list, nullable } from '../shared/schema-helpers';
import { ProductEventSeatSchema } from './product-page';
import { WaitListStatusSchema } from './product';

/** GET /share/product/{id}: a short link to the product (page_type PRODUCT…NOT_FOUND, unknown → NOT_FOUND). */
export const ShareLinkSchema = z.object({
  short_id: z.string(),
  url: z.string(),
  page_type: PageKindSchema,
});
/** A short link to a product. */
export type ShareLink = z.output<typeof ShareLinkSchema>;

/** GET /share/{shortId}: what a short link points to. */
export const ResolvedShareLinkSchema = z.object({
  short_id: z.string(),
  url: z.string(),
  page_type: PageKindSchema,
  slug: nullable(z.string()),
});
/** What a short link points to. */
export type ResolvedShareLink = z.output<typeof ResolvedShareLinkSchema>;

/** POST /product/amazon: the slug of the imported (or already imported) product. */
export const AmazonImportSchema = z.object({ slug: z.string() });
/** The slug of a product imported from Amazon. */
export type AmazonImport = z.output<typeof AmazonImportSchema>;

/** GET /product/{sku}/pickup_options. */
export const ProductPickupOptionListSchema = list(PickupOptionSchema);

/** POST and DELETE /product/{id}/wait_list/. */
export { WaitListStatusSchema };

/** PUT /product/{id}/event_seats: the whole seat map, as a list or as `{event_seats}`. */
export const EventSeatMapSchema = z.pipe(
  z.union([z.array(ProductEventSeatSchema), z.object({ event_seats: list(ProductEventSeatSchema) })]),
  z.transform((answer) => (Array.isArray(answer) ? answer : answer.event_seats)),
);
