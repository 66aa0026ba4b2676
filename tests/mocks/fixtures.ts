/**
 * Small factories for what the API answers, in its wire format (snake_case,
 * before the schemas parse it). Each takes overrides; tests state only what
 * they care about.
 */
import type * as z from 'zod/mini';
import type {
  CartItemSchema,
  CartSchema,
  ProductDetailSchema,
  ProductPageSchema,
  ProductSummarySchema,
  SessionTokenSchema,
  UserSchema,
} from '../../src/domain';
import type { ProductType } from '../../src/domain';
import { makeProductSummary, makeUser } from '../../src/testing/fixtures';

export type WireProduct = z.input<typeof ProductSummarySchema>;
export type WireProductDetail = z.input<typeof ProductDetailSchema>;
export type WireCartItem = z.input<typeof CartItemSchema>;
export type WireCart = z.input<typeof CartSchema>;
export type WireUser = z.input<typeof UserSchema>;
export type WireSessionToken = z.input<typeof SessionTokenSchema>;
export type WireProductPage = z.input<typeof ProductPageSchema>;
export type WireHomeSection = Record<string, unknown> & { type: string; section_id: string | number; items: unknown[] };

/** The kit's product (tienda/testing), with the fixed names, SKU and brand these tests read back. */
export function productSummary(overrides: Partial<WireProduct> = {}): WireProduct {
  return makeProductSummary({
    public_sku: 'SKU-1',
    slug: 'audifonos-inalambricos',
    title: 'Audífonos inalámbricos',
    brand: { name: 'Sonido', slug: 'sonido' },
    main_category: null,
    main_image: null,
    weight: 0.3,
    has_free_shipping: true,
    ...overrides,
  });
}

/** A published, in-stock product of `type`, with sku `SKU-<TYPE>`. */
export function productOfType(type: ProductType, overrides: Partial<WireProduct> = {}): WireProduct {
  return productSummary({ public_sku: `SKU-${type}`, slug: `producto-${type.toLowerCase()}`, type, ...overrides });
}

export function productDetail(overrides: Partial<WireProductDetail> = {}): WireProductDetail {
  return {
    ...productSummary(),
    categories: [],
    images: [],
    description_short: 'Sonido claro todo el día.',
    description_long: null,
    author: null,
    ...overrides,
  };
}

export function cartItem(product: WireProduct, overrides: Partial<WireCartItem> = {}): WireCartItem {
  return {
    item_id: `item-${product.public_sku}`,
    quantity: 1,
    product,
    stock_status: product.stock_status,
    gift_wrap_options: [],
    price: product.price,
    ...overrides,
  };
}

/** A cart whose totals follow its lines. */
export function cart(overrides: Partial<WireCart> = {}): WireCart {
  const items = (overrides.items ?? []) as WireCartItem[];
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const amount = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
  return {
    cart_id: 'cart-1',
    status: 'OPEN',
    items,
    creation: '2026-01-02T10:00:00-06:00[America/Guatemala]',
    updated: null,
    coupons: [],
    gift_cards: [],
    user_cart_ids: [],
    weight_total: 0,
    quantity_total: quantity,
    amount_sub_total: amount,
    amount_total: amount,
    ...overrides,
  };
}

export function sessionToken(token: string, overrides: Partial<WireSessionToken> = {}): WireSessionToken {
  return { token, first_name: null, last_name: null, email: null, ...overrides };
}

/** The kit's user (tienda/testing), as the tests that read it back know her: ana@example.com, user-1. */
export function user(overrides: Partial<WireUser> = {}): WireUser {
  return makeUser({ public_id: 'user-1', email: 'ana@example.com', ...overrides });
}

export function banner(id: number, overrides: Record<string, unknown> = {}) {
  return { id, image: `https://cdn.test/banner-${id}.jpg`, sort_order: id, target_url: null, targetType: 'URL', alt_text: `Banner ${id}`, ...overrides };
}

const productItems = (prefix: string, count = 2) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    sort_order: i,
    product: productSummary({ public_sku: `${prefix}-SKU-${i + 1}`, slug: `${prefix.toLowerCase()}-${i + 1}` }),
  }));

