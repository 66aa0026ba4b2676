// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type Address } from '../../src/index';
import type { CheckoutPreview, DeliveryOption, PickupOption } from '../../src/domain/checkout/checkout';
import { emptyCheckoutState, type CheckoutState } from '../../src/domain/checkout/checkout-state';
import { ORDER_CREATION_MESSAGES } from '../../src/domain/checkout/order-rules';
import CheckoutScreen from '../../src/presentation/checkout/CheckoutScreen';
import { useCheckout } from '../../src/presentation/checkout/use-checkout';
import type { CheckoutEdit } from '../../src/usecases/checkout/edit-checkout.use-case';
import type { CreateOrderResult } from '../../src/usecases/checkout/checkout.store';
import { cart, fakeClient, signedInUser, savedAddress } from './fake-client';
import { renderAt } from './render';

// The payment step and the address and NIT forms are other screens' parts: stand-ins that make the same calls.
vi.mock('../../src/presentation/payments/PaymentStep', () => ({
  default: function PaymentStepStandIn() {
    const { run, checkout } = useCheckout();
    return (
      <div>
        <p>Método: {checkout?.paymentMethod ?? 'ninguno'}</p>
        <button type="button" onClick={() => run((c) => c.checkout.edit({ kind: 'paymentMethod', method: 'COD' }))}>
          Pagar contra entrega
        </button>
      </div>
    );
  },
}));
vi.mock('../../src/presentation/addresses/AddressForm', async () => {
  // The real forms' contract for the focus: their first field takes it when `focusOnOpen` (use-focus-first-field).
  const { useRef } = await import('react');
  const { useFocusFirstField } = await import('../../src/presentation/shared/use-focus-first-field');
  return {
    AddressForm: function AddressFormStandIn({ onSaved, onCancel, focusOnOpen }: { onSaved(address: Address): void; onCancel?(): void; focusOnOpen?: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      useFocusFirstField(ref, focusOnOpen ?? false);
      return (
        <div ref={ref}>
          <label>
            Calle <input defaultValue="" />
          </label>
          <button type="button" onClick={() => onSaved(address('A-3', 'Calle nueva 3'))}>
            Guardar la dirección
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              Cancelar la dirección
            </button>
          ) : null}
        </div>
      );
    },
  };
});
vi.mock('../../src/presentation/addresses/TaxIdForm', async () => {
  const { useRef } = await import('react');
  const { useFocusFirstField } = await import('../../src/presentation/shared/use-focus-first-field');
  return {
    TaxIdForm: function TaxIdFormStandIn({
      onSaved,
      onCancel,
      focusOnOpen,
    }: {
      onSaved(taxId: { id: string; tax_id: string; name: string; address: string; is_tax_withholder: boolean; is_tax_exempt: boolean }): void;
      onCancel?(): void;
      focusOnOpen?: boolean;
    }) {
      const ref = useRef<HTMLDivElement>(null);
      useFocusFirstField(ref, focusOnOpen ?? false);
      return (
        <div ref={ref}>
          <label>
            NIT <input defaultValue="" />
          </label>
          <button type="button" onClick={() => onSaved({ id: 'T-9', tax_id: '576937-K', name: 'Empresa', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false })}>
            Guardar el NIT
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              Cancelar el NIT
            </button>
          ) : null}
        </div>
      );
    },
  };
});

afterEach(cleanup);

function address(id: string, street: string): Address {
  return savedAddress({ id, phone: '55551234', street });
}

const DELIVERY: DeliveryOption[] = [
  { id: 'STANDARD', description: 'Envío estándar', cost: 25, expected_delivery_date_range: null, expected_delivery_date_range_text: 'Entre el lunes y el martes', is_disabled: false, is_express: false, subtitle: null, is_time_range_supported: true },
  { id: 'EXPRESS', description: 'Envío exprés', cost: 45, expected_delivery_date_range: null, expected_delivery_date_range_text: 'Mañana', is_disabled: false, is_express: true, subtitle: null, is_time_range_supported: true },
];

