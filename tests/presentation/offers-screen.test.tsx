// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type HomeSection, type HomeView, type TiendaClient } from '../../src/index';
import { RouteError } from '../../src/presentation/app/RouteError';
import { createRoutes } from '../../src/presentation/app/routes';
import OffersScreen from '../../src/presentation/home/OffersScreen';
import { MAX_SECTION_PAGES, offersLoader, type OffersKind } from '../../src/presentation/home/offers.loader';
import { pathForSlug } from '../../src/presentation/slug/slug-route';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import { fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

/** A products grid section with `count` products. */
function grid(id: string, title: string, count = 2, more = false): HomeSection {
  return {
    section_id: id,
    title,
    sort_order: 0,
    category_slug: null,
    brand_slug: null,
    message: null,
    total_count: count,
    has_more_items: more,
    image: null,
    type: 'PRODUCTS_GRID',
    items: Array.from({ length: count }, (_, i) => ({ id: `${id}-${i}`, sort_order: i, product: product({ public_sku: `${id}-${i}`, slug: `${id}-${i}`, title: `${title} ${i + 1}` }) })),
  } as HomeSection;
}

const home = (sections: HomeSection[], hasMoreSections = false): HomeView => ({ sections, pinnedBanners: {}, hasMoreSections });

const deps = (client: TiendaClient) => ({ client: async () => client, sanitizeHtml: (html: string) => html as SanitizedHtml });

function renderOffers(kind: OffersKind, loadHome: (options: { kind: OffersKind; page: number }) => Promise<HomeView>, path = kind === 'offers' ? '/ofertas' : '/novedades') {
  const made = fakeClient();
  made.fakes.catalog.loadHome.mockImplementation(loadHome);
  const view = renderAt(made.client, <OffersScreen kind={kind} />, {
    path,
    pattern: kind === 'offers' ? '/ofertas' : '/novedades',
    loader: offersLoader(deps(made.client), kind),
    errorElement: <RouteError />,
  });
  return { ...made, ...view };
}

describe('offers and newest pages', () => {
  it('loads the offers sections with loadHome({ kind: "offers" }) and draws them under «Ofertas»', async () => {
    const loadHome = vi.fn().mockResolvedValue(home([grid('ofertas-relampago', 'Ofertas relámpago', 3, true), grid('ofertas-audio', 'Ofertas en Audio')]));
    renderOffers('offers', loadHome);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ofertas');
    expect(loadHome).toHaveBeenCalledTimes(1);
    expect(loadHome).toHaveBeenCalledWith({ kind: 'offers', page: 1 });
    const flash = screen.getByRole('region', { name: 'Ofertas relámpago' });
    expect(within(flash).getAllByTestId('product-card')).toHaveLength(3);
    expect(flash.querySelector('.section__more')?.getAttribute('href')).toBe('/seccion/ofertas-relampago');
    expect(screen.getByRole('region', { name: 'Ofertas en Audio' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver más secciones' })).toBeNull();
    // The tab's name is set by an effect, which may run just after the heading shows.
    await waitFor(() => expect(document.title).toBe('Ofertas · Tienda'));
  });

  it('loads the newest sections under «Novedades»', async () => {
    const loadHome = vi.fn().mockResolvedValue(home([grid('novedades', 'Lo más nuevo')]));
    renderOffers('newest', loadHome);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Novedades');
    expect(loadHome).toHaveBeenCalledWith({ kind: 'newest', page: 1 });
    expect(screen.getByRole('region', { name: 'Lo más nuevo' })).toBeTruthy();
  });

  it('shows the next page of sections with «Ver más secciones», keeps the first, and moves the focus to the new ones', async () => {
    const loadHome = vi.fn(async ({ page }: { page: number }) =>
      page === 1 ? home([grid('a', 'Ofertas en Audio')], true) : home([grid('b', 'Ofertas en Libros')], false),
    );
    const { router } = renderOffers('offers', loadHome);
    const more = await screen.findByRole('link', { name: 'Ver más secciones' });
    expect(more.getAttribute('href')).toBe('/ofertas?pagina=2');
    fireEvent.click(more);
    await screen.findByRole('region', { name: 'Ofertas en Libros' });
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByRole('region', { name: 'Ofertas en Audio' })).toBeTruthy();
    expect(loadHome.mock.calls.map(([options]) => options)).toEqual([
      { kind: 'offers', page: 1 },
      { kind: 'offers', page: 1 },
      { kind: 'offers', page: 2 },
    ]);
    // The button is gone (no more sections); the focus is on the new sections, not lost to the page.
    expect(screen.queryByRole('link', { name: 'Ver más secciones' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('secciones-2'));
    expect(within(document.activeElement as HTMLElement).getByRole('heading', { name: 'Ofertas en Libros' })).toBeTruthy();
  });

  it('says so when there are no offers, with a way back', async () => {
    renderOffers('offers', vi.fn().mockResolvedValue(home([])));
    expect((await screen.findByText('No hay ofertas en este momento. Vuelve pronto.')).closest('.notice--empty')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/');
  });

  it('shows the route error in Spanish when the sections cannot be loaded', async () => {
    renderOffers('newest', vi.fn().mockRejectedValue(new UseCaseError('schemaValidationError')));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Algo salió mal');
    expect(screen.getByRole('alert').textContent).toBe('No pudimos cargar las novedades. Inténtalo de nuevo.');
  });
});

describe('offersLoader', () => {
  const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;
  const failure = async (work: Promise<unknown>) => {
    const thrown = (await work.then(() => null, (error: unknown) => error)) as { init?: { status?: number }; data: { cause: string } } | null;
    return { status: thrown?.init?.status, cause: thrown?.data.cause };
  };

  it('loads pages 1 to N for ?pagina=N and reports whether more follow', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadHome.mockImplementation(async ({ page }: { page: number }) => home([grid(`s${page}`, `Sección ${page}`)], page < 5));
    const data = await offersLoader(deps(client), 'offers')(args('http://t/ofertas?pagina=3'));
    expect(fakes.catalog.loadHome.mock.calls.map(([options]) => options)).toEqual([1, 2, 3].map((page) => ({ kind: 'offers', page })));
    expect(data.pages.map((page) => page.sections[0]!.section_id)).toEqual(['s1', 's2', 's3']);
    expect(data.hasMoreSections).toBe(true);
  });

  it('answers 404 past the last page or past the most pages shown, 503 when the API is unreachable', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadHome.mockImplementation(async ({ page }: { page: number }) => home(page === 1 ? [grid('a', 'A')] : []));
    expect(await failure(offersLoader(deps(client), 'offers')(args('http://t/ofertas?pagina=2')))).toEqual({ status: 404, cause: 'notFound' });
    fakes.catalog.loadHome.mockClear();
    expect(await failure(offersLoader(deps(client), 'offers')(args(`http://t/ofertas?pagina=${MAX_SECTION_PAGES + 1}`)))).toEqual({ status: 404, cause: 'notFound' });
    expect(fakes.catalog.loadHome).not.toHaveBeenCalled();
    fakes.catalog.loadHome.mockRejectedValue(new UseCaseError('networkConnection'));
    expect(await failure(offersLoader(deps(client), 'newest')(args('http://t/novedades')))).toEqual({ status: 503, cause: 'networkConnection' });
  });
});

describe('routes and slugs of the offers and newest pages', () => {
  it('serves /ofertas and /novedades with their own loaders and titles', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadHome.mockResolvedValue(home([]));
    const shell = createRoutes(deps(client))[0]!;
    const screens = shell.children![0]!.children!;
    for (const [path, kind, title] of [
      ['ofertas', 'offers', 'Ofertas'],
      ['novedades', 'newest', 'Novedades'],
    ] as const) {
      const route = screens.find((candidate) => candidate.path === path)!;
      expect(route.handle).toEqual({ screen: 'home/OffersScreen', head: { title }, cache: 'public' });
      await (route.loader as (args: unknown) => Promise<unknown>)({ request: new Request(`http://t/${path}`), params: {}, context: {} });
      expect(fakes.catalog.loadHome).toHaveBeenLastCalledWith({ kind, page: 1 });
    }
  });

  it('sends the OFFERS and NEWEST slugs to their pages', () => {
    expect(pathForSlug({ page_type: 'OFFERS', slug: 'ofertas', id: null })).toBe('/ofertas');
    expect(pathForSlug({ page_type: 'NEWEST', slug: 'novedades', id: null })).toBe('/novedades');
    expect(pathForSlug({ page_type: 'NOT_FOUND', slug: 'x', id: null })).toBeNull();
  });
});
