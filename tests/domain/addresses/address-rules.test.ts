import { describe, expect, it } from 'vitest';
import { AddressListSchema, AddressSchema } from '../../../src/domain/addresses/address';
import {
  ADDRESS_LIMITS,
  addressProblems,
  checkAddress,
  checkGeolocation,
  checkPlace,
  checkPostcode,
  COUNTRIES,
  normalizePhone,
} from '../../../src/domain/addresses/address-rules';
import { isErrorCause } from '../../../src/domain/errors/error-catalogue';
import { TEXT_LIMITS } from '../../../src/domain/shared/request-checks';

const GOOD = {
  first_name: 'Ana',
  last_name: 'López',
  phone: '5550 1234',
  street: '4a avenida 12-34, zona 1',
  references: 'Casa verde, portón negro',
  city: 'Antigua Guatemala',
  state: 'SA',
  country: 'GT',
};

describe('checkPlace: the three checks of spec section 5, in order', () => {
  it('refuses a country other than GT or US with the spec message and a Spanish one', () => {
    for (const country of ['MX', '', undefined, 42, 'GTM'])
      expect(checkPlace(country, 'SA', 'Antigua Guatemala')).toEqual({
        ok: false,
        cause: 'invalidAddress',
        field: 'country',
        message: `Invalid country code ${country === '' ? '' : String(country)}`,
        shopperMessage: 'Elige el país: Guatemala o Estados Unidos.',
      });
  });

  it('checks the country before the state and the city', () => {
    expect(checkPlace('MX', 'nowhere', 'nothing')).toMatchObject({ field: 'country', message: 'Invalid country code MX' });
    expect(checkPlace('GT', 'XX', 'nothing')).toMatchObject({ field: 'state', message: 'Invalid state id XX' });
  });

  it('refuses a state that is not a department of Guatemala or a state of the United States', () => {
    expect(checkPlace('GT', 'NY', 'Mixco')).toEqual({
      ok: false,
      cause: 'invalidAddress',
      field: 'state',
      message: 'Invalid state id NY',
      shopperMessage: 'Elige un departamento de Guatemala de la lista.',
    });
    expect(checkPlace('US', 'GU', 'Guam')).toEqual({
      ok: false,
      cause: 'invalidAddress',
      field: 'state',
      message: 'Invalid state id GU',
      shopperMessage: 'Elige un estado de Estados Unidos de la lista.',
    });
    expect(checkPlace('GT', null, 'Mixco')).toMatchObject({ field: 'state', message: 'Invalid state id null' });
  });

  it('refuses, in Guatemala, a city that is not a municipality of that department', () => {
    expect(checkPlace('GT', 'GU', 'Cobán')).toEqual({
      ok: false,
      cause: 'invalidAddress',
      field: 'city',
      message: 'Invalid city name Cobán',
      shopperMessage: '«Cobán» no es un municipio de Guatemala. Elige uno de la lista.',
    });
    expect(checkPlace('GT', 'AV', '')).toEqual({
      ok: false,
      cause: 'invalidAddress',
      field: 'city',
      message: 'Invalid city name ',
      shopperMessage: 'Elige el municipio de Alta Verapaz.',
    });
  });

  it('matches the city ignoring case, spaces and accents, and answers the official spelling and upper-case ids', () => {
    expect(checkPlace(' gt ', 'av', '  coban ')).toEqual({ ok: true, country: 'GT', state: 'AV', city: 'Cobán' });
    expect(checkPlace('GT', '16', 'COBÁN')).toEqual({ ok: true, country: 'GT', state: 'AV', city: 'Cobán' });
    expect(checkPlace('GT', 'SM', 'tecun uman')).toEqual({ ok: true, country: 'GT', state: 'SM', city: 'Ayutla' });
  });

  it('takes any city of the United States, trimmed, up to its bound', () => {
    expect(checkPlace('US', 'ny', ' New  York ')).toEqual({ ok: true, country: 'US', state: 'NY', city: 'New York' });
    expect(checkPlace('US', 'NY', '')).toMatchObject({ ok: false, field: 'city', shopperMessage: 'Escribe la ciudad.' });
    expect(checkPlace('US', 'NY', 'x'.repeat(ADDRESS_LIMITS.city + 1))).toMatchObject({
      ok: false,
      field: 'city',
      shopperMessage: 'La ciudad admite como máximo 80 caracteres.',
    });
    expect(checkPlace('US', 'NY', 'New\u0000York')).toMatchObject({ ok: false, field: 'city', shopperMessage: 'La ciudad tiene caracteres que no son válidos.' });
    expect(checkPlace('US', 'NY', 'x'.repeat(ADDRESS_LIMITS.city)).ok).toBe(true);
  });

  it('shows at most 40 characters of a value in its message', () => {
    const result = checkPlace('X'.repeat(1000), 'SA', 'Antigua Guatemala');
    expect(result).toMatchObject({ message: `Invalid country code ${'X'.repeat(40)}…` });
  });
});

