// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category, FilterOptions } from '../../src/index';
import { ActiveFilters } from '../../src/presentation/filters/ActiveFilters';
import { FilterPanel, type FilterPanelProps } from '../../src/presentation/filters/FilterPanel';
import ListingScreen from '../../src/presentation/listing/ListingScreen';
import { listingLoader } from '../../src/presentation/listing/listing.loader';
import { emptyListing, fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function category(id: number, name: string, slug: string, count = 0, parent_id: number | null = null): Category {
  return { id, parent_id, name, slug, description: null, profile_image: null, banner_image: null, search_results_count: count, over18_required: false, disabled_on_mobile: false };
}

const brand = (name: string, slug: string) => ({ name, slug, description: null, logo: null, description_meta: null, keywords: null });

const OPTIONS: FilterOptions = {
  total_count: 42,
  category_navigator: {
    current: category(2, 'Café', 'cafe', 10, 1),
    parent: category(1, 'Bebidas', 'bebidas', 30),
    children: [category(3, 'Café molido', 'cafe-molido', 6, 2), category(4, 'Café en grano', 'cafe-en-grano', 4, 2)],
    breadcrumbs: [category(1, 'Bebidas', 'bebidas', 30), category(2, 'Café', 'cafe', 10, 1)],
  },
  suggested_categories: [],
  brands: [
    { brand: brand('Sonaria', 'sonaria'), count: 12, rating_stats: { average_rating: 4.3, rating_count: 20 } },
    { brand: brand('Aurora', 'aurora'), count: 3, rating_stats: { average_rating: null, rating_count: 0 } },
  ],
  attributes: [
    {
      name: 'Color',
      slug: 'color',
      values: [
        { value: 'Rojo', slug: 'rojo', count: 5 },
        { value: 'Azul', slug: 'azul', count: 2 },
      ],
    },
  ],
  price_range: { min: 25.5, max: 899.99 },
};

/** The panel and the chips at `path`, as a screen lays them out. */
function show(path: string, props: Partial<FilterPanelProps> = {}) {
  const { client } = fakeClient();
  const all = { options: OPTIONS, ...props };
  const result = renderAt(
    client,
    <main>
      <h1 tabIndex={-1}>Resultados</h1>
      <FilterPanel {...all} />
      <ActiveFilters {...all} />
    </main>,
    { path },
  );
  const search = () => new URLSearchParams(result.router.state.location.search);
  return { ...result, search };
}

describe('FilterPanel', () => {
  it('writes a checked brand to the address as marca=…, back to page 1, and keeps the focus on the checkbox', async () => {
    const { search } = show('/buscar?q=cafe&pagina=3&orden=Name');
    const sonaria = screen.getByRole('checkbox', { name: /Sonaria/ });
    sonaria.focus();
    fireEvent.click(sonaria);
    await waitFor(() => expect(search().getAll('marca')).toEqual(['sonaria']));
    expect(search().get('pagina')).toBeNull();
    expect(search().get('q')).toBe('cafe');
    expect(search().get('orden')).toBe('Name');
    expect(screen.getByRole('checkbox', { name: /Sonaria/ })).toBe(sonaria);
    expect((sonaria as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(sonaria);

    fireEvent.click(screen.getByRole('checkbox', { name: /Aurora/ }));
    await waitFor(() => expect(search().getAll('marca')).toEqual(['sonaria', 'aurora']));
    fireEvent.click(sonaria);
    await waitFor(() => expect(search().getAll('marca')).toEqual(['aurora']));
  });

  it('shows each brand with its count and rating, and each attribute value with its count', () => {
    show('/buscar?q=cafe');
    const brands = within(screen.getByRole('group', { name: 'Marca' }));
    expect(brands.getByRole('checkbox', { name: 'Sonaria (12), calificación 4.3' })).toBeTruthy();
    expect(brands.getByRole('checkbox', { name: 'Aurora (3)' })).toBeTruthy();
    const colors = within(screen.getByRole('group', { name: 'Color' }));
    expect(colors.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Rojo (5)', 'Azul (2)']);
  });

  it('writes attribute values as atributo=slug:valor, and the rating and the flags', async () => {
    const { search } = show('/buscar?q=cafe');
    fireEvent.click(screen.getByRole('checkbox', { name: /Rojo/ }));
    await waitFor(() => expect(search().getAll('atributo')).toEqual(['color:rojo']));
    fireEvent.click(screen.getByRole('radio', { name: /4 estrellas o más/ }));
    await waitFor(() => expect(search().get('calificacion')).toBe('4'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'En oferta' }));
    await waitFor(() => expect(search().get('oferta')).toBe('1'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Envío rápido' }));
    await waitFor(() => expect(search().get('envio-rapido')).toBe('1'));
    expect(search().getAll('atributo')).toEqual(['color:rojo']);
    expect(screen.getByRole('button', { name: /Filtros \(4\)/ })).toBeTruthy();
  });

  it('refuses a price range whose «Desde» exceeds «Hasta» with a Spanish message, and applies a valid one on leaving the field', async () => {
    const { search, router } = show('/buscar?q=cafe&pagina=2');
    const from = screen.getByLabelText('Desde (Q)') as HTMLInputElement;
    const to = screen.getByLabelText('Hasta (Q)') as HTMLInputElement;
    expect(from.placeholder).toBe('25');
    expect(to.placeholder).toBe('900');
    fireEvent.change(from, { target: { value: '500' } });
    // Moving on to «Hasta» applies nothing yet.
    fireEvent.blur(from, { relatedTarget: to });
    expect(search().get('precio-min')).toBeNull();
    fireEvent.change(to, { target: { value: '100' } });
    const entries = router.state.historyAction;
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert').textContent).toBe('El precio «Desde» no puede ser mayor que el precio «Hasta».');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(search().get('precio-min')).toBeNull();
    expect(router.state.historyAction).toBe(entries);

    fireEvent.change(to, { target: { value: '900' } });
    fireEvent.blur(to, { relatedTarget: document.body });
    await waitFor(() => expect(search().get('precio-max')).toBe('900'));
    expect(search().get('precio-min')).toBe('500');
    expect(search().get('pagina')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the chosen filters as chips; removing one keeps the others and moves the focus to the next chip', async () => {
    const { search } = show('/buscar?q=cafe&marca=sonaria&oferta=1&precio-min=100');
    const chips = screen.getAllByRole('button', { name: /^Quitar filtro: / }).map((chip) => chip.getAttribute('aria-label'));
    expect(chips).toHaveLength(3);
    expect(chips.slice(0, 2)).toEqual(['Quitar filtro: Marca: Sonaria', 'Quitar filtro: En oferta']);
    expect(chips[2]).toMatch(/^Quitar filtro: Desde Q\s?100\.00$/);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro: Marca: Sonaria' }));
    await waitFor(() => expect(search().getAll('marca')).toEqual([]));
    expect(search().get('oferta')).toBe('1');
    expect(search().get('precio-min')).toBe('100');
    expect(search().get('q')).toBe('cafe');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Quitar filtro: En oferta'));
    // The price field follows the address.
    fireEvent.click(screen.getByRole('button', { name: /^Quitar filtro: Desde Q/ }));
    await waitFor(() => expect((screen.getByLabelText('Desde (Q)') as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro: En oferta' }));
    // The last chip gone, the page's title takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Resultados' })));
    expect(search().toString()).toBe('q=cafe');
  });

  it('«Quitar filtros (n)» clears every filter and leaves the focus on the panel', async () => {
    const { search } = show('/buscar?q=cafe&marca=sonaria&atributo=color:rojo&calificacion=3');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros (3)' }));
    await waitFor(() => expect(search().toString()).toBe('q=cafe'));
    expect(screen.queryByRole('button', { name: /Quitar filtros/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Filtros' }));
  });

  it('links the category navigator: up, the current one and its children with counts, as ?categoria= on a search', () => {
    show('/buscar?q=cafe&categoria=cafe&marca=sonaria&pagina=2');
    const nav = within(screen.getByRole('navigation', { name: 'Categorías' }));
    expect(nav.getByRole('link', { name: 'Todas las categorías' }).getAttribute('href')).toBe('/buscar?q=cafe&marca=sonaria');
    expect(nav.getByRole('link', { name: 'Bebidas' }).getAttribute('href')).toBe('/buscar?q=cafe&categoria=bebidas&marca=sonaria');
    expect(nav.getByText('Café').getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Café molido (6)' }).getAttribute('href')).toBe('/buscar?q=cafe&categoria=cafe-molido&marca=sonaria');
    expect(screen.getByRole('button', { name: 'Quitar filtro: Categoría: Café' })).toBeTruthy();
  });

  it('on a category page, leads to category pages and shows no category chip', () => {
    show('/categoria/cafe?marca=sonaria&pagina=2', { categoryHref: (slug) => `/categoria/${slug}` });
    const nav = within(screen.getByRole('navigation', { name: 'Categorías' }));
    expect(nav.queryByRole('link', { name: 'Todas las categorías' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Bebidas' }).getAttribute('href')).toBe('/categoria/bebidas?marca=sonaria');
    expect(nav.getByRole('link', { name: 'Café en grano (4)' }).getAttribute('href')).toBe('/categoria/cafe-en-grano?marca=sonaria');
    expect(screen.getAllByRole('button', { name: /^Quitar filtro:/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Quitar filtro: Marca: Sonaria']);
  });

  it('leaves out the parts a screen hides', () => {
    show('/marca/sonaria?marca=sonaria', { hide: ['brand', 'category'] });
    expect(screen.queryByRole('group', { name: 'Marca' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Categorías' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar filtro/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar todos/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeTruthy();
  });
});

describe('FilterPanel drawer (phones)', () => {
  it('opens as a modal dialog that keeps the focus inside, closes on Escape and gives the focus back to its button', () => {
    show('/buscar?q=cafe&oferta=1');
    const opener = screen.getByRole('button', { name: 'Filtros (1)' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));

    // Tab past the end comes back to the first control; Shift+Tab before the start goes to the last.
    const guards = dialog.querySelectorAll<HTMLElement>('[data-guard]');
    act(() => guards[1]!.focus());
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));
    act(() => guards[0]!.focus());
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Ver 42 productos' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with «Ver N productos», keeping what was chosen', async () => {
    const { search } = show('/buscar?q=cafe');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Aurora/ }));
    await waitFor(() => expect(search().getAll('marca')).toEqual(['aurora']));
    // Still open after the change, focus still on the checkbox's dialog.
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ver 42 productos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtros (1)' }));
  });
});

describe('listing pages with facets', () => {
  it('a brand page shows its facets without the brand filter, and a checked attribute reloads the listing with it', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.browseProducts.mockImplementation(async () =>
      emptyListing({
        heading: { kind: 'brand', brand: { name: 'Sonaria', slug: 'sonaria', description: null, logo: null, description_meta: null, keywords: null } },
        products: { products: [product()], total_count: 1, page: 1, page_size: 24, has_more_items: false },
        filters: OPTIONS,
      }),
    );
    const deps = { client: async () => client, sanitizeHtml: (html: string) => html as never };
    const { router } = renderAt(client, <ListingScreen kind="brand" />, { path: '/marca/sonaria?pagina=1', pattern: '/marca/:slug', loader: listingLoader(deps, 'brand') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonaria' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Marca' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Azul/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?atributo=color%3Aazul'));
    await waitFor(() => expect(fakes.catalog.browseProducts).toHaveBeenCalledTimes(2));
    expect(fakes.catalog.browseProducts.mock.calls[1]![0]).toMatchObject({ kind: 'brand', slug: 'sonaria', page: 1, filter: { attributes: { color: ['azul'] } } });
    expect(screen.getByRole('button', { name: 'Quitar filtro: Color: Azul' })).toBeTruthy();
  });
});
