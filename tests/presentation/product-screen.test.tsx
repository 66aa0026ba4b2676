// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type ProductPageView } from '../../src/index';
import ProductScreen from '../../src/presentation/product/ProductScreen';
import { fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function page(overrides: Partial<ProductPageView> = {}): ProductPageView {
  return {
    product: {
      ...product({ regular_price: 350 }),
      categories: [],
      images: [],
      description_short: null,
      description_long: '<p>Sonido <strong>claro</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      description_meta: null,
      title_meta: null,
      keywords: null,
      warranty_months: 12,
      presale_delivery_start_date: null,
      author: null,
    },
    reviews: [
      {
        id: 1,
        rating: 4,
        reviewer_name: 'Luis',
        comment: 'Muy buenos',
        verified: true,
        date_created: '2026-01-02T10:00:00-06:00',
        images: [],
        is_my_review: false,
        avatar: null,
        variant_name: null,
        variant_value: null,
        upvote_count: 0,
        is_upvoted_by_me: false,
      },
    ],
    variants: [],
    attributes: [{ name: 'Conexión', value: 'Bluetooth 5.3' }],
    related_products: [],
    potential_review_points: 0,
    shipping_address: null,
    delivery_option: null,
    express_delivery_option: null,
    pickup_option: null,
    admin_section: null,
    order_number_under_warranty: null,
    ...overrides,
  } as ProductPageView;
}

describe('ProductScreen', () => {
  it('asks for the product page parts, sanitises the description and reads stars aloud', async () => {
    const { client, fakes } = fakeClient();
    fakes.loadProductPage.execute.mockResolvedValue(page());
    renderAt(client, <ProductScreen />, { path: '/producto/SKU-1', pattern: '/producto/:sku' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audífonos Sonaria Pro' })).toBeTruthy();
    expect(fakes.loadProductPage.execute).toHaveBeenCalledWith({
      id: 'SKU-1',
      include: ['PRODUCT', 'REVIEWS', 'VARIANTS', 'RELATED_PRODUCTS', 'ATTRIBUTES', 'WAITLIST'],
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
    fakes.loadProductPage.execute.mockResolvedValue(page());
    fakes.addToCart.execute.mockResolvedValue({});
    renderAt(client, <ProductScreen />, { path: '/producto/SKU-1', pattern: '/producto/:sku' });
    await screen.findByTestId('add-to-cart');
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.addToCart.execute).toHaveBeenCalledTimes(1);
    expect(fakes.addToCart.execute.mock.calls[0]![0]).toMatchObject({ quantity: 3, product: { public_sku: 'SKU-1' } });
    expect(screen.getByText(/Agregado al carrito/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito');
  });

  it('shows the refusal of the use case in an alert', async () => {
    const { client, fakes } = fakeClient();
    fakes.loadProductPage.execute.mockResolvedValue(page());
    fakes.addToCart.execute.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Este producto no puede ir con lo que ya tienes en el carrito.' }));
    renderAt(client, <ProductScreen />, { path: '/producto/SKU-1', pattern: '/producto/:sku' });
    await screen.findByTestId('add-to-cart');
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(screen.getByRole('alert').textContent).toBe('Este producto no puede ir con lo que ya tienes en el carrito.');
  });

  it('shows Spanish copy, not the internal message, when a requested part is missing, and retries', async () => {
    const { client, fakes } = fakeClient();
    fakes.loadProductPage.execute.mockRejectedValueOnce(
      new UseCaseError('productPageMissingRequestedProperty', { apiMessage: 'Failed to fetch reviews for product with id=SKU-1' }),
    );
    fakes.loadProductPage.execute.mockResolvedValueOnce(page());
    renderAt(client, <ProductScreen />, { path: '/producto/SKU-1', pattern: '/producto/:sku' });
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos cargar este producto. Inténtalo de nuevo.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audífonos Sonaria Pro' })).toBeTruthy();
    expect(fakes.loadProductPage.execute).toHaveBeenCalledTimes(2);
  });
});
