// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type Address, type DeliveryEstimate as Estimate, type DeliveryOption, type PickupOption } from '../../src/index';
import DeliveryEstimate from '../../src/presentation/cart/DeliveryEstimate';
import { cart, fakeClient, signedInUser, savedAddress } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const option = (overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
  id: 'STANDARD',
  description: 'Envío a domicilio (departamentos de Guatemala)',
  cost: 35,
  expected_delivery_date_range: null,
  expected_delivery_date_range_text: 'Llega entre el martes 3 y el jueves 5 de junio.',
  is_disabled: false,
  is_express: false,
  subtitle: null,
  is_time_range_supported: false,
  ...overrides,
});
const express = option({
  id: 'EXPRESS',
  description: 'Envío exprés (departamentos de Guatemala)',
  cost: 60,
  expected_delivery_date_range_text: 'Llega el lunes 2 de junio.',
  is_express: true,
});
const estimate = (overrides: Partial<Estimate> = {}): Estimate => ({
  delivery_option: option(),
  express_delivery_option: express,
  pickup_option: null,
  shipping_address: null,
  ...overrides,
});
const point = (overrides: Partial<PickupOption> = {}): PickupOption => ({
  id: '7',
  public_id: 'PK-7',
  location_name: 'Tienda Zona 10',
  location_address: '4a avenida 12-00, zona 10',
  google_maps_url: null,
  waze_url: null,
  location_lat: null,
  location_lng: null,
  parking: 'Free',
  working_hours: {},
  working_hours_html: null,
  working_hours_hint: null,
  expected_delivery_date_range: null,
  expected_delivery_date_range_text: 'Listo para recoger mañana desde las 10:00.',
  expected_delivery_minutes_from_now: null,
  is_express: false,
  cutoff_time: null,
  is_cod_enabled: true,
  is_restricted: false,
  is_warranty_drop: false,
  ...overrides,
});
const address = (id: number, street: string, city: string, state: string): Address => savedAddress({ id, phone: null, street, city, state });

function open() {
  const box = screen.getByTestId('delivery-estimate') as HTMLDetailsElement;
  act(() => {
    box.open = true;
    box.dispatchEvent(new Event('toggle'));
  });
  return box;
}
const flush = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});
const announced = () => screen.getByTestId('estimate-announcer').textContent;

