// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFilterOptions, UseCaseError, type FilterOptions, type SectionView, type TiendaClient } from '../../src/index';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import { RouteError } from '../../src/presentation/app/RouteError';
import SectionScreen from '../../src/presentation/section/SectionScreen';
import { sectionLoader } from '../../src/presentation/section/section.loader';
import { emptySection, fakeClient, product } from './fake-client';
import { renderAt } from './render';

// The filter panel is H4's: here only what the section screen gives it is checked.
const panel = vi.hoisted(() => ({ props: [] as unknown[] }));
vi.mock('../../src/presentation/filters/FilterPanel', () => ({
  FilterPanel: (props: { options: FilterOptions }) => {
    panel.props.push(props);
    return <aside data-testid="filter-panel">{props.options.brands.map((facet) => facet.brand.name).join(', ')}</aside>;
  },
}));

afterEach(() => {
  cleanup();
  panel.props = [];
});

const deps = (client: TiendaClient) => ({ client: async () => client, sanitizeHtml: (html: string) => html as SanitizedHtml });
const args = (url: string, id = '7') => ({ request: new Request(url), params: { id }, context: {} }) as never;

/** A products section of `count` products out of `total`, with Sonaria as a brand facet. */
function section(count: number, total = count, overrides: Partial<SectionView> = {}): SectionView {
  const base = emptySection('7');
  return {
    ...base,
    detail: {
      ...base.detail,
      section: {
        ...base.detail.section,
        title: 'Recomendados para ti',
        total_count: total,
        items: Array.from({ length: count }, (_, i) => ({ id: `i${i}`, sort_order: i, product: product({ public_sku: `S-${i}`, slug: `p-${i}`, title: `Producto ${i + 1}` }) })),
      } as SectionView['detail']['section'],
    },
    pageCount: Math.max(1, Math.ceil(total / 24)),
    filters: {
      ...emptyFilterOptions(),
      total_count: total,
      brands: [
        {
          brand: { name: 'Sonaria', slug: 'sonaria', description: null, logo: null, description_meta: null, keywords: null },
          count: total,
          rating_stats: { average_rating: 4, rating_count: 3 },
        },
      ],
    },
    ...overrides,
  };
}

describe('sectionLoader', () => {
  it('makes the first call (no page, order or filter) when the address has none', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadSection.mockResolvedValue(section(2));
    await sectionLoader(deps(client))(args('http://t/seccion/7'));
    // Malformed values are no filter at all: still the first call.
    await sectionLoader(deps(client))(args('http://t/seccion/7?calificacion=9&marca=&precio-min=barato&orden=Nada&pagina=0'));
    expect(fakes.catalog.loadSection.mock.calls).toEqual([['7'], ['7']]);
  });

  it("asks for the address's page, order and filter otherwise", async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadSection.mockResolvedValue(section(24, 100));
    const load = sectionLoader(deps(client));
    await load(args('http://t/seccion/7?pagina=2'));
    await load(args('http://t/seccion/7?orden=PriceLowToHigh'));
    await load(args('http://t/seccion/7?marca=sonaria&oferta=1&precio-max=500&pagina=3&orden=Rating'));
    const calls = fakes.catalog.loadSection.mock.calls as unknown as [string, unknown?][];
    expect(calls[0]).toEqual(['7', { page: 2 }]);
    expect(calls[1]).toEqual(['7', { page: 1, sort: 'PriceLowToHigh' }]);
    expect(calls[2]![0]).toBe('7');
    expect(calls[2]![1]).toMatchObject({ page: 3, sort: 'Rating', filter: { brandSlugs: ['sonaria'], onSale: true, priceMax: 500, priceMin: null } });
  });

  it('answers 404 with the section for a page past the last, and the route error for an unknown section', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadSection.mockResolvedValue(section(0, 30));
    const past = (await sectionLoader(deps(client))(args('http://t/seccion/7?pagina=5'))) as { type: string; init: { status: number } };
    expect([past.type, past.init.status]).toEqual(['DataWithResponseInit', 404]);
    fakes.catalog.loadSection.mockRejectedValue(new UseCaseError('notFound'));
    const thrown = (await sectionLoader(deps(client))(args('http://t/seccion/nada', 'nada')).catch((error: unknown) => error)) as {
      init: { status: number };
      data: { message: string };
    };
    expect([thrown.init.status, thrown.data.message]).toEqual([404, 'No encontramos esta sección.']);
  });
});

describe('SectionScreen with filters', () => {
  function renderSection(path: string, answer: (id: string, options?: unknown) => Promise<SectionView>) {
    const made = fakeClient();
    made.fakes.catalog.loadSection.mockImplementation(answer);
    const view = renderAt(made.client, <SectionScreen />, { path, pattern: '/seccion/:id', loader: sectionLoader(deps(made.client)), errorElement: <RouteError /> });
    return { ...made, ...view };
  }

  it('lists the products and gives the section\'s facets to the filter panel', async () => {
    const view = section(3, 3);
    renderSection('/seccion/7', async () => view);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Recomendados para ti');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByTestId('filter-panel').textContent).toBe('Sonaria');
    expect(panel.props.at(-1)).toEqual({ options: view.filters });
    expect(screen.getByText('3 productos')).toBeTruthy();
  });

  it('keeps the filter in the address when the order changes, back on page 1', async () => {
    const { router, fakes } = renderSection('/seccion/7?marca=sonaria&pagina=2', async () => section(24, 60));
    const select = (await screen.findByLabelText('Ordenar por')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'PriceHighToLow' } });
    await waitFor(() => expect(router.state.location.search).toBe('?marca=sonaria&orden=PriceHighToLow'));
    await waitFor(() => expect(fakes.catalog.loadSection).toHaveBeenCalledTimes(2));
    expect((fakes.catalog.loadSection.mock.calls as unknown as [string, unknown][])[1]![1]).toMatchObject({ page: 1, sort: 'PriceHighToLow', filter: { brandSlugs: ['sonaria'] } });
  });

  it('says when no product matches the filters, and «Quitar los filtros» goes back to the first call', async () => {
    const { router, fakes } = renderSection('/seccion/7?marca=nadie&orden=Rating', async (_id, options) => ((options as { filter?: unknown } | undefined)?.filter ? section(0, 0) : section(2)));
    expect(await screen.findByText('Ningún producto de esta sección coincide con los filtros elegidos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    // The order stays; only the filter goes.
    expect(router.state.location.search).toBe('?orden=Rating');
    expect(fakes.catalog.loadSection.mock.calls.at(-1)).toEqual(['7', { page: 1, sort: 'Rating' }]);
  });

  it('shows no filter panel for a brands section', async () => {
    const base = emptySection('8');
    const brands: SectionView = {
      ...base,
      detail: {
        ...base.detail,
        section: { ...base.detail.section, type: 'BRANDS', title: 'Marcas', total_count: 1, items: [{ brand_id: 1, name: 'Sonaria', slug: 'sonaria', image: null }] } as SectionView['detail']['section'],
      },
    };
    renderSection('/seccion/8', async () => brands);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Marcas');
    expect(screen.queryByTestId('filter-panel')).toBeNull();
    expect(screen.queryByLabelText('Ordenar por')).toBeNull();
  });
});
