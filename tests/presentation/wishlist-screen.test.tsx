// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type TiendaClient } from '../../src/index';
import type { Wishlist } from '../../src/domain/wishlists/wishlist';
import ShareLinkScreen from '../../src/presentation/share/ShareLinkScreen';
import { shareLinkLoader } from '../../src/presentation/share/share.loader';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import PublicWishlistScreen from '../../src/presentation/wishlists/PublicWishlistScreen';
import { publicWishlistLoader } from '../../src/presentation/wishlists/public-wishlist.loader';
import WishlistScreen from '../../src/presentation/wishlists/WishlistScreen';
import { publicWishlistHead } from '../../src/presentation/wishlists/wishlist-head';
import { product } from './fake-client';
import { renderAt } from './render';
import { u3Client } from './u3-fakes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const A = product({ public_sku: 'SKU-A', slug: 'audifonos-sonaria', title: 'Audífonos Sonaria Pro' });
const B = product({ public_sku: 'SKU-B', slug: 'parlante-rumba', title: 'Parlante Rumba', price: 450 });
const C = product({ public_sku: 'SKU-C', slug: 'cargador-volt', title: 'Cargador Volt', price: 120 });

function wishlist(overrides: Partial<Wishlist> = {}): Wishlist {
  return { name: 'Favoritos', public_id: 'pub-ana-1', user: { first_name: 'Ana' }, products: [A, B, C], is_shared: false, total_count: 3, has_more_items: false, ...overrides };
}

function setUp(list: Wishlist | Error = wishlist()) {
  const made = u3Client();
  if (list instanceof Error) made.wishlists.list.mockRejectedValue(list);
  else made.wishlists.list.mockResolvedValue(list);
  const rendered = renderAt(made.client, <WishlistScreen />, { path: '/favoritos', pattern: '/favoritos' });
  return { ...made, ...rendered };
}

