// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import { AddToCartForm } from '../../src/presentation/product/AddToCartForm';
import { cart, fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const MIX = 'No puedes combinar productos físicos con productos digitales en el mismo carrito. Completa o vacía tu carrito primero.';

describe('the add form and the kinds a cart can hold (spec section 4)', () => {
  it('says beside the button, before any press, that a physical product cannot join a cart of digital items', () => {
    const { client, stores, fakes } = fakeClient();
    const digital = { ...cart().items[0]!, product: product({ public_sku: 'SKU-D', title: 'Curso digital', type: 'DIGITAL' }) };
    stores.cart.setCart(cart({ items: [digital] }));
    renderAt(client, <AddToCartForm product={product({ type: 'SIMPLE' })} />);
    const note = screen.getByTestId('cart-mix');
    expect(note.textContent).toBe(MIX);
    expect(screen.getByTestId('add-to-cart').getAttribute('aria-describedby')).toBe(note.id);
    expect(fakes.cart.add).not.toHaveBeenCalled();
  });

  it('says nothing when the kinds mix, or when the cart is empty or not known yet', () => {
    const { client, stores } = fakeClient();
    renderAt(client, <AddToCartForm product={product({ type: 'BOOK' })} />);
    expect(screen.getByTestId('cart-mix').textContent).toBe('');
    act(() => stores.cart.setCart(cart()));
    expect(screen.getByTestId('cart-mix').textContent).toBe('');
    expect(screen.getByTestId('add-to-cart').getAttribute('aria-describedby')).toBeNull();
    act(() => stores.cart.setCart(cart({ items: [] })));
    expect(screen.getByTestId('cart-mix').textContent).toBe('');
  });

  it('appears as soon as the cart comes to hold a kind that does not mix', () => {
    const { client, stores } = fakeClient();
    renderAt(client, <AddToCartForm product={product({ title: 'Tarjeta de regalo Q100', type: 'GIFT_CARD' })} />);
    expect(screen.getByTestId('cart-mix').textContent).toBe('');
    act(() => stores.cart.setCart(cart()));
    expect(screen.getByTestId('cart-mix').textContent).toBe(
      'No puedes combinar tarjetas de regalo con productos físicos en el mismo carrito. Completa o vacía tu carrito primero.',
    );
  });

  it('still lets the shopper press, and shows the library’s refusal', async () => {
    const { client, stores, fakes } = fakeClient();
    const digital = { ...cart().items[0]!, product: product({ public_sku: 'SKU-D', type: 'DIGITAL' }) };
    stores.cart.setCart(cart({ items: [digital] }));
    fakes.cart.add.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: MIX }));
    renderAt(client, <AddToCartForm product={product({ type: 'SIMPLE' })} />);
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    // Said once (review defect 16: two identical boxes), with the way to the cart that must be completed or emptied.
    expect(screen.getByRole('alert').textContent).toBe(`${MIX} Ir al carrito`);
    expect(screen.getByRole('link', { name: 'Ir al carrito' }).getAttribute('href')).toBe('/carrito');
    expect(screen.getByTestId('cart-mix').textContent).toBe('');
    expect(screen.getAllByText(MIX, { exact: false })).toHaveLength(1);
    expect(screen.getByTestId('add-to-cart').getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps a refusal of another kind apart from the note beside the button', async () => {
    const { client, stores, fakes } = fakeClient();
    const digital = { ...cart().items[0]!, product: product({ public_sku: 'SKU-D', type: 'DIGITAL' }) };
    stores.cart.setCart(cart({ items: [digital] }));
    fakes.cart.add.mockRejectedValue(new UseCaseError('OUT_OF_STOCK', { apiMessage: 'Ya no queda stock.' }));
    renderAt(client, <AddToCartForm product={product({ type: 'SIMPLE' })} />);
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(screen.getByTestId('cart-mix').textContent).toBe(MIX);
    expect(screen.getByRole('alert').textContent).not.toContain('Ir al carrito');
  });
});
