import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { sessionToken, user as userFixture } from '../../mocks/fixtures';
import { addressesBackend, wireAddress, wirePickupOption } from '../../mocks/handlers/addresses';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from './signed-in-harness';

setupMsw();

const GOOD = {
  first_name: ' Lucía ',
  last_name: 'Pérez',
  phone: '5550 1234',
  street: '3a avenida 5-10, zona 1',
  references: 'Frente al parque',
  city: 'coban',
  state: 'AV',
  country: 'GT',
};

describe('tienda.addresses: saved addresses', () => {
  it('lists GET /address into the store and tells its observers', async () => {
    const { client } = await signedInClient();
    let notified = 0;
    client.addresses.store.subscribe(() => notified++);
    const addresses = await client.addresses.list();
    expect(requests.describe()).toBe('GET /address');
    expect(requests.single('GET', '/address').headers.get('Session')).toBe('user-token-1');
    expect(addresses.map((address) => address.id)).toEqual(['addr-1']);
    // Dates lose their bracketed zone.
    expect(addresses[0]!.last_used).toBe('2026-01-02T10:00:00-06:00');
    expect(client.addresses.store.getSnapshot()).toMatchObject({ status: 'ready', addresses: [{ id: 'addr-1', city: 'Guatemala' }] });
    expect(notified).toBeGreaterThanOrEqual(2); // loading, then ready
  });

  it('refuses a city that is not a municipality of the department with invalidAddress, in Spanish, without a request', async () => {
    const { client, errors } = await signedInClient();
    const failure = await failureOf(client.addresses.create({ ...GOOD, city: 'Cobán', state: 'GU' }));
    expect(failure.cause).toBe('invalidAddress');
    expect(failure.description).toBe('Invalid city name Cobán');
    expect(failure.userMessage).toBe('«Cobán» no es un municipio de Guatemala. Elige uno de la lista.');
    expect(failure.details).toMatchObject({ field: 'city' });
    expect(requests.total).toBe(0);
    expect(errors.map((error) => error.cause)).toEqual(['invalidAddress']);
  });

  it('refuses a country other than GT or US, and a state of another country, with the spec messages', async () => {
    const { client } = await signedInClient();
    const country = await failureOf(client.addresses.create({ ...GOOD, country: 'MX' }));
    expect([country.cause, country.description, country.userMessage]).toEqual([
      'invalidAddress',
      'Invalid country code MX',
      'Elige el país: Guatemala o Estados Unidos.',
    ]);
    const state = await failureOf(client.addresses.create({ ...GOOD, country: 'US', state: 'AV', city: 'Austin' }));
    expect([state.description, state.userMessage]).toEqual(['Invalid state id AV', 'Elige un estado de Estados Unidos de la lista.']);
    expect(requests.total).toBe(0);
  });

  it('names every field with a problem, the first in the spec order', async () => {
    const { client } = await signedInClient();
    const failure = await failureOf(client.addresses.create({ ...GOOD, city: 'Atlantis', phone: '12', street: '' }));
    expect(failure.details).toEqual({
      field: 'city',
      problems: [
        { field: 'city', message: '«Atlantis» no es un municipio de Alta Verapaz. Elige uno de la lista.' },
        { field: 'phone', message: expect.stringContaining('El teléfono no es válido') },
        { field: 'street', message: 'Escribe la dirección: calle o avenida, número y zona.' },
      ],
    });
    expect(requests.total).toBe(0);
  });

  it('creates a good address with POST /address, normalised (official municipality, phone as +502…), into the store', async () => {
    const { client } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    const saved = await client.addresses.create(GOOD);
    expect(requests.describe()).toBe('POST /address');
    expect(await bodyOf(requests.single('POST', '/address'))).toEqual({
      first_name: 'Lucía',
      last_name: 'Pérez',
      phone: '+50255501234',
      street: '3a avenida 5-10, zona 1',
      references: 'Frente al parque',
      city: 'Cobán',
      state: 'AV',
      country: 'GT',
    });
    expect(saved).toMatchObject({ id: 'addr-new-1', city: 'Cobán' });
    expect(client.addresses.store.getSnapshot().addresses.map((address) => address.id)).toEqual(['addr-1', 'addr-new-1']);
  });

  it('sends the ZIP code of a United States address (postcode, normalised), and refuses one without it before any request', async () => {
    const { client } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    const US = { ...GOOD, country: 'US', state: 'NY', city: 'Brooklyn', phone: '+1 718 555 0199' };
    const failure = await failureOf(client.addresses.create(US));
    expect([failure.cause, failure.description, failure.apiMessage]).toEqual([
      'invalidAddress',
      'Missing ZIP code',
      'Escribe el código ZIP: 5 dígitos (p. ej. 11215) o 5 + 4 (11215-1234).',
    ]);
    expect(requests.total).toBe(0);
    await client.addresses.create({ ...US, postcode: '11215 1234' });
    expect(await bodyOf(requests.single('POST', '/address'))).toMatchObject({ country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215-1234' });
  });

  it('checks an edit against the saved address: a bad department is refused without a request; a good edit sends only what changed', async () => {
    const { client } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    const failure = await failureOf(client.addresses.update({ id: 'addr-1', changes: { state: 'XX' } }));
    expect([failure.cause, failure.description]).toEqual(['invalidAddress', 'Invalid state id XX']);
    expect(requests.total).toBe(0);

    const edited = await client.addresses.update({ id: 'addr-1', changes: { street: '  14 calle 3-51, zona 10 ', city: 'GUATEMALA' } });
    expect(await bodyOf(requests.single('PUT', '/address/addr-1'))).toEqual({ street: '14 calle 3-51, zona 10', city: 'Guatemala' });
    expect(edited.street).toBe('14 calle 3-51, zona 10');
    expect(client.addresses.store.findAddress('addr-1')?.street).toBe('14 calle 3-51, zona 10');
  });

  it('deletes with DELETE /address/{id} and takes it out of the store', async () => {
    const { client } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    await client.addresses.remove('addr-1');
    expect(requests.describe()).toBe('DELETE /address/addr-1');
    expect(client.addresses.store.getSnapshot().addresses).toEqual([]);
  });

  it('reads and pins the geolocation; coordinates that are not real are invalidAddress without a request', async () => {
    const { client } = await signedInClient({ addresses: addressesBackend({ addresses: [wireAddress({ geolocation: null, request_user_geolocation: true })] }) });
    await client.addresses.list();
    requests.clear();
    await expect(client.addresses.getGeolocation('addr-1')).resolves.toEqual({ lat: null, lng: null });
    expect(requests.describe()).toBe('GET /address/addr-1/lnglat');
    requests.clear();

    const bad = await failureOf(client.addresses.setGeolocation({ id: 'addr-1', lat: 200, lng: -90.5 }));
    expect([bad.cause, bad.userMessage]).toEqual(['invalidAddress', 'La latitud debe ser un número entre -90 y 90.']);
    expect(requests.total).toBe(0);

    await expect(client.addresses.setGeolocation({ id: 'addr-1', lat: 15.47, lng: -90.37 })).resolves.toEqual({ lat: 15.47, lng: -90.37 });
    expect(await bodyOf(requests.single('PUT', '/address/addr-1/lnglat'))).toEqual({ lat: 15.47, lng: -90.37 });
    expect(client.addresses.store.findAddress('addr-1')).toMatchObject({ geolocation: { lat: 15.47, lng: -90.37 }, request_user_geolocation: false });
  });

  it('needs a signed-in user: an anonymous shopper gets onlyAnonymousTokenFound without a request', async () => {
    const { client } = await anonymousShopper();
    const failure = await failureOf(client.addresses.list());
    expect(failure.cause).toBe('onlyAnonymousTokenFound');
    expect(failure.userMessage).toBe('Ingresa a tu cuenta para continuar.');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.addresses: tax ids', () => {
  it('refuses a NIT whose check digit is wrong, in Spanish, without a request', async () => {
    const { client } = await signedInClient();
    const failure = await failureOf(client.addresses.createTaxId({ tax_id: '1234567-8', name: 'Ana López', address: 'Ciudad' }));
    expect(failure.cause).toBe('NOT_ALLOWED');
    expect(failure.userMessage).toBe('El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).');
    expect(failure.details).toEqual({ field: 'tax_id' });
    expect(requests.total).toBe(0);
  });

  it('saves a good NIT compact, and CF with the final consumer defaults; lists, edits and deletes', async () => {
    const { client } = await signedInClient();
    await client.addresses.createTaxId({ tax_id: '1234567-9', name: 'Ana López', address: 'Zona 14' });
    expect(await bodyOf(requests.single('POST', '/taxid'))).toEqual({
      tax_id: '12345679',
      name: 'Ana López',
      address: 'Zona 14',
      is_tax_withholder: false,
      is_tax_exempt: false,
    });
    requests.clear();
    const cf = await client.addresses.createTaxId({ tax_id: 'c/f' });
    expect(await bodyOf(requests.single('POST', '/taxid'))).toMatchObject({ tax_id: 'CF', name: 'Consumidor final', address: 'Ciudad' });
    expect(client.addresses.store.getSnapshot().taxIds.map((item) => item.tax_id)).toEqual(['12345679', 'CF']);

    requests.clear();
    await client.addresses.updateTaxId({ id: cf.id, data: { tax_id: '576937-K', name: 'Empresa, S.A.' } });
    expect(await bodyOf(requests.single('PUT', `/taxid/${cf.id}`))).toMatchObject({ tax_id: '576937K', name: 'Empresa, S.A.' });
    await client.addresses.removeTaxId(cf.id);
    expect(requests.count('DELETE', `/taxid/${cf.id}`)).toBe(1);
    await client.addresses.listTaxIds();
    expect(client.addresses.store.getSnapshot().taxIds.map((item) => item.tax_id)).toEqual(['12345679']);
  });
});

describe('tienda.addresses: the selected address and pickup point, kept together per user', () => {
  it('selects with PUT /user/selected_address and /user/selected_pickup, and keeps both in the store and in storage under the user', async () => {
    const { client, storage } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    await expect(client.addresses.selectAddress('addr-1')).resolves.toEqual({ addressId: 'addr-1', pickupId: null });
    expect(await bodyOf(requests.single('PUT', '/user/selected_address'))).toEqual({ selected_address_id: 'addr-1' });
    await expect(client.addresses.selectPickup(3)).resolves.toEqual({ addressId: 'addr-1', pickupId: 'pk-oakland' });
    expect(await bodyOf(requests.single('PUT', '/user/selected_pickup'))).toEqual({ selected_pickup_id: '3' });
    expect(client.addresses.store.getSnapshot()).toMatchObject({ selectionOwner: 'user-1', selection: { addressId: 'addr-1', pickupId: 'pk-oakland' } });
    expect(JSON.parse(storage.getItem('tienda.selection.user-1')!)).toEqual({ addressId: 'addr-1', pickupId: 'pk-oakland' });
    // The answer is the user: it replaces the stored one.
    expect(client.user.store.user).toMatchObject({ selected_address: 'addr-1', selected_pickup: 'pk-oakland' });
  });

  it('refuses an address the loaded list does not hold with notFound, without a request', async () => {
    const { client } = await signedInClient();
    await client.addresses.list();
    requests.clear();
    const failure = await failureOf(client.addresses.selectAddress('addr-of-someone-else'));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'Esa dirección ya no está entre las tuyas.']);
    expect(requests.total).toBe(0);
  });

  it('is cleared at logout, is never read by another user on the device, and comes back for its user', async () => {
    const { client, storage, session, addresses } = await signedInClient();
    await client.addresses.list();
    await client.addresses.selectAddress('addr-1');
    await client.addresses.selectPickup('pk-oakland');

    await client.session.logout();
    expect(client.addresses.store.getSnapshot()).toMatchObject({ selection: { addressId: null, pickupId: null }, selectionOwner: null, addresses: [] });

    // Another user signs in on the same device.
    const other = userFixture({ public_id: 'user-2', email: 'bea@example.com', first_name: 'Bea' });
    session.acceptUserToken('user-b-token', other);
    addresses.accept('user-b-token', other);
    server.use(http.post(url('/login/'), () => HttpResponse.json(sessionToken('user-b-token', { first_name: 'Bea', email: 'bea@example.com' }))));
    await client.session.login({ email: 'bea@example.com', password: 'otra-clave-1' });
    await expect(client.addresses.loadSelection()).resolves.toEqual({ addressId: null, pickupId: null });
    expect(client.addresses.store.getSnapshot()).toMatchObject({ selectionOwner: 'user-2', selection: { addressId: null, pickupId: null } });
    expect(storage.getItem('tienda.selection.user-2')).toBeNull();

    // The first user again: the selection this device kept for them.
    server.resetHandlers();
    const fresh = await signedInClient({ addresses });
    await fresh.storage.setItem('tienda.selection.user-1', storage.getItem('tienda.selection.user-1')!);
    await expect(fresh.client.addresses.loadSelection()).resolves.toEqual({ addressId: 'addr-1', pickupId: 'pk-oakland' });
  });
});

describe('tienda.addresses: pickup locations', () => {
  it('lists GET /pickup_locations with the hours per weekday as HH:MM, parking, cut-off, COD and map links', async () => {
    const { client } = await signedInClient();
    const [location] = await client.addresses.listPickupLocations();
    expect(requests.describe()).toBe('GET /pickup_locations');
    expect(location!.hoursText).toBe('Lunes a viernes, de 08:00 a 17:30; sábado, de 09:00 a 13:00; domingo, cerrado.');
    expect(location!.hours[0]).toEqual({ weekday: 'MONDAY', name: 'lunes', closed: false, opens: '08:00', closes: '17:30' });
    expect(location!.hours[6]).toMatchObject({ weekday: 'SUNDAY', closed: true, opens: null });
    expect(location).toMatchObject({
      parking: 'Free',
      parkingText: 'Parqueo gratis',
      cutoffText: '14:00',
      is_cod_enabled: true,
      is_restricted: false,
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=14.6,-90.5',
      wazeLink: 'https://waze.com/ul?ll=14.6,-90.5&navigate=yes',
    });
    expect(client.addresses.store.getSnapshot().pickupOptions).toHaveLength(1);
  });

  it('never hands on a map link that is not a web link, and reads an unknown parking as None', async () => {
    const { client } = await signedInClient({
      addresses: addressesBackend({
        pickupOptions: [wirePickupOption({ google_maps_url: 'javascript:alert(1)', parking: 'Valet', is_restricted: true, cutoff_time: '15:30:00' })],
      }),
    });
    const [location] = await client.addresses.listPickupLocations();
    expect(location).toMatchObject({
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=14.6,-90.5',
      parking: 'None',
      parkingText: 'Sin parqueo',
      is_restricted: true,
      cutoffText: '15:30',
    });
  });
});
