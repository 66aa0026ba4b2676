// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_ERROR_CODES, COUPON_ERROR_MESSAGES, UseCaseError, type Cart, type CartItem } from '../../src/index';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import CartScreen from '../../src/presentation/cart/CartScreen';
import { DEDICATION_LIMITS } from '../../src/presentation/cart/LineOptions';
import { cart, fakeClient, product } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const line = (overrides: Partial<CartItem> = {}): CartItem => ({ ...cart().items[0]!, ...overrides });
const coupon = (code: string, overrides: Partial<Cart['coupons'][number]> = {}): Cart['coupons'][number] => ({
  code,
  discount: 0,
  error_code: null,
  error_message: null,
  requirements: null,
  exclusions: null,
  discounts: null,
  auto_apply: false,
  ...overrides,
});

function setUp(shown: Cart = cart()) {
  const made = fakeClient();
  made.stores.cart.setCart(shown);
  made.fakes.cart.crossSell.mockResolvedValue([]);
  made.fakes.cart.forYou.mockResolvedValue([]);
  return made;
}

const codeInput = () => screen.findByLabelText('Cupón o tarjeta de regalo', { selector: 'input' }) as Promise<HTMLInputElement>;
const price = (amount: string) => new RegExp(`Q\\s?${amount.replace('.', '\\.')}`);

