import type { HomeSectionType } from '../../src/domain';
import type { AppDeps } from '../http/context';
import type { Paging } from '../http/request';
import { AVAILABLE_STOCK, mediaUrl, type RenderContext, type SummaryRow } from './catalogue';
import { perCatalogueVersion } from './listing-memo';
import {
  anyProductMatches,
  countRankedBrands,
  listBanners,
  listBenefits,
  listBrandsByIds,
  listHomeSections,
  listRankedBrands,
  type BrandListed,
  type SectionRow,
} from './page-store';
import { recentlyViewed } from './product-page';
import { countProducts, queryProducts, summaryRowsByIds, topProductIds, type ProductFilter } from './product-query';
import type { SortOrder } from '../../src/domain';
import { searchFacets } from '../search/facets';
import { productFilter, type SearchFilter } from '../search/filters';
import type { SearchFilterAnswer } from '../search/contract';

/** Products shown per product section. */
export const SECTION_ITEM_LIMIT = 12;

/**
 * Every home and promotion section shows only what a shopper can buy now:
 * nothing out of stock, discontinued, of unknown availability or unpublished
 * is ever promoted (queryProducts already keeps to PUBLISHED).
 */
const PROMOTABLE: Pick<ProductFilter, 'availableOnly'> = { availableOnly: true };
const isPromotable = (row: SummaryRow) => row.status === 'PUBLISHED' && AVAILABLE_STOCK.includes(row.stock_status);

type SectionHead = Omit<SectionRow, 'source' | 'id'> & { section_id: string | number };

/** One page of a section's items, for its detail call (GET /page/section/{id}). */
interface DetailQuery {
  sort: SortOrder | null;
  limit: number;
  offset: number;
  /** The shopper's filters on top of the section's own products (product sections only); null for none. */
  filter?: SearchFilter | null;
}

/** A section described without its items: those are filled only for the page asked for. */
interface PlannedSection {
  head: SectionHead;
  fill: () => { items: unknown[]; total_count: number | null; has_more_items: boolean };
  /** Sections that can list more than they show (products, brands) page through all of it here. */
  detail?: (query: DetailQuery) => { items: unknown[]; total_count: number };
  /** A product section's own products (what its filters narrow); absent for a section of brands. */
  scope?: ProductFilter;
}

function sectionJson(ctx: RenderContext, planned: PlannedSection) {
  const { items, total_count, has_more_items } = planned.fill();
  const { head } = planned;
  return {
    section_id: head.section_id,
    type: head.type,
    title: head.title,
    sort_order: head.sort_order,
    category_slug: head.category_slug,
    brand_slug: head.brand_slug,
    message: head.message,
    total_count,
    has_more_items,
    image: head.category_slug ? mediaUrl('category', head.category_slug) : null,
    items,
  };
}

function paged(ctx: RenderContext, plan: PlannedSection[], paging: Paging) {
  const slice = plan.slice(paging.offset, paging.offset + paging.pageSize);
  return {
    sections: slice.map((planned) => sectionJson(ctx, planned)),
    page: paging.page,
    page_size: paging.pageSize,
    has_more_sections: paging.offset + paging.pageSize < plan.length,
  };
}

function productItems(deps: AppDeps, ctx: RenderContext, sectionId: string | number, rows: SummaryRow[], offset = 0) {
  return rows.map((row, index) => ({ id: `${sectionId}-${row.public_sku}`, sort_order: offset + index + 1, product: deps.catalogue.summary(ctx, row) }));
}

