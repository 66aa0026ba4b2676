import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage, nitCheckDigit, type UseCaseError } from '../../src/node';
import { startLocalApi, type RunningApi } from './support/local-api';

/**
 * tienda.forms and tienda.tracking against the real local API (port 0, a fresh temporary database): the answers
 * parse with the library's schemas, the server keeps what the client sent, and tracking stays silent.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

function client(tracking?: { enabled: boolean }) {
  const reported: UseCaseError[] = [];
  const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage(), logger: { log: () => undefined }, ...(tracking ? { tracking } : {}) });
  tienda.errors$.subscribe((error) => reported.push(error));
  return { tienda, reported };
}

const count = (table: string) => (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('tienda.forms against the local API', () => {
  it('stores a B2B enquiry from an anonymous shopper and answers its id and thanks', async () => {
    const { tienda } = client();
    await tienda.start();
    const receipt = await tienda.forms.b2b({
      full_name: 'Marta Rodríguez',
      email: 'Marta@Empresa.com.gt',
      phone_number: '5555 1234',
      company: 'Distribuidora El Sol',
      company_size: '51-200',
      industry: 'Alimentos',
    });
    expect(receipt.id).toMatch(/^[0-9]+$/);
    expect(receipt.message).toContain('Gracias');
    const row = api.db.prepare('SELECT email, phone_number, company_size FROM business_enquiries WHERE id = ?').get(Number(receipt.id));
    expect(row).toEqual({ email: 'marta@empresa.com.gt', phone_number: '+50255551234', company_size: '51-200' });
  });

  it('stores a seller sign-up with its NIT compact; a CF is refused by the client before the server sees it', async () => {
    const { tienda, reported } = client();
    await tienda.start();
    const form = {
      full_name: 'Óscar Juárez',
      email: 'oscar@artesanias.gt',
      phone_number: '+502 4444 5555',
      company: 'Artesanías Juárez',
      category: 'Hogar y cocina',
      business_tax_id: `7654321-${nitCheckDigit('7654321')}`,
      social_media: 'https://instagram.com/artesaniasjuarez',
    };
    const before = count('seller_signups');
    const refused = (await tienda.forms.sellerSignup({ ...form, business_tax_id: 'C/F' }).catch((error: UseCaseError) => error)) as UseCaseError;
    expect([refused.cause, refused.userMessage]).toEqual(['NOT_ALLOWED', 'Un vendedor necesita el NIT de su negocio; CF no sirve aquí.']);
    expect(count('seller_signups')).toBe(before);
    const receipt = await tienda.forms.sellerSignup(form);
    const row = api.db.prepare('SELECT business_tax_id, social_media FROM seller_signups WHERE id = ?').get(Number(receipt.id));
    expect(row).toEqual({ business_tax_id: `7654321${nitCheckDigit('7654321')}`, social_media: form.social_media });
    expect(reported.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);
  });
});

describe('tienda.tracking against the local API', () => {
  it('keeps a batch of events and a page view under the shopper\'s session, with nothing reported', async () => {
    const { tienda, reported } = client({ enabled: true });
    await tienda.start();
    const events = count('tracking_events');
    const views = count('page_views');
    tienda.tracking.event('add_to_cart', { sku: 'SKU-1', quantity: 2 });
    tienda.tracking.event('purchase', { order_number: '100042' });
    tienda.tracking.page({ path: '/cuenta/pedidos', referrer: '' });
    await tienda.tracking.flush();
    expect(count('tracking_events')).toBe(events + 2);
    expect(count('page_views')).toBe(views + 1);
    const last = api.db.prepare('SELECT name, parameters, owner, timestamp FROM tracking_events ORDER BY id DESC LIMIT 1').get() as { name: string; parameters: string; owner: string | null; timestamp: string };
    expect([last.name, JSON.parse(last.parameters)]).toEqual(['purchase', { order_number: '100042' }]);
    expect(last.owner).toBeTruthy();
    expect(last.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    const view = api.db.prepare('SELECT parameters FROM page_views ORDER BY id DESC LIMIT 1').get() as { parameters: string };
    expect(JSON.parse(view.parameters)).toEqual({ path: '/cuenta/pedidos', referrer: '' });
    expect(reported).toEqual([]);
  });

  it('sends nothing from a server-side client (no window) that did not opt in', async () => {
    const { tienda } = client();
    const events = count('tracking_events');
    const views = count('page_views');
    tienda.tracking.event('purchase', { order_number: '1' });
    tienda.tracking.page({ path: '/' });
    await tienda.tracking.flush();
    expect([count('tracking_events'), count('page_views')]).toEqual([events, views]);
  });
});
