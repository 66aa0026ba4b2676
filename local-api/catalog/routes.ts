import { Hono, type Context } from 'hono';
import { PRODUCT_PAGE_PARTS, SORT_ORDERS, type SortOrder } from '../../src/domain';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, notFound, productNotFound } from '../http/errors';
import { originOf, readList, readPaging } from '../http/request';
import { requireSession } from '../session/session-service';
import { DEFAULT_IMAGE_WIDTHS, MEDIA_KINDS, type MediaKind, type RenderContext } from './catalogue';
import { artworkFor, mediaLabel, renderSvg } from './media';
import { homePage, newestPage, offersPage, sectionDetail, sectionFilterOptions } from './pages';
import { buildProductPage, parseParts, recentlyViewed, recordView } from './product-page';
import { findVisibleProductSkuBySlug } from './product-store';
import { isUnfiltered, readSearchFilter } from '../search/filter-params';
import { productFilter } from '../search/filters';
import { SVG_CSP } from '../http/svg';
import { queryProducts, sortOrderOf } from './product-query';

/** Home sections per page unless page_size says otherwise (all seeded sections fit on one). */
const DEFAULT_SECTIONS_PAGE_SIZE = 20;
const DEFAULT_PRODUCTS_PAGE_SIZE = 24;
/** Reviews per product page unless page_size says otherwise (spec section 9). */
const DEFAULT_REVIEWS_PAGE_SIZE = 5;
/** GET /session/recently-viewed/ lists at most this many products. */
export const RECENTLY_VIEWED_ANSWER_LIMIT = 20;


/**
 * The image renditions there are (spec section 9 and the client: thumbnails 150, compare and wishlist 300,
 * the product page's 500 and 2500 or 700 and 2500, review images 1200). Every image of an answer lists one
 * URL per width asked for, so the widths come from this set only.
 */
export const IMAGE_RENDITION_WIDTHS: readonly number[] = [150, 300, 500, 700, 1200, 2500];
const KNOWN_WIDTHS = new Set(IMAGE_RENDITION_WIDTHS);

/**
 * image_min_widths: at most one value per rendition (more is a 400); values outside the set are ignored
 * (a client asking for 640 still gets a product page, with the default renditions), so an answer lists at
 * most IMAGE_RENDITION_WIDTHS.length URLs per image whatever the request.
 */
function imageWidths(c: Context): readonly number[] {
  const widths = readList(c, 'image_min_widths', IMAGE_RENDITION_WIDTHS.length)
    .map(Number)
    .filter((w) => KNOWN_WIDTHS.has(w));
  return widths.length > 0 ? [...new Set(widths)] : DEFAULT_IMAGE_WIDTHS;
}