/** A product section: its first SECTION_ITEM_LIMIT products in `sort`, and every one of them page by page in its detail. */
function productSection(deps: AppDeps, ctx: RenderContext, head: SectionHead, filter: ProductFilter, sort: SortOrder): PlannedSection {
  return {
    head,
    fill: () => {
      // queryProducts' first page, from the list and the count kept per catalogue version; only the rows are read.
      const rows = summaryRowsByIds(deps.db, topProductIds(deps.db, filter, sort, SECTION_ITEM_LIMIT).map((listed) => listed.id));
      const total = countProducts(deps.db, filter);
      return { items: productItems(deps, ctx, head.section_id, rows), total_count: total, has_more_items: total > rows.length };
    },
    detail: (query) => {
      // With the shopper's filters: the section's products (a subquery the filters cannot leave out) narrowed by them.
      const narrowed = query.filter ? productFilter(deps, null, { ...query.filter, scope: filter }) : filter;
      const { rows, total } = queryProducts(deps.db, narrowed, { sort: query.sort ?? sort, limit: query.limit, offset: query.offset });
      return { items: productItems(deps, ctx, head.section_id, rows, query.offset), total_count: total };
    },
    scope: filter,
  };
}

/** Each brand's published popularity, a subquery (page-store.ts's, still exported from here). */
export { BRAND_POPULARITY_SQL } from './page-store';

/** One page of the brands with published products, the most popular first (or by name), and how many there are. */
function rankedBrands(deps: AppDeps, query: DetailQuery): { brands: BrandListed[]; total: number } {
  const brands = listRankedBrands(deps.db, query.sort, query.limit, query.offset);
  // Past the last brand no row carries the total: count them on their own.
  const total = brands[0]?.total ?? countRankedBrands(deps.db);
  return { brands, total };
}

const brandItem = (b: BrandListed) => ({ image: mediaUrl('brand', b.slug), brand_id: b.id, name: b.name, slug: b.slug });

/** Brands with published products, the most popular first (or by name). */
function brandItems(deps: AppDeps, query: DetailQuery) {
  const { brands, total } = rankedBrands(deps, query);
  return { items: brands.map(brandItem), total_count: total };
}

/** GET /page/home: the seeded sections, filled from the catalogue and from what this owner viewed. */
export function homePage(deps: AppDeps, ctx: RenderContext, owner: string, paging: Paging) {
  return paged(ctx, homePlan(deps, ctx, owner), paging);
}

