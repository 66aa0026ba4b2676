// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { Order } from '../../src/domain/orders/order';
import OrderScreen from '../../src/presentation/orders/OrderScreen';
import OrdersScreen from '../../src/presentation/orders/OrdersScreen';
import { fakeClient, signedInUser } from './fake-client';
import { order, pickupOrder } from './order-fixtures';
import { renderAt } from './render';

afterEach(cleanup);

function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}

const OFFLINE = 'No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.';

/** `count` orders numbered down from `first`. */
const orderPage = (first: number, count: number) => Array.from({ length: count }, (_, i) => order({ order_number: String(first - i) }));

describe('OrdersScreen', () => {
  it('lists the first page: number with its link, status chip, date, item count and total', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue([
      order(),
      order({ order_number: '1000', step: 'PermanentFailure', color_hex: '#c62828', title: 'Pedido cancelado', totals: { ...order().totals, amount_total: 100 } }),
    ]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    const rows = await screen.findAllByTestId('order-row');
    expect(fakes.orders.list).toHaveBeenCalledWith({ page: 1 });
    expect(fakes.orders.list).toHaveBeenCalledTimes(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Pedido 1001' }).getAttribute('href')).toBe('/cuenta/pedidos/1001');
    expect(rows[0]!.textContent).toContain('Confirmado: pagas al recibirlo');
    expect(rows[0]!.textContent).toContain('2 de marzo de 2026');
    expect(rows[0]!.textContent).toContain('2 productos');
    expect(rows[0]!.textContent).toMatch(/Q\s?623\.00/);
    expect(rows[1]!.textContent).toMatch(/Pedido cancelado.*Q\s?100\.00/);
  });

  it('shows each status as a chip with the step in words and the colour of the API beside them', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue([
      order(),
      pickupOrder(),
      order({ order_number: '1000', step: 'PermanentFailure', color_hex: '#c62828' }),
      order({ order_number: '999', step: 'Delivered', color_hex: 'red;background:url(x)' }),
    ]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    await screen.findAllByTestId('order-row');
    const chips = screen.getAllByTestId('order-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Aprobado', 'Listo para recoger', 'Cancelado', 'Entregado']);
    expect(chips[0]!.style.getPropertyValue('--order-chip')).toBe('#2e7d32');
    expect(chips[2]!.style.getPropertyValue('--order-chip')).toBe('#c62828');
    // A colour that is not a plain hex colour never reaches the style: the chip keeps the default colour and its words.
    expect(chips[3]!.getAttribute('style')).toBeNull();
  });

  it('asks for the next 20 with «Ver más», adds them, moves the focus to the first new order and stops at a short page', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValueOnce(orderPage(2000, 20)).mockResolvedValueOnce(orderPage(1980, 5));
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(20);
    expect(fakes.orders.list).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(fakes.orders.list).toHaveBeenCalledTimes(2);
    expect(fakes.orders.list).toHaveBeenLastCalledWith({ page: 2 });
    expect(screen.getAllByTestId('order-row')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Pedido 1980' }));
    expect(screen.getByText('Se agregaron 5 pedidos a la lista.')).toBeTruthy();
  });

  it('keeps the focus on the list when the next page is empty', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValueOnce(orderPage(2000, 20)).mockResolvedValueOnce([]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    await screen.findAllByTestId('order-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(fakes.orders.list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Pedido 1981' }));
    expect(screen.getByText('No hay más pedidos.')).toBeTruthy();
  });

  it('offers no «Ver más» when the first page is not full', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue(orderPage(2000, 19));
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(19);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(fakes.orders.list).toHaveBeenCalledTimes(1);
  });

  it('keeps the orders shown when the next page fails, says why in Spanish and asks again for the same page', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list
      .mockResolvedValueOnce(orderPage(2000, 20))
      .mockRejectedValueOnce(new UseCaseError('networkConnection'))
      .mockResolvedValueOnce(orderPage(1980, 20));
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    await screen.findAllByTestId('order-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver más' })));
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);
    expect(screen.getAllByTestId('order-row')).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.orders.list).toHaveBeenCalledTimes(3);
    expect(fakes.orders.list.mock.calls.map((call) => call[0])).toEqual([{ page: 1 }, { page: 2 }, { page: 2 }]);
    expect(screen.getAllByTestId('order-row')).toHaveLength(40);
    expect(screen.queryByRole('alert')).toBeNull();
    // A full page again: there may be more.
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeTruthy();
  });

  it('says when there are no orders yet, with a way to shop', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue([]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    expect(await screen.findByText('Todavía no tienes pedidos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a comprar' }).getAttribute('href')).toBe('/');
  });

  it('shows a failure in Spanish and retries', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValue([order()]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    await act(async () => undefined);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' })));
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
    expect(fakes.orders.list).toHaveBeenCalledTimes(2);
  });
});

