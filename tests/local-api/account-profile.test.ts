import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/domain/user/user';
import { makeAccountApi } from './account-support';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';

const ACCOUNT_CALLS: [string, string][] = [
  ['GET', '/user/'],
  ['PUT', '/user/'],
  ['DELETE', '/user/'],
  ['PUT', '/user/selected_address'],
  ['PUT', '/user/selected_pickup'],
  ['GET', '/user/avatar/predefined'],
  ['PUT', '/user/avatar/predefined/gato'],
  ['POST', '/user/avatar/upload'],
  ['POST', '/user/dpi/'],
  ['GET', '/user/dpi/'],
  ['GET', '/setting/'],
  ['PUT', '/setting/'],
  ['GET', '/user/notification/'],
  ['POST', '/user/notification/1/clear/'],
  ['POST', '/one_signal_player/'],
  ['POST', '/user/device/permission'],
];

describe('account calls need a signed-in user', () => {
  it('answers an anonymous token with 403 onlyAnonymousTokenFound on every account call, and changes nothing', async () => {
    const api = makeAccountApi();
    const anonymous = await api.anonymous();
    for (const [method, path] of ACCOUNT_CALLS) {
      const res = await api.call(method, path, { token: anonymous, body: method === 'GET' ? undefined : {} });
      expect([method, path, res.status, res.body.cause]).toEqual([method, path, 403, 'onlyAnonymousTokenFound']);
      expect(res.body.message).toBe('Inicia sesión para continuar.');
    }
    // The anonymous session is still good (403 onlyAnonymousTokenFound is not a bad session).
    expect((await api.call('GET', '/cart/', { token: anonymous })).status).not.toBe(401);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(DEMO_ACCOUNTS.length);
  });

  it('answers no token with 401 AUTH_ERROR and an unknown one with 401 INVALID_TOKEN, never 500', async () => {
    const api = makeAccountApi();
    for (const [method, path] of ACCOUNT_CALLS) {
      const none = await api.call(method, path);
      expect([path, none.status, none.body.cause]).toEqual([path, 401, 'AUTH_ERROR']);
      const bad = await api.call(method, path, { token: 'f'.repeat(64) });
      expect([path, bad.status, bad.body.cause]).toEqual([path, 401, 'INVALID_TOKEN']);
    }
  });
});

describe('GET /user/', () => {
  it('answers the signed-in user with every field of spec section 3, in the shape the library checks', async () => {
    const api = makeAccountApi();
    const token = await api.login('carlos@tienda.test');
    const res = await api.call('GET', '/user/', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(UserSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      public_id: expect.any(String),
      email: 'carlos@tienda.test',
      is_email_verified: expect.any(Boolean),
      phone: '+50255505678',
      is_phone_verified: false,
      first_name: 'Carlos',
      last_name: 'Pérez',
      contact_email: null,
      pickup_contact: { name: 'Carlos Pérez', phone: '+50255505678', email: 'carlos@tienda.test' },
      avatar: null,
      notification: { unread_count: 0 },
      has_mobile_app: false,
      has_made_purchase: false,
      selected_address: null,
      selected_pickup: null,
      points: 120,
      is_cc_payment_blocked: false,
      is_pickup_location_worker: true,
    });
  });
});

