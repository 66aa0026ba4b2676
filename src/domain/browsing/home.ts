import * as z from 'zod/mini';
import { ProductSummarySchema } from '../product/product';
import { enumWithFallback, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

export const HOME_SECTION_TYPES = [
  'BENEFITS',
  'BANNERS',
  'CATEGORIES',
  'PRODUCTS_GRID',
  'PRODUCTS_SLIDER',
  'PRODUCTS_SLIDER_DARK',
  'PRODUCTS_RECENTLY_VIEWED',
  'BRANDS',
  'PRIME_DAYS',
] as const;
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

export const BANNER_TARGET_TYPES = ['URL', 'BRAND', 'CATEGORY', 'PRODUCT', 'SECTION', 'NONE'] as const;

export const BannerSchema = z.object({
  id: z.union([z.string(), z.number()]),
  image: z.string(),
  sort_order: nullishOr(z.number(), 0),
  target_url: nullable(z.string()),
  targetType: enumWithFallback(BANNER_TARGET_TYPES, 'NONE'),
  target_brand_slug: nullable(z.string()),
  target_category_slug: nullable(z.string()),
  target_product_slug: nullable(z.string()),
  target_section_id: nullable(z.union([z.string(), z.number()])),
  /** Accessible description of the banner picture (the local API sends it; other servers may not). */
  alt_text: nullable(z.string()),
});
export type Banner = z.output<typeof BannerSchema>;

export const BenefitSchema = z.object({
  id: z.union([z.string(), z.number()]),
  image: nullable(z.string()),
  title: z.string(),
  sort_order: nullishOr(z.number(), 0),
  subtitle: nullable(z.string()),
  target_url: nullable(z.string()),
  start_date: nullable(serverDate),
  end_date: nullable(serverDate),
});
export type Benefit = z.output<typeof BenefitSchema>;

export const CategoryItemSchema = z.object({
  category_id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: nullable(z.string()),
});
export type CategoryItem = z.output<typeof CategoryItemSchema>;

export const ProductItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  sort_order: nullishOr(z.number(), 0),
  product: ProductSummarySchema,
});
export type ProductItem = z.output<typeof ProductItemSchema>;

export const BrandItemSchema = z.object({
  image: nullable(z.string()),
  brand_id: z.number(),
  name: z.string(),
  slug: z.string(),
});
export type BrandItem = z.output<typeof BrandItemSchema>;

const sectionBase = {
  section_id: z.union([z.string(), z.number()]),
  title: nullable(z.string()),
  sort_order: nullishOr(z.number(), 0),
  category_slug: nullable(z.string()),
  brand_slug: nullable(z.string()),
  message: nullable(z.string()),
  total_count: nullable(z.number()),
  has_more_items: nullishOr(z.boolean(), false),
  image: nullable(z.string()),
};

const productSection = <T extends HomeSectionType>(type: T) =>
  z.object({ ...sectionBase, type: z.literal(type), items: z.array(ProductItemSchema) });

/** One home section; `items` is typed by the section's `type`. */
export const HomeSectionSchema = z.discriminatedUnion('type', [
  z.object({ ...sectionBase, type: z.literal('BENEFITS'), items: z.array(BenefitSchema) }),
  z.object({ ...sectionBase, type: z.literal('BANNERS'), items: z.array(BannerSchema) }),
  z.object({ ...sectionBase, type: z.literal('CATEGORIES'), items: z.array(CategoryItemSchema) }),
  z.object({ ...sectionBase, type: z.literal('BRANDS'), items: z.array(BrandItemSchema) }),
  productSection('PRODUCTS_GRID'),
  productSection('PRODUCTS_SLIDER'),
  productSection('PRODUCTS_SLIDER_DARK'),
  productSection('PRODUCTS_RECENTLY_VIEWED'),
  productSection('PRIME_DAYS'),
]);
export type HomeSection = z.output<typeof HomeSectionSchema>;
export type HomeSectionOf<T extends HomeSectionType> = Extract<HomeSection, { type: T }>;

/**
 * GET /page/home (also /page/offers and /page/newest). Sections of a type this
 * client does not know are dropped, not fatal: the rest of the page still shows.
 */
export const HomePageSchema = z.object({
  sections: z.pipe(
    z.array(z.unknown()),
    z.transform((raw: unknown[], ctx) => {
      const sections: HomeSection[] = [];
      raw.forEach((entry, index) => {
        const type = (entry as { type?: unknown } | null)?.type;
        if (typeof type !== 'string' || !(HOME_SECTION_TYPES as readonly string[]).includes(type)) return;
        const parsed = HomeSectionSchema.safeParse(entry);
        if (parsed.success) sections.push(parsed.data);
        else
          // zod/mini's transform context has no addIssue: push the issue as classic's addIssue did (input = the list).
          parsed.error.issues.forEach((issue) =>
            ctx.issues.push({ ...issue, input: raw, path: [index, ...issue.path] } as never),
          );
      });
      return sections;
    }),
  ),
  page: nullishOr(z.number(), 1),
  page_size: nullable(z.number()),
  has_more_sections: nullishOr(z.boolean(), false),
});
export type HomePage = z.output<typeof HomePageSchema>;