describe('the coupon and gift card field', () => {
  it('names what the typed code is, as the shopper types: a gift card by its format, else a coupon', async () => {
    const { client } = setUp();
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    const kind = screen.getByTestId('code-kind');
    fireEvent.change(input, { target: { value: 'abcd-efgh-ijkl-mnop' } });
    expect(kind.textContent).toBe('Tarjeta de regalo');
    fireEvent.change(input, { target: { value: 'REGAL-OTIE-NDAS-ABC' } });
    expect(kind.textContent).toBe('Tarjeta de regalo');
    fireEvent.change(input, { target: { value: 'BIENVENIDO10' } });
    expect(kind.textContent).toBe('Cupón');
    fireEvent.change(input, { target: { value: 'ABCD-EFGH-IJKL-MNO1' } });
    expect(kind.textContent).toBe('Cupón');
    expect(input.getAttribute('aria-describedby')).toContain(kind.id);
  });

  it('applies the typed text through cart.applyCode, empties the field and announces it', async () => {
    const { client, fakes, stores } = setUp();
    fakes.cart.applyCode.mockImplementation(async () => {
      const next = cart({ coupons: [coupon('BIENVENIDO10', { discount: 59.8 })], discount_coupons: 59.8, amount_total: 538.2 });
      stores.cart.setCart(next);
      return next;
    });
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    fireEvent.change(input, { target: { value: ' bienvenido10 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' })));
    expect(fakes.cart.applyCode.mock.calls).toEqual([[' bienvenido10 ']]);
    expect(input.value).toBe('');
    expect(screen.getByTestId('code-note').textContent).toBe('Cupón bienvenido10 aplicado.');
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^Q\s?538\.20$/);
    const applied = within(screen.getByTestId('applied-codes')).getAllByRole('listitem');
    expect(applied.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Cupón BIENVENIDO10-Q\s?59\.80Quitar$/)]);
  });

  it('refuses an empty field with a Spanish message and the focus on it, without a call', async () => {
    const { client, fakes } = setUp();
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' })));
    expect(fakes.cart.applyCode).not.toHaveBeenCalled();
    expect(screen.getByTestId('code-problem').textContent).toBe('Escribe el código de tu cupón o de tu tarjeta de regalo.');
    expect(document.activeElement).toBe(input);
  });

  it("keeps the text after a refusal and shows the server's error_message, announced and linked to the field", async () => {
    const { client, fakes, stores } = setUp();
    const refused = cart({ coupons: [coupon('GRANDE100', { error_code: 'TOTAL_AMOUNT_TOO_LOW', error_message: 'Este cupón es para compras desde Q1,000.' })] });
    fakes.cart.applyCode.mockImplementation(async () => {
      // As the library does: the cart as answered, the failure in the store and thrown.
      stores.cart.setCart(refused);
      const failure = new UseCaseError('TOTAL_AMOUNT_TOO_LOW', { apiMessage: 'Este cupón es para compras desde Q1,000.' });
      stores.cart.setError(failure);
      throw failure;
    });
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    fireEvent.change(input, { target: { value: 'GRANDE100' } });
    await act(async () => fireEvent.submit(input.form!));
    expect(input.value).toBe('GRANDE100');
    const problem = screen.getByTestId('code-problem');
    expect(problem.textContent).toBe('Este cupón es para compras desde Q1,000.');
    expect(problem.closest('[role="alert"]')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(problem.id);
    // Said once, beside the field: the top of the page does not repeat it.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).filter(Boolean)).toEqual(['Este cupón es para compras desde Q1,000.']);
    // The list says it briefly while the alert says it in full; in full again once the alert is gone.
    const listed = within(screen.getByTestId('applied-codes'));
    expect(listed.getByText('No se aplicó.')).toBeTruthy();
    expect(screen.getAllByText('Este cupón es para compras desde Q1,000.')).toHaveLength(1);
    fireEvent.change(input, { target: { value: 'GRANDE10' } });
    expect(listed.getByText('Este cupón es para compras desde Q1,000.')).toBeTruthy();
  });

  it("says the library's 'Already applied' message for the same code twice", async () => {
    const { client, fakes } = setUp(cart({ coupons: [coupon('AHORRA50', { discount: 50 })] }));
    fakes.cart.applyCode.mockRejectedValue(
      new UseCaseError('couponAppliedMultipleTimes', { apiMessage: 'Ya aplicaste este cupón.', description: 'Already applied' }),
    );
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    fireEvent.change(input, { target: { value: 'ahorra50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' })));
    expect(fakes.cart.applyCode.mock.calls).toEqual([['ahorra50']]);
    expect(screen.getByTestId('code-problem').textContent).toBe('Ya aplicaste este cupón.');
    expect(input.value).toBe('ahorra50');
  });

  it('lists each coupon with its discount, each gift card with what it pays of its balance, and auto_apply coupons without a remove button', async () => {
    const { client } = setUp(
      cart({
        coupons: [coupon('AHORRA50', { discount: 50 }), coupon('PROMOCUENTA', { discount: 75, auto_apply: true })],
        gift_cards: [
          { number: 'REGAL-OTIE-NDAS-ABC', amount: 100, is_valid: true, available_balance: 100 },
          { number: 'SALD-OCER-OTAR-JETA', amount: 0, is_valid: false, available_balance: 0 },
        ],
      }),
    );
    renderAt(client, <CartScreen />);
    await codeInput();
    const items = within(screen.getByTestId('applied-codes')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Cupón AHORRA50-Q\s?50\.00Quitar$/),
      expect.stringMatching(/^Cupón PROMOCUENTA \(automático\)-Q\s?75\.00$/),
      expect.stringMatching(/^Tarjeta de regalo REGAL-OTIE-NDAS-ABCUsas Q\s?100\.00 de Q\s?100\.00Quitar$/),
      'Tarjeta de regalo SALD-OCER-OTAR-JETAEsta tarjeta ya no tiene saldo.Quitar',
    ]);
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it("shows every coupon error code's Spanish message, and the server's error_message when present", async () => {
    const refused = COUPON_ERROR_CODES.map((code) => coupon(`C-${code}`, { error_code: code }));
    const { client } = setUp(cart({ coupons: [...refused, coupon('RARO', { error_code: 'SOMETHING_NEW', error_message: 'Este cupón ya no está en promoción.' })] }));
    renderAt(client, <CartScreen />);
    await codeInput();
    const items = within(screen.getByTestId('applied-codes')).getAllByRole('listitem');
    COUPON_ERROR_CODES.forEach((code, index) => expect(items[index]!.textContent).toContain(COUPON_ERROR_MESSAGES[code]));
    expect(new Set(COUPON_ERROR_CODES.map((code) => COUPON_ERROR_MESSAGES[code])).size).toBe(COUPON_ERROR_CODES.length);
    expect(items.at(-1)!.textContent).toContain('Este cupón ya no está en promoción.');
  });

  it('removes a code through cart.removeCode and gives the focus to the field', async () => {
    const { client, fakes, stores } = setUp(cart({ coupons: [coupon('AHORRA50', { discount: 50 })] }));
    fakes.cart.removeCode.mockImplementation(async () => {
      stores.cart.setCart(cart());
      return cart();
    });
    renderAt(client, <CartScreen />);
    const input = await codeInput();
    const remove = screen.getByRole('button', { name: 'Quitar el cupón AHORRA50' });
    remove.focus();
    await act(async () => fireEvent.click(remove));
    expect(fakes.cart.removeCode.mock.calls).toEqual([['AHORRA50']]);
    expect(screen.queryByTestId('applied-codes')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.getByTestId('code-note').textContent).toBe('Quitaste el cupón AHORRA50.');
  });

  it("offers a signed-in shopper's own coupons that apply as one-tap chips", async () => {
    const made = setUp(cart({ coupons: [coupon('AHORRA50', { discount: 50 })] }));
    made.stores.session.setSession({ token: 't'.repeat(64), isUser: true });
    made.fakes.points.coupons.mockResolvedValue([
      coupon('CUMPLEANA25', { discount: 25 }),
      coupon('AHORRA50', { discount: 50 }),
      coupon('PRIMERACOMPRA', { error_code: 'USER_NOT_ENOUGH_ORDERS' }),
    ]);
    made.fakes.cart.applyCode.mockResolvedValue(cart());
    renderAt(made.client, <CartScreen />);
    const chip = await screen.findByRole('button', { name: /Aplicar CUMPLEANA25/ });
    expect(chip.textContent).toMatch(/^Aplicar CUMPLEANA25 \(-Q\s?25\.00\)$/);
    // Applied already, or not for this cart: not offered.
    expect(screen.queryByRole('button', { name: /Aplicar AHORRA50/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /PRIMERACOMPRA/ })).toBeNull();
    expect(made.fakes.points.coupons).toHaveBeenCalled();
    await act(async () => fireEvent.click(chip));
    expect(made.fakes.cart.applyCode.mock.calls).toEqual([['CUMPLEANA25']]);
  });

  it('asks nothing about coupons for an anonymous shopper', async () => {
    const made = setUp();
    made.stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
    renderAt(made.client, <CartScreen />);
    await codeInput();
    await act(async () => undefined);
    expect(made.fakes.points.coupons).not.toHaveBeenCalled();
    expect(screen.queryByText('Tus cupones')).toBeNull();
  });
});

