// @vitest-environment jsdom
import { deferred } from './after-sale-fixtures';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type HomeSection, type ProductSummary, type TiendaClient } from '../../src/index';
import { lazySource, staticSource, type ClientSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { homeLoader, withoutPersonalItems } from '../../src/presentation/home/home.loader';
import HomeScreen from '../../src/presentation/home/HomeScreen';
import { HomeSectionView } from '../../src/presentation/home/HomeSections';
import { Recommendations } from '../../src/presentation/product/Recommendations';
import { useShopperState } from '../../src/presentation/product/use-shopper-state';
import { MAX_PENDING_VIEWS, PENDING_VIEWS_KEY, rememberView, replayPendingViews, takePendingViews } from '../../src/presentation/recently-viewed/pending-views';
import RecentlyViewedScreen from '../../src/presentation/recently-viewed/RecentlyViewedScreen';
import { RecentlyViewedShelf } from '../../src/presentation/recently-viewed/RecentlyViewedShelf';
import { SESSION_CLASS_SCRIPT } from '../../src/presentation/server/head-scripts';
import { forgetSignedIn, rememberSignedIn, SESSION_CLASS } from '../../src/presentation/session/stored-session';
import { STORAGE_KEYS } from '../../src/usecases/shared/storage-keys';
import { fakeClient, product } from './fake-client';
import { renderAt } from './render';

const A = product({ public_sku: 'SKU-A', slug: 'audifonos-sonaria', title: 'Audífonos Sonaria Pro' });
const B = product({ public_sku: 'SKU-B', slug: 'parlante-rumba', title: 'Parlante Rumba', price: 450 });
const C = product({ public_sku: 'SKU-C', slug: 'cargador-volt', title: 'Cargador Volt', price: 120 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
afterEach(cleanup);


/** The fake client with a session (anonymous unless told), its recentlyViewed typed as the mock it is. */
function withSession({ user = false }: { user?: boolean } = {}) {
  const made = fakeClient();
  made.stores.session.setSession({ token: (user ? 'u' : 'a').repeat(64), isUser: user }, user ? { first_name: 'Ana', last_name: null, email: 'ana@tienda.test' } : null);
  return { ...made, recentlyViewed: made.fakes.catalog.recentlyViewed };
}

const shelfAt = (source: ClientSource) => {
  const router = createMemoryRouter([{ path: '*', element: <RecentlyViewedShelf headingId="seccion-7" /> }], { initialEntries: ['/'] });
  return render(
    <TiendaProvider source={source}>
      <RouterProvider router={router} />
    </TiendaProvider>,
  );
};

const section = () => screen.getByRole('region', { name: 'Vistos recientemente' });
const cardTitles = (container: HTMLElement) => within(container).queryAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

describe('home\'s «Vistos recientemente» shelf', () => {
  it('shows skeleton cards while loading, then the shopper\'s products newest first, with «Ver todo» to /vistos', async () => {
    const { client, recentlyViewed } = withSession();
    const answer = deferred<ProductSummary[]>();
    recentlyViewed.mockReturnValue(answer.promise);
    shelfAt(staticSource(client));
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Cargando los productos que viste…');
    expect(section().querySelectorAll('.product-card--skeleton')).toHaveLength(7);
    expect(cardTitles(section())).toEqual([]);
    expect(within(section()).queryByRole('link', { name: /Ver todo/ })).toBeNull();
    // A session exists: the shelf has its place even where the head's script did not run (a session made on this visit).
    expect(document.documentElement.classList.contains(SESSION_CLASS)).toBe(true);

    await act(async () => answer.resolve([C, B, A]));
    expect(cardTitles(section())).toEqual(['Cargador Volt', 'Parlante Rumba', 'Audífonos Sonaria Pro']);
    expect(within(section()).getByRole('list', { name: 'Vistos recientemente' })).toBeTruthy();
    expect(section().querySelectorAll('.product-card--skeleton')).toHaveLength(0);
    expect(section().hasAttribute('aria-busy')).toBe(false);
    expect(within(section()).getByRole('link', { name: /^Ver todo\s*en Vistos recientemente$/ }).getAttribute('href')).toBe('/vistos');
    expect(recentlyViewed).toHaveBeenCalledTimes(1);
  });

  it('says nothing was viewed yet inside the same box (the skeleton row kept, hidden, for its height)', async () => {
    const { client, recentlyViewed } = withSession();
    recentlyViewed.mockResolvedValue([]);
    shelfAt(staticSource(client));
    expect(await within(section()).findByText('Aún no has visto productos. Los que abras aparecerán aquí.')).toBeTruthy();
    const skeleton = section().querySelector('.recent-shelf__skeleton')!;
    expect(skeleton.classList.contains('recent-shelf__skeleton--hidden')).toBe(true);
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(cardTitles(section())).toEqual([]);
    expect(within(section()).queryByRole('link', { name: /Ver todo/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(recentlyViewed).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in Spanish with «Reintentar», which asks again and shows the products', async () => {
    const { client, recentlyViewed } = withSession();
    recentlyViewed.mockRejectedValueOnce(new UseCaseError('networkConnection'));
    shelfAt(staticSource(client));
    expect((await within(section()).findByRole('alert')).textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    recentlyViewed.mockResolvedValueOnce([B]);
    await act(async () => fireEvent.click(within(section()).getByRole('button', { name: 'Reintentar' })));
    expect(cardTitles(section())).toEqual(['Parlante Rumba']);
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(recentlyViewed).toHaveBeenCalledTimes(2);
  });

  it('makes no call and creates no session for a visitor without one (the section is hidden by CSS)', async () => {
    const create = vi.fn(async () => withSession().client);
    shelfAt(lazySource(create));
    expect(await within(section()).findByText('Aún no has visto productos. Los que abras aparecerán aquí.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains(SESSION_CLASS)).toBe(false);
  });

  it('hydrates the server\'s skeleton without loading the library or making a session for a visitor without one', async () => {
    const shelf = () => {
      const router = createMemoryRouter([{ path: '*', element: <RecentlyViewedShelf headingId="seccion-7" /> }], { initialEntries: ['/'] });
      return <RouterProvider router={router} />;
    };
    const html = renderToString(<TiendaProvider source={staticSource(null)}>{shelf()}</TiendaProvider>);
    expect(html).toContain('product-card--skeleton');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const create = vi.fn(async () => withSession().client);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <TiendaProvider source={lazySource(create)}>{shelf()}</TiendaProvider>, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(await within(container).findByText('Aún no has visto productos. Los que abras aparecerán aquí.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  });

  it('waits for a returning shopper\'s library (asking for it), then loads their products once', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"token":"x"}');
    const made = withSession();
    made.recentlyViewed.mockResolvedValue([A]);
    const library = deferred<TiendaClient>();
    const create = vi.fn(() => library.promise);
    shelfAt(lazySource(create));
    expect(section().querySelectorAll('.product-card--skeleton')).toHaveLength(7);
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(create).toHaveBeenCalledTimes(1);
    expect(made.recentlyViewed).not.toHaveBeenCalled();
    await act(async () => library.resolve(made.client));
    expect(cardTitles(section())).toEqual(['Audífonos Sonaria Pro']);
    expect(made.recentlyViewed).toHaveBeenCalledTimes(1);
  });

  it('shows a library that failed to download as an error whose «Reintentar» fetches it again', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"token":"x"}');
    const made = withSession();
    made.recentlyViewed.mockResolvedValue([C]);
    const create = vi.fn<() => Promise<TiendaClient>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(made.client);
    shelfAt(lazySource(create));
    expect(await within(section()).findByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(within(section()).getByRole('button', { name: 'Reintentar' })));
    expect(cardTitles(section())).toEqual(['Cargador Volt']);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('loads again when the shopper signs in (the account\'s products)', async () => {
    const made = withSession();
    made.recentlyViewed.mockResolvedValueOnce([A]).mockResolvedValueOnce([B, A]);
    shelfAt(staticSource(made.client));
    expect(await within(section()).findByText('Audífonos Sonaria Pro')).toBeTruthy();
    await act(async () => made.stores.session.setSession({ token: 'u'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: null, email: 'ana@tienda.test' }));
    expect(cardTitles(section())).toEqual(['Parlante Rumba', 'Audífonos Sonaria Pro']);
    expect(made.recentlyViewed).toHaveBeenCalledTimes(2);
  });
});

describe('home as the server renders it', () => {
  const recent: HomeSection = {
    section_id: 7,
    type: 'PRODUCTS_RECENTLY_VIEWED',
    title: 'Vistos recientemente',
    sort_order: 5,
    category_slug: null,
    brand_slug: null,
    message: null,
    total_count: 2,
    has_more_items: false,
    image: null,
    items: [
      { id: 1, sort_order: 0, product: A },
      { id: 2, sort_order: 1, product: B },
    ],
  };

  it('drops the recently viewed products the API answered (another session\'s) from the loader\'s data', async () => {
    const loadHome = vi.fn().mockResolvedValue({ sections: [recent], pinnedBanners: {}, hasMoreSections: false });
    const data = await homeLoader({ client: async () => ({ catalog: { loadHome } }) as unknown as TiendaClient, sanitizeHtml: vi.fn() })();
    expect(data.sections).toEqual([{ ...recent, items: [], total_count: 0, has_more_items: false }]);
    expect(JSON.stringify(data)).not.toContain('Parlante Rumba');
    expect(withoutPersonalItems({ sections: [], pinnedBanners: {}, hasMoreSections: true })).toEqual({ sections: [], pinnedBanners: {}, hasMoreSections: true });
  });

  /** A screen as the server renders it: its route's data already there, no client. */
  const serverHtml = (element: ReactElement, data: unknown) => {
    const router = createMemoryRouter([{ id: 'screen', path: '*', element, loader: () => data }], { initialEntries: ['/'], hydrationData: { loaderData: { screen: data } } });
    return renderToString(
      <TiendaProvider source={staticSource(null)}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
  };

  it('offers and newest pages draw no recently viewed section', () => {
    const html = serverHtml(<HomeSectionView section={recent} pinned={[]} />, null);
    expect(html).not.toContain('Vistos recientemente');
    expect(html).not.toContain('Parlante Rumba');
  });

  it('draws home\'s shelf with skeleton cards and none of the section\'s products, even when handed some', () => {
    const html = serverHtml(<HomeScreen />, { sections: [recent], pinnedBanners: {}, hasMoreSections: false });
    expect(html).toContain('Vistos recientemente');
    expect(html).toContain('product-card--skeleton');
    expect(html).not.toContain('Audífonos Sonaria Pro');
    expect(html).not.toContain('Parlante Rumba');
    expect(html).not.toContain('data-testid="product-card"');
    expect(html).not.toContain('/producto/');
  });

  it('has a head script that marks the root when a session is stored, and never throws', () => {
    const run = () => new Function(SESSION_CLASS_SCRIPT)();
    run();
    expect(document.documentElement.classList.contains('con-sesion')).toBe(false);
    localStorage.setItem('tienda.session', '{"token":"x"}');
    run();
    expect(document.documentElement.classList.contains('con-sesion')).toBe(true);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(run).not.toThrow();
    getItem.mockRestore();
  });

  it('has the head script keep a signed-in shopper\'s account width from the hint (a number only), and ignore anything else', () => {
    const run = () => new Function(SESSION_CLASS_SCRIPT)();
    const root = document.documentElement;
    localStorage.setItem('tienda.hint.cuenta', 'expression(alert(1))');
    run();
    expect(root.classList.contains('con-cuenta')).toBe(false);
    expect(root.style.getPropertyValue('--account-name-em')).toBe('');
    localStorage.setItem('tienda.hint.cuenta', '2.875');
    run();
    expect(root.classList.contains('con-cuenta')).toBe(true);
    expect(root.style.getPropertyValue('--account-name-em')).toBe('2.875em');
    localStorage.removeItem('tienda.hint.cuenta');
    root.classList.remove('con-cuenta');
    root.style.removeProperty('--account-name-em');
  });

  it('marks the root signed in when a shopper signs in during the visit, as the head script does on the next load, and unmarks it on sign-out', () => {
    const root = document.documentElement;
    rememberSignedIn(0); // not a plausible width: nothing recorded
    expect([root.classList.contains('con-cuenta'), localStorage.getItem('tienda.hint.cuenta')]).toEqual([false, null]);
    rememberSignedIn(3.5);
    expect([root.classList.contains('con-cuenta'), localStorage.getItem('tienda.hint.cuenta')]).toEqual([true, '3.500']);
    forgetSignedIn();
    expect([root.classList.contains('con-cuenta'), localStorage.getItem('tienda.hint.cuenta')]).toEqual([false, null]);
  });
});

describe('«Vistos recientemente» (/vistos)', () => {
  const open = (client: TiendaClient) => renderAt(client, <RecentlyViewedScreen />, { path: '/vistos', pattern: '/vistos' });

  it('shows a loading state, then the products as a grid, newest first', async () => {
    const { client, recentlyViewed } = withSession();
    const answer = deferred<ProductSummary[]>();
    recentlyViewed.mockReturnValue(answer.promise);
    open(client);
    expect(screen.getByRole('heading', { level: 1, name: 'Vistos recientemente' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Cargando los productos que viste…');
    await act(async () => answer.resolve([B, C, A]));
    const grid = screen.getByRole('list', { name: 'Productos vistos recientemente' });
    expect(cardTitles(grid)).toEqual(['Parlante Rumba', 'Cargador Volt', 'Audífonos Sonaria Pro']);
    expect(screen.getByText('3 productos, del más reciente al más antiguo.')).toBeTruthy();
    // The listing's cards: a product that needs no choice gets «Agregar» (to the cart), and each card its heart.
    expect(within(grid).getAllByRole('button', { name: /al carrito$/ }).length).toBe(3);
    expect((await within(grid).findAllByRole('button', { name: /^Agregar a favoritos: / })).length).toBe(3);
    expect(recentlyViewed).toHaveBeenCalledTimes(1);
  });

  it('says nothing was viewed, with «Explorar ofertas»', async () => {
    const { client, recentlyViewed } = withSession();
    recentlyViewed.mockResolvedValue([]);
    open(client);
    expect(await screen.findByText('Aún no has visto productos. Los que abras aparecerán aquí.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar ofertas' }).getAttribute('href')).toBe('/ofertas');
  });

  it('shows a failure in Spanish with a retry that loads again', async () => {
    const { client, recentlyViewed } = withSession();
    recentlyViewed.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValueOnce([A]);
    open(client);
    expect((await screen.findByRole('alert')).textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    expect(screen.getByRole('heading', { level: 2, name: 'No pudimos cargar los productos que viste' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(cardTitles(screen.getByRole('list', { name: 'Productos vistos recientemente' }))).toEqual(['Audífonos Sonaria Pro']);
    expect(recentlyViewed).toHaveBeenCalledTimes(2);
  });

  it('is empty for a visitor without a session, without loading the library or making one', async () => {
    const create = vi.fn(async () => withSession().client);
    const router = createMemoryRouter([{ path: '/vistos', element: <RecentlyViewedScreen /> }], { initialEntries: ['/vistos'] });
    render(
      <TiendaProvider source={lazySource(create)}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Explorar ofertas' })).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('views of a visitor without a session', () => {
  it('are remembered newest last, at most 5, once each', () => {
    for (const sku of ['S1', 'S2', 'S3', 'S2', 'S4', 'S5', 'S6']) rememberView(sku);
    expect(MAX_PENDING_VIEWS).toBe(5);
    expect(JSON.parse(sessionStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual(['S3', 'S2', 'S4', 'S5', 'S6']);
    expect(takePendingViews()).toEqual(['S3', 'S2', 'S4', 'S5', 'S6']);
    expect(sessionStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
    expect(takePendingViews()).toEqual([]);
  });

  it('are read once each with the new session, oldest first and one after another; a failure drops only that one', async () => {
    for (const sku of ['S1', 'S2', 'S3']) rememberView(sku);
    const started: string[] = [];
    const pending = new Map<string, ReturnType<typeof deferred<unknown>>>();
    const readPage = vi.fn((sku: string) => {
      started.push(sku);
      const answer = deferred<unknown>();
      pending.set(sku, answer);
      return answer.promise;
    });
    const done = replayPendingViews(readPage);
    expect(started).toEqual(['S1']);
    await act(async () => pending.get('S1')!.reject(new UseCaseError('PRODUCT_NOT_FOUND')));
    expect(started).toEqual(['S1', 'S2']);
    await act(async () => pending.get('S2')!.resolve({}));
    expect(started).toEqual(['S1', 'S2', 'S3']);
    pending.get('S3')!.resolve({});
    await done;
    expect(readPage).toHaveBeenCalledTimes(3);
    await replayPendingViews(readPage);
    expect(readPage).toHaveBeenCalledTimes(3);
  });

  it('ignores what is not a list of SKUs', () => {
    sessionStorage.setItem(PENDING_VIEWS_KEY, '{"no":1}');
    expect(takePendingViews()).toEqual([]);
    sessionStorage.setItem(PENDING_VIEWS_KEY, '[1,"S1",""]');
    expect(takePendingViews()).toEqual(['S1']);
    sessionStorage.setItem(PENDING_VIEWS_KEY, 'no es JSON');
    expect(takePendingViews()).toEqual([]);
  });
});

describe('the product page\'s view, recorded with the shopper\'s own session', () => {
  function Probe({ sku }: { sku: string }) {
    const state = useShopperState(sku, false, false);
    return <p>{state ? 'leído' : 'sin leer'}</p>;
  }
  const mount = (source: ClientSource) => {
    const router = createMemoryRouter([{ path: '*', element: <Probe sku="SKU-A" /> }], { initialEntries: ['/producto/audifonos-sonaria'] });
    return render(
      <TiendaProvider source={source}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
  };

  it('after a server render, reads the page with the shopper\'s session (which records the view), and remembers nothing', async () => {
    const made = withSession();
    made.fakes.catalog.loadProductPage.mockResolvedValue({ product: A, wishlists: [], wait_list_status: null, admin_section: null, is_known_buyer: false } as never);
    mount(staticSource(made.client));
    expect(await screen.findByText('leído')).toBeTruthy();
    expect(made.fakes.catalog.loadProductPage).toHaveBeenCalledTimes(1);
    expect(made.fakes.catalog.loadProductPage).toHaveBeenCalledWith({ id: 'SKU-A', include: ['WISHLIST', 'WAITLIST', 'ADMIN_SECTION', 'IS_KNOWN_BUYER'] });
    expect(sessionStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
  });

  it('does not read the page the shopper is leaving (that read would record its view after the next page\'s)', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"token":"x"}');
    const made = withSession();
    const library = deferred<TiendaClient>();
    const nextPage = deferred<null>();
    const router = createMemoryRouter(
      [
        { path: '/producto/a', element: <Probe sku="SKU-A" /> },
        { path: '/producto/b', loader: () => nextPage.promise, element: <p>Otro producto</p> },
      ],
      { initialEntries: ['/producto/a'] },
    );
    const source = lazySource(() => library.promise);
    render(
      <TiendaProvider source={source}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
    await act(async () => void router.navigate('/producto/b'));
    expect(router.state.navigation.state).toBe('loading');
    // The library arrives (main.tsx asks for it for a returning shopper) while the page is being left.
    void source.get();
    await act(async () => library.resolve(made.client));
    expect(source.peek()).toBe(made.client);
    expect(made.fakes.catalog.loadProductPage).not.toHaveBeenCalled();
    await act(async () => nextPage.resolve(null));
    expect(await screen.findByText('Otro producto')).toBeTruthy();
    expect(made.fakes.catalog.loadProductPage).not.toHaveBeenCalled();
  });

  it('remembers the view of a visitor without a session, making no call and no session', () => {
    const create = vi.fn(async () => withSession().client);
    mount(lazySource(create));
    expect(screen.getByText('sin leer')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual(['SKU-A']);
  });

  it('does not read the page for a session made while it is shown (new, with no parts; its view is the remembered one), but does after a sign-in', async () => {
    const made = fakeClient();
    made.fakes.catalog.loadProductPage.mockResolvedValue({ product: A, wishlists: [], wait_list_status: null, admin_section: null, is_known_buyer: true } as never);
    const source = lazySource(async () => made.client);
    mount(source);
    expect(JSON.parse(sessionStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual(['SKU-A']);
    // An add to cart, say: the library loads and a new anonymous session starts.
    await act(async () => {
      await source.get();
      made.stores.session.setSession({ token: 'n'.repeat(64), isUser: false });
    });
    expect(made.fakes.catalog.loadProductPage).not.toHaveBeenCalled();
    expect(screen.getByText('sin leer')).toBeTruthy();
    await act(async () => made.stores.session.setSession({ token: 'u'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: null, email: 'ana@tienda.test' }));
    expect(made.fakes.catalog.loadProductPage).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('leído')).toBeTruthy();
  });

  it('remembers nothing for a returning shopper whose library is still loading (their read records it)', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"token":"x"}');
    mount(lazySource(() => new Promise<TiendaClient>(() => undefined)));
    expect(sessionStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
  });
});

describe('recommendations of a product page, scrolled to', () => {
  /** An IntersectionObserver that sees its targets at once. */
  class SeeingObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      this.callback([{ isIntersecting: true }]);
    }
    disconnect() {}
  }
  beforeEach(() => vi.stubGlobal('IntersectionObserver', SeeingObserver));
  afterEach(() => vi.unstubAllGlobals());

  const mount = (source: ClientSource) => {
    const router = createMemoryRouter([{ path: '*', element: <Recommendations productId="SKU-A" initial={[B]} hasMore /> }], { initialEntries: ['/producto/a'] });
    return render(
      <TiendaProvider source={source}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
  };

  it('make no session for a visitor without one: «Ver más» does', async () => {
    const made = withSession();
    made.fakes.product.recommendations.mockResolvedValue({ products: [C], hasMore: false });
    const create = vi.fn(async () => made.client);
    mount(lazySource(create));
    expect(create).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Cargador Volt')).toBeTruthy();
  });

  it('load more as a returning shopper scrolls', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"token":"x"}');
    const made = withSession();
    made.fakes.product.recommendations.mockResolvedValue({ products: [C], hasMore: false });
    const create = vi.fn(async () => made.client);
    mount(lazySource(create));
    expect(await screen.findByText('Cargador Volt')).toBeTruthy();
    expect(made.fakes.product.recommendations).toHaveBeenCalledWith('SKU-A', { page: 1 });
  });
});
