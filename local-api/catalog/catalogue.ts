import { findEventDetails, type EventDetailsRow } from '../product/event-store';
import type { StockStatus, VariantSwatch } from '../../src/domain';
import type { Database } from '../db/database';
import { PUBLIC_API_PATH } from '../../src/domain';
import { listAuthors, listBrands, listCategories, type AuthorRow, type BrandRow, type CategoryRow } from './catalogue-store';
import type { ProductRow } from './product-row';
import { countPublishedByCategory, findVisibleProductBySkuOrSlug, listProductsByIds } from './product-store';

export type { AuthorRow, BrandRow, CategoryRow } from './catalogue-store';
export type { ProductRow } from './product-row';
export { VISIBLE_STATUSES } from './visibility';

/**
 * The columns a product summary reads (Catalogue.summary), with the id and the variant group its callers use: what a
 * listing reads of each row (the long description, up to kilobytes of HTML, is no part of a summary).
 */
export const SUMMARY_COLUMNS = [
  'id', 'public_sku', 'slug', 'title', 'brand_id', 'category_id', 'type', 'status', 'stock_status', 'stock_quantity', 'weight',
  'price_cents', 'regular_price_cents', 'is_on_sale', 'has_flash_sale', 'flash_sale_days', 'has_free_shipping', 'is_international',
  'variant_group_id', 'average_rating', 'rating_count',
] as const satisfies readonly (keyof ProductRow)[];
export type SummaryRow = Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>;

/** How a response is being built: the public origin, what time it is, which image widths to offer. */
export interface RenderContext {
  /** The public origin, for the few URLs that must be absolute (invoice and admin links); media URLs are root-relative (mediaUrl). */
  origin: string;
  now: Date;
  imageWidths: readonly number[];
}

