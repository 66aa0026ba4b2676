import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LINK_MINUTES, invoicePdf, invoiceToken, winAnsi, type InvoiceFacts } from '../../local-api/orders/invoice';
import { OrderSchema } from '../../src/domain/orders/order';
import { makeAccountApi } from './account-support';
import { API } from './support';

/** dd/mm/yyyy of the day `daysAgo` days before the test clock (the demo orders are dated from seeding; 16:20 UTC is the same day in Guatemala). */
function seededDay(daysAgo: number): string {
  const [y, m, d] = new Date(api.clock.now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Invoices: GET /order/{n}/invoice (a generated PDF), GET /order/{n}/invoice_url (a signed link to the HTML invoice). */
const api = makeAccountApi();
let lucia: string;
let ana: string;

const latin1 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('latin1');
const row = (n: string) => api.db.prepare('SELECT total_cents, user_id FROM orders WHERE order_number = ?').get(n) as { total_cents: number; user_id: number };

/** Checks a PDF's structure: header, one page, fonts, an xref whose every offset starts its object, and the trailer. */
function readPdf(pdf: string): { content: string } {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n([0-9]+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const entries = [...pdf.slice(startxref).matchAll(/^([0-9]{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries).toHaveLength(7);
  entries.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  expect(pdf).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
  expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  expect(pdf).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
  const stream = /<< \/Length ([0-9]+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
  expect(Number(stream[1])).toBe(stream[2]!.length);
  return { content: stream[2]! };
}

/** The WinAnsi bytes 0x80–0x9F these tests meet; the rest of the upper half is Latin-1. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x93: '“', 0x94: '”' };
const fromWinAnsi = (byte: number) => WIN_ANSI[byte] ?? String.fromCharCode(byte);
/** The strings shown by Tj, decoded from the PDF's escapes (octal bytes are WinAnsi). */
const shown = (content: string) =>
  [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    m[1]!.replace(/\\([0-7]{3}|.)/g, (_all, esc: string) => (esc.length === 3 ? fromWinAnsi(parseInt(esc, 8)) : esc)),
  );

beforeAll(async () => {
  lucia = await api.login('lucia@tienda.test');
  ana = await api.login('ana@tienda.test');
});

describe('GET /order/{n}/invoice', () => {
  it('is a one-page PDF download with the store, NIT, order, date, lines and totals in quetzales', async () => {
    const res = await api.raw('GET', '/order/100004/invoice', lucia);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="factura-100004.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { content } = readPdf(latin1(await res.arrayBuffer()));
    const texts = shown(content);
    const order = OrderSchema.parse((await api.call('GET', '/order/100004', { token: lucia })).body);
    expect(texts).toEqual(
      expect.arrayContaining(['Factura', 'Tienda, S. A.', 'Pedido 100004', `Fecha: ${seededDay(40)}`, 'NIT: 4560001-5', 'Nombre: Lucía Méndez', 'Descripción', 'Envío']),
    );
    for (const item of order.items) {
      expect(texts.some((t) => item.product.title.startsWith(t.replace(/…$/, '')))).toBe(true);
      expect(texts).toContain(`Q${item.price.toFixed(2)}`);
    }
    const total = row('100004').total_cents;
    expect(texts).toContain('Total');
    expect(texts).toContain(`Q${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    // Accents travel as WinAnsi bytes (octal escapes), never as UTF-8.
    expect(content).toContain('(Nombre: Luc\\355a M\\351ndez) Tj');
    expect(content).not.toMatch(/[^\x09\x0a\x0d\x20-\x7e]/);
  });

  it('says CF for an order without NIT, and what is left to pay', async () => {
    const { content } = readPdf(latin1(await (await api.raw('GET', '/order/100005/invoice', lucia)).arrayBuffer()));
    const texts = shown(content);
    expect(texts).toContain('NIT: CF');
    expect(texts).toContain('Nombre: Consumidor final');
    expect(texts).toContain('Pendiente de pago');
  });

  it("is the owner's only (404 for ana, 403 anonymous) and refused for a cancelled order", async () => {
    const other = await api.call('GET', '/order/100004/invoice', { token: ana });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    const anonymous = await api.call('GET', '/order/100004/invoice', { token: await api.anonymous() });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
  });
});

describe('the PDF writer', () => {
  const facts: InvoiceFacts = {
    orderNumber: '123',
    date: '01/03/2026',
    taxId: 'CF',
    name: 'Ñandú (prueba) \\ “comillas” €',
    lines: Array.from({ length: 40 }, (_, i) => ({ quantity: 1, title: `Producto ${i + 1} ${'x'.repeat(80)}`, unitCents: 1000, totalCents: 1000 })),
    subTotalCents: 40000,
    shippingCents: 0,
    otherCents: 0,
    discountCents: 500,
    totalCents: 39500,
    paidCents: 39500,
  };

  it('escapes ( ) \\, keeps WinAnsi characters, fits 40 lines on one page and clips long titles', () => {
    const { content } = readPdf(latin1(invoicePdf(facts)));
    const texts = shown(content);
    expect(content).toContain('(Nombre: \\321and\\372 \\(prueba\\) \\\\ \\223comillas\\224 \\200) Tj');
    expect(texts.filter((t) => t.startsWith('Producto '))).toHaveLength(27);
    expect(texts).toContain('y 13 productos más');
    expect(texts).toContain('Q130.00');
    expect(texts).toContain('-Q5.00');
    expect(texts).toContain('Q395.00');
    expect(texts.filter((t) => t.startsWith('Producto ')).every((t) => t.length === 58 && t.endsWith('…'))).toBe(true);
  });

  it('maps what WinAnsi lacks to ? and control characters to spaces', () => {
    expect(winAnsi('á€\u4e2d\n')).toEqual([0xe1, 0x80, 0x3f, 0x20]);
  });
});

describe('GET /order/{n}/invoice_url and the signed HTML invoice', () => {
  it('answers a signed link that opens the HTML invoice without the Session header, for 15 minutes', async () => {
    const res = await api.call('GET', '/order/100006/invoice_url', { token: lucia });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/order/100006/invoice/view`);
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const page = await api.raw('GET', res.body.url as string); // no Session header
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Pedido <strong>100006</strong>');
    expect(html).toContain('NIT: 4560001-5');
    expect(html).toContain('Nombre: Lucía Méndez');
    expect(html).not.toContain('<script');

    api.clock.now = new Date(api.clock.now.getTime() + (INVOICE_LINK_MINUTES * 60 - 1) * 1000);
    expect((await api.raw('GET', res.body.url as string)).status).toBe(200);
    api.clock.now = new Date(api.clock.now.getTime() + 2000);
    const expired = await api.raw('GET', res.body.url as string);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      cause: 'NOT_ALLOWED',
      message: 'El enlace de la factura no es válido o ya venció. Vuelve a abrir la factura desde tu pedido.',
    });
  });

  it('refuses a token altered, forged, for another order or for another user (403 NOT_ALLOWED)', async () => {
    const url = new URL((await api.call('GET', '/order/100006/invoice_url', { token: lucia })).body.url as string);
    const token = url.searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(`100006.${row('100006').user_id}.${Date.UTC(2030, 0, 1)}`).toString('base64url');
    const anaId = (api.db.prepare(`SELECT id FROM users WHERE email = 'ana@tienda.test'`).get() as { id: number }).id;
    const cases = [
      `/order/100007/invoice/view?token=${token}`, // another order of the same user
      `/order/100006/invoice/view?token=${forgedPayload}.${signature}`,
      `/order/100006/invoice/view?token=${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, // a full 6-bit digit changed (the last one carries padding bits)
      `/order/100006/invoice/view?token=${payload}`,
      '/order/100006/invoice/view',
      `/order/100006/invoice/view?token=${invoiceToken('100006', anaId, api.clock.now)}`, // signed, but ana does not own it
      `/order/abc/invoice/view?token=${token}`,
    ];
    for (const path of cases) {
      const res = await api.raw('GET', path);
      expect(res.status, path).toBe(403);
      expect((await res.json()).cause).toBe('NOT_ALLOWED');
    }
  });

  it("ana gets no link for lucia's order, and a cancelled order has neither link nor invoice", async () => {
    const other = await api.call('GET', '/order/100006/invoice_url', { token: ana });
    expect(other.status).toBe(404);
    const url = (await api.call('GET', '/order/100007/invoice_url', { token: lucia })).body.url as string;
    expect((await api.call('GET', '/order/100007', { token: lucia })).body.invoice_url).toBe(`${API}/order/100007/invoice`);
    const cancelled = await api.call('POST', '/order/100007/cancel', { token: lucia, body: { reason: 'Ya no lo necesito' } });
    expect(cancelled.status).toBe(200);
    expect(OrderSchema.parse(cancelled.body).invoice_url).toBeNull();
    expect((await api.raw('GET', url)).status).toBe(403);
    const pdf = await api.call('GET', '/order/100007/invoice', { token: lucia });
    expect(pdf.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido está cancelado: no tiene factura.' });
    expect((await api.call('GET', '/order/100007/invoice_url', { token: lucia })).body.cause).toBe('NOT_ALLOWED');
  });
});
