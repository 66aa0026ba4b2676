// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyFilterOptions, UseCaseError, type Category, type TiendaClient } from '../../src/index';
import { RouteError } from '../../src/presentation/app/RouteError';
import { searchLoader } from '../../src/presentation/search/search.loader';
import SearchScreen from '../../src/presentation/search/SearchScreen';
import { emptySearch, fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function category(id: number, name: string, slug: string): Category {
  return { id, parent_id: null, name, slug, description: null, profile_image: null, banner_image: null, search_results_count: 3, over18_required: false, disabled_on_mobile: false };
}

function show(client: TiendaClient, path: string) {
  const deps = { client: async () => client, sanitizeHtml: (html: string) => html as never };
  const result = renderAt(client, <SearchScreen />, { path, pattern: '/buscar', loader: searchLoader(deps), errorElement: <RouteError /> });
  return { ...result, search: () => new URLSearchParams(result.router.state.location.search) };
}

const found = (query: string) =>
  emptySearch(query, {
    results: {
      products: [
        product({ public_sku: 'A', slug: 'cafe-molido', title: 'Café molido Aurora 500 g' }),
        product({ public_sku: 'B', slug: 'cafe-grano', title: 'Café en grano Sonaria', stock_status: 'OUT_OF_STOCK', stock_status_text: 'Agotado' }),
      ],
      total_count: 30,
      page: 1,
      page_size: 24,
      has_more_items: true,
      query,
      message: null,
      did_you_mean: null,
      showing_results_for: null,
    },
    filters: {
      ...emptyFilterOptions(),
      total_count: 30,
      brands: [{ brand: { name: 'Sonaria', slug: 'sonaria', description: null, logo: null, description_meta: null, keywords: null }, count: 9, rating_stats: { average_rating: 4.5, rating_count: 8 } }],
      price_range: { min: 20, max: 300 },
    },
    pageCount: 2,
  });

describe('SearchScreen', () => {
  it('shows the results of /buscar?q= with their count, facets and pages; out-of-stock products included', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockImplementation(async ({ query }) => found(query));
    show(client, '/buscar?q=caf%C3%A9&marca=sonaria&precio-max=100&calificacion=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «café»' })).toBeTruthy();
    expect(screen.getByText('30 productos')).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Café en grano Sonaria' })).toBeTruthy();
    expect(screen.getByText('Agotado')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe(
      '/buscar?q=caf%C3%A9&marca=sonaria&precio-max=100&calificacion=9&pagina=2',
    );
    expect(screen.getByRole('checkbox', { name: /Sonaria \(9\)/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toBeTruthy();
    expect(fakes.search.search).toHaveBeenCalledTimes(1);
    expect(fakes.search.search).toHaveBeenCalledWith({
      query: 'café',
      filter: { categorySlug: null, brandSlugs: ['sonaria'], attributes: {}, ratingMin: null, fastShipping: false, onSale: false, priceMin: null, priceMax: 100 },
      page: 1,
      sort: undefined,
      imageWidth: 300,
    });
  });

  it('orders by Relevance by default, and a new order writes orden=… and goes back to page 1', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockImplementation(async ({ query }) => found(query));
    const { search } = show(client, '/buscar?q=cafe&pagina=2');
    const select = (await screen.findByLabelText('Ordenar por')) as HTMLSelectElement;
    expect(select.value).toBe('Relevance');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Relevancia',
      'Mejor calificados',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
      'Más populares',
      'Nombre (A-Z)',
      'Más recientes',
    ]);
    fireEvent.change(select, { target: { value: 'PriceLowToHigh' } });
    await waitFor(() => expect(search().get('orden')).toBe('PriceLowToHigh'));
    expect(search().get('pagina')).toBeNull();
    await waitFor(() => expect(fakes.search.search).toHaveBeenCalledTimes(2));
    expect(fakes.search.search.mock.calls[1]![0]).toMatchObject({ query: 'cafe', page: 1, sort: 'PriceLowToHigh' });
    fireEvent.change(select, { target: { value: 'Relevance' } });
    await waitFor(() => expect(search().toString()).toBe('q=cafe'));
  });

  it('says so when nothing matches: the server message, categories to look in and tips', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockResolvedValue(
      emptySearch('xyzzy', {
        results: { products: [], total_count: 0, page: 1, page_size: 24, has_more_items: false, query: 'xyzzy', message: 'No encontramos nada para «xyzzy».', did_you_mean: null, showing_results_for: null },
        filters: { ...emptyFilterOptions(), suggested_categories: [category(7, 'Libros', 'libros'), category(8, 'Audio', 'audio')] },
      }),
    );
    show(client, '/buscar?q=xyzzy');
    expect(await screen.findByText('No encontramos nada para «xyzzy».')).toBeTruthy();
    expect(screen.getByText('0 productos')).toBeTruthy();
    const suggested = within(screen.getByRole('navigation', { name: 'Busca en estas categorías' }));
    expect(suggested.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Libros', '/categoria/libros'],
      ['Audio', '/categoria/audio'],
    ]);
    expect(screen.getByRole('heading', { name: 'Consejos para buscar' })).toBeTruthy();
    expect(screen.queryByLabelText('Ordenar por')).toBeNull();
    // Nothing to filter: no panel.
    expect(screen.queryByRole('button', { name: /^Filtros/ })).toBeNull();
    // No spelling proposed by the server: no «¿Quisiste decir…?».
    expect(screen.queryByText(/Quisiste decir/)).toBeNull();
  });

  it('offers «¿Quisiste decir «audífonos»?» with a link that searches it, when the server proposes a spelling', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockImplementation(async ({ query }) =>
      query === 'audifnoz'
        ? emptySearch(query, { results: { ...emptySearch(query).results, did_you_mean: 'audífonos' } })
        : found(query),
    );
    const { search } = show(client, '/buscar?q=audifnoz&oferta=1');
    const offer = await screen.findByTestId('did-you-mean');
    expect(offer.textContent).toBe('¿Quisiste decir «audífonos»?');
    const link = within(offer).getByRole('link', { name: 'audífonos' });
    // The filters chosen stay: only the words change, and the search starts again from page 1.
    expect(link.getAttribute('href')).toBe('/buscar?q=aud%C3%ADfonos&oferta=1');
    fireEvent.click(link);
    await waitFor(() => expect(search().get('q')).toBe('audífonos'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «audífonos»' })).toBeTruthy();
    expect(fakes.search.search).toHaveBeenCalledTimes(2);
    expect(fakes.search.search.mock.calls.map(([input]) => input.query)).toEqual(['audifnoz', 'audífonos']);
  });

  it('offers to remove the filters when they are what left nothing', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockImplementation(async ({ query, filter }) => (filter?.onSale ? emptySearch(query) : found(query)));
    const { search } = show(client, '/buscar?q=cafe&oferta=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(search().toString()).toBe('q=cafe'));
    expect(await screen.findByText('30 productos')).toBeTruthy();
  });

  it('asks what to search for when the query is empty, without searching', async () => {
    const { client, fakes } = fakeClient();
    show(client, '/buscar?q=%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' })).toBeTruthy();
    expect(screen.getByLabelText('¿Qué estás buscando?')).toBeTruthy();
    expect(fakes.search.search).not.toHaveBeenCalled();
  });

  it('refuses a query over 200 characters in Spanish, without searching', async () => {
    const { client, fakes } = fakeClient();
    show(client, `/buscar?q=${'a'.repeat(201)}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Tu búsqueda es demasiado larga: usa como máximo 200 caracteres.');
    expect(fakes.search.search).not.toHaveBeenCalled();
  });

  it('shows a failed search as the route error, in Spanish', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockRejectedValue(new UseCaseError('networkConnection'));
    show(client, '/buscar?q=cafe');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/los resultados de la búsqueda|conexión/);
  });
});

describe('a corrected typo', () => {
  it('says «Mostrando resultados de «audífonos»» in a polite live region, with a link that searches the words as typed', async () => {
    const { client, fakes } = fakeClient();
    fakes.search.search.mockImplementation(async ({ query, exact }) => {
      const view = found(query);
      return exact ? emptySearch(query) : { ...view, results: { ...view.results, showing_results_for: 'audífonos' } };
    });
    const { search } = show(client, '/buscar?q=audifnos&orden=PriceLowToHigh');
    const line = await screen.findByTestId('search-correction');
    await waitFor(() => expect(line.textContent).toBe('Mostrando resultados de «audífonos». Buscar «audifnos» en su lugar'));
    expect(line.getAttribute('role')).toBe('status');
    expect(fakes.search.search.mock.calls[0]![0]).toMatchObject({ query: 'audifnos' });
    expect(fakes.search.search.mock.calls[0]![0].exact).toBeUndefined();
    const link = within(line).getByRole('link', { name: 'Buscar «audifnos» en su lugar' });
    expect(link.getAttribute('href')).toBe('/buscar?q=audifnos&orden=PriceLowToHigh&exacta=1');
    fireEvent.click(link);
    await waitFor(() => expect(search().get('exacta')).toBe('1'));
    await waitFor(() => expect(fakes.search.search).toHaveBeenCalledTimes(2));
    expect(fakes.search.search.mock.calls[1]![0]).toMatchObject({ query: 'audifnos', exact: true });
    // The words as typed found nothing: the line is empty again (the region stays, for the next search).
    await waitFor(() => expect(screen.getByTestId('search-correction').textContent).toBe(''));
  });
});

