import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressListSchema, AddressSchema } from '../../src/domain/addresses/address';
import { TaxIdListSchema, TaxIdSchema } from '../../src/domain/addresses/invoice-data';
import { isErrorCause } from '../../src/domain/errors/error-catalogue';
import { makeApi, type TestApi } from './support';

const HOME = {
  first_name: 'Luis',
  last_name: 'Méndez',
  phone: '+502 4444-5555',
  street: '3a calle 2-15, zona 2',
  references: 'Frente al parque',
  city: 'coban',
  state: 'av',
  country: 'gt',
};

const count = (api: TestApi, table: string) => (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A fresh API with the demo accounts named signed in (each login runs scrypt: only those a test needs). */
async function signedIn(...who: ('ana' | 'carlos')[]) {
  const api = makeApi();
  const tokens: Partial<Record<'ana' | 'carlos', string>> = {};
  for (const name of who) tokens[name] = await api.login(`${name}@tienda.test`);
  return { api, ana: tokens.ana!, carlos: tokens.carlos! };
}

const ROUTES: [string, string][] = [
  ['GET', '/address'],
  ['POST', '/address'],
  ['PUT', '/address/demo-ana-casa'],
  ['DELETE', '/address/demo-ana-casa'],
  ['GET', '/address/demo-ana-casa/lnglat'],
  ['PUT', '/address/demo-ana-casa/lnglat'],
  ['GET', '/taxid'],
  ['POST', '/taxid'],
  ['PUT', '/taxid/demo-ana-nit'],
  ['DELETE', '/taxid/demo-ana-nit'],
];

describe('addresses and tax ids need a signed-in user', () => {
  it('answers an anonymous token with 403 onlyAnonymousTokenFound and no token with 401 AUTH_ERROR, and changes nothing', async () => {
    const api = makeApi();
    const anonymous = await api.anonymous();
    for (const [method, path] of ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : HOME;
      const res = await api.call(method, path, { token: anonymous, body });
      expect([method, path, res.status, res.body]).toEqual([method, path, 403, { cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' }]);
      const none = await api.call(method, path, { body });
      expect([method, path, none.status, none.body.cause]).toEqual([method, path, 401, 'AUTH_ERROR']);
    }
    expect([count(api, 'addresses'), count(api, 'tax_ids')]).toEqual([1, 1]);
  });
});

describe('the demo account', () => {
  it('has a saved address in Guatemala and a NIT; the other demo account has neither', async () => {
    const { api, ana, carlos } = await signedIn('ana', 'carlos');
    const addresses = await api.call('GET', '/address', { token: ana });
    expect(addresses.status).toBe(200);
    expect(addresses.headers.get('Cache-Control')).toBe('private, no-store');
    expect(AddressListSchema.parse(addresses.body)).toEqual([
      {
        id: 'demo-ana-casa',
        first_name: 'Ana',
        last_name: 'López',
        phone: '+50255501234',
        street: '5a avenida 10-42, zona 14',
        references: 'Edificio de ladrillo, apartamento 803; dejar en recepción',
        city: 'Guatemala',
        state: 'GU',
        country: 'GT',
        postcode: null,
        times_used: 0,
        last_used: null,
        geolocation: { lat: 14.5872, lng: -90.5133 },
        request_user_geolocation: false,
      },
    ]);
    const taxIds = await api.call('GET', '/taxid', { token: ana });
    expect(TaxIdListSchema.parse(taxIds.body)).toEqual([
      { id: 'demo-ana-nit', tax_id: '12345679', name: 'Ana López', address: '5a avenida 10-42, zona 14, Guatemala', is_tax_withholder: false, is_tax_exempt: false },
    ]);
    expect((await api.call('GET', '/address', { token: carlos })).body).toEqual([]);
    expect((await api.call('GET', '/taxid', { token: carlos })).body).toEqual([]);
  });
});

describe('POST /address', () => {
  it('saves an address checked by the domain rules, normalised (official city, upper-case ids, +502 phone), unpinned', async () => {
    const { api, carlos } = await signedIn('carlos');
    const res = await api.call('POST', '/address', { token: carlos, body: HOME });
    expect(res.status).toBe(200);
    expect(AddressSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      first_name: 'Luis',
      last_name: 'Méndez',
      phone: '+50244445555',
      street: '3a calle 2-15, zona 2',
      references: 'Frente al parque',
      city: 'Cobán',
      state: 'AV',
      country: 'GT',
      postcode: null,
      times_used: 0,
      last_used: null,
      geolocation: null,
      request_user_geolocation: true,
    });
    const list = await api.call('GET', '/address', { token: carlos });
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([res.body.id]);
  });

  it('saves an address in the United States with any city, its ZIP code, and a pinned point when given', async () => {
    const { api, carlos } = await signedIn('carlos');
    const res = await api.call('POST', '/address', {
      token: carlos,
      body: { ...HOME, country: 'US', state: 'ny', city: 'Brooklyn', postcode: '11215 1234', phone: '+1 718 555 0199', geolocation: { lat: 40.6782, lng: -73.9442 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      country: 'US',
      state: 'NY',
      city: 'Brooklyn',
      postcode: '11215-1234',
      phone: '+17185550199',
      geolocation: { lat: 40.6782, lng: -73.9442 },
      request_user_geolocation: false,
    });
    expect((await api.call('GET', '/address', { token: carlos })).body[0]).toMatchObject({ postcode: '11215-1234' });
  });

  it('keeps a ZIP code only for the United States: a Guatemalan address stores null, and moving one to Guatemala clears it', async () => {
    const { api, carlos } = await signedIn('carlos');
    const gt = await api.call('POST', '/address', { token: carlos, body: { ...HOME, postcode: '01010' } });
    expect(gt.body).toMatchObject({ country: 'GT', postcode: null });
    const us = await api.call('POST', '/address', { token: carlos, body: { ...HOME, country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215', phone: '+1 718 555 0199' } });
    const moved = await api.call('PUT', `/address/${us.body.id}`, { token: carlos, body: { country: 'GT', state: 'AV', city: 'Cobán' } });
    expect([moved.status, moved.body.postcode]).toEqual([200, null]);
    // An optional extension (docs/contract.md): a client written from the spec alone saves a US address without it.
    const back = await api.call('PUT', `/address/${us.body.id}`, { token: carlos, body: { country: 'US', state: 'NY', city: 'Brooklyn' } });
    expect([back.status, back.body.postcode]).toEqual([200, null]);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['country', { country: 'MX' }, 'country', 'Elige el país: Guatemala o Estados Unidos.'],
    ['state', { state: 'NY' }, 'state', 'Elige un departamento de Guatemala de la lista.'],
    ['state of the US', { country: 'US', state: 'AV' }, 'state', 'Elige un estado de Estados Unidos de la lista.'],
    [
      'ZIP code',
      { country: 'US', state: 'NY', city: 'Brooklyn', postcode: '1121' },
      'postcode',
      'El código ZIP no es válido: escribe 5 dígitos (p. ej. 11215) o 5 + 4 con guion (11215-1234).',
    ],
    ['city of another department', { city: 'Mixco' }, 'city', '«Mixco» no es un municipio de Alta Verapaz. Elige uno de la lista.'],
    ['missing city', { city: undefined }, 'city', 'Elige el municipio de Alta Verapaz.'],
    ['first name', { first_name: '' }, 'first_name', 'Escribe el nombre de quien recibe.'],
    ['last name', { last_name: 'x'.repeat(81) }, 'last_name', 'El apellido admite como máximo 80 caracteres.'],
    ['phone', { phone: '555' }, 'phone', 'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.'],
    ['street', { street: null }, 'street', 'Escribe la dirección: calle o avenida, número y zona.'],
    ['references', { references: 'r'.repeat(301) }, 'references', 'Las referencias admiten como máximo 300 caracteres.'],
    ['geolocation', { geolocation: { lat: 91, lng: 0 } }, 'geolocation.lat', 'La latitud debe ser un número entre -90 y 90.'],
    ['geolocation shape', { geolocation: [1, 2] }, 'geolocation', 'La ubicación debe ser un objeto con lat y lng.'],
  ];
  for (const [what, change, field, message] of refusals)
    it(`refuses a bad ${what} with 400 invalidAddress, the Spanish message and the field, saving nothing`, async () => {
      const { api, carlos } = await signedIn('carlos');
      const res = await api.call('POST', '/address', { token: carlos, body: { ...HOME, ...change } });
      expect([res.status, res.body]).toEqual([400, { cause: 'invalidAddress', message, field }]);
      expect(count(api, 'addresses')).toBe(1);
    });

  it('keeps at most 20 addresses per user: the 21st is 403 NOT_ALLOWED with a Spanish message', async () => {
    const { api, ana } = await signedIn('ana');
    for (let i = 2; i <= 20; i++) {
      const res = await api.call('POST', '/address', { token: ana, body: { ...HOME, street: `${i}a calle 2-15, zona 2` } });
      expect(res.status).toBe(200);
    }
    const over = await api.call('POST', '/address', { token: ana, body: HOME });
    expect([over.status, over.body]).toEqual([
      403,
      { cause: 'NOT_ALLOWED', message: 'Puedes guardar hasta 20 direcciones. Borra una que ya no uses para agregar otra.' },
    ]);
    expect((await api.call('GET', '/address', { token: ana })).body).toHaveLength(20);
  });
});

describe('PUT and DELETE /address/{id}', () => {
  it('replaces the fields given, checks the whole address again and forgets the pin when the place changes', async () => {
    const { api, ana } = await signedIn('ana');
    const phone = await api.call('PUT', '/address/demo-ana-casa', { token: ana, body: { phone: '2222 3333' } });
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ phone: '+50222223333', city: 'Guatemala', geolocation: { lat: 14.5872, lng: -90.5133 } });
    const moved = await api.call('PUT', '/address/demo-ana-casa', { token: ana, body: { state: 'SA', city: 'antigua guatemala' } });
    expect(moved.body).toMatchObject({ state: 'SA', city: 'Antigua Guatemala', geolocation: null, request_user_geolocation: true });
    // A department without its city: the saved city is checked against the new department.
    const bad = await api.call('PUT', '/address/demo-ana-casa', { token: ana, body: { state: 'PE' } });
    expect([bad.status, bad.body]).toEqual([
      400,
      { cause: 'invalidAddress', field: 'city', message: '«Antigua Guatemala» no es un municipio de Petén. Elige uno de la lista.' },
    ]);
    expect((await api.call('GET', '/address', { token: ana })).body[0]).toMatchObject({ state: 'SA', phone: '+50222223333' });
  });

  it('deletes with 204, unselects it, and a second delete is 404', async () => {
    const { api, ana } = await signedIn('ana');
    const selected = await api.call('PUT', '/user/selected_address', { token: ana, body: { selected_address_id: 'demo-ana-casa' } });
    expect([selected.status, selected.body.selected_address]).toEqual([200, 'demo-ana-casa']);
    const gone = await api.call('DELETE', '/address/demo-ana-casa', { token: ana });
    expect(gone.status).toBe(204);
    expect((await api.call('GET', '/user/', { token: ana })).body.selected_address).toBeNull();
    expect((await api.call('GET', '/address', { token: ana })).body).toEqual([]);
    const again = await api.call('DELETE', '/address/demo-ana-casa', { token: ana });
    expect([again.status, again.body]).toEqual([404, { cause: 'notFound', message: 'La dirección no existe o no es tuya.' }]);
  });

  it("answers someone else's address exactly like a missing one, and leaves it untouched", async () => {
    const { api, carlos } = await signedIn('carlos');
    const missing = await api.call('PUT', '/address/no-such-address', { token: carlos, body: { phone: '2222 3333' } });
    for (const [method, path, body] of [
      ['PUT', '/address/demo-ana-casa', { phone: '2222 3333' }],
      ['DELETE', '/address/demo-ana-casa', undefined],
      ['GET', '/address/demo-ana-casa/lnglat', undefined],
      ['PUT', '/address/demo-ana-casa/lnglat', { lat: 1, lng: 1 }],
      ['PUT', '/user/selected_address', { selected_address_id: 'demo-ana-casa' }],
    ] as const) {
      const res = await api.call(method, path, { token: carlos, body });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, missing.body]);
    }
    expect(missing.body).toEqual({ cause: 'notFound', message: 'La dirección no existe o no es tuya.' });
    const row = api.db.prepare("SELECT phone, lat FROM addresses WHERE public_id = 'demo-ana-casa'").get();
    expect(row).toEqual({ phone: '+50255501234', lat: 14.5872 });
    expect((await api.call('GET', '/user/', { token: carlos })).body.selected_address).toBeNull();
  });

  it('answers ids that cannot be one (too long, odd characters) with 404', async () => {
    const { api, ana } = await signedIn('ana');
    for (const id of ['x'.repeat(41), "demo-ana-casa' OR '1'='1", '%00'])
      expect((await api.call('DELETE', `/address/${encodeURIComponent(id)}`, { token: ana })).status).toBe(404);
    expect(count(api, 'addresses')).toBe(1);
  });
});

describe('GET and PUT /address/{id}/lnglat', () => {
  it('reads and pins the point, unpins with nulls, and refuses coordinates that are not real', async () => {
    const { api, carlos } = await signedIn('carlos');
    const id = (await api.call('POST', '/address', { token: carlos, body: HOME })).body.id;
    expect((await api.call('GET', `/address/${id}/lnglat`, { token: carlos })).body).toEqual({ lat: null, lng: null });
    const pinned = await api.call('PUT', `/address/${id}/lnglat`, { token: carlos, body: { lat: 15.4703, lng: -90.3733 } });
    expect([pinned.status, pinned.body]).toEqual([200, { lat: 15.4703, lng: -90.3733 }]);
    expect((await api.call('GET', `/address/${id}/lnglat`, { token: carlos })).body).toEqual({ lat: 15.4703, lng: -90.3733 });
    expect((await api.call('GET', '/address', { token: carlos })).body[0]).toMatchObject({ geolocation: { lat: 15.4703, lng: -90.3733 }, request_user_geolocation: false });
    for (const [body, field, message] of [
      [{ lat: 90.5, lng: 0 }, 'lat', 'La latitud debe ser un número entre -90 y 90.'],
      [{ lat: '15', lng: 0 }, 'lat', 'La latitud debe ser un número entre -90 y 90.'],
      [{ lat: 15 }, 'lng', 'La longitud debe ser un número entre -180 y 180.'],
      [{ lat: 15, lng: -181 }, 'lng', 'La longitud debe ser un número entre -180 y 180.'],
    ] as const) {
      const res = await api.call('PUT', `/address/${id}/lnglat`, { token: carlos, body });
      expect([res.status, res.body]).toEqual([400, { cause: 'apiCallFailed', message, field }]);
    }
    const unpinned = await api.call('PUT', `/address/${id}/lnglat`, { token: carlos, body: { lat: null, lng: null } });
    expect(unpinned.body).toEqual({ lat: null, lng: null });
  });
});

describe('PUT /user/selected_address', () => {
  it("selects the user's own address and clears it with null", async () => {
    const { api, ana } = await signedIn('ana');
    const res = await api.call('PUT', '/user/selected_address', { token: ana, body: { selected_address_id: 'demo-ana-casa' } });
    expect([res.status, res.body.selected_address]).toEqual([200, 'demo-ana-casa']);
    expect((await api.call('GET', '/user/', { token: ana })).body.selected_address).toBe('demo-ana-casa');
    const cleared = await api.call('PUT', '/user/selected_address', { token: ana, body: { selected_address_id: null } });
    expect([cleared.status, cleared.body.selected_address]).toEqual([200, null]);
  });
});

describe('/taxid', () => {
  it('saves a NIT checked by its verification digit, compact, and a final consumer with defaults', async () => {
    const { api, carlos } = await signedIn('carlos');
    const nit = await api.call('POST', '/taxid', {
      token: carlos,
      body: { tax_id: '576937-k', name: 'Comercial La Ceiba, S.A.', address: '6a avenida 5-10, zona 1', is_tax_withholder: true },
    });
    expect(nit.status).toBe(200);
    expect(TaxIdSchema.safeParse(nit.body).success).toBe(true);
    expect(nit.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      tax_id: '576937K',
      name: 'Comercial La Ceiba, S.A.',
      address: '6a avenida 5-10, zona 1',
      is_tax_withholder: true,
      is_tax_exempt: false,
    });
    const cf = await api.call('POST', '/taxid', { token: carlos, body: { tax_id: 'CF' } });
    expect(cf.body).toMatchObject({ tax_id: 'CF', name: 'Consumidor final', address: 'Ciudad' });
    expect((await api.call('GET', '/taxid', { token: carlos })).body.map((t: { tax_id: string }) => t.tax_id)).toEqual(['576937K', 'CF']);
  });

  it('refuses a wrong verification digit and other bad fields with 400, the Spanish message and the field', async () => {
    const { api, carlos } = await signedIn('carlos');
    for (const [body, field, message] of [
      [{ tax_id: '1234567-8', name: 'Carlos' }, 'tax_id', 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).'],
      [{ tax_id: '12A4567-9', name: 'Carlos' }, 'tax_id', 'El NIT solo puede tener dígitos y, al final, su dígito verificador (un dígito o K), o ser CF.'],
      [{ name: 'Carlos' }, 'tax_id', 'Escribe el NIT, o CF si eres consumidor final.'],
      [{ tax_id: '1234567-9' }, 'name', 'Escribe el nombre que debe llevar la factura.'],
      [{ tax_id: '1234567-9', name: 'Carlos', is_tax_exempt: 'sí' }, 'is_tax_exempt', 'El campo "is_tax_exempt" debe ser true o false.'],
    ] as const) {
      const res = await api.call('POST', '/taxid', { token: carlos, body });
      expect([res.status, res.body]).toEqual([400, { cause: 'apiCallFailed', message, field }]);
    }
    expect(count(api, 'tax_ids')).toBe(1);
  });

  it('refuses the same NIT twice with 409 and more than 10 with 403, in Spanish', async () => {
    const { api, ana } = await signedIn('ana');
    const twice = await api.call('POST', '/taxid', { token: ana, body: { tax_id: '12345679', name: 'Ana' } });
    expect([twice.status, twice.body]).toEqual([409, { cause: 'NOT_ALLOWED', message: 'Ya tienes guardado ese NIT.' }]);
    // Nine more valid NITs: body n, check digit computed the same way as the domain's.
    const bodies = ['100008', '100011', '100025', '100039', '100042', '4560001', '8765432', '123456', 'CF'];
    const digits: Record<string, string> = { '100008': 'K', '100011': 'K', '100025': 'K', '100039': 'K', '100042': 'K', '4560001': '5', '8765432': '6', '123456': '0' };
    for (const body of bodies) {
      const res = await api.call('POST', '/taxid', { token: ana, body: { tax_id: body === 'CF' ? 'CF' : body + digits[body], name: 'Ana' } });
      expect([body, res.status]).toEqual([body, 200]);
    }
    const over = await api.call('POST', '/taxid', { token: ana, body: { tax_id: '4324', name: 'Ana' } });
    expect([over.status, over.body]).toEqual([403, { cause: 'NOT_ALLOWED', message: 'Puedes guardar hasta 10 NIT. Borra uno que ya no uses para agregar otro.' }]);
  });

  it("updates and deletes one's own, and answers someone else's like a missing one", async () => {
    const { api, ana, carlos } = await signedIn('ana', 'carlos');
    const updated = await api.call('PUT', '/taxid/demo-ana-nit', { token: ana, body: { name: 'Ana María López', is_tax_exempt: true } });
    expect([updated.status, updated.body]).toEqual([
      200,
      { id: 'demo-ana-nit', tax_id: '12345679', name: 'Ana María López', address: '5a avenida 10-42, zona 14, Guatemala', is_tax_withholder: false, is_tax_exempt: true },
    ]);
    const bad = await api.call('PUT', '/taxid/demo-ana-nit', { token: ana, body: { tax_id: '12345678' } });
    expect([bad.status, bad.body.field]).toEqual([400, 'tax_id']);
    const missing = await api.call('PUT', '/taxid/nope', { token: carlos, body: { name: 'x' } });
    expect([missing.status, missing.body]).toEqual([404, { cause: 'notFound', message: 'El NIT no existe o no es tuyo.' }]);
    for (const [method, body] of [['PUT', { name: 'Carlos' }], ['DELETE', undefined]] as const) {
      const res = await api.call(method, '/taxid/demo-ana-nit', { token: carlos, body });
      expect([method, res.status, res.body]).toEqual([method, 404, missing.body]);
    }
    expect((await api.call('DELETE', '/taxid/demo-ana-nit', { token: ana })).status).toBe(204);
    expect((await api.call('GET', '/taxid', { token: ana })).body).toEqual([]);
  });
});

describe('garbage bodies', () => {
  it('answers bad JSON and bodies that are not objects with 400 apiCallFailed', async () => {
    const { api, ana } = await signedIn('ana');
    for (const [method, path] of ROUTES.filter(([m]) => m === 'POST' || m === 'PUT'))
      for (const raw of ['{', '[]', '"texto"', '42', 'null', 'true']) {
        const res = await api.call(method, path, { token: ana, raw });
        expect([method, path, raw, res.status, res.body.cause]).toEqual([method, path, raw, 400, 'apiCallFailed']);
        expect(typeof res.body.message).toBe('string');
      }
  });

  it('never answers 5xx to any JSON body, and every refusal carries a catalogue cause and a message', async () => {
    const { api, ana } = await signedIn('ana');
    const writes = ROUTES.filter(([m]) => m === 'POST' || m === 'PUT');
    const fieldValues = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.dictionary(fc.string(), fc.jsonValue()));
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { first_name: fieldValues, last_name: fieldValues, phone: fieldValues, street: fieldValues, references: fieldValues, city: fieldValues, state: fieldValues, country: fieldValues, geolocation: fieldValues, lat: fieldValues, lng: fieldValues, tax_id: fieldValues, name: fieldValues, address: fieldValues, is_tax_exempt: fieldValues },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async ([method, path], value) => {
        const res = await api.call(method, path, { token: ana, body: value });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(isErrorCause(res.body.cause)).toBe(true);
          expect(typeof res.body.message).toBe('string');
        }
      }),
      { numRuns: 150 },
    );
    expect(api.logs.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes its addresses and tax ids with it', async () => {
    const { api, ana } = await signedIn('ana');
    expect((await api.call('DELETE', '/user/', { token: ana })).status).toBe(200);
    expect([count(api, 'addresses'), count(api, 'tax_ids')]).toEqual([0, 0]);
  });
});
