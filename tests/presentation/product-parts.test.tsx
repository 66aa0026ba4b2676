// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DOMPurify from 'dompurify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UseCaseError, type DeliveryOption, type Image, type ProductEventSeat, type ProductSummary, type TiendaClient, type Variant } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { RouteError } from '../../src/presentation/app/RouteError';
import { remainingText } from '../../src/presentation/product/countdown';
import FlashCountdown from '../../src/presentation/product/FlashCountdown';
import { renderToString } from 'react-dom/server';
import { DeliveryBox } from '../../src/presentation/product/DeliveryBox';
import { Flash } from '../../src/presentation/product/parts';
import { PriceBlock } from '../../src/presentation/product/PriceBlock';
import { productLoader } from '../../src/presentation/product/product.loader';
import ProductScreen from '../../src/presentation/product/ProductScreen';
import SeatMap, { seatLabel } from '../../src/presentation/product/SeatMap';
import WaitList from '../../src/presentation/product/WaitList';
import { sanitizerFrom } from '../../src/presentation/shared/sanitize';
import { fakeClient, product, signedInUser } from './fake-client';
import { page } from './page-fixture';
import { renderAt } from './render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders a part inside the Tienda context and a router (links and the client). */
function renderPart(client: TiendaClient, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/producto/x'] });
  return render(
    <TiendaProvider source={staticSource(client)}>
      <RouterProvider router={router} />
    </TiendaProvider>,
  );
}

const image = (id: string, file: string): Image => ({
  id,
  name: null,
  alt_text: null,
  urls: [
    { image_id: id, cdn_url: `/media/${file}-500.webp`, width: 500, height: 500, file_size_kb: null },
    { image_id: id, cdn_url: `/media/${file}-2500.webp`, width: 2500, height: 2500, file_size_kb: null },
  ],
  sort_order: 0,
  thumbnail: null,
  video_url: null,
});

describe('the price block', () => {
  it('strikes the previous price only when the regular price is higher than the price', () => {
    const { client } = fakeClient();
    const cases: [Partial<ProductSummary>, string | null][] = [
      [{ price: 299, regular_price: 350 }, '350.00'],
      [{ price: 299, regular_price: 299 }, null],
      [{ price: 299, regular_price: 250 }, null],
      [{ price: 299, regular_price: null }, null],
    ];
    for (const [prices, before] of cases) {
      const { unmount } = renderPart(client, <PriceBlock product={product(prices)} installments={[]} />);
      const previous = screen.queryByTestId('previous-price');
      if (before) expect(previous?.textContent).toContain(before);
      else expect(previous).toBeNull();
      unmount();
    }
  });

  it('says when a flash sale ends on the server (any age of a cached page), then what is left, ticking each second, never announced', async () => {
    // Its chunk, as the loader fetches it for a product on a flash sale.
    await Flash.preload();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    vi.setSystemTime(now);
    const end = new Date(now + (2 * 3600 + 13 * 60 + 5) * 1000).toISOString();
    const { client } = fakeClient();
    // What the server (and so the cached page and the hydrating browser) says: the end, in Guatemala's time (UTC-6).
    const serverText = renderToString(<FlashCountdown end={end} />);
    expect(serverText).toContain('Termina el 22/11, 08:13 h');
    expect(serverText).not.toContain('Termina en');
    renderPart(client, <PriceBlock product={product({ has_flash_sale: true, flash_sale_end_date: end })} installments={[]} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Termina en 02 h 13 min 05 s');
    expect(timer.getAttribute('aria-live')).toBe('off');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toBe('Termina en 02 h 13 min 04 s');
    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    expect(timer.textContent).toBe('Termina en 02 h 11 min 59 s');
  });

  it('words the remaining time, beyond a day and after the end', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingText(new Date(now + 5_000).toISOString(), now)).toBe('Termina en 00 h 00 min 05 s');
    expect(remainingText(new Date(now + (3 * 86_400 + 4 * 3600 + 10 * 60) * 1000).toISOString(), now)).toBe('Termina en 3 d 04 h 10 min');
    expect(remainingText(new Date(now - 1000).toISOString(), now)).toBeNull();
    expect(remainingText('no es fecha', now)).toBeNull();
    expect(remainingText(null, now)).toBeNull();
  });

  it('gives the longest plan in one line and every bank in a list', async () => {
    const { client } = fakeClient();
    const plan = (bank: string, installments: number, amount: number, surcharge = 0) => ({
      bin: null,
      bank_code: null,
      bank_name: bank,
      subtotal_amount: 1000,
      installments,
      installment_amount: amount,
      total_amount: amount * installments,
      surcharge,
    });
    renderPart(
      client,
      <PriceBlock
        product={product({ price: 1000 })}
        installments={[plan('Banco Industrial', 3, 333.34), plan('Banco Industrial', 12, 91.67, 100), plan('BAM', 6, 175, 50)]}
      />,
    );
    const box = await screen.findByTestId('installments', {}, { timeout: 10_000 });
    expect(box.querySelector('summary')!.textContent).toMatch(/^o 12 cuotas de Q\s?91\.67 con Banco Industrial/);
    expect(within(box).getAllByRole('table').map((t) => t.querySelector('caption')!.textContent)).toEqual(['Banco Industrial', 'BAM']);
    expect(within(box).getByRole('table', { name: 'Banco Industrial' }).querySelectorAll('tbody tr')).toHaveLength(2);
  });
});