describe('a line’s options', () => {
  const wrapped = (optionId: string | null) =>
    line({
      gift_wrap_options: [
        { id: 'GW-PREMIUM', price: 35, image_url: null },
        { id: 'GW-BASICA', price: 15, image_url: null },
      ],
      gift_wrap_option_id: optionId,
    });

  it('offers gift wrap with its price, chooses the cheapest through setGiftWrap, and takes it off with null', async () => {
    const { client, fakes, stores } = setUp(cart({ items: [wrapped(null)] }));
    fakes.cart.setGiftWrap.mockImplementation(async ({ giftWrapOptionId }: { giftWrapOptionId: string | null }) => {
      const next = cart({ items: [wrapped(giftWrapOptionId)], amount_gift_wrap: giftWrapOptionId ? 30 : 0 });
      stores.cart.setCart(next);
      return next;
    });
    renderAt(client, <CartScreen />);
    const box = (await screen.findByRole('checkbox', { name: /Envolver para regalo/ })) as HTMLInputElement;
    expect(box.closest('label')!.textContent).toMatch(/^Envolver para regalo \(desde \+Q\s?15\.00 c\/u\)$/);
    expect(box.checked).toBe(false);
    await act(async () => fireEvent.click(box));
    expect(fakes.cart.setGiftWrap.mock.calls).toEqual([[{ itemId: 'L-1', giftWrapOptionId: 'GW-BASICA' }]]);
    expect(box.checked).toBe(true);
    expect(screen.getByTestId('cart-gift-wrap').textContent).toMatch(price('30.00'));
    // Two options: the shopper can pick the other one.
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Q\s?35\.00/ })));
    expect(fakes.cart.setGiftWrap.mock.calls[1]).toEqual([{ itemId: 'L-1', giftWrapOptionId: 'GW-PREMIUM' }]);
    await act(async () => fireEvent.click(box));
    expect(fakes.cart.setGiftWrap.mock.calls[2]).toEqual([{ itemId: 'L-1', giftWrapOptionId: null }]);
    expect(box.checked).toBe(false);
  });

  it('puts the box back and says why when the wrap is refused', async () => {
    const { client, fakes } = setUp(cart({ items: [wrapped(null)] }));
    fakes.cart.setGiftWrap.mockRejectedValue(
      new UseCaseError('NOT_ALLOWED', { apiMessage: 'Esa envoltura de regalo no está disponible para este producto.' }),
    );
    renderAt(client, <CartScreen />);
    const box = (await screen.findByRole('checkbox', { name: /Envolver para regalo/ })) as HTMLInputElement;
    await act(async () => fireEvent.click(box));
    expect(box.checked).toBe(false);
    expect(screen.getByText('Esa envoltura de regalo no está disponible para este producto.').closest('[role="alert"]')).toBeTruthy();
  });

  it('offers no wrap nor dedication to a line that takes neither', async () => {
    const { client } = setUp();
    renderAt(client, <CartScreen />);
    await codeInput();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /dedicatoria/ })).toBeNull();
  });

  it('writes a dedication on a gift card line through setDedication, and gives the focus back to its button', async () => {
    const giftCard = line({ product: product({ title: 'Tarjeta de regalo Q100', type: 'GIFT_CARD' }) });
    const { client, fakes, stores } = setUp(cart({ items: [giftCard] }));
    fakes.cart.setDedication.mockImplementation(async ({ dedication }: { dedication: CartItem['dedication'] }) => {
      stores.cart.setCart(cart({ items: [{ ...giftCard, dedication }] }));
    });
    renderAt(client, <CartScreen />);
    const open = await screen.findByRole('button', { name: 'Agregar dedicatoria de Tarjeta de regalo Q100' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Para'), { target: { value: 'Luis' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Correo de quien la recibe (opcional)'), { target: { value: 'luis@correo.com' } });
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: '¡Feliz cumpleaños!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar dedicatoria' })));
    expect(fakes.cart.setDedication.mock.calls).toEqual([
      [{ itemId: 'L-1', dedication: { from_name: 'Ana', to_name: 'Luis', to_email: 'luis@correo.com', message: '¡Feliz cumpleaños!' } }],
    ]);
    expect(screen.getByTestId('dedication-summary').textContent).toBe('Dedicatoria para Luis de Ana: «¡Feliz cumpleaños!»');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Editar dedicatoria de Tarjeta de regalo Q100');
  });

  it('checks the dedication as the shopper types, and keeps it after the server refuses it', async () => {
    const digital = line({ product: product({ title: 'Curso de guitarra', type: 'DIGITAL' }) });
    const { client, fakes } = setUp(cart({ items: [digital] }));
    fakes.cart.setDedication.mockRejectedValue(new UseCaseError('apiCallFailed', { apiMessage: 'El mensaje es demasiado largo.', status: 400 }));
    renderAt(client, <CartScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Agregar dedicatoria/ }));
    const email = screen.getByLabelText('Correo de quien la recibe (opcional)') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'luis@' } });
    fireEvent.blur(email);
    expect(screen.getByText(/El correo electrónico no es válido/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'x'.repeat(501) } });
    fireEvent.blur(message);
    expect(screen.getByText('El mensaje puede tener hasta 500 caracteres.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar dedicatoria' })));
    expect(fakes.cart.setDedication).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'luis@correo.com' } });
    fireEvent.change(message, { target: { value: 'Para ti' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar dedicatoria' })));
    expect(fakes.cart.setDedication).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).filter(Boolean)).toEqual(['El mensaje es demasiado largo.']);
    expect(email.value).toBe('luis@correo.com');
    expect(message.value).toBe('Para ti');
  });

  it('uses the bounds the library checks', () => {
    expect(DEDICATION_LIMITS).toEqual({ name: TEXT_LIMITS.name, email: TEXT_LIMITS.email, message: TEXT_LIMITS.message });
  });

  it('says how many units of a line are out of stock', () => {
    const { client } = setUp(
      cart({
        items: [
          line({ quantity: 3, quantity_out_of_stock: 1 }),
          line({ item_id: 'L-2', quantity: 3, quantity_out_of_stock: 3, product: product({ public_sku: 'SKU-2', title: 'Bocina' }) }),
          line({ item_id: 'L-3', quantity: 2, quantity_out_of_stock: 0, product: product({ public_sku: 'SKU-3', title: 'Cable' }) }),
        ],
      }),
    );
    renderAt(client, <CartScreen />);
    const lines = screen.getAllByTestId('cart-line');
    expect(within(lines[0]!).getByTestId('line-shortage').textContent).toBe('Solo quedan 2. Agotado: 1 de tus 3 no está disponible.');
    expect(within(lines[1]!).getByTestId('line-shortage').textContent).toBe('Agotado: ninguna de tus 3 unidades está disponible.');
    expect(within(lines[2]!).queryByTestId('line-shortage')).toBeNull();
  });
});