function homePlan(deps: AppDeps, ctx: RenderContext, owner: string): PlannedSection[] {
  const { db, catalogue } = deps;
  const rows = listHomeSections(db);
  return rows.map((row): PlannedSection => {
    const { source, id, ...rest } = row;
    const head: SectionHead = { ...rest, section_id: id };
    const category = row.category_slug ? catalogue.categoriesBySlug.get(row.category_slug) : undefined;
    const brand = row.brand_slug ? catalogue.brandsBySlug.get(row.brand_slug) : undefined;
    const categoryIds = category ? catalogue.descendantIds(category.id) : null;
    switch (source) {
      case 'banners':
        return {
          head,
          fill: () => {
            const banners = listBanners(db);
            return {
              items: banners.map((b) => ({
                id: b.id,
                image: mediaUrl('banner', `banner-${b.id}`),
                sort_order: b.sort_order,
                target_url: b.target_url,
                targetType: b.target_type,
                target_brand_slug: b.target_type === 'BRAND' ? b.target_slug : null,
                target_category_slug: b.target_type === 'CATEGORY' ? b.target_slug : null,
                target_product_slug: b.target_type === 'PRODUCT' ? b.target_slug : null,
                target_section_id: null,
                alt_text: b.alt_text,
              })),
              total_count: banners.length,
              has_more_items: false,
            };
          },
        };
      case 'benefits':
        return {
          head,
          fill: () => {
            const benefits = listBenefits(db);
            return {
              items: benefits.map((b) => ({
                id: b.id,
                image: mediaUrl('benefit', `beneficio-${b.id}`),
                title: b.title,
                sort_order: b.sort_order,
                subtitle: b.subtitle,
                target_url: b.target_url,
                start_date: null,
                end_date: null,
              })),
              total_count: benefits.length,
              has_more_items: false,
            };
          },
        };
      case 'categories':
        return {
          head,
          fill: () => {
            const top = catalogue.childrenOf(null);
            return {
              items: top.map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, image: mediaUrl('category', c.slug) })),
              total_count: top.length,
              has_more_items: false,
            };
          },
        };
      case 'brands':
        return {
          head,
          fill: () => {
            // The ranking is the catalogue's (kept per catalogue version); the brands' names and slugs are read afresh.
            const { ids, total_count } = perCatalogueVersion(deps.db, 'home brands', () => {
              const { brands, total } = rankedBrands(deps, { sort: null, limit: SECTION_ITEM_LIMIT, offset: 0 });
              return { ids: brands.map((b) => b.id), total_count: total };
            });
            const byId = new Map(listBrandsByIds(deps.db, ids).map((b) => [b.id, b]));
            const items = ids.flatMap((id) => {
              const brand = byId.get(id);
              return brand ? [brandItem(brand)] : [];
            });
            return { items, total_count, has_more_items: total_count > items.length };
          },
          detail: (query) => brandItems(deps, query),
        };
      case 'recently-viewed':
        return {
          head,
          fill: () => {
            const viewed = recentlyViewed(deps, owner).filter(isPromotable);
            return { items: productItems(deps, ctx, id, viewed), total_count: viewed.length, has_more_items: false };
          },
        };
      case 'flash':
        return productSection(deps, ctx, head, { flashSale: true, onSale: true, ...PROMOTABLE }, 'Popularity');
      case 'top-rated':
        return productSection(deps, ctx, head, { ...PROMOTABLE }, 'Rating');
      case 'brand':
        return productSection(deps, ctx, head, { brandIds: brand ? [brand.id] : [], ...PROMOTABLE }, 'Popularity');
      case 'sale-category':
        return productSection(deps, ctx, head, { categoryIds, onSale: true, ...PROMOTABLE }, 'Popularity');
      case 'category':
      default:
        return productSection(deps, ctx, head, { categoryIds, ...PROMOTABLE }, 'Popularity');
    }
  });
}

const headOf = (sectionId: string, type: HomeSectionType, title: string, sortOrder: number, categorySlug: string | null, message: string | null = null): SectionHead => ({
  section_id: sectionId,
  type,
  title,
  sort_order: sortOrder,
  category_slug: categorySlug,
  brand_slug: null,
  message,
});

/** Whether any product matches `filter` (stops at the first: no count, no sort). */
function hasAny(deps: AppDeps, filter: ProductFilter): boolean {
  return anyProductMatches(deps.db, filter);
}

/** GET /page/offers: flash sales first, then the products on sale in each top-level category. */
export function offersPage(deps: AppDeps, ctx: RenderContext, paging: Paging) {
  return paged(ctx, offersPlan(deps, ctx), paging);
}

function offersPlan(deps: AppDeps, ctx: RenderContext): PlannedSection[] {
  const plan: PlannedSection[] = [
    productSection(
      deps,
      ctx,
      headOf('ofertas-relampago', 'PRIME_DAYS', 'Ofertas relámpago', 10, null, '¡Solo por tiempo limitado!'),
      { flashSale: true, onSale: true, ...PROMOTABLE },
      'Popularity',
    ),
  ];
  deps.catalogue.childrenOf(null).forEach((category, index) => {
    const filter = { categoryIds: deps.catalogue.descendantIds(category.id), onSale: true, ...PROMOTABLE };
    if (!hasAny(deps, filter)) return;
    const sectionId = `ofertas-${category.slug}`;
    plan.push(productSection(deps, ctx, headOf(sectionId, 'PRODUCTS_GRID', `Ofertas en ${category.name}`, 20 + index * 10, category.slug), filter, 'Popularity'));
  });
  return plan;
}