describe('variants on the product page', () => {
  const red = product({ public_sku: 'TEE-R-M', slug: 'camisa-roja-m', title: 'Camisa Oxford roja M', price: 199, stock_status_text: 'En existencia', main_image: image('r', 'roja') });
  const blue = product({ public_sku: 'TEE-B-M', slug: 'camisa-azul-m', title: 'Camisa Oxford azul M', price: 219, stock_status_text: 'Quedan 2', main_image: image('b', 'azul') });
  const variant = (p: ProductSummary, value: string, hex: string): Variant => ({
    variant_group_id: 'VG',
    attribute_id: 1,
    attribute_name: 'Color',
    attribute_type: 'COLOR',
    value_id: value,
    value,
    color_hex: hex,
    product: p,
  });
  const variants = [variant(red, 'Rojo', '#c00000'), variant(blue, 'Azul', '#1f4e9c')];
  const pageOf = (p: ProductSummary) => page({ product: { ...page().product, ...p, regular_price: null, images: [p.main_image!] }, variants });

  it('replaces price, stock and picture with the chosen variant, and adds that variant', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockImplementation(async ({ id }: { id: string }) => pageOf(id === 'camisa-azul-m' ? blue : red));
    fakes.cart.add.mockResolvedValue({});
    const loader = productLoader({ client: async () => client, sanitizeHtml: sanitizerFrom(DOMPurify) });
    const { router } = renderAt(client, <ProductScreen />, { path: '/producto/camisa-roja-m', pattern: '/producto/:slug', loader, errorElement: <RouteError /> });
    await screen.findByRole('heading', { level: 1, name: 'Camisa Oxford roja M' }, { timeout: 10_000 });
    expect(screen.getByTestId('price').textContent).toMatch(/199\.00/);
    expect(screen.getByRole('link', { name: /Rojo/ }).getAttribute('aria-current')).toBe('page');
    // The swatch carries the hex, and the value is written beside it.
    const azul = screen.getByRole('link', { name: 'Azul' });
    expect((azul.querySelector('.chip__swatch') as HTMLElement).style.background).toBe('rgb(31, 78, 156)');

    await act(async () => fireEvent.click(azul));
    await screen.findByRole('heading', { level: 1, name: 'Camisa Oxford azul M' });
    expect(router.state.location.pathname).toBe('/producto/camisa-azul-m');
    expect(screen.getByTestId('price').textContent).toMatch(/219\.00/);
    expect(screen.getByTestId('stock').textContent).toBe('Quedan 2');
    expect((document.querySelector('.gallery__main img') as HTMLImageElement).getAttribute('src')).toBe('/media/azul-2500.webp');
    expect((document.querySelector('.gallery__main img') as HTMLImageElement).getAttribute('srcset')).toBe('/media/azul-500.webp 500w, /media/azul-2500.webp 2500w');
    expect(screen.getByRole('link', { name: /Azul/ }).getAttribute('aria-current')).toBe('page');

    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    expect(fakes.cart.add.mock.calls[0]![0]).toMatchObject({ quantity: 1, product: { public_sku: 'TEE-B-M' } });
  });

  it('shows the chosen variant in place while its page loads', async () => {
    const { client, fakes } = fakeClient();
    let release: () => void = () => undefined;
    fakes.catalog.loadProductPage.mockImplementation(async ({ id }: { id: string }) => {
      if (id === 'camisa-azul-m') await new Promise<void>((done) => (release = done));
      return pageOf(id === 'camisa-azul-m' ? blue : red);
    });
    const loader = productLoader({ client: async () => client, sanitizeHtml: sanitizerFrom(DOMPurify) });
    renderAt(client, <ProductScreen />, { path: '/producto/camisa-roja-m', pattern: '/producto/:slug', loader });
    await screen.findByRole('heading', { level: 1, name: 'Camisa Oxford roja M' }, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Azul' })));
    await waitFor(() => expect(screen.getByTestId('price').textContent).toMatch(/219\.00/));
    expect(screen.getByTestId('stock').textContent).toBe('Quedan 2');
    expect((document.querySelector('.gallery__main img') as HTMLImageElement).getAttribute('src')).toBe('/media/azul-2500.webp');
    await act(async () => release());
    await screen.findByRole('heading', { level: 1, name: 'Camisa Oxford azul M' });
  });
});

