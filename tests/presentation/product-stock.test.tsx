// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductPageView, TiendaClient } from '../../src/index';
import { productLoader } from '../../src/presentation/product/product.loader';
import ProductScreen from '../../src/presentation/product/ProductScreen';
import { maxQuantity, notPurchasableReason, stockTone } from '../../src/presentation/product/stock';
import { sanitizerFrom } from '../../src/presentation/shared/sanitize';
import { fakeClient } from './fake-client';
import { page } from './page-fixture';
import { renderAt } from './render';

afterEach(cleanup);

function withStock(stock_status: string, stock_status_text: string | null, status = 'PUBLISHED'): ProductPageView {
  const base = page();
  return { ...base, product: { ...base.product, stock_status, stock_status_text, status } } as ProductPageView;
}

function renderProduct(client: TiendaClient) {
  const loader = productLoader({ client: async () => client, sanitizeHtml: sanitizerFrom(DOMPurify) });
  return renderAt(client, <ProductScreen />, { path: '/producto/audifonos-sonaria', pattern: '/producto/:slug', loader });
}

describe('stock tones', () => {
  it('tells apart in stock, few left, presale, unavailable and unconfirmed', () => {
    const of = (stock: string, text: string | null, status = 'PUBLISHED') => stockTone(withStock(stock, text, status).product);
    expect(of('IN_STOCK', 'En existencia')).toBe('available');
    expect(of('DOWNLOAD', 'Descarga inmediata')).toBe('available');
    expect(of('IN_STOCK', 'Quedan 3')).toBe('low');
    expect(of('PRESALE', 'Preventa')).toBe('presale');
    expect(of('OUT_OF_STOCK', 'Agotado')).toBe('out');
    expect(of('DISCONTINUED', 'Descontinuado')).toBe('out');
    expect(of('IN_STOCK', 'En existencia', 'DISCONTINUED')).toBe('out');
    expect(of('UNKNOWN', 'Disponibilidad por confirmar')).toBe('unknown');
  });

  it('caps the quantity at what is left, else at the line limit of 99', () => {
    expect(maxQuantity({ stock_status_text: 'Quedan 3' })).toBe(3);
    expect(maxQuantity({ stock_status_text: 'En existencia' })).toBe(99);
    expect(maxQuantity({ stock_status_text: null })).toBe(99);
  });

  it('says why an item cannot be bought, and nothing for one that can', () => {
    expect(notPurchasableReason(withStock('OUT_OF_STOCK', 'Agotado').product)).toMatch(/agotado.*no se puede comprar/);
    expect(notPurchasableReason(withStock('DISCONTINUED', 'Descontinuado').product)).toMatch(/descontinuado.*no se puede comprar/);
    expect(notPurchasableReason(withStock('IN_STOCK', 'En existencia').product)).toBeNull();
  });
});

describe('the product screen by stock', () => {
  it('shows "Quedan 3" in the low-stock style and refuses 4 with a Spanish message, without calling the cart', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(withStock('IN_STOCK', 'Quedan 3'));
    renderProduct(client);
    const stock = await screen.findByTestId('stock');
    expect(stock.textContent).toBe('Quedan 3');
    expect(stock.className).toContain('stock--low');
    const quantity = screen.getByLabelText('Cantidad');
    fireEvent.change(quantity, { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.cart.add).not.toHaveBeenCalled();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    const describedBy = quantity.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('La cantidad debe estar entre 1 y 3.');
    // Fixing the value clears the message.
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/La cantidad debe estar/)).toBeNull();
  });

  it('sells an imported Amazon product (IMPORT_QUOTE) like any other: the button is there and adds it', async () => {
    const { client, fakes } = fakeClient();
    const imported = withStock('IN_ERP_STOCK', 'Disponible bajo pedido', 'IMPORT_QUOTE');
    fakes.catalog.loadProductPage.mockResolvedValue(imported);
    renderProduct(client);
    await screen.findByTestId('stock');
    expect(screen.queryByTestId('not-purchasable')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    expect(fakes.cart.add.mock.calls[0]![0]).toMatchObject({ product: { status: 'IMPORT_QUOTE', public_sku: imported.product.public_sku }, quantity: 1 });
  });

  it('shows "Agotado" in the unavailable style with no quantity or button, and says it cannot be bought', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(withStock('OUT_OF_STOCK', 'Agotado'));
    renderProduct(client);
    const stock = await screen.findByTestId('stock');
    expect(stock.className).toContain('stock--out');
    expect(screen.queryByLabelText('Cantidad')).toBeNull();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByTestId('not-purchasable').textContent).toBe('Este producto está agotado: por ahora no se puede comprar.');
  });

  it('announces the quantity and title once added, and keeps the button enabled (focusable) while adding', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(withStock('IN_STOCK', 'En existencia'));
    let finish: (value: unknown) => void = () => {};
    fakes.cart.add.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderProduct(client);
    const button = await screen.findByTestId('add-to-cart');
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '2' } });
    await act(async () => fireEvent.click(button));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A second press while the first runs adds nothing more.
    await act(async () => fireEvent.click(button));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    await act(async () => finish({}));
    expect(screen.getByRole('status').textContent).toContain('Agregado al carrito: 2 × Audífonos Sonaria Pro.');
  });
});
