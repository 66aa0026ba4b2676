// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { Order } from '../../src/domain/orders/order';
import OrderScreen from '../../src/presentation/orders/OrderScreen';
import OrdersScreen from '../../src/presentation/orders/OrdersScreen';
import { cart, fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function order(overrides: Partial<Order> = {}): Order {
  return {
    order_number: '1001',
    cart_id: 'C-1',
    status: 'cod',
    title: 'Confirmado: pagas al recibirlo',
    step: 'Approved',
    color_hex: '#2e7d32',
    icon: 8,
    show_order_qr: false,
    items: cart().items,
    shipping_address: { id: 'A-1', first_name: 'Ana', last_name: 'López', phone: null, street: '5a avenida 10-20, zona 14', references: null, city: 'Guatemala', state: 'GU', country: 'GT', times_used: 0, last_used: null, geolocation: null, request_user_geolocation: false },
    delivery_option: { id: 'STANDARD', description: 'Envío estándar', cost: 25, expected_delivery_date_range: null, expected_delivery_date_range_text: null, is_disabled: false, is_express: false, subtitle: null, is_time_range_supported: true },
    pickup_option: null,
    pickup_contact: { name: 'Ana López', phone: '55551234' },
    installments: null,
    payment_method: 'COD',
    invoice_type: 'TAX_ID',
    invoice_data: { tax_id: 'CF', name: 'Consumidor final', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false, id: null },
    promised_delivery_start: null,
    promised_delivery_end: null,
    tracking_links: [],
    totals: { weight_total: 0, quantity_total: 2, amount_sub_total: 598, amount_shipping: 25, amount_surcharge: 0, amount_gift_wrap: 0, amount_until_free_shipping: null, discount_coupons: 0, discount_gift_card: 0, amount_total: 623, amount_unpaid: 623, amount_to_pay: 623 },
    customer_note: null,
    approved_date: null,
    shipped_date: null,
    delivered_date: null,
    status_changed_date: null,
    contact_email: 'ana@tienda.test',
    identity_document_status: 'NOT_REQUIRED',
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: false,
    is_bank_slip_accepted: false,
    is_cancel_enabled: false,
    has_tax_invoice: false,
    created_date: '2026-03-02T10:00:00-06:00',
    invoice_url: null,
    coupons: [],
    bank_slips: [],
    advance_amount: null,
    advance_instructions: [],
    masked_card_number: null,
    existing_card_id: null,
    eligible_for_free_split: false,
    estimated_delivery_range_text: null,
    promised_delivery_range_text: 'Entre el 4 y el 5 de marzo',
    is_delayed: false,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    pin: null,
    event_tickets: [],
    ...overrides,
  };
}

function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}

describe('OrdersScreen', () => {
  it('lists the first page: number with its link, date, status, item count and total', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue([order(), order({ order_number: '1000', title: 'Pago recibido', totals: { ...order().totals, amount_total: 100 } })]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    const rows = await screen.findAllByTestId('order-row');
    expect(fakes.orders.list).toHaveBeenCalledWith({ page: 1 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Pedido 1001' }).getAttribute('href')).toBe('/cuenta/pedidos/1001');
    expect(rows[0]!.textContent).toContain('Confirmado: pagas al recibirlo');
    expect(rows[0]!.textContent).toContain('2 de marzo de 2026');
    expect(rows[0]!.textContent).toContain('2 productos');
    expect(rows[0]!.textContent).toMatch(/Q\s?623\.00/);
    expect(rows[1]!.textContent).toMatch(/Pago recibido.*Q\s?100\.00/);
  });

  it('says when there are no orders yet', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockResolvedValue([]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    expect(await screen.findByText('Todavía no tienes pedidos.')).toBeTruthy();
  });

  it('shows a failure in Spanish and retries', async () => {
    const { client, fakes } = signedIn();
    fakes.orders.list.mockRejectedValueOnce(new UseCaseError('networkConnection')).mockResolvedValue([order()]);
    renderAt(client, <OrdersScreen />, { path: '/cuenta/pedidos', pattern: '/cuenta/pedidos' });
    await act(async () => undefined);
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
    expect(delivery.textContent).toContain('Entre el 4 y el 5 de marzo');
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
});