export const MEDIA_KINDS = ['product', 'category', 'brand', 'banner', 'benefit', 'author'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const STOCK_STATUS_TEXT: Record<StockStatus, string> = {
  IN_STOCK: 'En existencia',
  IN_ERP_STOCK: 'Entrega rápida',
  OUT_OF_STOCK: 'Agotado',
  PRESALE: 'Preventa',
  UNKNOWN: 'Disponibilidad por confirmar',
  DISCONTINUED: 'Descontinuado',
  DOWNLOAD: 'Descarga inmediata',
};

/** At most this many in stock, the text says how many are left. */
export const LOW_STOCK = 5;

/** The stock line a shopper reads: "Quedan 3" when few are left, else the status's text. */
export function stockStatusText(row: Pick<ProductRow, 'stock_status' | 'stock_quantity'>): string | null {
  const left = row.stock_quantity;
  if (row.stock_status === 'IN_STOCK' && left > 0 && left <= LOW_STOCK) return left === 1 ? 'Queda 1' : `Quedan ${left}`;
  return STOCK_STATUS_TEXT[row.stock_status] ?? null;
}

/** Stock statuses a shopper can buy. */
export const AVAILABLE_STOCK: readonly StockStatus[] = ['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD'];

export const DEFAULT_IMAGE_WIDTHS: readonly number[] = [300, 700];
const DAY_MS = 86_400_000;
/** Guatemala is UTC−6 all year. */
export const GUATEMALA_OFFSET_MS = -6 * 3_600_000;

export const toQuetzales = (cents: number) => Math.round(cents) / 100;

/**
 * A generated picture's URL, root-relative (`/api/public/media/<kind>/<name>.svg`): it works under whatever host
 * name the store is reached at (localhost, 127.0.0.1, a proxy or a shared cache), the page's own origin, so the
 * store's CSP allows it and a cached answer is the same for every host. Absolute URLs are only for what leaves
 * the page (e-mail links, share links, signed invoice links), built from the public origin.
 */
export function mediaUrl(kind: MediaKind, name: string): string {
  return `${PUBLIC_API_PATH}/media/${kind}/${encodeURIComponent(name)}.svg`;
}

/** The end of the Guatemalan day `days` days after `now`, as an ISO date. */
export function endOfGuatemalanDay(now: Date, days: number): string {
  const local = now.getTime() + GUATEMALA_OFFSET_MS;
  const endLocal = Math.floor(local / DAY_MS) * DAY_MS + (days + 1) * DAY_MS - 1000;
  return new Date(endLocal - GUATEMALA_OFFSET_MS).toISOString();
}

/** A flash sale never shows less than this left: one ending sooner runs to the next day's end. */
export const FLASH_SALE_MIN_LEFT_MS = 3 * 3_600_000;

/**
 * When a flash sale ends, counted from the server's clock: the end of the
 * Guatemalan day `days` days after `now`, or of the day after that when fewer
 * than three hours would be left, so the countdown always has hours to run.
 */
export function flashSaleEnd(now: Date, days: number): string {
  const end = endOfGuatemalanDay(now, days);
  return Date.parse(end) - now.getTime() < FLASH_SALE_MIN_LEFT_MS ? endOfGuatemalanDay(now, days + 1) : end;
}

/**
 * The read side of the seeded catalogue. Categories, brands and authors are
 * few and never change while the server runs, so they are kept in memory.
 */
export class Catalogue {
  readonly categories = new Map<number, CategoryRow>();
  readonly categoriesBySlug = new Map<string, CategoryRow>();
  readonly brands = new Map<number, BrandRow>();
  readonly brandsBySlug = new Map<string, BrandRow>();
  readonly authors = new Map<number, AuthorRow>();
  readonly authorsBySlug = new Map<string, AuthorRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();
  private readonly publishedCount = new Map<number, number>();
  private readonly inStockCount = new Map<number, number>();

  constructor(private readonly db: Database) {
    for (const row of listCategories(db)) {
      this.categories.set(row.id, row);
      this.categoriesBySlug.set(row.slug, row);
      if (row.is_hidden) continue;
      const siblings = this.children.get(row.parent_id) ?? [];
      siblings.push(row);
      this.children.set(row.parent_id, siblings);
    }
    for (const row of listBrands(db)) {
      this.brands.set(row.id, row);
      this.brandsBySlug.set(row.slug, row);
    }
    for (const row of listAuthors(db)) {
      this.authors.set(row.id, row);
      this.authorsBySlug.set(row.slug, row);
    }
    const counts = countPublishedByCategory(db);
    for (const { category_id, total, in_stock } of counts) {
      for (const id of this.ancestorsAndSelf(category_id)) {
        this.publishedCount.set(id, (this.publishedCount.get(id) ?? 0) + total);
        this.inStockCount.set(id, (this.inStockCount.get(id) ?? 0) + in_stock);
      }
    }
  }

  childrenOf(id: number | null): CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** The category and all below it. */
  descendantIds(id: number): number[] {
    const out = [id];
    for (let i = 0; i < out.length; i++) for (const child of this.childrenOf(out[i]!)) out.push(child.id);
    return out;
  }

  /** Root first, the category itself last. */
  breadcrumb(id: number): CategoryRow[] {
    const chain: CategoryRow[] = [];
    for (let row = this.categories.get(id); row; row = row.parent_id == null ? undefined : this.categories.get(row.parent_id))
      chain.unshift(row);
    return chain;
  }

  private ancestorsAndSelf(id: number): number[] {
    return this.breadcrumb(id).map((row) => row.id);
  }

  /** Published products in the category and below. */
  productCount(id: number): number {
    return this.publishedCount.get(id) ?? 0;
  }

  // ---- JSON shapes (field names as in src/domain) ----

  image(ctx: RenderContext, kind: MediaKind, name: string, altText: string | null, sortOrder = 0) {
    const base = mediaUrl(kind, name);
    const ratio = kind === 'banner' ? 1 / 3 : kind === 'brand' ? 1 / 2 : 1;
    return {
      id: `${kind}-${name}`,
      name: `${name}.svg`,
      alt_text: altText,
      urls: ctx.imageWidths.map((width) => ({
        image_id: `${kind}-${name}`,
        cdn_url: `${base}?w=${width}`,
        width,
        height: Math.round(width * ratio),
        file_size_kb: 2,
      })),
      sort_order: sortOrder,
      thumbnail: `${base}?w=150`,
      video_url: null,
    };
  }

  category(ctx: RenderContext, row: CategoryRow) {
    return {
      id: row.id,
      parent_id: row.parent_id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      profile_image: mediaUrl('category', row.slug),
      banner_image: mediaUrl('banner', `categoria-${row.slug}`),
      search_results_count: this.productCount(row.id),
      over18_required: row.over18_required === 1,
      disabled_on_mobile: row.disabled_on_mobile === 1,
    };
  }

  mainCategory(ctx: RenderContext, row: CategoryRow) {
    return {
      id: row.id,
      parent_id: row.parent_id,
      name: row.name,
      slug: row.slug,
      status: 'ACTIVE',
      products_in_stock_count: this.inStockCount.get(row.id) ?? 0,
      over18_required: row.over18_required === 1,
      disabled_on_mobile: row.disabled_on_mobile === 1,
      profile_image: mediaUrl('category', row.slug),
    };
  }

  brand(ctx: RenderContext, row: BrandRow) {
    return {
      name: row.name,
      slug: row.slug,
      description: row.description,
      logo: mediaUrl('brand', row.slug),
      description_meta: row.description ? `${row.name}: ${row.description}` : row.name,
      keywords: row.keywords,
    };
  }

  author(ctx: RenderContext, row: AuthorRow) {
    return {
      name: row.name,
      slug: row.slug,
      bio: row.bio,
      image: mediaUrl('author', row.slug),
      attribute_slug: 'autor',
    };
  }

  /** The spec's product summary; a listing's row adds the `variant_swatches` extension (see queryProducts). */
  summary(ctx: RenderContext, row: SummaryRow & { variant_swatches?: VariantSwatch[] }) {
    const brand = row.brand_id == null ? undefined : this.brands.get(row.brand_id);
    const category = this.categories.get(row.category_id);
    const flashEnd = row.has_flash_sale && row.flash_sale_days != null ? flashSaleEnd(ctx.now, row.flash_sale_days) : null;
    const onSale = row.is_on_sale === 1 && row.regular_price_cents > row.price_cents;
    return {
      public_sku: row.public_sku,
      slug: row.slug,
      title: row.title,
      brand: brand ? this.brand(ctx, brand) : null,
      main_category: category ? this.mainCategory(ctx, category) : null,
      main_image: this.image(ctx, 'product', `${row.public_sku}-1`, row.title, 0),
      weight: row.weight,
      type: row.type,
      average_rating: row.average_rating,
      rating_count: row.rating_count,
      regular_price: toQuetzales(row.regular_price_cents),
      sale_price: onSale ? toQuetzales(row.price_cents) : null,
      price: toQuetzales(row.price_cents),
      stock_status: row.stock_status,
      stock_status_text: stockStatusText(row),
      is_on_sale: onSale,
      has_flash_sale: row.has_flash_sale === 1,
      has_free_shipping: row.has_free_shipping === 1,
      flash_sale_end_date: flashEnd,
      date_sale_cutoff: flashEnd,
      status: row.status,
      is_international: row.is_international === 1,
      ...(row.variant_swatches ? { variant_swatches: row.variant_swatches } : {}),
    };
  }

  detail(ctx: RenderContext, row: ProductRow) {
    const author = row.author_id == null ? undefined : this.authors.get(row.author_id);
    const images = Array.from({ length: Math.max(1, row.image_count) }, (_, i) =>
      this.image(ctx, 'product', `${row.public_sku}-${i + 1}`, i === 0 ? row.title : `${row.title} (imagen ${i + 1})`, i),
    );
    const presale =
      row.stock_status === 'PRESALE' && row.presale_days != null ? endOfGuatemalanDay(ctx.now, row.presale_days).slice(0, 10) : null;
    return {
      ...this.summary(ctx, row),
      categories: this.breadcrumb(row.category_id).map((c) => this.mainCategory(ctx, c)),
      images,
      description_short: row.description_short,
      description_long: row.description_long,
      description_meta: row.description_short ? row.description_short.slice(0, 155) : null,
      title_meta: `${row.title} | Tienda`,
      keywords: row.keywords,
      warranty_months: row.warranty_months,
      presale_delivery_start_date: presale,
      author: author ? this.author(ctx, author) : null,
      // An extension (docs/contract.md): when and where an event takes place, on event products that have a date.
      ...(row.type === 'EVENT_SEAT' || row.type === 'EVENT_TICKET' ? this.eventOf(row.id) : {}),
    };
  }

  /** `{event}` of an event product with a date (migration 25), else nothing. */
  eventOf(productId: number): { event: EventDetailsRow } | Record<string, never> {
    const row = findEventDetails(this.db, productId);
    return row ? { event: row } : {};
  }

  // ---- lookups ----

  productBySkuOrSlug(id: string): ProductRow | undefined {
    return findVisibleProductBySkuOrSlug(this.db, id);
  }

  productsByIds(ids: readonly number[]): ProductRow[] {
    if (ids.length === 0) return [];
    const rows = listProductsByIds(this.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
  }
}
