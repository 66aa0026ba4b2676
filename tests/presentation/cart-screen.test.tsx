// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError } from '../../src/index';
import CartScreen from '../../src/presentation/cart/CartScreen';
import { cart, fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

describe('CartScreen', () => {
  it('shows the saved cart offline with its notice, changes marked «Pendiente», a refusal beside its line, and paying waiting for the connection', async () => {
    const { client, stores, fakes } = fakeClient();
    const shown = cart();
    const line = shown.items[0]!;
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      stores.cart.setOffline(shown);
      stores.cart.setQueue(
        [
          { id: 'p-1', kind: 'update', itemId: line.item_id, quantity: 3, title: line.product.title },
          { id: 'p-2', kind: 'add', request: { product_public_sku: 'SKU-LIBRO', quantity: 1 }, product: { public_sku: 'SKU-LIBRO', title: 'Libro de cocina', type: 'BOOK' }, sent: null },
        ],
        [{ id: 'r-1', kind: 'update', itemId: line.item_id, sku: null, title: line.product.title, message: 'Solo quedan 2 unidades.', cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY' }],
      );
      renderAt(client, <CartScreen />);
      expect(screen.getByTestId('cart-offline').textContent).toContain('Sin conexión — mostrando tu carrito guardado');
      const row = screen.getByTestId('cart-line');
      expect(within(row).getByTestId('line-pending').textContent).toBe('Pendiente Cantidad: 3, se enviará cuando vuelva la conexión.');
      expect(within(row).getByTestId('line-refusal').textContent).toContain('No se pudo aplicar tu cambio: Solo quedan 2 unidades.');
      const added = screen.getByTestId('pending-line');
      expect(added.textContent).toBe('1 × Libro de cocinaPendiente');
      const pay = screen.getByRole('link', { name: 'Continuar al pago' });
      expect(pay.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByTestId('checkout-needs-connection').textContent).toBe('Para pagar necesitas conexión. Tu carrito queda guardado.');
      await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Entendido' })));
      expect(fakes.cart.dismissRefusal).toHaveBeenCalledWith('r-1');
    } finally {
      onLine.mockRestore();
    }
  });

  it('renders each line, the total and the free-shipping hint from the cart store', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart());
    renderAt(client, <CartScreen />);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByRole('link', { name: 'Audífonos Sonaria Pro' })).toBeTruthy();
    expect(within(lines[0]!).getByText(/Q\s?598\.00/)).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^Q\s?598\.00$/);
    expect(screen.getByText(/Te faltan Q\s?102\.00 para envío gratis/)).toBeTruthy();
    const pay = screen.getByRole('link', { name: 'Continuar al pago' });
    expect(pay.getAttribute('href')).toBe('/pagar');
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it('asks cart.update for one more, one less, or the typed quantity of the line', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    fakes.cart.update.mockResolvedValue(cart());
    renderAt(client, <CartScreen />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad de Audífonos Sonaria Pro' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disminuir cantidad de Audífonos Sonaria Pro' })));
    const input = screen.getByLabelText('Cantidad de Audífonos Sonaria Pro', { selector: 'input' });
    fireEvent.change(input, { target: { value: '5' } });
    await act(async () => fireEvent.blur(input));

    expect(fakes.cart.update.mock.calls).toEqual([
      [{ itemId: 'L-1', quantity: 3 }],
      [{ itemId: 'L-1', quantity: 1 }],
      [{ itemId: 'L-1', quantity: 5 }],
    ]);
  });

  it('removes a line with Eliminar', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    fakes.cart.remove.mockResolvedValue(cart({ items: [] }));
    renderAt(client, <CartScreen />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Eliminar/ })));
    expect(fakes.cart.remove).toHaveBeenCalledTimes(1);
    expect(fakes.cart.remove).toHaveBeenCalledWith('L-1');
  });

  it('keeps the controls enabled while updating (the focus stays on them) and shows a store failure above the last good cart', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart());
    renderAt(client, <CartScreen />);
    act(() => stores.cart.setUpdating());
    expect(screen.getByRole('button', { name: /Aumentar cantidad/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /Eliminar/ })).toHaveProperty('disabled', false);

    act(() =>
      stores.cart.setError(new UseCaseError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', { apiMessage: 'Solo quedan 2 unidades.' })),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).filter(Boolean)).toEqual(['Solo quedan 2 unidades.']);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('sends the quantity wanted once the change before it has answered: two presses on + while one runs give +2', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    let answer: (() => void) | null = null;
    fakes.cart.update.mockImplementation(
      ({ quantity }: { quantity: number }) =>
        new Promise((resolve) => {
          answer = () => {
            const next = cart({ items: [{ ...cart().items[0]!, quantity }] });
            stores.cart.setCart(next);
            resolve(next);
          };
        }),
    );
    renderAt(client, <CartScreen />);
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad de Audífonos Sonaria Pro' });
    await act(async () => fireEvent.click(plus));
    await act(async () => fireEvent.click(plus));
    await act(async () => fireEvent.click(plus));
    expect((screen.getByLabelText('Cantidad de Audífonos Sonaria Pro', { selector: 'input' }) as HTMLInputElement).value).toBe('5');
    await act(async () => answer!());
    await act(async () => answer!());
    expect(fakes.cart.update.mock.calls).toEqual([[{ itemId: 'L-1', quantity: 3 }], [{ itemId: 'L-1', quantity: 5 }]]);
    expect(screen.getByTestId('cart-announcer').textContent).toBe('Cantidad de «Audífonos Sonaria Pro»: 5.');
  });

  it('shows a refused quantity\'s Spanish reason beside the line, and never a server text that is not Spanish', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    fakes.cart.update.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'boom', status: 500 }));
    renderAt(client, <CartScreen />);
    const input = screen.getByLabelText('Cantidad de Audífonos Sonaria Pro', { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByTestId('line-message').textContent).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
    expect(input.value).toBe('2');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('line-message').id);
    expect(document.body.textContent).not.toContain('boom');
  });

  it('refuses a typed quantity over 99 with its own Spanish message, without a call', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    renderAt(client, <CartScreen />);
    const input = screen.getByLabelText('Cantidad de Audífonos Sonaria Pro', { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '500' } });
    await act(async () => fireEvent.blur(input));
    expect(screen.getByTestId('line-message').textContent).toBe('Puedes llevar hasta 99 unidades de un producto. Tu carrito no cambió.');
    // Kept, with the limit beside the field, not snapped back in silence.
    expect(input.value).toBe('500');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fakes.cart.update).not.toHaveBeenCalled();
  });

  it('keeps a typed quantity above the stock in the field and says the limit beside it, asking once; Escape puts the cart\'s back', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    fakes.cart.update.mockRejectedValue(
      new UseCaseError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', { apiMessage: 'Solo hay 7 unidades disponibles de “Audífonos Sonaria Pro”.' }),
    );
    renderAt(client, <CartScreen />);
    const input = screen.getByLabelText('Cantidad de Audífonos Sonaria Pro', { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(fakes.cart.update.mock.calls).toEqual([[{ itemId: 'L-1', quantity: 50 }]]);
    const message = screen.getByTestId('line-message');
    expect(message.textContent).toBe('Solo hay 7 unidades disponibles de “Audífonos Sonaria Pro”. Tu carrito no cambió.');
    expect(input.value).toBe('50');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    // Leaving the field does not ask again for what was refused.
    await act(async () => fireEvent.blur(input));
    expect(fakes.cart.update).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('50');
    await act(async () => fireEvent.keyDown(input, { key: 'Escape' }));
    expect(input.value).toBe('2');
    expect(screen.queryByTestId('line-message')).toBeNull();
  });

  it('shows what each line on sale saves, against its regular price', () => {
    const { client, stores } = fakeClient();
    const onSale = { ...cart().items[0]!, product: product({ title: 'Bocina Audiora', regular_price: 200, price: 150 }), price: 150, quantity: 2 };
    stores.cart.setCart(cart({ items: [onSale] }));
    renderAt(client, <CartScreen />);
    expect(screen.getByTestId('line-savings').textContent).toMatch(/^Ahorras Q\s?100\.00$/);
  });

  it('removes a line with an undo that puts it back with its quantity', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart());
    const line = cart().items[0]!;
    fakes.cart.remove.mockImplementation(async () => {
      stores.cart.setCart(cart({ items: [] }));
    });
    fakes.cart.add.mockImplementation(async () => {
      stores.cart.setCart(cart());
    });
    renderAt(client, <CartScreen />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Eliminar/ })));
    expect(screen.getByTestId('cart-notice').textContent).toContain('Eliminaste «Audífonos Sonaria Pro» de tu carrito.');
    expect(document.activeElement?.tagName).toBe('H1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deshacer' })));
    expect(fakes.cart.add.mock.calls).toEqual([[{ product: line.product, quantity: line.quantity }]]);
    expect(screen.queryByTestId('cart-notice')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Audífonos Sonaria Pro');
  });

  it('moves the focus to the next line in the very commit where the removed line goes, before the removal has even answered', async () => {
    const { client, stores, fakes } = fakeClient();
    const first = cart().items[0]!;
    const second = { ...first, item_id: 'L-2', product: product({ public_sku: 'SKU-2', slug: 'cafetera', title: 'Cafetera Hogarí' }) };
    stores.cart.setCart(cart({ items: [first, second] }));
    let answer: () => void = () => undefined;
    fakes.cart.remove.mockImplementation(() => {
      // The store shows the cart without the line at once; the call answers only later.
      stores.cart.setCart(cart({ items: [second] }));
      return new Promise<void>((resolve) => (answer = resolve));
    });
    renderAt(client, <CartScreen />);
    // What had the focus each time the list of lines changed, seen before anything else runs.
    const seen: string[] = [];
    const lines = screen.getByRole('list', { name: 'Productos en tu carrito' });
    const observer = new MutationObserver(() => seen.push(document.activeElement?.textContent ?? 'none'));
    observer.observe(lines, { childList: true });
    await act(async () => fireEvent.click(within(screen.getAllByTestId('cart-line')[0]!).getByRole('button', { name: /Eliminar/ })));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(fakes.cart.remove).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Cafetera Hogarí']);
    expect(document.activeElement?.textContent).toBe('Cafetera Hogarí');
    await act(async () => answer());
    expect(screen.getByTestId('cart-notice').textContent).toContain('Eliminaste «Audífonos Sonaria Pro» de tu carrito.');
    expect(document.activeElement?.textContent).toBe('Cafetera Hogarí');
    observer.disconnect();
  });

  // Issue 23: a seat line's quantity is its seats, chosen on the event's map; a «+» there sold a ticket without a seat.
  const seatLine = (quantity = 3) => ({
    ...cart().items[0]!,
    item_id: 'L-9',
    quantity,
    product: product({ public_sku: 'EVT-1', slug: 'concierto-marimba', title: 'Concierto de Marimba', type: 'EVENT_SEAT', price: 150 }),
    price: 150,
  });

  it('shows a seat line’s seat count and no quantity stepper', () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart({ items: [seatLine(3)] }));
    renderAt(client, <CartScreen />);
    const line = screen.getByTestId('cart-line');
    expect(within(line).queryByRole('button', { name: /Aumentar cantidad/ })).toBeNull();
    expect(within(line).queryByRole('button', { name: /Disminuir cantidad/ })).toBeNull();
    expect(within(line).queryByRole('textbox')).toBeNull();
    expect(within(line).getByTestId('line-seats').textContent).toBe('3 asientos');
    expect(within(line).getByText(/Q\s?450\.00/)).toBeTruthy();
    expect(within(line).getByRole('button', { name: /Eliminar/ })).toBeTruthy();
    expect(fakes.cart.update).not.toHaveBeenCalled();
  });

  it('keeps the stepper on the other lines of the cart, and says «1 asiento» for one seat', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart({ items: [seatLine(1)] }));
    renderAt(client, <CartScreen />);
    expect(screen.getByTestId('line-seats').textContent).toBe('1 asiento');
    cleanup();
    const other = fakeClient();
    other.stores.cart.setCart(cart());
    renderAt(other.client, <CartScreen />);
    expect(screen.queryByTestId('line-seats')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aumentar cantidad de Audífonos Sonaria Pro' })).toBeTruthy();
  });

  it('removing a seat line says its seats are free again and links to the map instead of an undo', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart({ items: [seatLine(2)] }));
    fakes.cart.remove.mockImplementation(async () => {
      stores.cart.setCart(cart({ items: [] }));
    });
    renderAt(client, <CartScreen />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Eliminar/ })));
    const notice = screen.getByTestId('cart-notice');
    expect(notice.textContent).toContain('Eliminaste «Concierto de Marimba» de tu carrito. Tus asientos quedaron libres.');
    expect(within(notice).queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Elegir asientos' }).getAttribute('href')).toBe('/producto/concierto-marimba');
    expect(fakes.cart.add).not.toHaveBeenCalled();
  });

  it('tells what the login merge changed, until the shopper dismisses it', async () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart());
    stores.cart.setLoginMerge({ added: [], combined: [], alreadyThere: [], messages: ['Sumamos las cantidades de «Audífonos Sonaria Pro»: ahora llevas 2.'] });
    renderAt(client, <CartScreen />);
    const notice = screen.getByTestId('merge-notice');
    expect(within(notice).getByRole('heading').textContent).toBe('Juntamos tu carrito con el de tu cuenta');
    expect(within(notice).getByRole('listitem').textContent).toBe('Sumamos las cantidades de «Audífonos Sonaria Pro»: ahora llevas 2.');
    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Entendido' })));
    expect(screen.queryByTestId('merge-notice')).toBeNull();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('says the cart is empty and links to the store', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart({ items: [], quantity_total: 0, amount_sub_total: 0, amount_total: 0 }));
    renderAt(client, <CartScreen />);
    expect(screen.getByText('Tu carrito está vacío')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a comprar' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('cart-line')).toBeNull();
    // Nothing to pay for: no way to the checkout.
    expect(screen.queryByRole('link', { name: 'Continuar al pago' })).toBeNull();
  });

  it('shows a product title with its unit price', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart({ items: [{ ...cart().items[0]!, product: product({ title: 'Bocina Audiora' }), price: 150.5 }] }));
    renderAt(client, <CartScreen />);
    expect(screen.getByText(/Q\s?150\.50 c\/u/)).toBeTruthy();
  });

  it('names the lines kept apart at login and opens that cart with "Abrir ese carrito"', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart({ user_cart_ids: ['K-1'] }));
    const kept = { ...cart().items[0]!, item_id: 'L-9', product: product({ title: 'Tarjeta de regalo Q100', type: 'GIFT_CARD' }) };
    const message = 'Al ingresar, este producto quedó guardado en otro carrito, porque no se puede combinar con los del carrito de tu cuenta: «Tarjeta de regalo Q100» (×2).';
    stores.cart.setOtherCart({ cartId: 'K-1', items: [kept], keptApartAtLogin: true, message });
    fakes.cart.open.mockResolvedValue(cart({ cart_id: 'K-1' }));
    renderAt(client, <CartScreen />);
    const notice = screen.getByTestId('other-cart');
    expect(within(notice).getByRole('status').textContent).toBe(message);
    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Abrir ese carrito' })));
    expect(fakes.cart.open.mock.calls).toEqual([['K-1']]);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('offers the other carts the cart lists, even with an empty cart and nothing named', async () => {
    const { client, stores, fakes } = fakeClient();
    stores.cart.setCart(cart({ items: [], quantity_total: 0, amount_sub_total: 0, amount_total: 0, user_cart_ids: ['K-2', 'K-1'] }));
    fakes.cart.open.mockResolvedValue(cart({ cart_id: 'K-2' }));
    renderAt(client, <CartScreen />);
    expect(within(screen.getByTestId('other-cart')).getByRole('status').textContent).toBe('Tienes otros 2 carritos guardados.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abrir ese carrito' })));
    expect(fakes.cart.open.mock.calls).toEqual([['K-2']]);
  });

  it('shows no other-cart notice when there is none', () => {
    const { client, stores } = fakeClient();
    stores.cart.setCart(cart());
    renderAt(client, <CartScreen />);
    expect(screen.queryByTestId('other-cart')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir ese carrito' })).toBeNull();
  });
});