const HOURS = { opening_time: 8 * 3600, closing_time: 17 * 3600 };
const PICKUP: PickupOption[] = [
  {
    id: 'gt-zona-10',
    public_id: 'gt-zona-10',
    location_name: 'Tienda Zona Viva',
    location_address: '6a avenida 12-34, zona 10',
    google_maps_url: null,
    waze_url: null,
    location_lat: 14.6,
    location_lng: -90.5,
    parking: 'Paid',
    working_hours: { MONDAY: HOURS, TUESDAY: HOURS, WEDNESDAY: HOURS, THURSDAY: HOURS, FRIDAY: HOURS, SATURDAY: HOURS, SUNDAY: HOURS },
    working_hours_html: null,
    working_hours_hint: null,
    expected_delivery_date_range: null,
    expected_delivery_date_range_text: 'Hoy desde las 15:00',
    expected_delivery_minutes_from_now: null,
    is_express: false,
    cutoff_time: 14 * 3600,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: false,
  },
];

function preview(state: CheckoutState): CheckoutPreview {
  const line = cart().items[0]!;
  return {
    cart_id: state.cartId,
    user_id: 'U-1',
    items: [line],
    coupons: [],
    gift_cards: [],
    event_seats: [],
    payment_method: state.paymentMethod,
    invoice_type: state.invoiceType,
    invoice_data: null,
    installment: null,
    existing_card: null,
    shipping_address: state.shippingAddress ? address(String(state.shippingAddress.id), 'Calle 1') : null,
    delivery_option: DELIVERY.find((option) => option.id === state.deliveryOption?.id) ?? null,
    pickup_option: PICKUP.find((option) => option.id === state.pickupOption?.id) ?? null,
    pickup_contact: state.pickupContact,
    customer_note: state.customerNote,
    totals: {
      weight_total: 0,
      quantity_total: 2,
      amount_sub_total: 598,
      amount_shipping: state.deliveryOption ? 25 : 0,
      amount_surcharge: 0,
      amount_gift_wrap: 0,
      amount_until_free_shipping: null,
      discount_coupons: 0,
      discount_gift_card: 0,
      amount_total: state.deliveryOption ? 623 : 598,
    },
    use_event_seat_checkout: false,
    is_shipping_or_pickup_required: true,
    delivery_time_range: state.deliveryTimeRange,
    disable_early_shipping: state.disableEarlyShipping,
    step: null,
  };
}

/** What the library's edit does to the local state (the parts these tests read). */
function applyEdit(state: CheckoutState, edit: CheckoutEdit): CheckoutState {
  switch (edit.kind) {
    case 'deliveryOption':
      return { ...state, deliveryOption: { id: edit.id }, pickupOption: null };
    case 'pickupOption':
      return { ...state, pickupOption: { id: edit.id }, deliveryOption: null };
    case 'shippingAddress':
      return { ...state, shippingAddress: { id: edit.id } };
    case 'paymentMethod':
      return { ...state, paymentMethod: edit.method };
    case 'pickupContact':
      return { ...state, pickupContact: { name: edit.name, phone: edit.phone } };
    case 'customerNote':
      return { ...state, customerNote: edit.note };
    case 'invoice':
      return edit.type === 'NO_TAX_ID' ? { ...state, invoiceType: 'NO_TAX_ID', invoiceData: null } : { ...state, invoiceType: 'TAX_ID', invoiceData: { tax_id: edit.data.tax_id, name: edit.data.name ?? null, address: edit.data.address ?? null, id: edit.data.id ?? null } };
    case 'deliveryTimeRange':
      return { ...state, deliveryTimeRange: edit.range };
    case 'disableEarlyShipping':
      return { ...state, disableEarlyShipping: edit.disabled };
    default:
      return state;
  }
}