describe('PUT /user/', () => {
  it('updates names, contact email and phone (normalized), and answers the new user', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('PUT', '/user/', {
      token,
      body: { first_name: '  María   José ', last_name: "O'Connor-Ávila", contact_email: 'Contacto@Ejemplo.com', phone: '5123 4567' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'María José',
      last_name: "O'Connor-Ávila",
      contact_email: 'contacto@ejemplo.com',
      phone: '+50251234567',
      email: 'ana@tienda.test',
      pickup_contact: { name: "María José O'Connor-Ávila", phone: '+50251234567', email: 'contacto@ejemplo.com' },
    });
    expect((await api.call('GET', '/user/', { token })).body).toEqual(res.body);
  });

  it('leaves absent fields alone, clears phone and contact email with null or "", and takes US numbers', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    expect((await api.call('PUT', '/user/', { token, body: { phone: '+1 (415) 555-0100' } })).body.phone).toBe('+14155550100');
    const res = await api.call('PUT', '/user/', { token, body: { phone: '', contact_email: null } });
    expect(res.body).toMatchObject({ first_name: 'Ana', last_name: 'López', phone: null, contact_email: null });
    expect((await api.call('PUT', '/user/', { token, body: { phone: '+502 2345-6789' } })).body.phone).toBe('+50223456789');
  });

  it.each([
    [{ first_name: '' }, 'El nombre no puede quedar vacío.', 'first_name'],
    [{ first_name: '   ' }, 'El nombre no puede quedar vacío.', 'first_name'],
    [{ last_name: 'R2D2' }, 'El apellido solo puede tener letras, espacios, apóstrofos, puntos y guiones.', 'last_name'],
    [{ first_name: '<script>' }, 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.', 'first_name'],
    [{ first_name: 'a'.repeat(81) }, 'El nombre puede tener como máximo 80 caracteres.', 'first_name'],
    [{ first_name: 7 }, 'El nombre debe ser un texto (campo "first_name").', 'first_name'],
    [{ last_name: null }, 'El apellido debe ser un texto (campo "last_name").', 'last_name'],
    [{ contact_email: 'sin-arroba' }, 'El correo de contacto no es válido: escribe una dirección como nombre@ejemplo.com.', 'contact_email'],
    [{ contact_email: `${'a'.repeat(250)}@x.gt` }, 'El correo de contacto puede tener como máximo 254 caracteres.', 'contact_email'],
    [{ phone: '1234' }, 'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.', 'phone'],
    [{ phone: '+44 20 7946 0958' }, 'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.', 'phone'],
    [{ phone: '9123 4567' }, 'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.', 'phone'],
    [{ email: 'otro@tienda.test' }, 'El campo "email" no se puede cambiar aquí; se admiten: first_name, last_name, contact_email, phone.', null],
    [{ points: 99999 }, 'El campo "points" no se puede cambiar aquí; se admiten: first_name, last_name, contact_email, phone.', null],
    [[1, 2], 'El perfil debe enviarse como un objeto JSON.', null],
  ] as [unknown, string, string | null][])('refuses %j with 400 apiCallFailed, a Spanish message and the field it is about, changing nothing', async (body, message, field) => {
    const api = makeAccountApi();
    const token = await api.login();
    const before = (await api.call('GET', '/user/', { token })).body;
    // A valid change beside the bad one is not applied either.
    const res = await api.call('PUT', '/user/', { token, body: Array.isArray(body) ? body : { last_name: 'Cambiado', ...(body as object) } });
    expect([res.status, res.body]).toEqual([400, { cause: 'apiCallFailed', message, ...(field ? { field } : {}) }]);
    expect((await api.call('GET', '/user/', { token })).body).toEqual(before);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('PUT', '/user/', { token, raw: '{"first_name":' });
    expect([res.status, res.body.cause]).toEqual([400, 'apiCallFailed']);
  });
});

describe('GET /user/ is_cc_payment_blocked', () => {
  it('says what the users table says, so a blocked shopper is never offered card payment', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    expect((await api.call('GET', '/user/', { token })).body.is_cc_payment_blocked).toBe(false);
    api.db.prepare("UPDATE users SET is_cc_payment_blocked = 1 WHERE email = 'ana@tienda.test'").run();
    expect((await api.call('GET', '/user/', { token })).body.is_cc_payment_blocked).toBe(true);
  });
});

describe('PUT /user/selected_address and /user/selected_pickup', () => {
  it.each([
    ['/user/selected_address', 'selected_address_id', 'La dirección no existe o no es tuya.'],
    ['/user/selected_pickup', 'selected_pickup_id', 'El punto de recogida no existe o no es tuya.'],
  ])('%s: an id that is not the user\'s is 404 notFound; null clears it', async (path, field, message) => {
    const api = makeAccountApi();
    const token = await api.login();
    const missing = await api.call('PUT', path, { token, body: { [field]: 42 } });
    expect([missing.status, missing.body]).toEqual([404, { cause: 'notFound', message }]);
    const bad = await api.call('PUT', path, { token, body: { [field]: { x: 1 } } });
    expect([bad.status, bad.body.cause]).toEqual([400, 'apiCallFailed']);
    const none = await api.call('PUT', path, { token, body: {} });
    expect([none.status, none.body.message]).toEqual([400, `La solicitud no es válida: falta el campo "${field}".`]);
    const cleared = await api.call('PUT', path, { token, body: { [field]: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body[path.endsWith('address') ? 'selected_address' : 'selected_pickup']).toBeNull();
  });

  it('selects a pickup point the user may use, by public id; a restricted one is 404 for a shopper, as a missing one', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const chosen = await api.call('PUT', '/user/selected_pickup', { token, body: { selected_pickup_id: 'sac-antigua' } });
    expect([chosen.status, chosen.body.selected_pickup]).toEqual([200, 'sac-antigua']);
    expect((await api.call('GET', '/user/', { token })).body.selected_pickup).toBe('sac-antigua');
    const restricted = await api.call('PUT', '/user/selected_pickup', { token, body: { selected_pickup_id: 'gt-bodega-zona-12' } });
    expect([restricted.status, restricted.body.cause]).toEqual([404, 'notFound']);
    expect((await api.call('GET', '/user/', { token })).body.selected_pickup).toBe('sac-antigua');
  });
});
