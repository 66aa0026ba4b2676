import { Hono, type Context } from 'hono';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { readMainImageWidths, readSortBy } from '../catalog/listing-params';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { originOf, readFlag, readPaging } from '../http/request';
import { requireSession } from '../session/session-service';
import { SEARCH_QUERY_MAX_LENGTH, type SearchFilterAnswer, type SearchResultAnswer, type SearchSuggestionsAnswer } from './contract';
import { searchFacets } from './facets';
import { searchProducts } from './sorts';
import { searchSuggestions } from './suggestions';
import { didYouMean } from './correction';
import { correctedQuery, parseQuery, SEARCH_MIN_PREFIX } from './query';
import { vocabularyOf } from './vocabulary';
import { readSearchFilter } from './filter-params';

const DEFAULT_PAGE_SIZE = 24;

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


/** GET /search, /search/filter and /search_suggestions over the products' full-text index (query.ts, filters.ts, sorts.ts, facets.ts, suggestions.ts; the SQL in search-store.ts). */
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
    const answer: SearchFilterAnswer = { query: query.trim(), ...searchFacets(deps, render(c), query, readSearchFilter(c, deps)) };
    return c.json(answer);
  });

  app.get('/search', auth, (c) => {
    const query = readQuery(c);
    const paging = readPaging(c, { pageSize: DEFAULT_PAGE_SIZE });
    const sort = readSortBy(c, 'Relevance');
    const filter = readSearchFilter(c, deps);
    const ctx = render(c, readMainImageWidths(c));
    // `exact=true`: the shopper's own words, without typo corrections (the «Buscar … en su lugar» link).
    const exact = readFlag(c, 'exact');
    const { rows, total } = searchProducts(deps, query, filter, { sort, limit: paging.pageSize, offset: paging.offset, exact });
    const vocabulary = vocabularyOf(deps.db);
    const correction = exact || total === 0 ? null : correctedQuery(vocabulary, parseQuery(vocabulary, query, { minPrefix: SEARCH_MIN_PREFIX }));
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
      did_you_mean: total === 0 && /[\p{L}\p{N}]/u.test(query) ? didYouMean(deps, query, filter) : null,
      showing_results_for: correction,
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