describe('the seat map', () => {
  const seat = (row: string, col: number, status: ProductEventSeat['status'], is_mine = false): ProductEventSeat => ({ id: `${row}${col}`, row, col, status, is_mine });
  const seats = [seat('A', 1, 'AVAILABLE'), seat('A', 2, 'SOLD'), seat('A', 3, 'AVAILABLE'), seat('B', 1, 'RESERVED'), seat('B', 2, 'AVAILABLE'), seat('B', 3, 'KEEP_EMPTY')];
  const event = product({ public_sku: 'EV-1', title: 'Concierto Marimba', type: 'EVENT_SEAT', price: 150 });

  it('labels each seat with its row, number and status', () => {
    expect(seatLabel(seat('C', 7, 'AVAILABLE'))).toBe('Fila C, asiento 7, disponible');
    expect(seatLabel(seat('C', 8, 'SOLD'))).toBe('Fila C, asiento 8, vendido');
    expect(seatLabel(seat('C', 9, 'RESERVED'))).toBe('Fila C, asiento 9, reservado');
    expect(seatLabel(seat('C', 10, 'KEEP_EMPTY'))).toBe('Fila C, asiento 10, no disponible');
    expect(seatLabel(seat('C', 11, 'RESERVED', true))).toBe('Fila C, asiento 11, reservado para ti');
  });

  it('sets the quantity to the seats chosen, and refuses the ones that are taken', () => {
    const { client } = fakeClient();
    renderPart(client, <SeatMap product={event} seats={seats} />);
    const quantity = screen.getByLabelText('Cantidad') as HTMLInputElement;
    expect(quantity.readOnly).toBe(true);
    expect(quantity.value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Fila A, asiento 1, disponible' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fila B, asiento 2, disponible' }));
    expect(quantity.value).toBe('2');
    expect(screen.getByRole('button', { name: 'Fila A, asiento 1, disponible' }).getAttribute('aria-pressed')).toBe('true');
    const sold = screen.getByRole('button', { name: 'Fila A, asiento 2, vendido' });
    expect(sold.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sold);
    expect(sold.getAttribute('aria-pressed')).toBe('false');
    expect(quantity.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Fila A, asiento 1, disponible' }));
    expect(quantity.value).toBe('1');
    expect(screen.getByText(/Asientos elegidos: B2/)).toBeTruthy();
  });

  it('is one tab stop, moved with the arrow keys', () => {
    const { client } = fakeClient();
    renderPart(client, <SeatMap product={event} seats={seats} />);
    const tabbable = [...document.querySelectorAll<HTMLButtonElement>('.seat[data-seat]')].filter((b) => b.tabIndex === 0);
    expect(tabbable.map((b) => b.dataset.seat)).toEqual(['A1']);
    tabbable[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.seat).toBe('A2');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLElement).dataset.seat).toBe('B2');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect((document.activeElement as HTMLElement).dataset.seat).toBe('B3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect((document.activeElement as HTMLElement).dataset.seat).toBe('A3');
    expect([...document.querySelectorAll<HTMLButtonElement>('.seat[data-seat]')].filter((b) => b.tabIndex === 0).map((b) => b.dataset.seat)).toEqual(['A3']);
  });

  it('reserves the seats, then adds as many to the cart', async () => {
    const { client, fakes } = fakeClient();
    fakes.product.reserveSeats.mockResolvedValue(seats.map((s) => (s.id === 'A1' || s.id === 'A3' ? { ...s, status: 'RESERVED', is_mine: true } : s)));
    fakes.cart.add.mockResolvedValue({});
    renderPart(client, <SeatMap product={event} seats={seats} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fila A, asiento 1, disponible' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fila A, asiento 3, disponible' }));
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(fakes.product.reserveSeats).toHaveBeenCalledWith('EV-1', ['A1', 'A3']);
    expect(fakes.cart.add).toHaveBeenCalledWith({ product: event, quantity: 2 });
    expect(fakes.product.reserveSeats.mock.invocationCallOrder[0]!).toBeLessThan(fakes.cart.add.mock.invocationCallOrder[0]!);
    expect(screen.getByRole('status').textContent).toContain('Agregado al carrito: 2 asientos de Concierto Marimba');
    expect(screen.getByRole('button', { name: 'Fila A, asiento 1, reservado para ti' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the Spanish message of a seat taken meanwhile and reads the map again', async () => {
    const { client, fakes } = fakeClient();
    fakes.product.reserveSeats.mockRejectedValue(new UseCaseError('EVENT_SEATS_ERROR', { apiMessage: 'El asiento A1 ya no está disponible.' }));
    fakes.catalog.loadProductPage.mockResolvedValue(page({ event_seats: seats.map((s) => (s.id === 'A1' ? { ...s, status: 'SOLD' } : s)) }));
    renderPart(client, <SeatMap product={event} seats={seats} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fila A, asiento 1, disponible' }));
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(screen.getByRole('alert').textContent).toBe('El asiento A1 ya no está disponible.');
    expect(fakes.cart.add).not.toHaveBeenCalled();
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledWith({ id: 'EV-1', include: ['EVENT_SEATS'] });
    expect(screen.getByRole('button', { name: 'Fila A, asiento 1, vendido' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('0');
  });

  it('asks for a seat before adding, without a call', async () => {
    const { client, fakes } = fakeClient();
    renderPart(client, <SeatMap product={event} seats={seats} />);
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')));
    expect(screen.getByRole('alert').textContent).toBe('Elige al menos un asiento en el mapa.');
    expect(fakes.product.reserveSeats).not.toHaveBeenCalled();
  });
});

describe('the wait list', () => {
  const status = (on: boolean, email: string | null = null) => ({ has_mobile_app: false, is_on_wait_list: on, is_push_enabled: false, notification_email: email });

  it('joins with the email given, says where it will write, and leaves', async () => {
    const { client, fakes } = fakeClient();
    fakes.product.joinWaitList.mockResolvedValue(status(true, 'luis@correo.gt'));
    fakes.product.leaveWaitList.mockResolvedValue(status(false));
    renderPart(client, <WaitList productId="CAF-1" status={null} />);
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: ' luis@correo.gt ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Avísame cuando haya existencias/ })));
    expect(fakes.product.joinWaitList).toHaveBeenCalledWith('CAF-1', 'luis@correo.gt');
    const on = screen.getByText(/Te avisaremos a/);
    expect(on.textContent).toContain('Te avisaremos a luis@correo.gt cuando haya existencias.');
    expect(document.activeElement).toBe(on);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salir de la lista' })));
    expect(fakes.product.leaveWaitList).toHaveBeenCalledWith('CAF-1', 'luis@correo.gt');
    expect(screen.queryByText(/Te avisaremos/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
  });

  it('prefills the signed-in shopper email and shows the state read after hydration', async () => {
    const { client, stores } = fakeClient();
    stores.user.setUser(signedInUser({ email: 'ana@tienda.test' }));
    renderPart(client, <WaitList productId="CAF-1" status={null} />);
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@tienda.test');
    cleanup();
    renderPart(client, <WaitList productId="CAF-1" status={status(true, 'ana@tienda.test')} />);
    expect(screen.getByText(/Te avisaremos a/).textContent).toContain('ana@tienda.test');
    expect(screen.getByRole('button', { name: 'Salir de la lista' })).toBeTruthy();
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
  });

  it('says the refusal in an alert and keeps the form', async () => {
    const { client, fakes } = fakeClient();
    fakes.product.joinWaitList.mockRejectedValue(new UseCaseError('MISSING_EMAIL', { apiMessage: 'Escribe tu correo para avisarte cuando vuelva a haber existencias.' }));
    renderPart(client, <WaitList productId="CAF-1" status={null} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Avísame/ })));
    expect(screen.getByRole('alert').textContent).toBe('Escribe tu correo para avisarte cuando vuelva a haber existencias.');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
  });
});

describe('the delivery box', () => {
  const option = (id: string, description: string, cost: number, text: string, express = false): DeliveryOption => ({
    id,
    description,
    cost,
    expected_delivery_date_range: null,
    expected_delivery_date_range_text: text,
    is_disabled: false,
    is_express: express,
    subtitle: null,
    is_time_range_supported: false,
  });
  const initial = {
    delivery_option: option('STANDARD', 'Envío a domicilio', 35, 'entre el lunes 23 y el martes 24 de noviembre'),
    express_delivery_option: option('EXPRESS', 'Envío exprés', 60, 'el lunes 23 de noviembre', true),
    pickup_option: null,
    shipping_address: null,
  };

  it('shows the options, then the estimate for a department and municipality', async () => {
    const { client, fakes } = fakeClient();
    let answer: (value: unknown) => void = () => undefined;
    fakes.product.deliveryEstimate.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPart(client, <DeliveryBox productId="SKU-1" sku="SKU-1" initial={initial} changeable />);
    const box = screen.getByTestId('delivery-options');
    expect(box.textContent).toContain('Envío a domicilio');
    expect(box.textContent).toContain('Llega entre el lunes 23 y el martes 24 de noviembre');
    expect(box.textContent).toContain('Envío exprés');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Cambiar/ })));
    await screen.findByTestId('delivery-chooser', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: 'SA' } });
    fireEvent.change(screen.getByLabelText('Municipio'), { target: { value: 'Antigua Guatemala' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver entrega' })));
    expect(fakes.product.deliveryEstimate).toHaveBeenCalledWith('SKU-1', { city: 'Antigua Guatemala', state: 'SA' });
    expect(screen.getByRole('status').textContent).toBe('Calculando la fecha de entrega…');
    await act(async () => answer({ ...initial, delivery_option: option('STANDARD', 'Envío a domicilio', 0, 'el miércoles 25 de noviembre'), express_delivery_option: null }));
    expect(screen.getByTestId('delivery-where').textContent).toBe('Envío a Antigua Guatemala, Sacatepéquez');
    expect(screen.getByTestId('delivery-options').textContent).toContain('Llega el miércoles 25 de noviembre');
    expect(screen.getByTestId('delivery-options').textContent).toContain('Gratis');
    expect(screen.getByTestId('delivery-options').textContent).not.toContain('exprés');
    expect(screen.queryByTestId('delivery-chooser')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Cambiar/ }));
  });

  it('offers the product pickup points and says a failure with a retry', async () => {
    const { client, fakes } = fakeClient();
    fakes.product.pickupOptions.mockResolvedValue([{ id: 'gt-zona-10', location_name: 'Tienda Zona Viva', location_address: '5a avenida, zona 10' }]);
    fakes.product.deliveryEstimate.mockRejectedValueOnce(new UseCaseError('networkConnection'));
    fakes.product.deliveryEstimate.mockResolvedValueOnce({ delivery_option: null, express_delivery_option: null, shipping_address: null, pickup_option: { id: 'gt-zona-10', location_name: 'Tienda Zona Viva', expected_delivery_date_range_text: 'Listo mañana a las 10:00' } });
    renderPart(client, <DeliveryBox productId="SKU-1" sku="SKU-1" initial={initial} changeable />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Cambiar/ })));
    await screen.findByTestId('delivery-chooser', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Recoger en tienda')));
    expect(fakes.product.pickupOptions).toHaveBeenCalledWith('SKU-1');
    fireEvent.change(await screen.findByLabelText('Punto de recogida'), { target: { value: 'gt-zona-10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver entrega' })));
    expect(fakes.product.deliveryEstimate).toHaveBeenLastCalledWith('SKU-1', { pickupOptionId: 'gt-zona-10' });
    const alert = within(screen.getByTestId('delivery-options')).getByRole('alert');
    expect(alert.textContent).not.toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.product.deliveryEstimate).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('delivery-options').textContent).toContain('Recoger en Tienda Zona Viva');
    expect(screen.getByTestId('delivery-options').textContent).toContain('Listo mañana a las 10:00');
  });

  it('shows nothing to change for a product delivered by email', () => {
    const { client } = fakeClient();
    renderPart(client, <DeliveryBox productId="SKU-1" sku="SKU-1" initial={{ ...initial, express_delivery_option: null }} changeable={false} />);
    expect(screen.queryByRole('button', { name: /Cambiar/ })).toBeNull();
    expect(screen.getByTestId('delivery-options').textContent).toContain('Envío a domicilio');
  });
});