/** Pages, slugs, categories, brands, authors, product listings, product pages and generated media. */
export function catalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const { catalogue, db } = deps;
  const auth = requireSession(deps);
  const render = (c: Context, widths: readonly number[] = DEFAULT_IMAGE_WIDTHS): RenderContext => ({
    origin: originOf(c),
    now: deps.now(),
    imageWidths: widths,
  });

  // Pictures are fetched by <img> tags, which cannot send a Session header.
  app.get('/media/:kind/:file', (c) => {
    const kind = c.req.param('kind') as MediaKind;
    const file = c.req.param('file');
    if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !file.endsWith('.svg')) throw notFound('La imagen no existe.');
    const name = file.slice(0, -'.svg'.length);
    // Only names the catalogue gives out: never an arbitrary string drawn on the store's origin.
    const label = mediaLabel(db, kind, name);
    if (label === null) throw notFound('La imagen no existe.');
    const width = Number(c.req.query('w'));
    const svg = renderSvg(kind, name, label, Number.isFinite(width) ? width : null, artworkFor(db, kind, name));
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // Opened as a document, the picture can load nothing and run nothing (it needs no script, font or image).
      'Content-Security-Policy': SVG_CSP,
    });
  });

  app.get('/page/home', auth, (c) =>
    c.json(homePage(deps, render(c), c.get('session').owner, readPaging(c, { pageSize: DEFAULT_SECTIONS_PAGE_SIZE }))),
  );
  app.get('/page/offers', auth, (c) => c.json(offersPage(deps, render(c), readPaging(c, { pageSize: DEFAULT_SECTIONS_PAGE_SIZE }))));
  app.get('/page/newest', auth, (c) => c.json(newestPage(deps, render(c), readPaging(c, { pageSize: DEFAULT_SECTIONS_PAGE_SIZE }))));

  app.get('/page/section/:id/filter', auth, (c) => {
    const options = sectionFilterOptions(deps, render(c), c.get('session').owner, c.req.param('id'), readSearchFilter(c, deps));
    if (!options) throw notFound('La sección no existe.');
    return c.json(options);
  });

  app.get('/page/section/:id', auth, (c) => {
    const paging = readPaging(c, { pageSize: DEFAULT_PRODUCTS_PAGE_SIZE, zeroIsDefault: true });
    const rawSort = c.req.query('sort_by');
    // An absent sort keeps the section's own order; a sort this API does not know is refused, like bad paging.
    if (rawSort && !(SORT_ORDERS as readonly string[]).includes(rawSort))
      throw badRequest(`el parámetro "sort_by" no admite "${rawSort.slice(0, 60)}".`);
    // The same filters as /product and /search (category_slug, brand_slugs, attributes, rating_min, …) narrow a product section.
    const filter = readSearchFilter(c, deps);
    const detail = sectionDetail(
      deps,
      render(c),
      c.get('session').owner,
      c.req.param('id'),
      paging,
      rawSort ? (rawSort as SortOrder) : null,
      isUnfiltered(filter) ? null : filter,
    );
    if (!detail) throw notFound('La sección no existe.');
    return c.json(detail);
  });

  // The products this session (or its signed-in user) opened, most recent first: only its own.
  app.get('/session/recently-viewed', auth, (c) => {
    const ctx = render(c);
    const rows = recentlyViewed(deps, c.get('session').owner, RECENTLY_VIEWED_ANSWER_LIMIT);
    return c.json({ products: rows.map((row) => catalogue.summary(ctx, row)) });
  });

  app.get('/page/product/:id', auth, (c) => {
    const product = catalogue.productBySkuOrSlug(c.req.param('id'));
    if (!product) throw productNotFound();
    const paging = readPaging(c, { pageSize: DEFAULT_REVIEWS_PAGE_SIZE });
    const session = c.get('session');
    const { address_id, city, state, pickup_option_id } = c.req.query();
    const parts = parseParts(readList(c, 'include', PRODUCT_PAGE_PARTS.length));
    const page = buildProductPage(deps, render(c, imageWidths(c)), session, product, parts, paging, {
      address_id,
      city,
      state,
      pickup_option_id,
    });
    // A view is a read of the product itself; paging through its recommendations, reviews or questions is not.
    if (parts.has('PRODUCT')) recordView(deps, session.owner, product.id);
    return c.json(page);
  });

  app.get('/slug/:slug', auth, (c) => {
    const slug = c.req.param('slug').trim().toLowerCase();
    const answer = (page_type: string, id: string | null) => c.json({ page_type, slug, id });
    if (slug === 'ofertas' || slug === 'offers') return answer('OFFERS', null);
    if (slug === 'novedades' || slug === 'newest') return answer('NEWEST', null);
    const productSku = findVisibleProductSkuBySlug(db, slug);
    if (productSku) return answer('PRODUCT', productSku);
    const category = catalogue.categoriesBySlug.get(slug);
    if (category) return answer('CATEGORY', String(category.id));
    if (catalogue.brandsBySlug.has(slug)) return answer('BRAND', slug);
    if (catalogue.authorsBySlug.has(slug)) return answer('AUTHOR', slug);
    throw notFound('La página no existe.');
  });

  app.get('/category/:slug', auth, (c) => {
    const ctx = render(c);
    const slug = c.req.param('slug');
    if (slug === 'root')
      return c.json({ current: null, parent: null, children: catalogue.childrenOf(null).map((row) => catalogue.category(ctx, row)) });
    const current = catalogue.categoriesBySlug.get(slug);
    if (!current) throw notFound('La categoría no existe.');
    const parent = current.parent_id == null ? undefined : catalogue.categories.get(current.parent_id);
    return c.json({
      current: catalogue.category(ctx, current),
      parent: parent ? catalogue.category(ctx, parent) : null,
      children: catalogue.childrenOf(current.id).map((row) => catalogue.category(ctx, row)),
    });
  });

  app.get('/brand/:slug', auth, (c) => {
    const brand = catalogue.brandsBySlug.get(c.req.param('slug'));
    if (!brand) throw notFound('La marca no existe.');
    return c.json(catalogue.brand(render(c), brand));
  });

  app.get('/author/:slug', auth, (c) => {
    const author = catalogue.authorsBySlug.get(c.req.param('slug'));
    if (!author) throw notFound('La autora o el autor no existe.');
    return c.json(catalogue.author(render(c), author));
  });

  app.get('/product', auth, (c) => {
    const paging = readPaging(c, { pageSize: DEFAULT_PRODUCTS_PAGE_SIZE });
    // The same filters as /search (category_slug, author_slug, brand_slugs, attributes, rating_min, fast_shipping,
    // on_sale, price_min, price_max), read by one function, so a listing and its facets (/search/filter) agree.
    // An unknown category, author, brand or attribute matches nothing rather than everything.
    const { rows, total } = queryProducts(
      db,
      productFilter(deps, null, readSearchFilter(c, deps)),
      // A product's colours and sizes list as one product with its variant_swatches (an extension of the summary).
      { sort: sortOrderOf(c.req.query('sort_by')), limit: paging.pageSize, offset: paging.offset, groupVariants: true },
    );
    const ctx = render(c);
    return c.json({
      products: rows.map((row) => catalogue.summary(ctx, row)),
      total_count: total,
      page: paging.page,
      page_size: paging.pageSize,
      has_more_items: paging.offset + rows.length < total,
    });
  });

  return app;
}
