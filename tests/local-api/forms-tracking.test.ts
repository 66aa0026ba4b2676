import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORMS_PER_DAY } from '../../local-api/forms/forms';
import { MAX_TRACKING_ROWS } from '../../local-api/tracking/routes';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
let ana: string;

const B2B = {
  full_name: 'María José Ruiz',
  email: 'Compras@Empresa.com.gt',
  phone_number: '2222 3333',
  company: 'Distribuidora El Quetzal',
  company_size: '11-50',
  industry: 'Comercio',
};
const SELLER = {
  full_name: 'Pedro Ajú',
  email: 'pedro@artesanias.gt',
  phone_number: '+1 212 555 0100',
  company: 'Artesanías Ajú',
  category: 'Artesanías',
  business_tax_id: '576937-k',
  social_media: '@artesanias_aju',
};

const count = (table: string) => (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

beforeAll(async () => {
  api = makeApi();
  anon = await api.anonymous();
  ana = await api.login('ana@tienda.test');
});

describe('POST /b2b', () => {
  it('stores a valid enquiry (any session), normalised', async () => {
    const res = await api.call('POST', '/b2b', { token: anon, body: B2B });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^Gracias: recibimos tu solicitud/);
    const row = api.db.prepare('SELECT * FROM business_enquiries WHERE id = ?').get(Number(res.body.id)) as Record<string, string>;
    expect(row).toMatchObject({ full_name: 'María José Ruiz', email: 'compras@empresa.com.gt', phone_number: '+50222223333', company_size: '11-50' });
    expect(row.owner).toMatch(/^s:/);
  });

  it('checks field by field, in order, with a Spanish message and the field', async () => {
    for (const [patch, field, message] of [
      [{ full_name: '' }, 'full_name', /^Escribe tu nombre completo\.$/],
      [{ full_name: 'R2D2 robot' }, 'full_name', /solo puede tener letras/],
      [{ email: 'no-es-correo' }, 'email', /no es válido/],
      [{ phone_number: '12345' }, 'phone_number', /demasiado corto/],
      [{ phone_number: '5555-abcd' }, 'phone_number', /solo puede tener dígitos/],
      [{ phone_number: '+12 3456 7890 1234 56' }, 'phone_number', /de 8 a 15/],
      [{ company: 'x'.repeat(121) }, 'company', /como máximo 120/],
      [{ company_size: 'enorme' }, 'company_size', /^Elige el tamaño de tu empresa: 1-10, 11-50/],
      [{ industry: undefined }, 'industry', /^Escribe el sector de tu empresa\.$/],
      [{ full_name: '', email: 'malo' }, 'full_name', /nombre/],
    ] as const) {
      const res = await api.call('POST', '/b2b', { token: anon, body: { ...B2B, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.cause).toBe('NOT_ALLOWED');
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
    const notObject = await api.call('POST', '/b2b', { token: anon, body: [B2B] });
    expect(notObject.status).toBe(400);
    expect(notObject.body.cause).toBe('apiCallFailed');
    expect((await api.call('POST', '/b2b', { body: B2B })).status).toBe(401);
  });

  it(`takes at most ${MAX_FORMS_PER_DAY} a day per session`, async () => {
    const fresh = await api.anonymous();
    for (let i = 0; i < MAX_FORMS_PER_DAY; i++) expect((await api.call('POST', '/b2b', { token: fresh, body: B2B })).status).toBe(201);
    const res = await api.call('POST', '/b2b', { token: fresh, body: B2B });
    expect(res.status).toBe(429);
    expect(res.body.cause).toBe('TOO_MANY_REQUESTS');
    expect(res.headers.get('retry-after')).toBe('3600');
  });
});

describe('POST /seller_signup', () => {
  it('stores a valid sign-up with its compact NIT', async () => {
    const res = await api.call('POST', '/seller_signup', { token: ana, body: SELLER });
    expect(res.status).toBe(201);
    const row = api.db.prepare('SELECT * FROM seller_signups WHERE id = ?').get(Number(res.body.id)) as Record<string, string>;
    expect(row).toMatchObject({ business_tax_id: '576937K', phone_number: '+12125550100', social_media: '@artesanias_aju', category: 'Artesanías' });
    expect(row.owner).toMatch(/^u:/);
    const noSocial = await api.call('POST', '/seller_signup', { token: ana, body: { ...SELLER, social_media: '' } });
    expect(noSocial.status).toBe(201);
  });

  it('refuses a bad NIT, CF, a missing category and a bad social media link', async () => {
    for (const [patch, field, message] of [
      [{ category: '' }, 'category', /^Escribe la categoría de lo que vendes\.$/],
      [{ business_tax_id: '1234567-8' }, 'business_tax_id', /El NIT no es válido/],
      [{ business_tax_id: 'CF' }, 'business_tax_id', /CF no sirve aquí/],
      [{ business_tax_id: '  ' }, 'business_tax_id', /Escribe el NIT de tu negocio/],
      [{ business_tax_id: undefined }, 'business_tax_id', /Escribe el NIT/],
      [{ social_media: 'javascript:alert(1)' }, 'social_media', /enlace \(https:\/\/…\) o el usuario/],
      [{ social_media: 42 }, 'social_media', /texto/],
    ] as const) {
      const res = await api.call('POST', '/seller_signup', { token: ana, body: { ...SELLER, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body).toMatchObject({ cause: 'NOT_ALLOWED', field });
      expect(res.body.message).toMatch(message);
    }
  });
});

describe('POST /events', () => {
  it('stores a batch, dropping invalid events, and answers 204', async () => {
    const before = count('tracking_events');
    const res = await api.call('POST', '/events', {
      token: ana,
      body: [
        { name: 'view_item', timestamp: '2026-03-02T14:59:00Z', parameters: { sku: 'ABC', price: 10 } },
        { name: 'add_to_cart', timestamp: 1772463540000, parameters: {} },
        { name: 'sin fecha', parameters: null },
        { name: '<script>', timestamp: 'x', parameters: {} },
        { name: 'big', parameters: { blob: 'x'.repeat(3000) } },
        'not an event',
        { timestamp: '2026-03-02T14:59:00Z' },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const rows = api.db.prepare('SELECT owner, name, timestamp, parameters FROM tracking_events WHERE id > ? ORDER BY id').all(before) as Record<string, string>[];
    expect(rows.map((r) => r.name)).toEqual(['view_item', 'add_to_cart', 'sin fecha']);
    expect(rows[0]).toMatchObject({ timestamp: '2026-03-02T14:59:00.000Z', parameters: '{"sku":"ABC","price":10}' });
    expect(rows[1]!.timestamp).toBe('2026-03-02T14:59:00.000Z');
    expect(rows[2]!.timestamp).toBeNull();
    expect(rows.every((r) => r.owner?.startsWith('u:'))).toBe(true);
  });

  it('works without a session or with a bad one; refuses only a body that is not a list of at most 100', async () => {
    expect((await api.call('POST', '/events', { body: [{ name: 'anon' }] })).status).toBe(204);
    expect((await api.call('POST', '/events', { token: 'no-es-un-token', body: { events: [{ name: 'bad_token' }] } })).status).toBe(204);
    const stored = api.db.prepare(`SELECT owner FROM tracking_events WHERE name IN ('anon', 'bad_token')`).all();
    expect(stored).toEqual([{ owner: null }, { owner: null }]);
    const tooMany = await api.call('POST', '/events', { body: Array.from({ length: 101 }, () => ({ name: 'x' })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ cause: 'apiCallFailed', message: expect.stringMatching(/como máximo 100 eventos/) });
    const garbage = await api.call('POST', '/events', { raw: '{"events": 5' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.cause).toBe('apiCallFailed');
  });

  it('never answers 5xx: a storage failure is logged and the answer is still 204', async () => {
    const local = makeApi();
    local.db.exec('DROP TABLE tracking_events; DROP TABLE page_views;');
    expect((await local.call('POST', '/events', { body: [{ name: 'view' }] })).status).toBe(204);
    expect((await local.call('GET', '/track/page/?path=/')).status).toBe(204);
    expect(local.logs.filter((line) => line.startsWith('warn No se pudo guardar'))).toHaveLength(2);
  });

  it(`keeps at most ${MAX_TRACKING_ROWS} events, pruning the oldest`, async () => {
    const local = makeApi();
    local.db.prepare('INSERT INTO tracking_events (id, name, parameters, received_at) VALUES (?, ?, ?, ?)').run(MAX_TRACKING_ROWS + 5, 'old', '{}', 'x');
    local.db.prepare('INSERT INTO tracking_events (id, name, parameters, received_at) VALUES (?, ?, ?, ?)').run(1, 'oldest', '{}', 'x');
    await local.call('POST', '/events', { body: [{ name: 'new' }] });
    const names = (local.db.prepare('SELECT name FROM tracking_events ORDER BY id').all() as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(['old', 'new']);
  });
});

describe('GET /track/page/', () => {
  it('stores the query parameters, bounded, and answers 204', async () => {
    const long = 'a'.repeat(600);
    const many = Array.from({ length: 40 }, (_, i) => `k${i}=${i}`).join('&');
    const res = await api.call('GET', `/track/page/?path=%2Fproducto%2Fx&ref=home&long=${long}&${many}`, { token: anon });
    expect(res.status).toBe(204);
    const row = api.db.prepare('SELECT owner, parameters FROM page_views ORDER BY id DESC LIMIT 1').get() as { owner: string; parameters: string };
    const params = JSON.parse(row.parameters) as Record<string, string>;
    expect(params.path).toBe('/producto/x');
    expect(params.ref).toBe('home');
    expect(params.long).toHaveLength(500);
    expect(Object.keys(params)).toHaveLength(30);
    expect(row.owner).toMatch(/^s:/);
    expect((await api.call('GET', '/track/page')).status).toBe(204);
  });
});