/** A signed-in shopper with a cart of one line; the checkout calls behave as the library's do on the store. */
function shopper({ addresses = [address('A-1', 'Calle 1'), address('A-2', 'Calle 2')], selected = 'A-2' as string | null } = {}) {
  const made = fakeClient();
  const { client, fakes, stores } = made;
  stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  stores.user.setUser(signedInUser({ phone: '55551234' }));
  stores.cart.setCart(cart());
  const store = client.checkout.store;
  const answer = () => {
    const next = preview(store.checkout!);
    store.applyPreview(store.beginPreview(), next);
    return next;
  };
  fakes.checkout.start.mockImplementation(async () => {
    store.start({ ...emptyCheckoutState('C-1'), cartItems: [{ item_id: 'L-1', quantity: 2 }] });
    return answer();
  });
  fakes.checkout.edit.mockImplementation(async (edit: CheckoutEdit) => {
    store.edit((state) => applyEdit(state, edit));
    return answer();
  });
  fakes.checkout.loadDeliveryOptions.mockImplementation(async () => {
    store.setOptions({ deliveryOptions: DELIVERY });
    return DELIVERY;
  });
  fakes.checkout.loadPickupOptions.mockImplementation(async () => {
    store.setOptions({ pickupOptions: PICKUP });
    return PICKUP;
  });
  fakes.addresses.list.mockImplementation(async () => {
    client.addresses.store.setAddresses(addresses);
    return addresses;
  });
  fakes.addresses.loadSelection.mockResolvedValue({ addressId: selected, pickupId: null });
  fakes.addresses.selectAddress.mockResolvedValue({ addressId: null, pickupId: null });
  fakes.addresses.selectPickup.mockResolvedValue({ addressId: null, pickupId: null });
  fakes.addresses.listPickupLocations.mockResolvedValue([]);
  fakes.addresses.listTaxIds.mockImplementation(async () => {
    const taxIds = [{ id: 'T-1', tax_id: '1234567-9', name: 'Ana López', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false }];
    client.addresses.store.setTaxIds(taxIds);
    return taxIds;
  });
  return made;
}

