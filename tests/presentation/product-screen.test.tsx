// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PRODUCT_PAGE_PARTS as ALL_PRODUCT_PAGE_PARTS } from '../../src/domain/product/page-parts';
import { afterEach, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { UseCaseError, type TiendaClient } from '../../src/index';
import { RouteError } from '../../src/presentation/app/RouteError';
import { productLoader } from '../../src/presentation/product/product.loader';
import { sanitizerFrom } from '../../src/presentation/shared/sanitize';
import ProductScreen from '../../src/presentation/product/ProductScreen';
import { fakeClient } from './fake-client';
import { page } from './page-fixture';
import { renderAt } from './render';

afterEach(cleanup);

/** The real route: its loader (over the fake client, with DOMPurify) and its error screen. */
function renderProduct(client: TiendaClient, path = '/producto/audifonos-sonaria') {
  const loader = productLoader({ client: async () => client, sanitizeHtml: sanitizerFrom(DOMPurify) });
  return renderAt(client, <ProductScreen />, { path, pattern: '/producto/:slug', loader, errorElement: <RouteError /> });
}

describe('ProductScreen', () => {
  it('asks for the product page parts, sanitises the description and reads stars aloud', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(page());
    renderProduct(client);
    // The loader also fetches the sections' chunk (compiled on first use here): give it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Audífonos Sonaria Pro' }, { timeout: 10_000 })).toBeTruthy();
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledWith({
      id: 'audifonos-sonaria',
      include: [...ALL_PRODUCT_PAGE_PARTS],
    });
    expect(screen.getByText('claro').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('img', { name: '4 de 5 estrellas' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Conexión' })).toBeTruthy();
    expect(screen.getByTestId('previous-price').textContent).toMatch(/Q\s?350\.00/);
  });

  it('adds the chosen quantity to the cart and confirms it', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(page());
    fakes.cart.add.mockResolvedValue({});
    renderProduct(client);
    await screen.findByTestId('add-to-cart');
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    expect(fakes.cart.add.mock.calls[0]![0]).toMatchObject({ quantity: 3, product: { public_sku: 'SKU-1' } });
    expect(screen.getByText(/Agregado al carrito/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito');
  });

  it('shows the refusal of the use case in an alert', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(page());
    fakes.cart.add.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Este producto no puede ir con lo que ya tienes en el carrito.' }));
    renderProduct(client);
    await screen.findByTestId('add-to-cart');
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    // The page holds other (empty) alert regions: the reviews', the heart's, the share button's.
    const form = screen.getByTestId('add-to-cart').closest('form')!;
    expect(within(form).getByRole('alert').textContent).toBe('Este producto no puede ir con lo que ya tienes en el carrito.');
  });

  it('shows Spanish copy, not the internal message, when a requested part is missing, with a way to retry', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockRejectedValueOnce(
      new UseCaseError('productPageMissingRequestedProperty', { apiMessage: 'Failed to fetch reviews for product with id=SKU-1' }),
    );
    fakes.catalog.loadProductPage.mockResolvedValueOnce(page());
    renderProduct(client);
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos cargar este producto. Inténtalo de nuevo.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Algo salió mal');
    expect(screen.getByRole('link', { name: 'Reintentar' })).toBeTruthy();
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledTimes(1);
  });
});

describe('the product route', () => {
  it('moves the old SKU address to the slug with a 301', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(page());
    const { router } = renderProduct(client, '/producto/SKU-1');
    await screen.findByRole('heading', { level: 1, name: 'Audífonos Sonaria Pro' });
    expect(router.state.location.pathname).toBe('/producto/audifonos-sonaria');
    expect(fakes.catalog.loadProductPage.mock.calls.map(([input]) => input.id)).toEqual(['SKU-1', 'audifonos-sonaria']);
  });

  it('shows the 404 page for a product that does not exist', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockRejectedValue(new UseCaseError('PRODUCT_NOT_FOUND', { status: 404 }));
    renderProduct(client, '/producto/nada');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeTruthy();
  });
});
