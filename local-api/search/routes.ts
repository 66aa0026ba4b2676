import { Hono, type Context } from 'hono';
import { SORT_ORDERS, type SortOrder } from '../../src/domain';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalogue/catalogue';
import { IMAGE_RENDITION_WIDTHS } from '../catalogue/routes';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { originOf, readFlag, readList, readNumber, readPaging } from '../http/request';
import { requireSession } from '../session/session-service';
import { SEARCH_QUERY_MAX_LENGTH, type SearchFilterAnswer, type SearchResultAnswer, type SearchSuggestionsAnswer } from './contract';
import { attributeIndex, searchFacets, searchProducts, searchSuggestions, type SearchFilter } from './engine';

const DEFAULT_PAGE_SIZE = 24;
/** At most this many `slug:value` pairs in `attributes`. */
const MAX_ATTRIBUTE_FILTERS = 20;

/**
 * The query text, at most SEARCH_QUERY_MAX_LENGTH characters once trimmed (else a Spanish 400). It is matched as
 * typed: a space after the last word says the word is complete (no prefix matching on it).
 */
function readQuery(c: Context): string {
  const query = c.req.query('query') ?? '';
  const length = query.trim().length;
  if (length > SEARCH_QUERY_MAX_LENGTH) throw badRequest(`la búsqueda admite como máximo ${SEARCH_QUERY_MAX_LENGTH} caracteres (tiene ${length}).`);
  return query;
}

/** The filters shared by /search and /search/filter, resolved against the catalogue. */
function readFilter(c: Context, deps: AppDeps): SearchFilter {
  const { catalogue, db } = deps;
  const categorySlug = c.req.query('category_slug')?.trim();
  const category = categorySlug ? catalogue.categoriesBySlug.get(categorySlug) : undefined;
  const brandSlugs = readList(c, 'brand_slugs');
  const attributes = new Map<string, string[]>();
  const pairs = readList(c, 'attributes', MAX_ATTRIBUTE_FILTERS);
  if (pairs.length > 0) {
    const index = attributeIndex(db);
    for (const pair of pairs) {
      const [slug, valueSlug, ...rest] = pair.split(':').map((part) => part.trim());
      if (!slug || !valueSlug || rest.length > 0)
        throw badRequest(`cada valor de "attributes" debe tener la forma atributo:valor (se recibió "${pair.slice(0, 60)}").`);
      const attribute = index.get(slug);
      // An unknown attribute or value matches nothing, as an unknown brand does.
      const name = attribute?.name ?? `\u0000${slug}`;
      const values = attribute?.values.get(valueSlug) ?? [];
      attributes.set(name, [...(attributes.get(name) ?? []), ...values]);
    }
  }
  const priceMin = readNumber(c, 'price_min');
  const priceMax = readNumber(c, 'price_max');
  const ratingMin = readNumber(c, 'rating_min');
  if (ratingMin != null && ratingMin > 5) throw badRequest('el parámetro "rating_min" debe estar entre 0 y 5.');
  if (priceMin != null && priceMax != null && priceMin > priceMax)
    throw badRequest('el parámetro "price_min" no puede ser mayor que "price_max".');
  const includeOutOfStock = c.req.query('include_out_of_stock') === undefined ? true : readFlag(c, 'include_out_of_stock');
  return {
    categoryId: category?.id ?? null,
    unknownCategory: Boolean(categorySlug) && !category,
    brandIds: brandSlugs.length > 0 ? brandSlugs.flatMap((slug) => catalogue.brandsBySlug.get(slug)?.id ?? []) : null,
    attributes,
    ratingMin,
    fastShipping: readFlag(c, 'fast_shipping'),
    onSale: readFlag(c, 'on_sale'),
    priceMinCents: priceMin == null ? null : Math.round(priceMin * 100),
    priceMaxCents: priceMax == null ? null : Math.round(priceMax * 100),
    availableOnly: !includeOutOfStock,
  };
}

function readSort(c: Context): SortOrder {
  const raw = c.req.query('sort_by')?.trim();
  if (!raw) return 'Relevance';
  if (!(SORT_ORDERS as readonly string[]).includes(raw))
    throw badRequest(`el parámetro "sort_by" debe ser uno de ${SORT_ORDERS.join(', ')}.`);
  return raw as SortOrder;
}

/** main_image_min_width: a rendition width (one of IMAGE_RENDITION_WIDTHS), else a 400. */
function readImageWidths(c: Context): readonly number[] {
  const raw = c.req.query('main_image_min_width')?.trim();
  if (!raw) return DEFAULT_IMAGE_WIDTHS;
  const width = Number(raw);
  if (!IMAGE_RENDITION_WIDTHS.includes(width))
    throw badRequest(`el parámetro "main_image_min_width" debe ser uno de ${IMAGE_RENDITION_WIDTHS.join(', ')}.`);
  return [width];
}

/** GET /search, /search/filter and /search_suggestions over the products' full-text index (search/engine.ts). */
export function searchRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context, imageWidths: readonly number[] = DEFAULT_IMAGE_WIDTHS): RenderContext => ({
    origin: originOf(c),
    now: deps.now(),
    imageWidths,
  });

  app.get('/search/filter', auth, (c) => {
    const query = readQuery(c);
    const answer: SearchFilterAnswer = { query: query.trim(), ...searchFacets(deps, render(c), query, readFilter(c, deps)) };
    return c.json(answer);
  });

  app.get('/search', auth, (c) => {
    const query = readQuery(c);
    const paging = readPaging(c, { pageSize: DEFAULT_PAGE_SIZE });
    const sort = readSort(c);
    const filter = readFilter(c, deps);
    const ctx = render(c, readImageWidths(c));
    const { rows, total } = searchProducts(deps, query, filter, { sort, limit: paging.pageSize, offset: paging.offset });
    // The summaries' status is the catalogue's string; ProductSummarySchema reads it into its enum.
    const answer: Omit<SearchResultAnswer, 'products'> & { products: ReturnType<typeof deps.catalogue.summary>[] } = {
      products: rows.map((row) => deps.catalogue.summary(ctx, row)),
      total_count: total,
      page: paging.page,
      page_size: paging.pageSize,
      has_more_items: paging.offset + rows.length < total,
      query: query.trim(),
      message: !/[\p{L}\p{N}]/u.test(query)
        ? 'Escribe qué producto, marca o categoría buscas.'
        : total === 0
          ? `No encontramos productos para «${query.trim()}». Revisa cómo está escrito o prueba con menos palabras.`
            : null,
    };
    return c.json(answer);
  });

  app.get('/search_suggestions', auth, (c) => {
    const query = readQuery(c);
    const rawCategory = c.req.query('category_id')?.trim();
    if (rawCategory && !/^\d{1,9}$/.test(rawCategory)) throw badRequest('el parámetro "category_id" debe ser un número entero.');
    const answer: SearchSuggestionsAnswer = {
      query: query.trim(),
      suggestions: searchSuggestions(deps, render(c), query, rawCategory ? Number(rawCategory) : null),
    };
    return c.json(answer);
  });

  return app;
}