async function open(client: ReturnType<typeof fakeClient>['client']) {
  const rendered = renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
  await screen.findByRole('heading', { name: /Entrega/ });
  return rendered;
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
/** A step's heading (hidden steps too). */
const heading = (step: string) => screen.getByRole('heading', { name: new RegExp(`^Paso \\d de 4: ?${step}$`), hidden: true });

/** Delivery to the pre-chosen address by the standard option, COD, CF: the review. */
async function toReview() {
  await waitFor(() => expect(radio(/Envío estándar/)).toBeTruthy());
  await click(radio(/Envío estándar/));
  await click(screen.getByRole('button', { name: 'Continuar al pago' }));
  await click(await screen.findByRole('button', { name: 'Pagar contra entrega' }));
  await click(screen.getByRole('button', { name: 'Continuar a la factura' }));
  await click(screen.getByRole('button', { name: 'Continuar a revisar' }));
  await screen.findByRole('button', { name: 'Realizar pedido' });
}

describe('CheckoutScreen: start', () => {
  it('starts the checkout once on mount and shows the four steps, the first open', async () => {
    const { client, fakes } = shopper();
    await open(client);
    expect(fakes.checkout.start).toHaveBeenCalledTimes(1);
    const steps = within(screen.getByRole('navigation', { name: 'Pasos de la compra' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(['1Entrega', '2Pago', '3Factura', '4Revisar']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(steps.slice(1).every((step) => (step as HTMLButtonElement).disabled)).toBe(true);
  });

  it('sends a shopper with an empty cart back to the cart', async () => {
    const { client, fakes } = shopper();
    fakes.checkout.start.mockRejectedValue(new UseCaseError('cartIsEmpty', { apiMessage: 'Tu carrito está vacío.' }));
    renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
    const back = await screen.findByRole('link', { name: 'Volver al carrito' });
    expect(back.getAttribute('href')).toBe('/carrito');
  });

  it('shows a failed start in Spanish with a retry that starts again', async () => {
    const { client, fakes } = shopper();
    fakes.checkout.start.mockRejectedValueOnce(new UseCaseError('networkConnection'));
    renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
    await click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: /Entrega/ });
    expect(fakes.checkout.start).toHaveBeenCalledTimes(2);
  });

  it('keeps a checkout of the same, unchanged cart instead of starting over', async () => {
    const { client, fakes } = shopper();
    client.checkout.store.start({ ...emptyCheckoutState('C-1'), cartItems: [{ item_id: 'L-1', quantity: 2 }], paymentMethod: 'COD' });
    await open(client);
    expect(fakes.checkout.start).not.toHaveBeenCalled();
    expect(client.checkout.store.checkout?.paymentMethod).toBe('COD');
  });
});

describe('CheckoutScreen: a cart that is not shipped (review defect 5)', () => {
  /** The shopper's checkout of `line` alone: neither shipped nor picked up; a seated event's preview says so, with its seats. */
  function notShipped(line: CheckoutPreview['items'][number], seats: CheckoutPreview['event_seats'] = []) {
    const made = shopper();
    const store = made.client.checkout.store;
    const answer = () => {
      const next: CheckoutPreview = { ...preview(store.checkout!), items: [line], is_shipping_or_pickup_required: false, use_event_seat_checkout: seats.length > 0, event_seats: seats };
      next.totals = { ...next.totals, amount_shipping: 0, amount_total: next.totals.amount_sub_total };
      store.applyPreview(store.beginPreview(), next);
      return next;
    };
    made.fakes.checkout.start.mockImplementation(async () => {
      store.start({ ...emptyCheckoutState('C-1'), cartItems: [{ item_id: line.item_id, quantity: line.quantity }], isShippingOrPickupRequired: false });
      return answer();
    });
    made.fakes.checkout.edit.mockImplementation(async (edit: CheckoutEdit) => {
      store.edit((state) => applyEdit(state, edit));
      return answer();
    });
    return made;
  }

  it('a vending item: no delivery step, no shipping row, and the summary names the machine, the slot and how to collect', async () => {
    const base = cart().items[0]!;
    const water = {
      ...base,
      quantity: 1,
      product: { ...base.product, title: 'Agua pura 600 ml', type: 'VENDING' as const },
      vending_machine_slot_id: 'Z10-A1',
      vending_slot: { code: 'A1', machine_id: 'oficinas-zona-10', machine_code: 'EXP-Z10-01', machine_address: 'Vestíbulo, zona 10' },
    };
    const { client, fakes } = notShipped(water);
    renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
    await screen.findByRole('heading', { name: /Paso 1 de 3: ?Pago/ });
    const steps = within(screen.getByRole('navigation', { name: 'Pasos de la compra' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(['1Pago', '2Factura', '3Revisar']);
    expect(screen.queryByText('¿Cómo quieres recibir tu pedido?')).toBeNull();
    expect(screen.getByTestId('fulfilment').textContent).toContain('Lo recoges en la máquina EXP-Z10-01, posición A1: Vestíbulo, zona 10.');
    expect(screen.queryByTestId('amount-shipping')).toBeNull();
    expect(fakes.checkout.loadDeliveryOptions).not.toHaveBeenCalled();
    expect(fakes.addresses.list).not.toHaveBeenCalled();
  });

  it('a seated event: no delivery step; the summary states the event date in Guatemala, the venue and the seats', async () => {
    const base = cart().items[0]!;
    const seats = {
      ...base,
      product: { ...base.product, title: 'Musical: Leyendas de Guatemala', type: 'EVENT_SEAT' as const },
      event: { starts_at: '2027-02-06T02:00:00.000Z', venue_name: 'Teatro Nacional', venue_address: null },
    };
    const { client } = notShipped(seats, [
      { id: 'C4', row: 'C', col: 4, status: 'RESERVED' },
      { id: 'C5', row: 'C', col: 5, status: 'RESERVED' },
    ]);
    renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
    await screen.findByRole('heading', { name: /Paso 1 de 3: ?Pago/ });
    const text = screen.getByTestId('fulfilment').textContent;
    expect(text).toContain('viernes, 5 de febrero de 2027, 20:00');
    expect(text).toContain('Teatro Nacional');
    expect(text).toContain('Tus asientos: fila C, asiento 4; fila C, asiento 5.');
    expect(text).toContain('Entradas digitales, sin envío');
  });
});

describe('CheckoutScreen: delivery', () => {
  it('chooses the selected address, loads its options, and sends the option, the contact and the note', async () => {
    const { client, fakes } = shopper();
    await open(client);
    await waitFor(() => expect(radio(/Calle 2/).checked).toBe(true));
    expect(fakes.checkout.edit).toHaveBeenNthCalledWith(1, { kind: 'shippingAddress', id: 'A-2' });
    expect(fakes.checkout.loadDeliveryOptions).toHaveBeenCalledWith('A-2');
    // Pre-chosen, not a new choice: nothing to persist.
    expect(fakes.addresses.selectAddress).not.toHaveBeenCalled();

    expect(radio(/Envío estándar/).closest('label')!.textContent).toMatch(/Q\s?25\.00.*Entre el lunes y el martes/);
    await click(radio(/Envío estándar/));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'deliveryOption', id: 'STANDARD' });
    await click(radio('De 8:00 a 16:00'));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'deliveryTimeRange', range: 'EIGHTAM_FOURPM' });
    await click(screen.getByRole('checkbox', { name: /No enviar antes de la fecha/ }));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'disableEarlyShipping', disabled: true });

    // The contact starts from the account.
    expect((screen.getByLabelText('Teléfono de contacto') as HTMLInputElement).value).toBe('55551234');
    fireEvent.change(screen.getByLabelText('Indicaciones para la entrega (opcional)'), { target: { value: ' Tocar el timbre ' } });
    await click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(fakes.checkout.edit.mock.calls.slice(-2)).toEqual([[{ kind: 'pickupContact', name: 'Ana López', phone: '55551234' }], [{ kind: 'customerNote', note: 'Tocar el timbre' }]]);
    await waitFor(() => expect(document.activeElement).toBe(heading('Pago')));
  });

  it('says the shipping is «Por calcular» (and the total is without it) until a delivery option is chosen, then its price', async () => {
    const { client } = shopper();
    await open(client);
    await waitFor(() => expect(radio(/Calle 2/).checked).toBe(true));
    const shipping = screen.getByTestId('amount-shipping');
    expect(shipping.textContent).toBe('EnvíoPor calcular');
    expect(shipping.textContent).not.toMatch(/Q\s?0\.00/);
    expect(screen.getByTestId('checkout-total').previousElementSibling!.textContent).toBe('Total sin envío');
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/^Q\s?598\.00$/);
    await click(radio(/Envío estándar/));
    await waitFor(() => expect(screen.getByTestId('amount-shipping').textContent).toMatch(/^EnvíoQ\s?25\.00$/));
    expect(screen.getByTestId('checkout-total').previousElementSibling!.textContent).toBe('Total');
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/^Q\s?623\.00$/);
  });

  it('persists a new address choice and loads its options', async () => {
    const { client, fakes } = shopper();
    await open(client);
    await waitFor(() => expect(radio(/Calle 2/).checked).toBe(true));
    await click(radio(/Calle 1/));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'shippingAddress', id: 'A-1' });
    expect(fakes.checkout.loadDeliveryOptions).toHaveBeenLastCalledWith('A-1');
    expect(fakes.addresses.selectAddress).toHaveBeenCalledWith('A-1');
  });

  it('opens the address form for a shopper without addresses and chooses the saved one', async () => {
    const { client, fakes } = shopper({ addresses: [], selected: null });
    await open(client);
    await click(await screen.findByRole('button', { name: 'Guardar la dirección' }));
    await waitFor(() => expect(fakes.checkout.edit).toHaveBeenCalledWith({ kind: 'shippingAddress', id: 'A-3' }));
    expect(fakes.checkout.loadDeliveryOptions).toHaveBeenCalledWith('A-3');
    expect(fakes.addresses.selectAddress).toHaveBeenCalledWith('A-3');
  });

  it('moves the focus into the address form opened by «Agregar una dirección», and back to the button on cancel', async () => {
    const { client } = shopper();
    await open(client);
    await waitFor(() => expect(radio(/Calle 2/).checked).toBe(true));
    const opener = screen.getByRole('button', { name: 'Agregar una dirección' });
    await click(opener);
    const street = await screen.findByLabelText('Calle');
    await waitFor(() => expect(document.activeElement).toBe(street));
    await click(screen.getByRole('button', { name: 'Cancelar la dirección' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar una dirección' })));
  });

  it('leaves the focus where it is when the address form shows by itself (no saved address)', async () => {
    const { client } = shopper({ addresses: [], selected: null });
    await open(client);
    await screen.findByLabelText('Calle');
    expect(document.activeElement).not.toBe(screen.getByLabelText('Calle'));
  });

  it('does not go on without a delivery option or a phone, saying why', async () => {
    const { client, fakes } = shopper({ addresses: [{ ...address('A-2', 'Calle 2'), phone: null }] });
    fakes.user.load.mockResolvedValue(undefined);
    client.user.store.setUser(signedInUser({ phone: null }));
    await open(client);
    await waitFor(() => expect(radio(/Calle 2/).checked).toBe(true));
    await click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(screen.getByText('Escribe un teléfono de contacto.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Teléfono de contacto'), { target: { value: '5555 1234' } });
    await click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(within(screen.getByTestId('delivery-form')).getByRole('alert').textContent).toBe('Elige una opción de envío.');
    expect(fakes.checkout.edit).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'pickupContact' }));
    expect(heading('Entrega').closest('section')!.hidden).toBe(false);
  });

  it('lists pickup points with today’s hours, the week, parking, cut-off, cash and a map link, and chooses one', async () => {
    const { client, fakes } = shopper();
    fakes.addresses.listPickupLocations.mockResolvedValue([
      { ...PICKUP[0]!, mapsUrl: 'https://www.google.com/maps/search/?api=1&query=14.6,-90.5', hours: [], hoursText: null, parkingText: 'Parqueo con costo', cutoffText: '14:00', wazeLink: null },
    ]);
    await open(client);
    await click(radio(/Recoger en tienda/));
    const option = await screen.findByRole('radio', { name: /Tienda Zona Viva/ });
    expect(fakes.checkout.loadPickupOptions).toHaveBeenCalledTimes(1);
    const item = option.closest('li')!;
    expect(item.textContent).toContain('Hoy: de 08:00 a 17:00');
    expect(item.textContent).toContain('Parqueo con costo');
    expect(item.textContent).toContain('Acepta pago contra entrega');
    expect(item.textContent).toContain('Pide antes de las 14:00');
    expect(within(item).getAllByRole('row')).toHaveLength(7);
    const map = within(item).getByRole('link', { name: /Ver en el mapa/ });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=14.6,-90.5');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(map.getAttribute('target')).toBe('_blank');

    await click(option);
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'pickupOption', id: 'gt-zona-10' });
    expect(fakes.addresses.selectPickup).toHaveBeenCalledWith('gt-zona-10');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Luis Pérez' } });
    await click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'pickupContact', name: 'Luis Pérez', phone: '55551234' });
  });
});

