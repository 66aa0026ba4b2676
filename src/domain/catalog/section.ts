import * as z from 'zod/mini';
import { HomeSectionSchema } from './home';
import { nullishOr } from '../shared/schema-helpers';

/**
 * GET /page/section/{id}: one home, offers or newest section with one page of all its items (products, or brands
 * for a BRANDS section); `total_count` and `has_more_items` count the whole section.
 */
export const SectionDetailSchema = z.object({
  section: HomeSectionSchema,
  page: nullishOr(z.number(), 1),
  page_size: z.number(),
});
/** A home section on its own page, with one page of its products. */
export type SectionDetail = z.output<typeof SectionDetailSchema>;