describe('the ZIP code of a United States address (postcode, an extension of spec section 3)', () => {
  const US = { ...GOOD, country: 'US', state: 'NY', city: 'Brooklyn', phone: '+1 212 555 0100' };

  it('takes 5 digits or ZIP+4, written as 12345 or 12345-6789', () => {
    expect(checkPostcode('US', '11215')).toBe('11215');
    expect(checkPostcode('US', ' 11215-1234 ')).toBe('11215-1234');
    expect(checkPostcode('US', '11215 1234')).toBe('11215-1234');
    expect(checkPostcode('US', '112151234')).toBe('11215-1234');
    expect(checkAddress({ ...US, postcode: '02134' })).toMatchObject({ ok: true, address: { postcode: '02134' } });
  });

  it('requires it in the United States, with a Spanish sentence for the field', () => {
    expect(checkAddress(US)).toEqual({
      ok: false,
      cause: 'invalidAddress',
      field: 'postcode',
      message: 'Missing ZIP code',
      shopperMessage: 'Escribe el código ZIP: 5 dígitos (p. ej. 11215) o 5 + 4 (11215-1234).',
    });
    for (const bad of ['1121', '112156', '11215-12', 'ABCDE', '11215–1234', '11215-1234-1'])
      expect(checkAddress({ ...US, postcode: bad }), bad).toMatchObject({
        ok: false,
        field: 'postcode',
        message: `Invalid ZIP code ${bad}`,
        shopperMessage: 'El código ZIP no es válido: escribe 5 dígitos (p. ej. 11215) o 5 + 4 con guion (11215-1234).',
      });
  });

  it('may be left out where it is optional (the local API: an extension of the spec), and is still checked when given', () => {
    expect(checkAddress(US, { postcodeRequired: false })).toMatchObject({ ok: true, address: { postcode: null } });
    expect(checkAddress({ ...US, postcode: ' ' }, { postcodeRequired: false })).toMatchObject({ ok: true, address: { postcode: null } });
    expect(checkAddress({ ...US, postcode: '1121' }, { postcodeRequired: false })).toMatchObject({ ok: false, field: 'postcode' });
  });

  it('is not asked in Guatemala: whatever is sent is stored as null', () => {
    expect(checkAddress({ ...GOOD, postcode: '01010' })).toMatchObject({ ok: true, address: { postcode: null } });
    expect(checkAddress({ ...GOOD, postcode: 'nada' })).toMatchObject({ ok: true, address: { postcode: null } });
  });

  it('is listed beside the other problems of a form', () => {
    expect(addressProblems({ ...US, postcode: '12', street: '' }).map((problem) => problem.field)).toEqual(['postcode', 'street']);
    expect(addressProblems({ ...US, state: '', postcode: '' }).map((problem) => problem.field)).toEqual(['state', 'postcode']);
    expect(addressProblems({ ...GOOD, postcode: '12' })).toEqual([]);
  });

  it('is read from an answer, and null when the API does not send it', () => {
    const answer = { id: 'a', first_name: 'A', last_name: 'B', phone: null, street: 's', references: null, city: 'c', state: 'NY', country: 'US', last_used: null, geolocation: null };
    expect(AddressSchema.parse({ ...answer, postcode: '11215-1234' }).postcode).toBe('11215-1234');
    expect(AddressSchema.parse(answer).postcode).toBeNull();
  });
});

