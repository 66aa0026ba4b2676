// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { WishlistHeart } from '../../src/presentation/wishlists/WishlistHeart';
import { renderAt } from './render';
import { u3Client } from './u3-fakes';

afterEach(cleanup);

const TITLE = 'Audífonos Sonaria Pro';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A signed-in shopper whose favourites hold `skus`; skus() fills the real store, as the library does. */
function signedIn(skus: string[] = []) {
  const made = u3Client();
  const { wishlists } = made;
  wishlists.skus.mockImplementation(async () => (wishlists.store.setSkus(skus), skus));
  return made;
}

const heart = () => screen.getByTestId('wishlist-heart');

describe('WishlistHeart', () => {
  it('renders neutral on the server (not pressed, same button) even for a favourite', () => {
    const router = createMemoryRouter([{ path: '*', element: <WishlistHeart sku="SKU-1" title={TITLE} initiallyOn /> }], { initialEntries: ['/producto/x'] });
    const html = renderToString(
      <TiendaProvider source={staticSource(null)}>
        <RouterProvider router={router} />
      </TiendaProvider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain(`aria-label="Agregar a favoritos: ${TITLE}"`);
    expect(html).toContain('class="wishlist-heart__button"');
  });

  it('asks the favourites once for every heart of the session and shows which are on', async () => {
    const { client, wishlists } = signedIn(['SKU-1']);
    renderAt(
      client,
      <>
        <WishlistHeart sku="SKU-1" title={TITLE} initiallyOn={false} />
        <WishlistHeart sku="SKU-2" title="Parlante Rumba" initiallyOn={false} />
      </>,
    );
    const on = await screen.findByRole('button', { name: `Quitar de favoritos: ${TITLE}` });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Agregar a favoritos: Parlante Rumba' }).getAttribute('aria-pressed')).toBe('false');
    expect(wishlists.skus).toHaveBeenCalledTimes(1);
  });

  it('turns on at once, and stays on when the API agrees', async () => {
    const { client, wishlists } = signedIn([]);
    const call = deferred<void>();
    wishlists.add.mockImplementation((sku: string) => (wishlists.store.mark(sku, true), call.promise));
    renderAt(client, <WishlistHeart sku="SKU-1" title={TITLE} initiallyOn={false} />, { path: '/producto/audifonos' });
    await waitFor(() => expect(heart().dataset.ready).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe(`Quitar de favoritos: ${TITLE}`);
    expect(wishlists.add).toHaveBeenCalledWith('SKU-1');
    await act(async () => call.resolve());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the heart back and says why in Spanish when the API refuses', async () => {
    const { client, wishlists } = signedIn(['SKU-1']);
    const call = deferred<void>();
    wishlists.remove.mockImplementation((sku: string) => {
      wishlists.store.mark(sku, false);
      return call.promise.catch((error) => {
        wishlists.store.mark(sku, true);
        throw error;
      });
    });
    renderAt(client, <WishlistHeart sku="SKU-1" title={TITLE} initiallyOn />, { path: '/producto/audifonos' });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await act(async () => call.reject(new UseCaseError('networkConnection')));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().getAttribute('aria-label')).toBe(`Quitar de favoritos: ${TITLE}`);
    expect(screen.getByRole('alert').textContent).toBe(new UseCaseError('networkConnection').shopperMessage);
    expect(wishlists.remove).toHaveBeenCalledTimes(1);
  });

  it('rolls back a favourite added before the list was known (the prop, not the store)', async () => {
    const { client, wishlists } = signedIn([]);
    wishlists.skus.mockImplementation(() => new Promise(() => undefined));
    wishlists.add.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'No pudimos guardar tu favorito.', status: 400 }));
    renderAt(client, <WishlistHeart sku="SKU-9" title={TITLE} initiallyOn={false} />);
    await act(async () => fireEvent.click(heart()));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('No pudimos guardar tu favorito.');
  });

  it('sends an anonymous shopper to the login page, coming back here, without calling the API', async () => {
    const { client, wishlists } = u3Client({ signedIn: false });
    const { router } = renderAt(client, <WishlistHeart sku="SKU-1" title={TITLE} initiallyOn={false} />, { path: '/producto/audifonos?color=rojo' });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingresar'));
    expect(router.state.location.search).toBe(`?volver=${encodeURIComponent('/producto/audifonos?color=rojo')}`);
    expect(wishlists.add).not.toHaveBeenCalled();
    expect(wishlists.skus).not.toHaveBeenCalled();
  });
});