describe('CheckoutScreen: invoice and going back', () => {
  it('sends CF, a saved NIT, a new NIT or no invoice', async () => {
    const { client, fakes } = shopper();
    await open(client);
    await toReview();
    await click(screen.getByRole('button', { name: 'Cambiar factura' }));
    await click(radio(/Con NIT/));
    await click(await screen.findByRole('radio', { name: /NIT 1234567-9/ }));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: '1234567-9', name: 'Ana López', address: 'Ciudad', id: 'T-1' } });
    await click(screen.getByRole('button', { name: 'Agregar un NIT' }));
    await click(await screen.findByRole('button', { name: 'Guardar el NIT' }));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: '576937-K', name: 'Empresa', address: 'Ciudad', id: 'T-9' } });
    await click(radio(/Sin factura/));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'invoice', type: 'NO_TAX_ID' });
    await click(radio(/Consumidor final/));
    expect(fakes.checkout.edit).toHaveBeenLastCalledWith({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: 'CF' } });
  });

  it('moves the focus into the NIT form opened by «Agregar un NIT», and back to the button on cancel', async () => {
    const { client } = shopper();
    await open(client);
    await toReview();
    await click(screen.getByRole('button', { name: 'Cambiar factura' }));
    await click(radio(/Con NIT/));
    await screen.findByRole('radio', { name: /NIT 1234567-9/ });
    await click(screen.getByRole('button', { name: 'Agregar un NIT' }));
    const nit = await screen.findByLabelText('NIT');
    await waitFor(() => expect(document.activeElement).toBe(nit));
    await click(screen.getByRole('button', { name: 'Cancelar el NIT' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar un NIT' })));
  });

  it('keeps every choice and a typed draft when the shopper goes back and forth', async () => {
    const { client } = shopper();
    await open(client);
    await toReview();
    expect(screen.getByText(/Pago contra entrega/, { selector: 'p' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Cambiar entrega' }));
    expect(document.activeElement).toBe(heading('Entrega'));
    expect(radio(/Calle 2/).checked).toBe(true);
    expect(radio(/Envío estándar/).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Indicaciones para la entrega (opcional)'), { target: { value: 'Borrador sin enviar' } });
    // To the payment step by the stepper, and back.
    await click(within(screen.getByRole('navigation', { name: 'Pasos de la compra' })).getByRole('button', { name: /Pago/ }));
    expect(screen.getByText('Método: COD')).toBeTruthy();
    await click(within(screen.getByRole('navigation', { name: 'Pasos de la compra' })).getByRole('button', { name: /Entrega/ }));
    expect((screen.getByLabelText('Indicaciones para la entrega (opcional)') as HTMLTextAreaElement).value).toBe('Borrador sin enviar');
    // Later steps stay reachable.
    expect((within(screen.getByRole('navigation', { name: 'Pasos de la compra' })).getByRole('button', { name: /Revisar/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('CheckoutScreen: placing the order', () => {
  it('shows the amounts of the preview and goes to the confirmation when the order is placed', async () => {
    const { client, fakes } = shopper();
    fakes.checkout.createOrder.mockResolvedValue({ status: 'placed', orderNumber: '1001', result: null, order: null } satisfies CreateOrderResult);
    const { router } = await open(client);
    await toReview();
    const review = heading('Revisar').closest('section')!;
    expect(within(review).getByTestId('checkout-total').textContent).toMatch(/^Q\s?623\.00$/);
    expect(within(review).getByTestId('amount-shipping').textContent).toMatch(/Q\s?25\.00/);
    await click(screen.getByRole('button', { name: 'Realizar pedido' }));
    expect(fakes.checkout.createOrder).toHaveBeenCalledWith({ stepUp: expect.objectContaining({ show: expect.any(Function), dismiss: expect.any(Function) }) });
    expect(router.state.location.pathname).toBe('/pagar/listo');
  });

  it('says plainly that paying needs a connection, and keeps «Realizar pedido» disabled while offline and enabled again online', async () => {
    const { client, fakes } = shopper();
    await open(client);
    await toReview();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => window.dispatchEvent(new Event('offline')));
      expect(screen.getByTestId('checkout-offline').textContent).toBe(
        'Sin conexión. Para pagar necesitas conexión: cuando vuelva podrás realizar tu pedido. Tu carrito y lo que elegiste quedan guardados.',
      );
      const button = screen.getByTestId('place-order') as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      await click(button);
      expect(fakes.checkout.createOrder).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(screen.queryByTestId('checkout-offline')).toBeNull();
      expect(button.disabled).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });

  it('places one order on a double click, the button disabled meanwhile', async () => {
    const { client, fakes } = shopper();
    let finish: (result: CreateOrderResult) => void = () => undefined;
    fakes.checkout.createOrder.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await open(client);
    await toReview();
    const button = screen.getByRole('button', { name: 'Realizar pedido' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);
    expect(fakes.checkout.createOrder).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('place-order').textContent).toBe('Realizando tu pedido…');
    await act(async () => finish({ status: 'placed', orderNumber: '1', result: null, order: null }));
  });

  it.each([
    ['checkoutMissingDeliveryOption', 'Entrega'],
    ['checkoutMissingContactInfo', 'Entrega'],
    ['checkoutMissingPaymentMethod', 'Pago'],
    ['checkoutMissingPaymentCard', 'Pago'],
    ['checkoutMissingInstallmentPaymentCard', 'Pago'],
  ] as const)('shows %s in Spanish and opens the step that fixes it', async (cause, step) => {
    const { client, fakes } = shopper();
    fakes.checkout.createOrder.mockRejectedValue(new UseCaseError(cause, { apiMessage: ORDER_CREATION_MESSAGES[cause] }));
    await open(client);
    await toReview();
    await click(screen.getByRole('button', { name: 'Realizar pedido' }));
    const alert = document.querySelector('.checkout__alert')!;
    expect(alert.textContent).toBe(ORDER_CREATION_MESSAGES[cause]);
    const section = heading(step).closest('section')!;
    expect(section.hidden).toBe(false);
    expect(document.activeElement).toBe(heading(step));
    expect(heading('Revisar').closest('section')!.hidden).toBe(true);
  });

  it('goes to the confirmation too when the bank’s check leaves the order pending (the checkout ended, the order exists unpaid)', async () => {
    const { client, fakes } = shopper();
    const message = 'Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido 1002 sigue pendiente de pago: usa otra tarjeta u otro método de pago.';
    fakes.checkout.createOrder.mockResolvedValue({ status: 'pending', orderNumber: '1002', cause: '3DS_DECLINED', message, result: null, order: null });
    const { router } = await open(client);
    await toReview();
    await click(screen.getByRole('button', { name: 'Realizar pedido' }));
    expect(router.state.location.pathname).toBe('/pagar/listo');
    expect(document.querySelector('.checkout__alert')?.textContent ?? '').toBe('');
  });

  it('offers to sign in again, coming back to /pagar, when the session ended', async () => {
    const { client, fakes } = shopper();
    fakes.checkout.createOrder.mockRejectedValue(
      new UseCaseError('UNAUTHORIZED', { apiMessage: 'Tu sesión terminó. Ingresa de nuevo para terminar tu compra: tu carrito y lo que elegiste siguen aquí.', status: 401 }),
    );
    await open(client);
    await toReview();
    await click(screen.getByRole('button', { name: 'Realizar pedido' }));
    expect(document.querySelector('.checkout__alert')!.textContent).toContain('Tu sesión terminó.');
    expect(screen.getByRole('link', { name: 'Ingresar de nuevo' }).getAttribute('href')).toBe('/ingresar?volver=/pagar');
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('.checkout__alert')));
    // Everything chosen is still there.
    expect(client.checkout.store.checkout?.paymentMethod).toBe('COD');

    // Signed in again (the cart unchanged), back at /pagar: the same checkout, at the review.
    cleanup();
    renderAt(client, <CheckoutScreen />, { path: '/pagar', pattern: '/pagar' });
    await screen.findByRole('button', { name: 'Realizar pedido' });
    expect(heading('Revisar').closest('section')!.hidden).toBe(false);
    expect(fakes.checkout.start).toHaveBeenCalledTimes(1);
  });
});