describe('checkAddress', () => {
  it('answers a good address normalised for storage', () => {
    expect(checkAddress({ ...GOOD, city: 'antigua guatemala', state: 'sa', first_name: '  Ana  María ' })).toEqual({
      ok: true,
      address: { ...GOOD, first_name: 'Ana María', phone: '+50255501234', postcode: null },
    });
    expect(checkAddress({ ...GOOD, references: '  ' })).toMatchObject({ ok: true, address: { references: null } });
    expect(checkAddress({ ...GOOD, references: undefined })).toMatchObject({ ok: true, address: { references: null } });
    expect(
      checkAddress({ ...GOOD, country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215', phone: '+1 (212) 555-0100' }),
    ).toMatchObject({ ok: true, address: { country: 'US', state: 'NY', city: 'Brooklyn', postcode: '11215', phone: '+12125550100' } });
  });

  it('checks country, state and city before the other fields', () => {
    expect(checkAddress({ ...GOOD, first_name: '', city: 'Mixco' })).toMatchObject({ field: 'city' });
    expect(checkAddress({})).toMatchObject({ field: 'country' });
    expect(checkAddress(null as never)).toMatchObject({ field: 'country' });
    expect(checkAddress([] as never)).toMatchObject({ field: 'country' });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first_name', { first_name: '' }, 'Missing first name', 'Escribe el nombre de quien recibe.'],
    ['first_name', { first_name: 7 }, 'Missing first name', 'Escribe el nombre de quien recibe.'],
    ['first_name', { first_name: 'a'.repeat(81) }, 'The first name is longer than 80 characters', 'El nombre admite como máximo 80 caracteres.'],
    ['first_name', { first_name: 'Ana<script>' }, 'Invalid first name', 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.'],
    ['last_name', { last_name: undefined }, 'Missing last name', 'Escribe el apellido de quien recibe.'],
    ['last_name', { last_name: 'L0pez' }, 'Invalid last name', 'El apellido solo puede tener letras, espacios, apóstrofos, puntos y guiones.'],
    ['phone', { phone: '' }, 'Missing phone', 'Escribe un teléfono de contacto.'],
    [
      'phone',
      { phone: '1234' },
      'Invalid phone 1234',
      'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.',
    ],
    [
      'phone',
      { phone: `5550${' '.repeat(30)}1234` },
      `Invalid phone 5550${' '.repeat(30)}1234`,
      'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.',
    ],
    ['street', { street: ' ' }, 'Missing street', 'Escribe la dirección: calle o avenida, número y zona.'],
    ['street', { street: 'a'.repeat(201) }, 'The street is longer than 200 characters', 'La dirección admite como máximo 200 caracteres.'],
    ['street', { street: '4a avenida\n12-34' }, 'Invalid street', 'La dirección debe ir en una sola línea.'],
    ['references', { references: 5 }, 'Invalid references', 'Las referencias deben ser un texto.'],
    ['references', { references: 'r'.repeat(301) }, 'The references are longer than 300 characters', 'Las referencias admiten como máximo 300 caracteres.'],
    ['references', { references: 'casa\u0000verde' }, 'Invalid references', 'Las referencias tienen caracteres que no son válidos.'],
  ];
  for (const [field, change, message, shopperMessage] of cases)
    it(`refuses ${field} ${JSON.stringify(change).slice(0, 40)} with invalidAddress`, () => {
      expect(checkAddress({ ...GOOD, ...change })).toEqual({ ok: false, cause: 'invalidAddress', field, message, shopperMessage });
    });

  it('keeps line breaks in references and counts emoji as one character', () => {
    expect(checkAddress({ ...GOOD, references: 'Casa verde\nportón negro' })).toMatchObject({ ok: true, address: { references: 'Casa verde\nportón negro' } });
    expect(checkAddress({ ...GOOD, street: '🏠'.repeat(200) }).ok).toBe(true);
    expect(checkAddress({ ...GOOD, street: '🏠'.repeat(201) }).ok).toBe(false);
  });

  it('uses a cause of the catalogue and the name bound of the request checks', () => {
    expect(isErrorCause('invalidAddress')).toBe(true);
    expect(ADDRESS_LIMITS.name).toBe(TEXT_LIMITS.name);
    expect(COUNTRIES.map((c) => c.id)).toEqual(['GT', 'US']);
  });
});

describe('addressProblems', () => {
  it('lists one problem per bad field, in form order, and none for a good address', () => {
    expect(addressProblems(GOOD)).toEqual([]);
    expect(addressProblems({ ...GOOD, first_name: '', phone: 'x', city: 'Mixco' }).map((p) => p.field)).toEqual(['city', 'first_name', 'phone']);
    expect(addressProblems({}).map((p) => p.field)).toEqual(['country', 'first_name', 'last_name', 'phone', 'street']);
  });
});

describe('normalizePhone', () => {
  it('takes 8 Guatemalan digits with or without +502, or +1 and 10 digits, and answers them with the prefix', () => {
    expect(normalizePhone('5550-1234')).toBe('+50255501234');
    expect(normalizePhone('+502 5550 1234')).toBe('+50255501234');
    expect(normalizePhone('00502 2222 3333')).toBe('+50222223333');
    expect(normalizePhone('+1 212 555 0100')).toBe('+12125550100');
    expect(normalizePhone('15550123')).toBeNull();
    expect(normalizePhone('+1 112 555 0100')).toBeNull();
    expect(normalizePhone('2125550100')).toBeNull();
  });

});

describe('checkGeolocation', () => {
  it('takes real coordinates and refuses anything else, naming the coordinate in Spanish', () => {
    expect(checkGeolocation(14.6349, -90.5069)).toEqual({ ok: true, geolocation: { lat: 14.6349, lng: -90.5069 } });
    expect(checkGeolocation(90, 180).ok).toBe(true);
    expect(checkGeolocation(-90, -180).ok).toBe(true);
    for (const [lat, lng, field] of [
      [90.0001, 0, 'lat'],
      [Number.NaN, 0, 'lat'],
      ['14.6', 0, 'lat'],
      [0, 180.5, 'lng'],
      [0, Number.POSITIVE_INFINITY, 'lng'],
      [0, null, 'lng'],
    ] as const)
      expect(checkGeolocation(lat, lng)).toMatchObject({ ok: false, field });
    expect(checkGeolocation(91, 0)).toEqual({ ok: false, field: 'lat', message: 'La latitud debe ser un número entre -90 y 90.' });
    expect(checkGeolocation(0, 181)).toEqual({ ok: false, field: 'lng', message: 'La longitud debe ser un número entre -180 y 180.' });
  });
});

describe('AddressSchema', () => {
  it('reads an address of spec section 3, with nulls and fallbacks', () => {
    const parsed = AddressSchema.parse({
      id: 'a1',
      first_name: 'Ana',
      last_name: 'López',
      phone: '+50255501234',
      street: '4a avenida 12-34',
      references: null,
      city: 'Antigua Guatemala',
      state: 'SA',
      country: 'GT',
      times_used: null,
      last_used: '2026-01-02T10:00:00-06:00[America/Guatemala]',
      geolocation: { lat: 14.55, lng: -90.73 },
    });
    expect(parsed).toMatchObject({ times_used: 0, last_used: '2026-01-02T10:00:00-06:00', request_user_geolocation: false, geolocation: { lat: 14.55 } });
    expect(AddressListSchema.parse(null)).toEqual([]);
    expect(AddressSchema.safeParse({ id: 1, first_name: 'Ana' }).success).toBe(false);
  });
});
