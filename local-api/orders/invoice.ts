/*
 * An order's invoice, as a one-page PDF (GET /order/{n}/invoice, a download)
 * and as an HTML page opened by a short-lived signed link (GET
 * /order/{n}/invoice_url → /order/{n}/invoice/view?token=…, which needs no
 * Session header so a new tab can open it). Both show the same facts: the
 * store, the NIT or CF and the name, the order number and date, the lines,
 * and the totals in quetzales.
 *
 * The PDF is written here by hand (no dependency): one page, Letter size,
 * the standard Helvetica and Helvetica-Bold fonts with WinAnsiEncoding so
 * Spanish accents and ñ show; text outside that encoding becomes «?».
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GUATEMALA_OFFSET_MS } from '../catalog/catalogue';
import { formatQuetzales } from '../discounts/discount-rules';
import { escapeHtml } from '../pickup-worker/hours';
import type { AppDeps } from '../http/context';
import { listInvoiceLines, type OrderDetails, type OrderRow } from './order-store';

/** How long a signed invoice link lasts. */
export const INVOICE_LINK_MINUTES = 15;
/** The lines one page holds; more are summed up in one «y N productos más» line. */
export const INVOICE_MAX_LINES = 28;

const STORE = { name: 'Tienda', legal: 'Tienda, S. A.', nit: '9876543-2', address: 'Ciudad de Guatemala, Guatemala' } as const;

export interface InvoiceFacts {
  orderNumber: string;
  /** The order's date in Guatemala, dd/mm/aaaa. */
  date: string;
  taxId: string;
  name: string;
  lines: { quantity: number; title: string; unitCents: number; totalCents: number }[];
  subTotalCents: number;
  shippingCents: number;
  otherCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
}

/** Q1,000.00, a negative amount (a discount) as -Q25.00. */
const money = (cents: number) => `${cents < 0 ? '-' : ''}${formatQuetzales(Math.abs(cents))}`;

/** dd/mm/aaaa of an ISO instant in Guatemala (UTC−6, no daylight saving). */
function guatemalanDate(iso: string): string {
  const at = new Date(new Date(iso).getTime() + GUATEMALA_OFFSET_MS);
  if (Number.isNaN(at.getTime())) return iso.slice(0, 10);
  return `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
}

/** What an invoice of `row` shows. */
export function invoiceFacts(deps: AppDeps, row: OrderRow): InvoiceFacts {
  const details = JSON.parse(row.details) as OrderDetails;
  const items = listInvoiceLines(deps.db, row.id);
  const data = (details.invoice_data ?? {}) as { tax_id?: unknown; name?: unknown };
  const taxId = details.invoice_type === 'TAX_ID' && typeof data.tax_id === 'string' && data.tax_id.trim() ? data.tax_id.trim() : 'CF';
  const name = typeof data.name === 'string' && data.name.trim() ? data.name.trim() : 'Consumidor final';
  return {
    orderNumber: row.order_number,
    date: guatemalanDate(row.created_at),
    taxId,
    name,
    lines: items.map((i) => ({ quantity: i.quantity, title: i.title, unitCents: i.unit_price_cents, totalCents: i.unit_price_cents * i.quantity })),
    subTotalCents: row.sub_total_cents,
    shippingCents: row.shipping_cents,
    otherCents: row.gift_wrap_cents + row.surcharge_cents,
    discountCents: row.coupon_cents + row.gift_card_cents,
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
  };
}

// ---------------------------------------------------------------- HTML


/** The invoice as an HTML page (self-contained: inline style only). */
export function invoiceHtml(f: InvoiceFacts): string {
  const lines = f.lines
    .map(
      (l) =>
        `<tr><td class="n">${l.quantity}</td><td>${escapeHtml(l.title)}</td><td class="n">${money(l.unitCents)}</td><td class="n">${money(l.totalCents)}</td></tr>`,
    )
    .join('');
  const row = (label: string, cents: number, strong = false) =>
    `<tr${strong ? ' class="total"' : ''}><th scope="row" colspan="3">${label}</th><td class="n">${money(cents)}</td></tr>`;
  return `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Factura del pedido ${escapeHtml(f.orderNumber)} · ${STORE.name}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.35rem;text-align:left}.n{text-align:right;white-space:nowrap}tfoot th{text-align:right;font-weight:normal}.total th,.total td{font-weight:bold}</style></head>
