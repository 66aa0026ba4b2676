// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../src/domain/addresses/address';
import { UseCaseError } from '../../src/index';
import AddressesScreen from '../../src/presentation/addresses/AddressesScreen';
import { LOCATION_MESSAGES } from '../../src/presentation/addresses/device-location';
import { fakeClient, signedInUser, savedAddress } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

/** The browser's Geolocation API as a test wants it (undefined: a browser without one). */
const realGeolocation = Object.getOwnPropertyDescriptor(globalThis.navigator, 'geolocation');
function withGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(globalThis.navigator, 'geolocation', { value: geolocation, configurable: true });
}
afterEach(() => {
  if (realGeolocation) Object.defineProperty(globalThis.navigator, 'geolocation', realGeolocation);
  else delete (globalThis.navigator as { geolocation?: Geolocation }).geolocation;
});

const address = savedAddress;

const HOME = address();
const WORK = address({ id: 2, first_name: 'Luis', last_name: 'Pérez', street: '5a. calle 3-20', city: 'Antigua Guatemala', state: 'SA' });

/** A signed-in shopper whose list answers `list` (into the real store, as the library does). */
function signedIn(list: Address[] = [HOME, WORK]) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  const store = made.fakes.addresses.store;
  made.fakes.addresses.list.mockImplementation(async () => {
    store.setAddresses(list);
    return list;
  });
  made.fakes.addresses.loadSelection.mockImplementation(async () => {
    store.setSelection('U-1', { addressId: null, pickupId: null });
    return store.selection;
  });
  made.fakes.addresses.remove.mockImplementation(async (id: string | number) => store.removeAddress(id));
  return made;
}

