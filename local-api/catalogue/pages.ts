import type { HomeSectionType } from '../../src/domain';
import type { AppDeps } from '../http/context';
import type { Paging } from '../http/request';
import { AVAILABLE_STOCK, mediaUrl, type ProductRow, type RenderContext } from './catalogue';
import { recentlyViewed } from './product-page';
import { queryProducts, type ProductFilter } from './product-query';
import type { SortOrder } from '../../src/domain';

/** Products shown per product section. */
export const SECTION_ITEM_LIMIT = 12;

/**
 * Every home and promotion section shows only what a shopper can buy now:
 * nothing out of stock, discontinued, of unknown availability or unpublished
 * is ever promoted (queryProducts already keeps to PUBLISHED).
 */
const PROMOTABLE: Pick<ProductFilter, 'availableOnly'> = { availableOnly: true };
const isPromotable = (row: ProductRow) => row.status === 'PUBLISHED' && AVAILABLE_STOCK.includes(row.stock_status);

interface SectionRow {
  id: number;
  sort_order: number;
  type: HomeSectionType;
  title: string;
  source: string;
  category_slug: string | null;
  brand_slug: string | null;
  message: string | null;
}

type SectionHead = Omit<SectionRow, 'source' | 'id'> & { section_id: string | number };

/** A section described without its items: those are filled only for the page asked for. */
interface PlannedSection {
  head: SectionHead;
  fill: () => { items: unknown[]; total_count: number | null; has_more_items: boolean };
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
    image: head.category_slug ? mediaUrl(ctx.origin, 'category', head.category_slug) : null,
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

function productItems(deps: AppDeps, ctx: RenderContext, sectionId: string | number, rows: ProductRow[]) {
  return rows.map((row, index) => ({ id: `${sectionId}-${row.public_sku}`, sort_order: index + 1, product: deps.catalogue.summary(ctx, row) }));
}

function productFill(deps: AppDeps, ctx: RenderContext, sectionId: string | number, filter: ProductFilter, sort: SortOrder) {
  return () => {
    const { rows, total } = queryProducts(deps.db, filter, { sort, limit: SECTION_ITEM_LIMIT });
    return { items: productItems(deps, ctx, sectionId, rows), total_count: total, has_more_items: total > rows.length };
  };
}

/** GET /page/home: the seeded sections, filled from the catalogue and from what this owner viewed. */
export function homePage(deps: AppDeps, ctx: RenderContext, owner: string, paging: Paging) {
  const { db, catalogue } = deps;
  const rows = db.prepare('SELECT * FROM home_sections ORDER BY sort_order, id').all() as SectionRow[];
  const plan = rows.map((row): PlannedSection => {
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
            const banners = db.prepare('SELECT * FROM banners ORDER BY sort_order, id').all() as {
              id: number;
              sort_order: number;
              alt_text: string;
              target_type: string;
              target_url: string | null;
              target_slug: string | null;
            }[];
            return {
              items: banners.map((b) => ({
                id: b.id,
                image: mediaUrl(ctx.origin, 'banner', `banner-${b.id}`),
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
            const benefits = db.prepare('SELECT * FROM benefits ORDER BY sort_order, id').all() as {
              id: number;
              sort_order: number;
              title: string;
              subtitle: string | null;
              target_url: string | null;
            }[];
            return {
              items: benefits.map((b) => ({
                id: b.id,
                image: mediaUrl(ctx.origin, 'benefit', `beneficio-${b.id}`),
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
              items: top.map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, image: mediaUrl(ctx.origin, 'category', c.slug) })),
              total_count: top.length,
              has_more_items: false,
            };
          },
        };
      case 'brands':
        return {
          head,
          fill: () => {
            const brands = db
              .prepare(
                `SELECT b.id, b.name, b.slug FROM brands b JOIN products p ON p.brand_id = b.id AND p.status = 'PUBLISHED'
                 GROUP BY b.id ORDER BY SUM(p.popularity) DESC, b.id LIMIT ?`,
              )
              .all(SECTION_ITEM_LIMIT) as { id: number; name: string; slug: string }[];
            return {
              items: brands.map((b) => ({ image: mediaUrl(ctx.origin, 'brand', b.slug), brand_id: b.id, name: b.name, slug: b.slug })),
              total_count: catalogue.brands.size,
              has_more_items: catalogue.brands.size > brands.length,
            };
          },
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
        return { head, fill: productFill(deps, ctx, id, { flashSale: true, onSale: true, ...PROMOTABLE }, 'Popularity') };
      case 'top-rated':
        return { head, fill: productFill(deps, ctx, id, { ...PROMOTABLE }, 'Rating') };
      case 'brand':
        return { head, fill: productFill(deps, ctx, id, { brandIds: brand ? [brand.id] : [], ...PROMOTABLE }, 'Popularity') };
      case 'sale-category':
        return { head, fill: productFill(deps, ctx, id, { categoryIds, onSale: true, ...PROMOTABLE }, 'Popularity') };
      case 'category':
      default:
        return { head, fill: productFill(deps, ctx, id, { categoryIds, ...PROMOTABLE }, 'Popularity') };
    }
  });
  return paged(ctx, plan, paging);
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

/** GET /page/offers: flash sales first, then the products on sale in each top-level category. */
export function offersPage(deps: AppDeps, ctx: RenderContext, paging: Paging) {
  const plan: PlannedSection[] = [
    {
      head: headOf('ofertas-relampago', 'PRIME_DAYS', 'Ofertas relámpago', 10, null, '¡Solo por tiempo limitado!'),
      fill: productFill(deps, ctx, 'ofertas-relampago', { flashSale: true, onSale: true, ...PROMOTABLE }, 'Popularity'),
    },
  ];
  deps.catalogue.childrenOf(null).forEach((category, index) => {
    const filter = { categoryIds: deps.catalogue.descendantIds(category.id), onSale: true, ...PROMOTABLE };
    if (queryProducts(deps.db, filter, { limit: 1 }).total === 0) return;
    const sectionId = `ofertas-${category.slug}`;
    plan.push({
      head: headOf(sectionId, 'PRODUCTS_GRID', `Ofertas en ${category.name}`, 20 + index * 10, category.slug),
      fill: productFill(deps, ctx, sectionId, filter, 'Popularity'),
    });
  });
  return paged(ctx, plan, paging);
}

/** GET /page/newest: the newest products, then the newest of each top-level category. */
export function newestPage(deps: AppDeps, ctx: RenderContext, paging: Paging) {
  const plan: PlannedSection[] = [
    { head: headOf('novedades', 'PRODUCTS_GRID', 'Lo más nuevo', 10, null), fill: productFill(deps, ctx, 'novedades', { ...PROMOTABLE }, 'CreationDate') },
  ];
  deps.catalogue.childrenOf(null).forEach((category, index) => {
    const sectionId = `novedades-${category.slug}`;
    plan.push({
      head: headOf(sectionId, index % 2 === 0 ? 'PRODUCTS_SLIDER' : 'PRODUCTS_SLIDER_DARK', `Novedades en ${category.name}`, 20 + index * 10, category.slug),
      fill: productFill(deps, ctx, sectionId, { categoryIds: deps.catalogue.descendantIds(category.id), ...PROMOTABLE }, 'CreationDate'),
    });
  });
  return paged(ctx, plan, paging);
}
