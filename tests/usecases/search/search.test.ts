import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, storedSession } from '../../mocks/client';
import { filterOptions, productSummary, searchResult, searchSuggestions } from '../../mocks/fixtures';
import { searchFilterHandler, searchHandler, searchHandlers, suggestionsHandler } from '../../mocks/handlers/search';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

/** A client on a restored anonymous session (no session calls), with what the error handler saw and logged. */
async function client() {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: 'anon-1', isUser: false });
  const made = makeClient({ storage });
  await made.client.session.start();
  return made;
}

const queryOf = (entry: { query: URLSearchParams }) => Object.fromEntries(entry.query);
/** The raw query string, in the order it was sent. */
const rawQuery = (entry: { request: Request }) => new URL(entry.request.url).search;

describe('tienda.search.search', () => {
  it('asks GET /search and GET /search/filter in parallel, both with include_out_of_stock=true', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (answer: Record<string, unknown>) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await delay(40);
      inFlight--;
      return HttpResponse.json(answer);
    };
    server.use(http.get(url('/search'), slow(searchResult())), http.get(url('/search/filter'), slow({ query: 'audifonos', ...filterOptions() })));
    const { client: tienda, errors } = await client();
    const view = await tienda.search.search({ query: 'audifonos' });
    expect(most).toBe(2);
    expect(rawQuery(requests.single('GET', '/search'))).toBe('?query=audifonos&include_out_of_stock=true&page=1&page_size=24&sort_by=Relevance');
    expect(rawQuery(requests.single('GET', '/search/filter'))).toBe('?query=audifonos&include_out_of_stock=true');
    expect(view.results.products.map((product) => product.public_sku)).toEqual(['SKU-1']);
    expect(view.results.query).toBe('audifonos');
    expect(view.filters.brands.map((facet) => facet.brand.slug)).toEqual(['sonido']);
    expect(view.pageCount).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends every filter, the page, the size, the sort and the image width; the filter call gets the same filter', async () => {
    server.use(...searchHandlers());
    const { client: tienda } = await client();
    await tienda.search.search({
      query: 'café molido ',
      page: 3,
      pageSize: 12,
      sort: 'PriceLowToHigh',
      imageWidth: 300,
      filter: { categorySlug: 'cafe', brandSlugs: ['volcan', 'altura'], attributes: { tueste: ['oscuro'] }, ratingMin: 4, fastShipping: true, onSale: true, priceMin: 20, priceMax: 150 },
    });
    const filter = {
      query: 'café molido ',
      category_slug: 'cafe',
      brand_slugs: 'volcan,altura',
      attributes: 'tueste:oscuro',
      rating_min: '4',
      fast_shipping: 'true',
      on_sale: 'true',
      price_min: '20',
      price_max: '150',
      include_out_of_stock: 'true',
    };
    expect(queryOf(requests.single('GET', '/search'))).toEqual({ ...filter, page: '3', page_size: '12', sort_by: 'PriceLowToHigh', main_image_min_width: '300' });
    expect(queryOf(requests.single('GET', '/search/filter'))).toEqual(filter);
  });

  it.each([
    [1, '150'],
    [280, '300'],
    [500, '500'],
    [4000, '2500'],
  ])('asks for the image rendition at least %s px wide (%s)', async (imageWidth, sent) => {
    server.use(...searchHandlers());
    const { client: tienda } = await client();
    await tienda.search.search({ query: 'x', imageWidth });
    expect(requests.single('GET', '/search').query.get('main_image_min_width')).toBe(sent);
    expect(requests.single('GET', '/search/filter').query.has('main_image_min_width')).toBe(false);
  });

  it('leaves out main_image_min_width without a usable image width', async () => {
    server.use(...searchHandlers());
    const { client: tienda } = await client();
    await tienda.search.search({ query: 'x', imageWidth: 0 });
    expect(requests.single('GET', '/search').query.has('main_image_min_width')).toBe(false);
  });

  it('replaces a sort order it does not know by Relevance', async () => {
    server.use(...searchHandlers());
    const { client: tienda } = await client();
    await tienda.search.search({ query: 'x', sort: 'Cheapest' as never });
    expect(requests.single('GET', '/search').query.get('sort_by')).toBe('Relevance');
  });

  it('counts the pages at the page size', async () => {
    server.use(searchHandler(searchResult([productSummary()], { total_count: 49 })), searchFilterHandler());
    const { client: tienda } = await client();
    expect((await tienda.search.search({ query: 'a', pageSize: 10 })).pageCount).toBe(5);
    expect((await tienda.search.search({ query: 'a' })).pageCount).toBe(3);
  });

  it('has at least one page when nothing matched, and carries the Spanish message', async () => {
    server.use(searchHandler(searchResult([], { total_count: 0, query: 'zzz', message: 'No encontramos productos para «zzz».' })), searchFilterHandler());
    const { client: tienda } = await client();
    const view = await tienda.search.search({ query: 'zzz' });
    expect([view.pageCount, view.results.message]).toEqual([1, 'No encontramos productos para «zzz».']);
  });

  it.each([
    [{ page: 0 }, 'La página debe ser 1 o mayor.'],
    [{ page: 1.5 }, 'La página debe ser 1 o mayor.'],
    [{ pageSize: 0 }, 'El tamaño de página debe estar entre 1 y 100.'],
    [{ pageSize: 101 }, 'El tamaño de página debe estar entre 1 y 100.'],
  ])('refuses %o with invalidPage before any call', async (paging, message) => {
    const { client: tienda, errors } = await client();
    const error = await failureOf(tienda.search.search({ query: 'a', ...paging }));
    expect([error.cause, error.apiMessage]).toEqual(['invalidPage', message]);
    expect(requests.total).toBe(0);
    expect(errors.map((reported) => reported.cause)).toEqual(['invalidPage']);
  });

  it.each([
    ['/search', 500, { cause: 'apiCallFailed', message: 'La búsqueda falló.' }, 'apiCallFailed'],
    ['/search/filter', 500, { cause: 'apiCallFailed', message: 'Los filtros fallaron.' }, 'apiCallFailed'],
    ['/search', 400, { cause: 'apiCallFailed', message: 'La búsqueda admite hasta 200 caracteres.' }, 'apiCallFailed'],
    ['/search/filter', 404, null, 'notFound'],
  ] as const)('reports a failure of GET %s (%s) once to the error handler and rejects with its cause', async (failing, status, body, cause) => {
    server.use(
      http.get(url(failing), () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))),
      ...searchHandlers(),
    );
    const { client: tienda, errors, logger } = await client();
    const error = await failureOf(tienda.search.search({ query: 'audifonos' }));
    expect(error.cause).toBe(cause);
    expect(error.apiMessage).toBe(body?.message ?? null);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(error);
    expect(logger.forCause(cause)).toHaveLength(1);
    expect(requests.count('GET', '/search')).toBe(1);
    expect(requests.count('GET', '/search/filter')).toBe(1);
  });

  it('rejects a malformed answer with schemaValidationError naming the shape', async () => {
    server.use(searchHandler({ products: 'none' }), searchFilterHandler());
    const { client: tienda, errors } = await client();
    const error = await failureOf(tienda.search.search({ query: 'a' }));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.message).toContain('SearchResult');
    expect(errors).toHaveLength(1);
  });
});