describe('«Mis favoritos»', () => {
  it('shows a loading state, then the products with their count', async () => {
    const { wishlists } = setUp();
    expect(screen.getByRole('status').textContent).toContain('Cargando tus favoritos…');
    expect(await screen.findByRole('heading', { level: 2, name: '3 productos' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Tus favoritos' });
    expect(within(list).getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Audífonos Sonaria Pro', 'Parlante Rumba', 'Cargador Volt']);
    expect(wishlists.list).toHaveBeenCalledTimes(1);
    expect(wishlists.list).toHaveBeenCalledWith({ page: 1 });
  });

  it('says the list is empty, with no share panel', async () => {
    setUp(wishlist({ products: [], total_count: 0 }));
    expect(await screen.findByText(/Aún no tienes favoritos/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tu lista está vacía' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compartir mi lista' })).toBeNull();
  });

  it('shows a failure in Spanish with a retry that loads again', async () => {
    const { wishlists } = setUp(new UseCaseError('networkConnection'));
    expect((await screen.findByRole('alert')).textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    wishlists.list.mockResolvedValue(wishlist());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByRole('heading', { level: 2, name: '3 productos' })).toBeTruthy();
    expect(wishlists.list).toHaveBeenCalledTimes(2);
  });

  it('takes a product off and moves the focus to the next one’s «Quitar»', async () => {
    const { wishlists } = setUp();
    wishlists.remove.mockResolvedValue(undefined);
    const remove = await screen.findByRole('button', { name: 'Quitar de favoritos: Parlante Rumba' });
    await act(async () => fireEvent.click(remove));
    expect(wishlists.remove).toHaveBeenCalledWith('SKU-B');
    expect(screen.queryByText('Parlante Rumba')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '2 productos' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar de favoritos: Cargador Volt' })));
  });

  it('keeps the product and says why when taking it off fails; the last one off focuses the heading', async () => {
    const { wishlists } = setUp(wishlist({ products: [A], total_count: 1 }));
    wishlists.remove.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'No pudimos quitarlo de tu lista.', status: 400 }));
    const remove = await screen.findByRole('button', { name: 'Quitar de favoritos: Audífonos Sonaria Pro' });
    await act(async () => fireEvent.click(remove));
    expect(screen.getByText('No pudimos quitarlo de tu lista.')).toBeTruthy();
    expect(screen.getByText('Audífonos Sonaria Pro')).toBeTruthy();
    wishlists.remove.mockResolvedValueOnce(undefined);
    await act(async () => fireEvent.click(remove));
    const heading = screen.getByRole('heading', { level: 2, name: 'Tu lista está vacía' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText('No pudimos quitarlo de tu lista.')).toBeNull();
  });

  it('shares the list: the public link with a copy button, then stops sharing', async () => {
    const { wishlists } = setUp();
    wishlists.share.mockResolvedValue({ name: 'Favoritos', public_id: 'pub-ana-1' });
    wishlists.unshare.mockResolvedValue(undefined);
    const shareButton = await screen.findByRole('button', { name: 'Compartir mi lista' });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await act(async () => fireEvent.click(shareButton));
    expect(wishlists.share).toHaveBeenCalledTimes(1);
    const field = screen.getByRole('textbox', { name: 'Enlace de tu lista' }) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/favoritos/pub-ana-1`);
    await waitFor(() => expect(document.activeElement).toBe(field));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/favoritos/pub-ana-1`);
    expect(screen.getByText('Enlace copiado.').getAttribute('aria-live')).toBe('polite');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dejar de compartir' })));
    expect(wishlists.unshare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Enlace de tu lista' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Compartir mi lista' })));
  });

  it('shows a shared list’s link at once, and a sharing failure in Spanish', async () => {
    const { wishlists } = setUp(wishlist({ is_shared: true }));
    expect(((await screen.findByRole('textbox', { name: 'Enlace de tu lista' })) as HTMLInputElement).value).toBe(`${window.location.origin}/favoritos/pub-ana-1`);
    wishlists.unshare.mockRejectedValue(new UseCaseError('networkConnection'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dejar de compartir' })));
    expect(screen.getByText(new UseCaseError('networkConnection').shopperMessage)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Enlace de tu lista' })).toBeTruthy();
  });
});

const deps = (client: TiendaClient) => ({ client: async () => client, sanitizeHtml: (html: string) => html as SanitizedHtml });

describe('a shared list', () => {
  it('is «Lista de <first name>» with its products to add to the cart', async () => {
    const { client, wishlists } = u3Client({ signedIn: false });
    wishlists.publicList.mockResolvedValue(wishlist({ is_shared: true }));
    renderAt(client, <PublicWishlistScreen />, { path: '/favoritos/pub-ana-1', pattern: '/favoritos/:publicId', loader: publicWishlistLoader(deps(client)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Ana' })).toBeTruthy();
    expect(wishlists.publicList).toHaveBeenCalledWith('pub-ana-1');
    const list = screen.getByRole('list', { name: 'Lista de Ana' });
    expect(within(list).getAllByTestId('product-card')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /Agregar\s+Parlante Rumba al carrito/ })).toBeTruthy();
    expect(publicWishlistHead({ found: true, list: wishlist() })).toMatchObject({ title: 'Lista de Ana', noindex: true });
  });

  it('answers 404 with its own words when the list is not shared (or never was)', async () => {
    const { client, wishlists } = u3Client({ signedIn: false });
    wishlists.publicList.mockRejectedValue(new UseCaseError('notFound', { status: 404 }));
    const loader = publicWishlistLoader(deps(client));
    const answer = (await loader({ params: { publicId: 'nadie' }, request: new Request('http://t/favoritos/nadie'), context: {} } as never)) as { init: { status: number }; data: unknown };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({ found: false });
    renderAt(client, <PublicWishlistScreen />, { path: '/favoritos/nadie', pattern: '/favoritos/:publicId', loader });
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta lista' })).toBeTruthy();
    expect(publicWishlistHead({ found: false })).toBeNull();
  });
});

describe('a shared short link', () => {
  const run = (client: TiendaClient, shortId: string) =>
    shareLinkLoader(deps(client))({ params: { shortId }, request: new Request(`http://t/s/${shortId}`), context: {} } as never).catch((thrown: unknown) => thrown);

  it('redirects (302) to the product it names', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.resolveShare.mockResolvedValue({ short_id: 'Ab12Cd34', url: 'http://x/s/Ab12Cd34', page_type: 'PRODUCT', slug: 'audifonos-sonaria' });
    const response = (await run(client, 'Ab12Cd34')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/producto/audifonos-sonaria');
    expect(productApi.resolveShare).toHaveBeenCalledWith('Ab12Cd34');
  });

  it('answers 404 for an unknown link, and asks nothing for a malformed one', async () => {
    const { client, productApi } = u3Client({ signedIn: false });
    productApi.resolveShare.mockRejectedValue(new UseCaseError('notFound', { status: 404 }));
    expect(((await run(client, 'Zz99Zz99')) as { init: { status: number } }).init.status).toBe(404);
    expect(((await run(client, '..%2F')) as { init: { status: number } }).init.status).toBe(404);
    expect(productApi.resolveShare).toHaveBeenCalledTimes(1);
    renderAt(client, <ShareLinkScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeTruthy();
  });
});