const renderScreen = (client: ReturnType<typeof fakeClient>['client']) => renderAt(client, <AddressesScreen />, { path: '/cuenta/direcciones', pattern: '/cuenta/direcciones' });
const item = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('AddressesScreen', () => {
  it('lists the addresses with their department by name and the selected one marked', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.loadSelection.mockImplementation(async () => {
      fakes.addresses.store.setSelection('U-1', { addressId: '2', pickupId: null });
      return fakes.addresses.store.selection;
    });
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    expect(within(item('Ana López')).getByText(/Guatemala, Guatemala, Guatemala/)).toBeTruthy();
    expect(within(item('Luis Pérez')).getByText(/Antigua Guatemala, Sacatepéquez, Guatemala/)).toBeTruthy();
    expect(within(item('Luis Pérez')).getByText('Para tus envíos')).toBeTruthy();
    expect(within(item('Ana López')).queryByText('Para tus envíos')).toBeNull();
    expect(within(item('Luis Pérez')).queryByRole('button', { name: 'Usar para mis envíos' })).toBeNull();
  });

  it('selects an address for shipping with its id, then marks it', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.selectAddress.mockImplementation(async (id: string | number | null) => {
      fakes.addresses.store.setSelection('U-1', { addressId: String(id), pickupId: null });
      return fakes.addresses.store.selection;
    });
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    await act(async () => fireEvent.click(within(item('Ana López')).getByRole('button', { name: 'Usar para mis envíos' })));
    expect(fakes.addresses.selectAddress).toHaveBeenCalledWith(1);
    expect(within(item('Ana López')).getByText('Para tus envíos')).toBeTruthy();
    expect(within(item('Ana López')).getByRole('status').textContent).toBe('Usaremos esta dirección para tus envíos.');
    // Its button went away with the choice: the focus is on the address, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ana López' })));
  });

  it('deletes only after confirming, and the focus goes to the next address', async () => {
    const { client, fakes } = signedIn();
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la dirección de Ana López' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sí, eliminar' }));
    expect(fakes.addresses.remove).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' })));
    expect(fakes.addresses.remove).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('heading', { name: 'Ana López' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Luis Pérez' })));
  });

  it('moves the focus to the add button when the last address is deleted, and shows the empty state', async () => {
    const { client } = signedIn([HOME]);
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la dirección de Ana López' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' })));
    expect(screen.getByText(/Aún no tienes direcciones guardadas/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar dirección' })));
  });

  it('keeps the address and says why when the delete fails', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.remove.mockRejectedValue(new UseCaseError('network'));
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la dirección de Ana López' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' })));
    expect(screen.getByRole('heading', { name: 'Ana López' })).toBeTruthy();
    expect(within(item('Ana López')).getByRole('alert').textContent).not.toBe('');
  });

  it('edits an address inline with the form, which sends its id', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.update.mockImplementation(async ({ id, changes }: { id: number; changes: Partial<Address> }) => {
      const saved = { ...HOME, ...changes, id } as Address;
      fakes.addresses.store.putAddress(saved);
      return saved;
    });
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar la dirección de Ana López' }));
    const form = screen.getByTestId('address-form');
    fireEvent.change(within(form).getByLabelText('Dirección'), { target: { value: '6a. avenida 1-10, zona 1' } });
    await act(async () => fireEvent.submit(form));
    expect(fakes.addresses.update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, changes: expect.objectContaining({ street: '6a. avenida 1-10, zona 1' }) }));
    expect(screen.queryByTestId('address-form')).toBeNull();
    expect(within(item('Ana López')).getByText(/6a\. avenida 1-10, zona 1/)).toBeTruthy();
  });

  it('pins the location with «Usar mi ubicación» (the device\'s position, from a fake geolocation) and never asks for numbers', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.getGeolocation.mockResolvedValue({ lat: null, lng: null });
    fakes.addresses.setGeolocation.mockResolvedValue({ lat: 14.600312, lng: -90.513456 });
    const asked = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 14.6003123, longitude: -90.5134561 } } as GeolocationPosition));
    withGeolocation({ getCurrentPosition: asked } as unknown as Geolocation);
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicación de la dirección de Ana López' }));
    const form = screen.getByTestId('pin-form');
    expect(within(form).queryByLabelText('Latitud')).toBeNull();
    expect(within(form).queryByRole('textbox')).toBeNull();
    // Nothing placed yet: saving says what to do, beside the map.
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByText('Marca el punto en el mapa o usa tu ubicación.')).toBeTruthy();
    expect(fakes.addresses.setGeolocation).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Usar mi ubicación' })));
    expect(asked).toHaveBeenCalledTimes(1);
    // The pin is on the map (its lazy chunk loaded).
    await within(form).findByRole('button', { name: /Punto de entrega/ });
    expect(within(form).queryByText('Marca el punto en el mapa o usa tu ubicación.')).toBeNull();
    await act(async () => fireEvent.submit(form));
    expect(fakes.addresses.setGeolocation).toHaveBeenCalledWith({ id: 1, lat: 14.600312, lng: -90.513456 });
    expect(screen.queryByTestId('pin-form')).toBeNull();
    expect(within(item('Ana López')).getByRole('status').textContent).toBe('Guardamos la ubicación.');
  });

  it('says beside «Usar mi ubicación» why the location could not be read: permission denied, or unavailable', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.getGeolocation.mockResolvedValue({ lat: null, lng: null });
    let code = 1;
    withGeolocation({ getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code } as GeolocationPositionError) } as unknown as Geolocation);
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicación de la dirección de Ana López' }));
    const locate = within(screen.getByTestId('pin-form')).getByRole('button', { name: 'Usar mi ubicación' });
    await act(async () => fireEvent.click(locate));
    const denied = screen.getByText(LOCATION_MESSAGES.denied);
    expect(locate.getAttribute('aria-describedby')).toBe(denied.id);
    code = 2;
    await act(async () => fireEvent.click(locate));
    expect(document.getElementById(locate.getAttribute('aria-describedby')!)!.textContent).toBe(LOCATION_MESSAGES.unavailable);
    withGeolocation(undefined);
    await act(async () => fireEvent.click(locate));
    expect(document.getElementById(locate.getAttribute('aria-describedby')!)!.textContent).toBe(LOCATION_MESSAGES.unsupported);
    expect(fakes.addresses.setGeolocation).not.toHaveBeenCalled();
  });

  it('places the pin where the shopper taps the map, and moves it with the arrow keys', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.getGeolocation.mockResolvedValue({ lat: null, lng: null });
    fakes.addresses.setGeolocation.mockImplementation(async ({ lat, lng }) => ({ lat, lng }));
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicación de la dirección de Ana López' }));
    const map = await screen.findByTestId('pin-map');
    // jsdom lays nothing out: the map is 320 × 280 from (0, 0), so its middle is the fallback centre, Guatemala City.
    fireEvent.pointerDown(map, { button: 0, clientX: 160, clientY: 140, pointerId: 1 });
    fireEvent.pointerUp(map, { button: 0, clientX: 160, clientY: 140, pointerId: 1 });
    const pin = await screen.findByRole('button', { name: /Punto de entrega/ });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    await act(async () => fireEvent.submit(screen.getByTestId('pin-form')));
    const sent = fakes.addresses.setGeolocation.mock.calls[0]![0] as { lat: number; lng: number };
    expect(sent.lat).toBeCloseTo(14.6349, 3);
    // One step east of the centre.
    expect(sent.lng).toBeGreaterThan(-90.5069);
    expect(sent.lng).toBeCloseTo(-90.5069, 2);
  });

  it('shows the empty state with a way to add one', async () => {
    const { client } = signedIn([]);
    renderScreen(client);
    await screen.findByText(/Aún no tienes direcciones guardadas/);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(screen.getByTestId('address-form')).toBeTruthy();
  });

  it('shows a failed list with its Spanish message and a retry', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.list.mockImplementationOnce(async () => {
      const error = new UseCaseError('network');
      fakes.addresses.store.setError(error);
      throw error;
    });
    renderScreen(client);
    await screen.findByRole('button', { name: 'Reintentar' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    await screen.findByRole('heading', { name: 'Ana López' });
    expect(fakes.addresses.list).toHaveBeenCalledTimes(2);
  });

  it('moves the focus into each form as it opens («Agregar dirección», «Editar», «Ubicación»), and back to its button on «Cancelar»', async () => {
    const { client, fakes } = signedIn();
    fakes.addresses.getGeolocation.mockResolvedValue({ lat: null, lng: null });
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });

    fireEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const added = screen.getByTestId('address-form');
    expect(document.activeElement).toBe(within(added).getByLabelText('Nombre de quien recibe'));
    fireEvent.click(within(added).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar dirección' })));

    fireEvent.click(screen.getByRole('button', { name: 'Editar la dirección de Ana López' }));
    const edited = screen.getByTestId('address-form');
    expect(document.activeElement).toBe(within(edited).getByLabelText('Nombre de quien recibe'));
    fireEvent.click(within(edited).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar la dirección de Ana López' })));

    fireEvent.click(screen.getByRole('button', { name: 'Ubicación de la dirección de Ana López' }));
    const pin = screen.getByTestId('pin-form');
    await waitFor(() => expect(document.activeElement).toBe(within(pin).getByRole('button', { name: 'Usar mi ubicación' })));
    fireEvent.click(within(pin).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ubicación de la dirección de Ana López' })));
  });

  it('shows a refusal naming a field (the street) beside it, marked and focused, keeping what was typed', async () => {
    const { client, fakes } = signedIn();
    const message = 'La dirección es demasiado corta: escribe calle, número y zona.';
    fakes.addresses.update.mockRejectedValue(new UseCaseError('invalidAddress', { apiMessage: message, status: 400, details: { field: 'street' } }));
    renderScreen(client);
    await screen.findByRole('heading', { name: 'Ana López' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar la dirección de Ana López' }));
    const form = screen.getByTestId('address-form');
    fireEvent.change(within(form).getByLabelText('Dirección'), { target: { value: '6a. avenida 1-10, zona 1' } });
    await act(async () => fireEvent.submit(form));
    expect(fakes.addresses.update).toHaveBeenCalledTimes(1);
    const street = within(form).getByLabelText('Dirección') as HTMLInputElement;
    const problem = document.getElementById(`${street.id}-problem`)!;
    expect(problem.textContent).toBe(message);
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(street.getAttribute('aria-describedby')!.split(' ')).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(street.value).toBe('6a. avenida 1-10, zona 1');
  });
});