<body><header><h1>Factura</h1><p><strong>${STORE.legal}</strong> · NIT ${STORE.nit}<br>${STORE.address}</p></header>
<p>Pedido <strong>${escapeHtml(f.orderNumber)}</strong> · Fecha ${escapeHtml(f.date)}<br>NIT: ${escapeHtml(f.taxId)}<br>Nombre: ${escapeHtml(f.name)}</p>
<table><thead><tr><th scope="col" class="n">Cantidad</th><th scope="col">Descripción</th><th scope="col" class="n">Precio</th><th scope="col" class="n">Subtotal</th></tr></thead>
<tbody>${lines}</tbody><tfoot>${row('Subtotal', f.subTotalCents)}${row('Envío', f.shippingCents)}${f.otherCents ? row('Empaque y recargos', f.otherCents) : ''}${f.discountCents ? row('Descuentos', -f.discountCents) : ''}${row('Total', f.totalCents, true)}</tfoot></table>
<p>Montos en quetzales (GTQ), IVA incluido.</p></body></html>`;
}

// ---------------------------------------------------------------- PDF

/** WinAnsiEncoding's bytes 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** A text as WinAnsiEncoding bytes (control characters become spaces, anything else outside it «?»). */
export function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) out.push(0x20);
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else out.push(WIN_ANSI_EXTRA[ch] ?? 0x3f);
  }
  return out;
}

/** A PDF literal string of WinAnsi bytes, kept ASCII: ( ) \ escaped, bytes over 0x7E as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** Helvetica advance widths (1/1000 em) of the characters amounts use; anything else counts as 556. */
const WIDTHS: Record<string, number> = { Q: 778, '.': 278, ',': 278, '-': 333, ' ': 278, C: 722, F: 611 };
const textWidth = (text: string, size: number, bold = false) =>
  ([...text].reduce((sum, ch) => sum + (WIDTHS[ch] ?? 556), 0) * size * (bold ? 1.02 : 1)) / 1000;

/** A description cut to `max` characters with «…». */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The invoice as a one-page PDF (Letter, 612 × 792 pt). */
export function invoicePdf(f: InvoiceFacts): Uint8Array<ArrayBuffer> {
  const ops: string[] = [];
  const text = (x: number, y: number, value: string, size = 10, bold = false) =>
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(value)} Tj ET`);
  const right = (xRight: number, y: number, value: string, size = 10, bold = false) => text(xRight - textWidth(value, size, bold), y, value, size, bold);
  const rule = (y: number) => ops.push(`0.8 G 0.5 w 50 ${y} m 562 ${y} l S 0 G`);

  text(50, 740, 'Factura', 22, true);
  right(562, 744, STORE.legal, 11, true);
  right(562, 730, `NIT ${STORE.nit}`, 9);
  right(562, 718, STORE.address, 9);
  text(50, 690, `Pedido ${f.orderNumber}`, 12, true);
  text(50, 674, `Fecha: ${f.date}`);
  text(50, 660, `NIT: ${f.taxId}`);
  text(50, 646, `Nombre: ${clip(f.name, 80)}`);

  let y = 612;
  text(50, y, 'Cant.', 10, true);
  text(95, y, 'Descripción', 10, true);
  right(470, y, 'Precio', 10, true);
  right(562, y, 'Subtotal', 10, true);
  rule(y - 6);
  y -= 22;
  const shown = f.lines.length > INVOICE_MAX_LINES ? f.lines.slice(0, INVOICE_MAX_LINES - 1) : f.lines;
  for (const l of shown) {
    right(80, y, String(l.quantity));
    text(95, y, clip(l.title, 58));
    right(470, y, money(l.unitCents));
    right(562, y, money(l.totalCents));
    y -= 16;
  }
  if (shown.length < f.lines.length) {
    const rest = f.lines.slice(shown.length);
    text(95, y, `y ${rest.length} productos más`);
    right(562, y, money(rest.reduce((sum, l) => sum + l.totalCents, 0)));
    y -= 16;
  }
  rule(y + 8);
  y -= 10;
  const total = (label: string, cents: number, bold = false) => {
    right(470, y, label, bold ? 11 : 10, bold);
    right(562, y, money(cents), bold ? 11 : 10, bold);
    y -= bold ? 20 : 16;
  };
  total('Subtotal', f.subTotalCents);
  total('Envío', f.shippingCents);
  if (f.otherCents) total('Empaque y recargos', f.otherCents);
  if (f.discountCents) total('Descuentos', -f.discountCents);
  total('Total', f.totalCents, true);
  if (f.paidCents < f.totalCents) total('Pendiente de pago', f.totalCents - f.paidCents);
  text(50, 60, 'Montos en quetzales (GTQ), IVA incluido. Documento generado por el entorno local de Tienda.', 8);

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`Factura del pedido ${f.orderNumber}`)} /Producer (Tienda) >>`,
  ];
  // Every character above is ASCII, so string length is byte length.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  const header = Buffer.byteLength(pdf, 'latin1');
  let body = '';
  objects.forEach((object, i) => {
    offsets.push(header + body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  pdf += body;
  const xref = header + body.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

// ---------------------------------------------------------------- signed links

/** This process's signing key: links die with the server, which is what a 15-minute link needs. */
const SECRET = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('base64url');

/** A token for the HTML invoice of one order and its owner, valid INVOICE_LINK_MINUTES from `now`. */
export function invoiceToken(orderNumber: string, userId: number, now: Date): string {
  const payload = `${orderNumber}.${userId}.${now.getTime() + INVOICE_LINK_MINUTES * 60_000}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
}

/** The order number and user a token was made for, or null when it is forged, altered, for another order or expired. */
export function readInvoiceToken(token: unknown, orderNumber: string, now: Date): { userId: number } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^([0-9]{1,20})\.([0-9]{1,15})\.([0-9]{1,15})$/.exec(payload);
  if (!match || match[1] !== orderNumber || Number(match[3]) < now.getTime()) return null;
  return { userId: Number(match[2]) };
}