describe("the shopper's own parts, after hydration", () => {
  // `personal: false` is the server's render (read as anonymous), which the browser then hydrates.
  const renderProduct = (client: TiendaClient, { personal = false } = {}) => {
    const load = productLoader({ client: async () => client, sanitizeHtml: sanitizerFrom(DOMPurify) });
    return renderAt(client, <ProductScreen />, {
      path: '/producto/audifonos-sonaria',
      pattern: '/producto/:slug',
      loader: async (args) => ({ ...(await load(args)), personal }),
      errorElement: <RouteError />,
    });
  };

  it('reads them in one request once a session exists, and shows the admin section only to staff', { timeout: 20_000 }, async () => {
    const { client, fakes, stores } = fakeClient();
    stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'admin@tienda.test' });
    const admin = { stock_total: 42, erp_stock: 40, locked_stock: 2, editor_url: '/admin/productos/SKU-1', profile_url: null, internal_sku: 'INT-1' };
    fakes.catalog.loadProductPage.mockImplementation(async ({ include }: { include: string[] }) =>
      include.includes('PRODUCT') && include.length > 4 ? page() : page({ admin_section: admin, is_known_buyer: true, order_number_under_warranty: 'TND-1042', wishlists: [] }),
    );
    // What the other parts of the page read for a signed-in shopper (the heart, the reviews).
    fakes.wishlists.skus.mockResolvedValue([]);
    fakes.reviews.list.mockResolvedValue({ reviews: [], stats: [], page: 1, hasMore: false });
    renderProduct(client);
    const section = await screen.findByTestId('admin-section', {}, { timeout: 10_000 });
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledWith({ id: 'SKU-1', include: ['WISHLIST', 'WAITLIST', 'ADMIN_SECTION', 'IS_KNOWN_BUYER'] });
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledTimes(2);
    expect(within(section).getByText('Existencia total').nextElementSibling!.textContent).toBe('42');
    expect(within(section).getByText('Existencia bloqueada').nextElementSibling!.textContent).toBe('2');
    expect(within(section).getByRole('link', { name: 'Editar producto' }).getAttribute('href')).toBe('/admin/productos/SKU-1');
    expect(screen.getByTestId('known-buyer').textContent!.trim()).toBe('Ya compraste este producto. Tu pedido TND-1042 sigue en garantía.');
    expect(within(screen.getByTestId('known-buyer')).getByRole('link', { name: 'Tu pedido TND-1042' }).getAttribute('href')).toBe('/cuenta/pedidos/TND-1042');
  });

  it('lists the ways to pay that the page offers, leaving out the disabled ones', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(
      page({
        payment_options: [
          { payment_method: 'CARD', name: 'Tarjeta de crédito o débito', description: 'Visa y Mastercard', is_disabled: false },
          { payment_method: 'COD', name: 'Pago contra entrega', description: null, is_disabled: false },
          { payment_method: 'BANK_DEPOSIT', name: 'Depósito bancario', description: null, is_disabled: true },
        ],
      }),
    );
    renderProduct(client);
    const list = await screen.findByTestId('payment-options', {}, { timeout: 10_000 });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Tarjeta de crédito o débito · Visa y Mastercard', 'Pago contra entrega']);
    // The places the automated answer's options take the shopper to (src/presentation/questions/AskQuestion.tsx).
    expect(document.getElementById('precio')?.className).toBe('price-block');
    expect(document.getElementById('cotizar')?.querySelector('h2')?.textContent).toBe('¿Compras por mayor?');
  });

  it('takes them from the page itself after a client navigation: one request', async () => {
    const { client, fakes, stores } = fakeClient();
    stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'admin@tienda.test' });
    fakes.wishlists.skus.mockResolvedValue([]);
    fakes.reviews.list.mockResolvedValue({ reviews: [], stats: [], page: 1, hasMore: false });
    const admin = { stock_total: 7, erp_stock: 5, locked_stock: 0, editor_url: null, profile_url: '/admin/ficha/SKU-1', internal_sku: null };
    fakes.catalog.loadProductPage.mockResolvedValue(page({ admin_section: admin, is_known_buyer: false }));
    renderProduct(client, { personal: true });
    const section = await screen.findByTestId('admin-section', {}, { timeout: 10_000 });
    expect(within(section).getByText('Existencia total').nextElementSibling!.textContent).toBe('7');
    expect(within(section).getByRole('link', { name: 'Ver ficha interna' }).getAttribute('href')).toBe('/admin/ficha/SKU-1');
    await new Promise((done) => setTimeout(done, 50));
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('known-buyer').textContent).toBe('');
  });

  it('makes no request for a visitor without a session, and shows no admin section', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(page({ admin_section: null }));
    renderProduct(client);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Opiniones' }, { timeout: 10_000 });
    expect(fakes.catalog.loadProductPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('admin-section')).toBeNull();
    expect(screen.getByTestId('known-buyer').textContent).toBe('');
  });

  it('offers the wait list and no delivery box for a product out of stock', async () => {
    const { client, fakes } = fakeClient();
    fakes.catalog.loadProductPage.mockResolvedValue(
      page({
        product: { ...page().product, stock_status: 'OUT_OF_STOCK', stock_status_text: 'Agotado' },
        delivery_option: { id: 'STANDARD', description: 'Envío a domicilio', cost: 35, expected_delivery_date_range: null, expected_delivery_date_range_text: 'No disponible', is_disabled: true, is_express: false, subtitle: null, is_time_range_supported: false },
      }),
    );
    renderProduct(client);
    expect(await screen.findByRole('button', { name: /Avísame cuando haya existencias/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('not-purchasable').textContent).toContain('agotado');
    expect(screen.queryByTestId('delivery-box')).toBeNull();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });
});