describe('OrderScreen', () => {
  it('shows the status, the items, the totals, the delivery and the payment of the order', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockResolvedValue(order());
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1001', pattern: '/cuenta/pedidos/:number' });
    expect((await screen.findByTestId('order-status')).textContent).toBe('Confirmado: pagas al recibirlo');
    expect(fakes.orders.get).toHaveBeenCalledWith('1001');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pedido 1001');
    expect(screen.getByText(/2 × Audífonos Sonaria Pro/)).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(delivery.textContent).toContain('Envío estándar');
    expect(delivery.textContent).toContain('5a avenida 10-20, zona 14');
    expect(screen.getByRole('region', { name: 'Seguimiento' }).textContent).toContain('Fecha de entrega prometida: Entre el 4 y el 5 de marzo');
    expect(screen.getByRole('region', { name: 'Pago' }).textContent).toContain('Pago contra entrega');
    expect(screen.getByRole('region', { name: 'Productos' }).textContent).toMatch(/Total\s*Q\s?623\.00/);
  });

  it('says a missing order is not there, with a way back to the list', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockRejectedValue(new UseCaseError('notFound', { apiMessage: 'No encontramos ese pedido.' }));
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/9', pattern: '/cuenta/pedidos/:number' });
    expect(await screen.findByText('No encontramos ese pedido en tu cuenta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Todos tus pedidos' }).getAttribute('href')).toBe('/cuenta/pedidos');
  });

  const awaitingCard = (overrides: Partial<Order> = {}) =>
    order({
      order_number: '1002',
      status: 'awaiting-card-verification',
      step: 'AwaitingCustomerInput',
      title: 'Pago pendiente: falta verificar tu tarjeta',
      payment_method: 'CARD',
      ...overrides,
    });

  it.each([
    ['cash on delivery', order()],
    ['awaiting a deposit', order({ status: 'awaiting-deposit', step: 'AwaitingCustomerInput', payment_method: 'BANK_DEPOSIT' })],
    ['paid by card', order({ status: 'paid', step: 'AfterPaid', payment_method: 'CARD' })],
    ['paid by Vana Pay', order({ status: 'paid', step: 'AfterPaid', payment_method: 'VANA_PAY' })],
  ])('offers no payment for an order %s', async (_, shown) => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockResolvedValue(shown);
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1001', pattern: '/cuenta/pedidos/:number' });
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('heading', { name: 'Pagar este pedido' })).toBeNull();
  });

  it.each([
    ['CARD', 'awaiting-card-verification'],
    ['CARD_INSTALLMENTS', 'awaiting-card-verification'],
    ['VANA_PAY', 'awaiting-wallet'],
  ] as const)('offers «Pagar este pedido» for a %s order %s, and reads the order again once paid', async (method, status) => {
    const { client, fakes } = signedIn();
    fakes.orders.get
      .mockResolvedValueOnce(awaitingCard({ payment_method: method, status }))
      .mockResolvedValue(awaitingCard({ payment_method: method, status: 'paid', step: 'AfterPaid', title: 'Pago recibido: estamos preparando tu pedido' }));
    fakes.payments.listCards.mockImplementation(async () => fakes.payments.cards.setCards([{ instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA' }]));
    fakes.payments.payOrder.mockResolvedValue({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null });
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1002', pattern: '/cuenta/pedidos/:number' });
    const section = await screen.findByRole('region', { name: 'Pagar este pedido' });
    fireEvent.click(await within(section).findByRole('radio', { name: /Visa/ }));
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: /^Pagar Q\s?623\.00$/ })));
    expect(fakes.payments.payOrder).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: '1002', card: { existing_card_id: 'card-1' } }));
    await act(async () => undefined);
    expect(fakes.orders.get).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('order-status').textContent).toBe('Pago recibido: estamos preparando tu pedido');
    expect(screen.queryByRole('region', { name: 'Pagar este pedido' })).toBeNull();
    expect(screen.getByText('¡Listo! Pagaste tu pedido 1002.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('¡Listo! Pagaste tu pedido 1002.')));
  });

  it('decides «Pagar este pedido» from the spec fields (step, method, amount unpaid), whatever status slug the server uses', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockResolvedValue(awaitingCard({ status: 'pending_payment' }));
    fakes.payments.listCards.mockImplementation(async () => fakes.payments.cards.setCards([]));
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1002', pattern: '/cuenta/pedidos/:number' });
    expect(await screen.findByRole('region', { name: 'Pagar este pedido' })).toBeTruthy();
  });

  it('offers no payment for an order awaiting its card once nothing is left unpaid', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockResolvedValue(awaitingCard({ totals: { ...order().totals, amount_unpaid: 0, amount_to_pay: 0 } }));
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1002', pattern: '/cuenta/pedidos/:number' });
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('heading', { name: 'Pagar este pedido' })).toBeNull();
  });

  it('offers no card payment to a user whose card payment is blocked (is_cc_payment_blocked)', async () => {
    const { client, fakes, stores } = signedIn();
    stores.user.setUser(signedInUser({ is_cc_payment_blocked: true }));
    fakes.orders.get.mockResolvedValue(awaitingCard());
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1002', pattern: '/cuenta/pedidos/:number' });
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('heading', { name: 'Pagar este pedido' })).toBeNull();
    expect(fakes.payments.payOrder).not.toHaveBeenCalled();
  });

  const openOrder = async (shown: Order) => {
    const made = signedIn();
    made.fakes.orders.get.mockResolvedValue(shown);
    renderAt(made.client, <OrderScreen />, { path: `/cuenta/pedidos/${shown.order_number}`, pattern: '/cuenta/pedidos/:number' });
    await screen.findByTestId('order-status');
    return made;
  };
  const timelineSteps = () =>
    within(screen.getByTestId('order-timeline'))
      .getAllByRole('listitem')
      .map((li) => [li.querySelector('.timeline__label')!.textContent, li.className.replace(/.*timeline__step--/, ''), li.getAttribute('aria-current')]);

  it('heads the order with its number, status chip and date, and places the order actions under it', async () => {
    await openOrder(order());
    const head = screen.getByRole('banner');
    expect(within(head).getByRole('heading', { level: 1 }).textContent).toBe('Pedido 1001');
    expect(within(head).getByTestId('order-chip').textContent).toBe('Aprobado');
    expect(head.textContent).toContain('Hecho el 2 de marzo de 2026');
    const actions = screen.getByTestId('order-actions');
    expect(head.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(actions).getByRole('button', { name: /Descargar factura/ })).toBeTruthy();
  });

  it('draws a delivery order\'s timeline as an ordered list, the current step marked in words and with aria-current', async () => {
    await openOrder(order({ step: 'Picking' }));
    const list = screen.getByTestId('order-timeline');
    expect(list.tagName).toBe('OL');
    expect(timelineSteps()).toEqual([
      ['Pedido recibido', 'done', null],
      ['Aprobado', 'done', null],
      ['Reuniendo tus productos', 'current', 'step'],
      ['Empacando', 'upcoming', null],
      ['Empacado', 'upcoming', null],
      ['En camino', 'upcoming', null],
      ['Entregado', 'upcoming', null],
    ]);
    const current = list.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toBe('Reuniendo tus productosAhora');
    expect(list.querySelectorAll('li')[0]!.textContent).toBe('Pedido recibido (completado)');
    expect(list.querySelectorAll('li')[6]!.textContent).toBe('Entregado (pendiente)');
  });

  it('ends a cancelled order\'s timeline at «Cancelado», with nothing current and no delivery dates', async () => {
    await openOrder(order({ step: 'PermanentFailure', title: 'Pedido cancelado', color_hex: '#c62828', approved_date: '2026-03-02T11:00:00-06:00', is_delayed: true }));
    expect(screen.queryByTestId('order-dates')).toBeNull();
    expect(screen.getByRole('region', { name: 'Seguimiento' }).textContent).not.toContain('Entre el 4 y el 5 de marzo');
    expect(timelineSteps()).toEqual([
      ['Pedido recibido', 'done', null],
      ['Cancelado', 'failed', null],
    ]);
    expect(screen.getByTestId('order-chip').textContent).toBe('Cancelado');
    // Nothing is left to pay on it.
    expect(screen.getByRole('region', { name: 'Productos' }).textContent).not.toContain('Por pagar');
  });

  it('shows the promised and estimated dates, «Retrasado» when late, and the tracking links opening apart', async () => {
    await openOrder(
      order({
        step: 'Shipped',
        is_delayed: true,
        estimated_delivery_range_text: 'Entre el 6 y el 7 de marzo',
        tracking_links: [
          { number: 'GT-123', link: 'https://carrier.example/track/GT-123' },
          { number: 'GT-124', link: 'javascript:alert(1)' },
          { number: null, link: null },
        ],
      }),
    );
    const follow = screen.getByRole('region', { name: 'Seguimiento' });
    const dates = within(follow).getByTestId('order-dates');
    expect(dates.textContent).toContain('Retrasado');
    expect(dates.textContent).toContain('Fecha de entrega prometida: Entre el 4 y el 5 de marzo');
    expect(dates.textContent).toContain('Fecha de entrega estimada: Entre el 6 y el 7 de marzo');
    const link = within(follow).getByRole('link', { name: /Guía GT-123/ });
    expect(link.getAttribute('href')).toBe('https://carrier.example/track/GT-123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // A link that is not http(s) is never a link; a number without a link is plain text; an empty entry is left out.
    expect(within(follow).queryByRole('link', { name: /GT-124/ })).toBeNull();
    expect(within(follow).getByText('Guía GT-124')).toBeTruthy();
    expect(within(follow).getAllByRole('listitem').filter((li) => li.closest('.order__tracking'))).toHaveLength(2);
  });

  it('says nothing about delays when the order is on time', async () => {
    await openOrder(order());
    expect(screen.queryByText('Retrasado')).toBeNull();
  });

  it('shows the pickup place, the «PIN de recogida» in large digits and a QR encoding TIENDA:{order}:{pin}', async () => {
    await openOrder(pickupOrder());
    const pickup = screen.getByRole('region', { name: 'Recoger en tienda' });
    expect(pickup.textContent).toContain('Tienda Zona Viva');
    expect(pickup.textContent).toContain('5a avenida 12-50, zona 10');
    expect(within(pickup).getByText('PIN de recogida').tagName).toBe('DT');
    expect(within(pickup).getByTestId('pickup-pin').textContent).toBe('246810');
    expect(within(pickup).getByRole('link', { name: /Cómo llegar/ }).getAttribute('rel')).toBe('noopener noreferrer');
    const qr = await within(pickup).findByRole('img', { name: 'Código QR para recoger el pedido 100002' });
    const { renderSVG } = await import('uqr');
    const expected = renderSVG('TIENDA:100002:246810', { ecc: 'M', border: 4, pixelSize: 8 });
    expect(decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(expected);
    expect(qr.getAttribute('width')).toBe('200');
    // No delivery address card for a pickup order.
    expect(screen.queryByRole('region', { name: 'Entrega' })).toBeNull();
  });

  it('shows the PIN but no QR when the order does not ask for one', async () => {
    await openOrder(pickupOrder({ show_order_qr: false }));
    const pickup = screen.getByRole('region', { name: 'Recoger en tienda' });
    expect(within(pickup).getByTestId('pickup-pin').textContent).toBe('246810');
    await act(async () => undefined);
    expect(within(pickup).queryByTestId('pickup-qr')).toBeNull();
    expect(within(pickup).queryByRole('img')).toBeNull();
    expect(pickup.textContent).toContain('muestra tu PIN y un documento');
  });

  it('shows no pickup block for a delivery order', async () => {
    await openOrder(order({ show_order_qr: true, pin: '111111' }));
    expect(screen.queryByRole('region', { name: 'Recoger en tienda' })).toBeNull();
    expect(screen.queryByText('PIN de recogida')).toBeNull();
  });

  it('lists event tickets with their codes and when they were used', async () => {
    await openOrder(
      order({
        event_tickets: [
          { ticket_code: 'TK-0001', date_used: '2026-03-05T12:00:00-06:00' },
          { ticket_code: 'TK-0002', date_used: null },
        ],
      }),
    );
    const tickets = within(await screen.findByRole('region', { name: 'Tus entradas' })).getAllByRole('listitem');
    expect(tickets.map((li) => li.textContent)).toEqual(['Código TK-0001Usado el 5 de marzo de 2026', 'Código TK-0002Sin usar']);
  });

  it('a paid seated order: one ticket per seat with row, number, event date and venue, and no parcel timeline (review defect 6)', async () => {
    const event = { starts_at: '2027-02-06T02:00:00.000Z', venue_name: 'Teatro Nacional', venue_address: null };
    await openOrder(
      order({
        shipping_address: null,
        delivery_option: null,
        pickup_option: null,
        event_tickets: [
          { ticket_code: 'TK-1-9-C4', date_used: null, product_title: 'Musical: Leyendas de Guatemala', event, seat: { id: 'C4', row: 'C', col: 4 } },
          { ticket_code: 'TK-1-9-C5', date_used: null, product_title: 'Musical: Leyendas de Guatemala', event, seat: { id: 'C5', row: 'C', col: 5 } },
        ],
      }),
    );
    const tickets = within(await screen.findByRole('region', { name: 'Tus entradas' })).getAllByTestId('ticket');
    expect(tickets.map((li) => li.querySelector('.ticket__seat')?.textContent)).toEqual(['Fila C, asiento 4', 'Fila C, asiento 5']);
    // 20:00 on Friday 5 February in Guatemala (02:00 UTC on the 6th).
    expect(tickets[0]!.textContent).toContain('viernes, 5 de febrero de 2027, 20:00');
    expect(tickets[0]!.textContent).toContain('Teatro Nacional');
    expect(screen.queryByTestId('order-timeline')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seguimiento' })).toBeNull();
  });

  it('an order a gift card paid in full says so instead of naming a payment method (review defect 10)', async () => {
    const base = order({});
    await openOrder(
      order({
        payment_method: 'BANK_DEPOSIT',
        totals: { ...base.totals, amount_total: 0, discount_gift_card: base.totals.amount_sub_total + base.totals.amount_shipping, amount_unpaid: 0, amount_to_pay: 0 },
      }),
    );
    const payment = screen.getByRole('region', { name: 'Pago' });
    expect(payment.textContent).toContain('Sin pago: tu tarjeta de regalo cubrió el total.');
    expect(payment.textContent).not.toContain('Depósito');
  });

  it('repeats how to pay while a deposit is awaited: the amount and the accounts (review defect 4), none once paid', async () => {
    await openOrder(
      order({
        payment_method: 'BANK_DEPOSIT',
        advance_amount: 1859.99,
        advance_instructions: [
          { type: 'PGRAPH', text: 'Deposita o transfiere a una de estas cuentas:', label: null },
          { type: 'LIST_ITEM', text: 'Banco Industrial, cuenta monetaria 000-123456-7', label: null },
        ],
      }),
    );
    const how = screen.getByRole('region', { name: 'Cómo pagar' });
    expect(how.textContent).toMatch(/Monto a pagar: Q\s?1,859\.99/);
    await waitFor(() => expect(within(how).getByTestId('instructions').textContent).toContain('Banco Industrial, cuenta monetaria 000-123456-7'));
    cleanup();
    await openOrder(order({ advance_amount: null, advance_instructions: [] }));
    expect(screen.queryByRole('region', { name: 'Cómo pagar' })).toBeNull();
  });

  /** The rows of the order's totals, as «label amount». */
  const totalRows = () =>
    within(screen.getByRole('region', { name: 'Productos' }))
      .getAllByRole('term')
      .map((term) => term.textContent);

  it('a delivered order shows its shipping in the totals', async () => {
    await openOrder(order());
    expect(totalRows()).toEqual(['Subtotal', 'Envío', 'Total', 'Por pagar']);
    expect(screen.getByRole('region', { name: 'Productos' }).textContent).toMatch(/Envío\s*Q\s?25\.00/);
  });

  it('an order with nothing shipped (event tickets) shows no shipping line, not «Envío Q 0.00»', async () => {
    const base = order();
    await openOrder(
      order({
        shipping_address: null,
        delivery_option: null,
        pickup_option: null,
        totals: { ...base.totals, amount_shipping: 0, amount_total: 598, amount_unpaid: 0, amount_to_pay: 0 },
        event_tickets: [{ ticket_code: 'TK-0001', date_used: null }],
      }),
    );
    expect(totalRows()).toEqual(['Subtotal', 'Total']);
    expect(screen.getByRole('region', { name: 'Productos' }).textContent).not.toContain('Envío');
    expect(screen.getByRole('region', { name: 'Entrega' }).textContent).toContain('Este pedido no necesita envío.');
  });

  it('a vending order names the machine, its address and each item\'s position, and shows no shipping line', async () => {
    const base = order();
    const first = base.items[0]!;
    const second = { ...first, item_id: 'L-2', product: { ...first.product, title: 'Agua pura 600 ml' } };
    const machine = { machine_id: 'oficinas-zona-10', machine_code: 'EXP-Z10-01', machine_address: 'Vestíbulo del Edificio Céntrico Diez, 12 calle 1-25, zona 10' };
    await openOrder(
      order({
        items: [
          { ...first, quantity: 1, vending_machine_slot_id: 'Z10-A1', vending_slot: { code: 'A1', ...machine } },
          { ...second, quantity: 2, vending_machine_slot_id: 'Z10-C3', vending_slot: { code: 'C3', ...machine } },
        ],
        shipping_address: null,
        delivery_option: null,
        pickup_option: null,
        totals: { ...base.totals, amount_shipping: 0, amount_total: 598 },
      }),
    );
    const where = within(screen.getByRole('region', { name: 'Entrega' })).getByTestId('order-vending');
    expect(where.textContent).toContain('Lo recoges en la máquina expendedora EXP-Z10-01');
    expect(where.textContent).toContain('Vestíbulo del Edificio Céntrico Diez, 12 calle 1-25, zona 10');
    expect(within(where).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `1 × ${first.product.title}: posición A1`,
      `2 × ${second.product.title}: posición C3`,
    ]);
    // One machine, named once.
    expect(where.textContent!.split('EXP-Z10-01')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Entrega' }).textContent).not.toContain('no necesita envío');
    expect(totalRows()).toEqual(['Subtotal', 'Total', 'Por pagar']);
  });

  it('shows what is left to pay in the totals', async () => {
    await openOrder(order({ totals: { ...order().totals, amount_unpaid: 300, amount_to_pay: 200 } }));
    const totals = screen.getByRole('region', { name: 'Productos' });
    expect(totals.textContent).toMatch(/Por pagar\s*Q\s?300\.00/);
    expect(totals.textContent).toMatch(/Monto a pagar ahora\s*Q\s?200\.00/);
  });

  it('shows a failure to load the order in Spanish and tries again', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.get.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValue(order());
    renderAt(client, <OrderScreen />, { path: '/cuenta/pedidos/1001', pattern: '/cuenta/pedidos/:number' });
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(screen.queryByTestId('order-timeline')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByTestId('order-timeline')).toBeTruthy();
    expect(fakes.orders.get).toHaveBeenCalledTimes(2);
  });
});