describe('DeliveryEstimate («¿Cuándo llega?»)', () => {
  it('asks by department and municipality, and shows and announces the option, price, express and date range', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.deliveryEstimate.mockResolvedValue(estimate());
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    expect(screen.getByText('¿Cuándo llega?').tagName).toBe('SUMMARY');
    open();
    // An anonymous shopper: no «A mi dirección», no addresses call; «A otra ciudad» is chosen.
    expect(screen.queryByLabelText('A mi dirección')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('A otra ciudad').checked).toBe(true);
    expect(fakes.addresses.list).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLSelectElement>('Municipio').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: 'SA' } });
    expect(fakes.cart.deliveryEstimate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Municipio'), { target: { value: 'Antigua Guatemala' } });
    expect(screen.getByText('Calculando la fecha de entrega…')).toBeTruthy();
    await flush();

    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([[{ city: 'Antigua Guatemala', state: 'SA' }]]);
    const answer = screen.getByTestId('estimate-answer');
    expect(within(answer).getByText('Envío a domicilio (departamentos de Guatemala)')).toBeTruthy();
    expect(within(answer).getByText(/^Q\s?35\.00$/)).toBeTruthy();
    expect(within(answer).getByText('Llega entre el martes 3 y el jueves 5 de junio.')).toBeTruthy();
    expect(within(answer).getByText(/^Q\s?60\.00$/)).toBeTruthy();
    expect(within(answer).getByText('Llega el lunes 2 de junio.')).toBeTruthy();
    expect(announced()).toMatch(
      /^Envío a domicilio \(departamentos de Guatemala\): Q\s?35\.00\. Llega entre el martes 3 y el jueves 5 de junio\. Envío exprés \(departamentos de Guatemala\): Q\s?60\.00\. Llega el lunes 2 de junio\.$/,
    );
    expect(screen.queryByText('Calculando la fecha de entrega…')).toBeNull();
  });

  it('says «Gratis» for free shipping', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.deliveryEstimate.mockResolvedValue(estimate({ delivery_option: option({ cost: 0, description: 'Envío gratis a domicilio (Ciudad de Guatemala)' }), express_delivery_option: null }));
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    open();
    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: 'GU' } });
    fireEvent.change(screen.getByLabelText('Municipio'), { target: { value: 'Guatemala' } });
    await flush();
    expect(fakes.cart.deliveryEstimate).toHaveBeenCalledWith({ city: 'Guatemala', state: 'GU' });
    expect(within(screen.getByTestId('estimate-answer')).getByText('Gratis')).toBeTruthy();
    expect(announced()).toBe('Envío gratis a domicilio (Ciudad de Guatemala): Gratis. Llega entre el martes 3 y el jueves 5 de junio.');
  });

  it('asks by a US state and typed city, refusing an empty city without a call', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.deliveryEstimate.mockResolvedValue(estimate({ delivery_option: option({ cost: 250, description: 'Envío a domicilio (Estados Unidos)' }), express_delivery_option: null }));
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    open();
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'NY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver fecha de entrega' }));
    expect(screen.getByText('Escribe la ciudad.')).toBeTruthy();
    expect(fakes.cart.deliveryEstimate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: '  Brooklyn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver fecha de entrega' }));
    await flush();
    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([[{ city: 'Brooklyn', state: 'NY' }]]);
    expect(within(screen.getByTestId('estimate-answer')).getByText(/^Q\s?250\.00$/)).toBeTruthy();
  });

  it('lists the pickup points and asks by pickup_option_id, showing the ready text', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.pickupOptions.mockResolvedValue([point(), point({ id: '9', public_id: 'PK-9', location_name: 'Tienda Xela' })]);
    fakes.cart.deliveryEstimate.mockResolvedValue(estimate({ delivery_option: null, express_delivery_option: null, pickup_option: point() }));
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    open();
    fireEvent.click(screen.getByLabelText('Recoger en tienda'));
    expect(screen.getByText('Cargando los puntos de recogida…')).toBeTruthy();
    await flush();
    expect(fakes.cart.pickupOptions).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Punto de recogida'), { target: { value: '7' } });
    await flush();
    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([[{ pickupOptionId: '7' }]]);
    expect(within(screen.getByTestId('estimate-answer')).getByText('Listo para recoger mañana desde las 10:00.')).toBeTruthy();
    expect(within(screen.getByTestId('estimate-answer')).getByText('4a avenida 12-00, zona 10')).toBeTruthy();
    expect(announced()).toBe('Tienda Zona 10: Listo para recoger mañana desde las 10:00.');
  });

  it('offers a signed-in shopper their saved addresses, the selected one first, and asks by address_id', async () => {
    const { client, fakes, stores } = fakeClient();
    stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
    stores.user.setUser(signedInUser({ selected_address: 12 }));
    const saved = [address(11, '5a calle 3-20', 'Mixco', 'GU'), address(12, 'Calle del Arco 4', 'Antigua Guatemala', 'SA')];
    fakes.addresses.list.mockImplementation(async () => {
      fakes.addresses.store.setAddresses(saved);
      return saved;
    });
    fakes.cart.deliveryEstimate.mockResolvedValue(estimate());
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    expect(fakes.addresses.list).not.toHaveBeenCalled();
    open();
    expect(screen.getByLabelText<HTMLInputElement>('A mi dirección').checked).toBe(true);
    await flush();
    expect(fakes.addresses.list).toHaveBeenCalledTimes(1);
    const select = screen.getByLabelText<HTMLSelectElement>('Dirección');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Calle del Arco 4, Antigua Guatemala, Sacatepéquez',
      '5a calle 3-20, Mixco, Guatemala',
    ]);
    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([[{ addressId: '12' }]]);
    fireEvent.change(select, { target: { value: '11' } });
    await flush();
    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([[{ addressId: '12' }], [{ addressId: '11' }]]);
    expect(within(screen.getByTestId('estimate-answer')).getByText('Llega el lunes 2 de junio.')).toBeTruthy();
  });

  it('shows a failure in Spanish with «Reintentar», which asks the same again', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.deliveryEstimate
      .mockRejectedValueOnce(new UseCaseError('networkConnection'))
      .mockResolvedValueOnce(estimate());
    renderAt(client, <DeliveryEstimate cart={cart()} />);
    open();
    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: 'SA' } });
    fireEvent.change(screen.getByLabelText('Municipio'), { target: { value: 'Antigua Guatemala' } });
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    expect(screen.queryByTestId('estimate-answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await flush();
    expect(fakes.cart.deliveryEstimate.mock.calls).toEqual([
      [{ city: 'Antigua Guatemala', state: 'SA' }],
      [{ city: 'Antigua Guatemala', state: 'SA' }],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('estimate-answer')).getByText(/^Q\s?35\.00$/)).toBeTruthy();
  });

  it('shows no box for a cart with nothing to ship', () => {
    const { client, fakes } = fakeClient();
    const { container } = renderAt(client, <DeliveryEstimate cart={cart({ is_shipping_or_pickup_required: false })} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByText('¿Cuándo llega?')).toBeNull();
    expect(fakes.cart.pickupOptions).not.toHaveBeenCalled();
  });
});