describe('the summary', () => {
  it('shows how far free shipping is as a progress bar, counting from the sub total after coupons', () => {
    const { client } = setUp(cart({ amount_sub_total: 598, discount_coupons: 198, amount_until_free_shipping: 100 }));
    renderAt(client, <CartScreen />);
    const bar = screen.getByRole('progressbar', { name: /Te faltan Q\s?100\.00 para envío gratis/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByTestId('free-shipping').textContent).toMatch(/^Te faltan Q\s?100\.00 para envío gratis$/);
  });

  it('fills the bar and says shipping is free when nothing is missing; shows none for a cart that ships nothing', () => {
    const { client, stores } = setUp(cart({ amount_until_free_shipping: 0 }));
    renderAt(client, <CartScreen />);
    const bar = screen.getByRole('progressbar', { name: '¡Tu envío es gratis!' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => stores.cart.setCart(cart({ is_shipping_or_pickup_required: false, amount_until_free_shipping: 400 })));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leads to /pagar with «Continuar al pago», which waits while the cart is updating', async () => {
    const { client, stores } = setUp();
    const { router } = renderAt(client, <CartScreen />);
    act(() => stores.cart.setUpdating());
    const waiting = screen.getByRole('link', { name: 'Actualizando tu carrito…' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(waiting));
    expect(router.state.location.pathname).toBe('/');
    act(() => stores.cart.setCart(cart()));
    const pay = screen.getByRole('link', { name: 'Continuar al pago' });
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    await act(async () => fireEvent.click(pay));
    expect(router.state.location.pathname).toBe('/pagar');
  });
});

describe('suggestions', () => {
  it('loads «Combina con tu compra» and «Para ti» after the cart shows, without what the cart holds, each with an add button', async () => {
    const { client, fakes } = setUp();
    const mouse = product({ public_sku: 'SKU-7', slug: 'mouse', title: 'Mouse Orbita' });
    const held = product();
    const book = product({ public_sku: 'SKU-8', slug: 'libro', title: 'Libro de cocina', type: 'BOOK' });
    fakes.cart.crossSell.mockResolvedValue([mouse, held]);
    fakes.cart.forYou.mockResolvedValue([book, mouse]);
    fakes.cart.add.mockResolvedValue(cart());
    renderAt(client, <CartScreen />);
    const cross = await screen.findByRole('region', { name: 'Combina con tu compra' });
    expect(within(cross).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Mouse Orbita']);
    const forYou = screen.getByRole('region', { name: 'Para ti' });
    expect(within(forYou).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Libro de cocina']);
    await act(async () => fireEvent.click(within(cross).getByRole('button', { name: 'Agregar Mouse Orbita al carrito' })));
    expect(fakes.cart.add.mock.calls).toEqual([[{ product: mouse, quantity: 1 }]]);
    expect(within(cross).getByRole('status').textContent).toBe('Agregado al carrito: Mouse Orbita.');
  });

  it('hides the rows quietly when the calls fail or answer nothing', async () => {
    const { client, fakes } = setUp();
    fakes.cart.crossSell.mockRejectedValue(new UseCaseError('notFound'));
    fakes.cart.forYou.mockResolvedValue([]);
    renderAt(client, <CartScreen />);
    await waitFor(() => expect(fakes.cart.forYou).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('cart-extras-loading')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Combina con tu compra' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Para ti' })).toBeNull();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).filter(Boolean)).toEqual([]);
  });
});
