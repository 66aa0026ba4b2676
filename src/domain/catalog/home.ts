import * as z from 'zod/mini';
import { ProductSummarySchema } from '../product/product';
import { enumWithFallback, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/** The kinds of home section this client shows; sections of other kinds are dropped. */
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
/** One of {@link HOME_SECTION_TYPES}. */
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** What a banner links to. */
export const BANNER_TARGET_TYPES = ['URL', 'BRAND', 'CATEGORY', 'PRODUCT', 'SECTION', 'NONE'] as const;

/** A banner of a BANNERS section: its picture and what it links to. */
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
/** A banner ({@link BannerSchema}). */
export type Banner = z.output<typeof BannerSchema>;

/** A benefit of a BENEFITS section (free shipping, returns…). */
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
/** A benefit ({@link BenefitSchema}). */
export type Benefit = z.output<typeof BenefitSchema>;

/** A category tile of a home section. */
export const CategoryItemSchema = z.object({
  category_id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: nullable(z.string()),
});
/** A category tile ({@link CategoryItemSchema}). */
export type CategoryItem = z.output<typeof CategoryItemSchema>;

/** A product of a home section. */
export const ProductItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  sort_order: nullishOr(z.number(), 0),
  product: ProductSummarySchema,
});
/** A product of a home section ({@link ProductItemSchema}). */
export type ProductItem = z.output<typeof ProductItemSchema>;

/** A brand tile of a home section. */
export const BrandItemSchema = z.object({
  image: nullable(z.string()),
  brand_id: z.number(),
  name: z.string(),
  slug: z.string(),
});
/** A brand tile ({@link BrandItemSchema}). */
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
/** One home section; its `items` are typed by its `type`. */
export type HomeSection = z.output<typeof HomeSectionSchema>;
/** The home section of one type. */
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
/** One page of the home (or offers, newest) sections. */
export type HomePage = z.output<typeof HomePageSchema>;