describe('tienda.search.suggest', () => {
  it('maps every suggestion type, an unknown one to UNKNOWN, with highlight defaulting to []', async () => {
    server.use(suggestionsHandler());
    const { client: tienda } = await client();
    const suggestions = await tienda.search.suggest('aud');
    expect(suggestions!.map((entry) => [entry.type, entry.text, entry.slug, entry.highlight])).toEqual([
      ['TEXT', 'audífonos', null, [[0, 3]]],
      ['CATEGORY', 'Audio', 'audio', [[0, 3]]],
      ['PRODUCT', 'Audífonos inalámbricos', 'audifonos-inalambricos', [[0, 3]]],
      ['BRAND', 'Audiomax', 'audiomax', [[0, 3]]],
      ['PAGE', 'Audiolibros', 'audiolibros', [[0, 3]]],
      ['KEYWORD', 'audio', null, [[0, 3]]],
      ['UNKNOWN', 'Audio 3D', null, []],
    ]);
    expect(suggestions![1]!.parent_category_name).toBe('Electrónica');
    expect(suggestions![2]!.image_url).toBe('https://cdn.test/a.png');
    expect(rawQuery(requests.single('GET', '/search_suggestions'))).toBe('?query=aud&include_out_of_stock=true');
  });

  it('sends the query as typed and the category id', async () => {
    server.use(suggestionsHandler());
    const { client: tienda } = await client();
    await tienda.search.suggest('cafe ', { categoryId: 12 });
    expect(queryOf(requests.single('GET', '/search_suggestions'))).toEqual({ query: 'cafe ', include_out_of_stock: 'true', category_id: '12' });
  });

  it('keeps at most 8 suggestions', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ text: `cafe ${index}`, type: 'TEXT' }));
    server.use(suggestionsHandler({ query: 'cafe', suggestions: many }));
    const { client: tienda } = await client();
    expect((await tienda.search.suggest('cafe'))!.map((entry) => entry.text)).toEqual(many.slice(0, 8).map((entry) => entry.text));
  });

  it.each(['', '   '])('answers [] for the blank query %j without a call', async (query) => {
    const { client: tienda } = await client();
    expect(await tienda.search.suggest(query)).toEqual([]);
    expect(requests.total).toBe(0);
  });

  it('answers null without a call or a report when the signal was aborted before', async () => {
    const { client: tienda, errors, logger } = await client();
    const controller = new AbortController();
    controller.abort();
    expect(await tienda.search.suggest('cafe', { signal: controller.signal })).toBeNull();
    expect(requests.total).toBe(0);
    expect(errors).toEqual([]);
    expect(logger.at('warn').concat(logger.at('error'))).toEqual([]);
  });

  it('answers null, reports nothing and does not retry when aborted while the call runs', async () => {
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    let answered = false;
    server.use(
      http.get(url('/search_suggestions'), async () => {
        started();
        await delay(2_000);
        answered = true;
        return HttpResponse.json(searchSuggestions());
      }),
    );
    const { client: tienda, errors, logger } = await client();
    const controller = new AbortController();
    const pending = tienda.search.suggest('cafe', { signal: controller.signal });
    await arrived;
    controller.abort();
    expect(await pending).toBeNull();
    // Settled by the abort, not by the answer (still 2 s away).
    expect(answered).toBe(false);
    expect(requests.count('GET', '/search_suggestions')).toBe(1);
    expect(errors).toEqual([]);
    expect(logger.at('warn').concat(logger.at('error'))).toEqual([]);
  });

  it('reports any other failure once and rejects with its cause', async () => {
    server.use(http.get(url('/search_suggestions'), () => HttpResponse.json({ cause: 'apiCallFailed', message: 'Sin sugerencias.' }, { status: 500 })));
    const { client: tienda, errors } = await client();
    const controller = new AbortController();
    const error = await failureOf(tienda.search.suggest('cafe', { signal: controller.signal }));
    expect([error.cause, error.apiMessage]).toEqual(['apiCallFailed', 'Sin sugerencias.']);
    expect(errors).toEqual([error]);
  });
});