/** One section of every one of the 9 known types, in a shuffled sort order. */
export function allHomeSections(): WireHomeSection[] {
  return [
    { section_id: 'products-grid', type: 'PRODUCTS_GRID', title: 'Para ti', sort_order: 4, items: productItems('GRID') },
    { section_id: 'banners', type: 'BANNERS', title: null, sort_order: 0, items: [banner(1), banner(2), banner(3), banner(4)] },
    { section_id: 'benefits', type: 'BENEFITS', title: 'Beneficios', sort_order: 1, items: [{ id: 1, title: 'Envío gratis', image: null, sort_order: 0 }] },
    { section_id: 'categories', type: 'CATEGORIES', title: 'Categorías', sort_order: 2, items: [{ category_id: 10, name: 'Audio', slug: 'audio', image: null }] },
    { section_id: 'slider', type: 'PRODUCTS_SLIDER', title: 'Ofertas', sort_order: 5, items: productItems('SLIDER') },
    { section_id: 'slider-dark', type: 'PRODUCTS_SLIDER_DARK', title: 'Destacados', sort_order: 6, items: productItems('DARK') },
    { section_id: 'recent', type: 'PRODUCTS_RECENTLY_VIEWED', title: 'Vistos recientemente', sort_order: 7, items: productItems('RECENT') },
    { section_id: 'brands', type: 'BRANDS', title: 'Marcas', sort_order: 3, items: [{ brand_id: 7, name: 'Sonido', slug: 'sonido', image: null }] },
    { section_id: 'prime', type: 'PRIME_DAYS', title: 'Días prime', sort_order: 8, items: productItems('PRIME') },
  ];
}

export function homePage(overrides: { sections?: unknown[]; has_more_sections?: boolean } = {}) {
  return { sections: allHomeSections(), page: 1, page_size: 20, has_more_sections: false, ...overrides };
}

export function productPage(overrides: Partial<WireProductPage> = {}): WireProductPage {
  return { product: productDetail(), ...overrides };
}

export function productList(products: WireProduct[] = [productSummary()], overrides: Record<string, unknown> = {}) {
  return { products, total_count: products.length, page: 1, page_size: 24, has_more_items: false, ...overrides };
}

export function category(overrides: Record<string, unknown> = {}) {
  return { id: 10, parent_id: null, name: 'Audio', slug: 'audio', description: null, search_results_count: 42, ...overrides };
}

export function categoryTree(overrides: Record<string, unknown> = {}) {
  return { current: category(), parent: null, children: [category({ id: 11, parent_id: 10, name: 'Audífonos', slug: 'audifonos' })], ...overrides };
}

export function brand(overrides: Record<string, unknown> = {}) {
  return { name: 'Sonido', slug: 'sonido', description: 'Audio para todos', logo: null, ...overrides };
}

export function author(overrides: Record<string, unknown> = {}) {
  return { name: 'Miguel Ángel Asturias', slug: 'miguel-angel-asturias', bio: null, image: null, ...overrides };
}

/** The error body the API sends: `{cause, message, instruction}`. */
export function apiError(cause: string, message?: string, instruction?: string) {
  return { cause, ...(message ? { message } : {}), ...(instruction ? { instruction } : {}) };
}

/** GET /page/section/{id}: a product section with `count` products on this page and `total` in all. */
export function sectionDetail(count = 2, total = count, overrides: Record<string, unknown> = {}) {
  return {
    section: { section_id: 7, type: 'PRODUCTS_GRID', title: 'Recomendados para ti', sort_order: 70, total_count: total, has_more_items: total > count, items: productItems('SECTION', count) },
    page: 1,
    page_size: 24,
    ...overrides,
  };
}

/** GET /search/filter or /page/section/{id}/filter (issue 10): facets with one brand, one attribute and a price range. */
export function filterOptions(overrides: Record<string, unknown> = {}) {
  return {
    total_count: 1,
    category_navigator: { current: null, parent: null, children: [category({ search_results_count: 1 })], breadcrumbs: [] },
    suggested_categories: [category({ search_results_count: 1 })],
    brands: [{ brand: brand(), count: 1, rating_stats: { average_rating: 4.5, rating_count: 12 } }],
    attributes: [{ name: 'Color', slug: 'color', values: [{ value: 'Negro', slug: 'negro', count: 1 }] }],
    price_range: { min: 199, max: 199 },
    ...overrides,
  };
}

/** GET /search: a page of results with the query as read and no message. */
export function searchResult(products: WireProduct[] = [productSummary()], overrides: Record<string, unknown> = {}) {
  return { ...productList(products), query: 'audifonos', message: null, ...overrides };
}

/** GET /search_suggestions: one suggestion of each kind the API sends, and one of a kind this client does not know. */
export function searchSuggestions(overrides: Record<string, unknown> = {}) {
  const one = (type: string, text: string, slug: string | null, extra: Record<string, unknown> = {}) => ({
    text,
    type,
    slug,
    image_url: null,
    parent_category_name: null,
    highlight: [[0, 3]],
    ...extra,
  });
  return {
    query: 'aud',
    suggestions: [
      one('TEXT', 'audífonos', null),
      one('CATEGORY', 'Audio', 'audio', { parent_category_name: 'Electrónica' }),
      one('PRODUCT', 'Audífonos inalámbricos', 'audifonos-inalambricos', { image_url: 'https://cdn.test/a.png' }),
      one('BRAND', 'Audiomax', 'audiomax'),
      one('PAGE', 'Audiolibros', 'audiolibros'),
      one('KEYWORD', 'audio', null),
      one('HOLOGRAM', 'Audio 3D', null, { highlight: undefined }),
    ],
    ...overrides,
  };
}