/** GET /page/newest: the newest products, then the newest of each top-level category. */
export function newestPage(deps: AppDeps, ctx: RenderContext, paging: Paging) {
  return paged(ctx, newestPlan(deps, ctx), paging);
}

function newestPlan(deps: AppDeps, ctx: RenderContext): PlannedSection[] {
  const plan: PlannedSection[] = [productSection(deps, ctx, headOf('novedades', 'PRODUCTS_GRID', 'Lo más nuevo', 10, null), { ...PROMOTABLE }, 'CreationDate')];
  deps.catalogue.childrenOf(null).forEach((category, index) => {
    const sectionId = `novedades-${category.slug}`;
    const type = index % 2 === 0 ? 'PRODUCTS_SLIDER' : 'PRODUCTS_SLIDER_DARK';
    const filter = { categoryIds: deps.catalogue.descendantIds(category.id), ...PROMOTABLE };
    plan.push(productSection(deps, ctx, headOf(sectionId, type, `Novedades en ${category.name}`, 20 + index * 10, category.slug), filter, 'CreationDate'));
  });
  return plan;
}

/**
 * GET /page/section/{id}: one page of all the items of a home, offers or newest section that lists more than it
 * shows (its products, or its brands), in `sort` or the section's own order. Null for an id no page has, or a
 * section with nothing more to list (banners, benefits, categories, recently viewed).
 */
export function sectionDetail(
  deps: AppDeps,
  ctx: RenderContext,
  owner: string,
  id: string,
  paging: Paging,
  sort: SortOrder | null,
  filter: SearchFilter | null = null,
) {
  const planned = findSection(deps, ctx, owner, id);
  if (!planned?.detail) return null;
  // A section of brands lists brands, not products: product filters do not apply to it and are ignored.
  const { items, total_count } = planned.detail({ sort, limit: paging.pageSize, offset: paging.offset, filter: planned.scope ? filter : null });
  const section = sectionJson(ctx, { head: planned.head, fill: () => ({ items, total_count, has_more_items: paging.offset + items.length < total_count }) });
  return { section, page: paging.page, page_size: paging.pageSize, sort_by: sort ?? null };
}

/** The home, offers or newest section with this id, planned (nothing is queried until it is filled). */
function findSection(deps: AppDeps, ctx: RenderContext, owner: string, id: string): PlannedSection | undefined {
  const find = (plan: PlannedSection[]) => plan.find((entry) => String(entry.head.section_id) === id);
  // Planning the offers page counts each category's sale products: only done for the ids that page gives out.
  return (
    find(homePlan(deps, ctx, owner)) ??
    (id.startsWith('ofertas-') ? find(offersPlan(deps, ctx)) : undefined) ??
    (id.startsWith('novedades') ? find(newestPlan(deps, ctx)) : undefined)
  );
}

/** GET /page/section/{id}/filter: FilterOptions, the shape of SearchFilterAnswer without `query`. */
export type SectionFilterOptions = Omit<SearchFilterAnswer, 'query'>;

/**
 * GET /page/section/{id}/filter: the filter inputs of a section's products (those GET /page/section/{id} lists),
 * each count computed with the other filters, as /search/filter does for a query. Every variant counts once, as
 * the section lists each variant, so `total_count` is the detail's. A section of brands has no product filters:
 * its answer counts its brands and offers no facet. Null for an id with no detail (as sectionDetail).
 */
export function sectionFilterOptions(deps: AppDeps, ctx: RenderContext, owner: string, id: string, filter: SearchFilter): SectionFilterOptions | null {
  const planned = findSection(deps, ctx, owner, id);
  if (!planned?.detail) return null;
  if (!planned.scope) {
    const { total_count } = planned.detail({ sort: null, limit: 1, offset: 0 });
    return {
      total_count,
      category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
      suggested_categories: [],
      brands: [],
      attributes: [],
      price_range: null,
    };
  }
  return searchFacets(deps, ctx, '', { ...filter, scope: planned.scope, countVariants: true });
}