describe('recommendations and bulk quotation', () => {
  it('loads more with «Ver más», leaves out what is shown, and stops at the end', async () => {
    const { Recommendations } = await import('../../src/presentation/product/Recommendations');
    const { client, fakes } = fakeClient();
    const item = (n: number) => product({ public_sku: `R-${n}`, slug: `r-${n}`, title: `Recomendado ${n}` });
    fakes.product.recommendations.mockResolvedValueOnce({ products: [item(1), item(2), item(3)], hasMore: true });
    fakes.product.recommendations.mockResolvedValueOnce({ products: [item(4)], hasMore: false });
    renderPart(client, <Recommendations productId="SKU-1" initial={[item(1), item(2)]} hasMore />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(fakes.product.recommendations).toHaveBeenLastCalledWith('SKU-1', { page: 1 });
    expect(screen.getAllByTestId('product-card').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Recomendado 1'),
      expect.stringContaining('Recomendado 2'),
      expect.stringContaining('Recomendado 3'),
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(fakes.product.recommendations).toHaveBeenLastCalledWith('SKU-1', { page: 2 });
    expect(screen.getAllByTestId('product-card')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(screen.getByText('Eso es todo por ahora.')).toBeTruthy();
  });

  it('sends the quantity and phone, and says which field is wrong', async () => {
    const { default: BulkQuotationForm } = await import('../../src/presentation/product/BulkQuotationForm');
    const { client, fakes } = fakeClient();
    fakes.product.requestBulkQuotation.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Escribe un teléfono de 8 a 15 dígitos.', details: { field: 'phoneNumber' } }));
    fakes.product.requestBulkQuotation.mockResolvedValueOnce(undefined);
    renderPart(client, <BulkQuotationForm sku="SKU-1" />);
    fireEvent.change(screen.getByLabelText('Cantidad que necesitas'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pedir cotización' })));
    expect(fakes.product.requestBulkQuotation).toHaveBeenCalledWith('SKU-1', { quantity: 250, phoneNumber: '123' });
    expect(screen.getByRole('alert').textContent).toBe('Escribe un teléfono de 8 a 15 dígitos.');
    expect(screen.getByLabelText('Teléfono').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Teléfono'));
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '5555 1234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pedir cotización' })));
    expect(fakes.product.requestBulkQuotation).toHaveBeenLastCalledWith('SKU-1', { quantity: 250, phoneNumber: '5555 1234' });
    expect(screen.getByRole('status').textContent).toContain('Recibimos tu solicitud por 250 unidades');
  });
});
