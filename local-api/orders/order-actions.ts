/*
 * What a shopper does with an order after the sale (spec section 3, "Orders
 * and warranty"): cancel, invoice, card authorization number, bank slips,
 * out-of-stock lines. Every route answers only the order's owner (anyone
 * else: 404 notFound, as for a missing order).
 */
import { Hono, type Context } from 'hono';
import { randomInt } from 'node:crypto';
import { findFile, readUploadForm, storeFile } from '../account/uploads';
import { DEFAULT_IMAGE_WIDTHS, toQuetzales, type RenderContext } from '../catalogue/catalogue';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { originOf } from '../http/request';
import { requireSession } from '../session/session-service';
import { isCancelEnabled, notifyStep } from './lifecycle';
import { orderJson, requireOwnOrder, type OrderDetails, type OrderItemRow, type OrderRow } from './order-store';

/** Wrong authorization numbers allowed before the order locks (spec: CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED). */
export const MAX_CC_AUTH_ATTEMPTS = 3;
/** Slips one order may hold. */
export const MAX_BANK_SLIPS = 10;
export const REFUND_TYPES = ['CARD', 'BANK_ACCOUNT'] as const;
export const ACCOUNT_TYPES = ['MONETARIA', 'AHORRO'] as const;

const notAllowed = (message: string) => new ApiError(400, 'NOT_ALLOWED', message);
const invalid = (message: string) => new ApiError(400, 'apiCallFailed', `La solicitud no es válida: ${message}`);

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid('el cuerpo no es JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('se espera un objeto JSON.');
  return body as Record<string, unknown>;
}

function text(body: Record<string, unknown>, name: string, max: number, required: boolean): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw invalid(`falta ${name}.`);
    return null;
  }
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) throw invalid(`${name} debe ser un texto de 1 a ${max} caracteres.`);
  return value.trim();
}

const isPaidByMoney = (row: OrderRow) => row.paid_cents > 0;

/** Bank data for a refund to an account: bank, account number (digits and dashes), holder's name; type when given. */
function bankAccount(body: Record<string, unknown>, names: { number: string; name: string; bank: string; type?: string }) {
  const bank = text(body, names.bank, 80, true)!;
  const number = text(body, names.number, 30, true)!;
  if (!/^[0-9][0-9-]{3,29}$/.test(number)) throw invalid(`${names.number} debe tener solo dígitos y guiones.`);
  const name = text(body, names.name, 120, true)!;
  const type = names.type ? text(body, names.type, 20, false) : null;
  if (type !== null && !(ACCOUNT_TYPES as readonly string[]).includes(type)) throw invalid(`${names.type} debe ser ${ACCOUNT_TYPES.join(' o ')}.`);
  return { bank, account_number: number, account_name: name, account_type: type };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const money = (cents: number) => `Q${toQuetzales(cents).toFixed(2)}`;

function invoiceHtml(deps: AppDeps, row: OrderRow): string {
  const details = JSON.parse(row.details) as OrderDetails;
  const items = deps.db
    .prepare('SELECT i.quantity, i.unit_price_cents, p.title FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ? ORDER BY i.id')
    .all(row.id) as { quantity: number; unit_price_cents: number; title: string }[];
  const data = (details.invoice_data ?? {}) as { tax_id?: unknown; name?: unknown; address?: unknown };
  const nit = details.invoice_type === 'TAX_ID' && typeof data.tax_id === 'string' ? data.tax_id : 'CF';
  const name = typeof data.name === 'string' ? data.name : (details.contact_email ?? 'Consumidor final');
  const lines = items
    .map((i) => `<tr><td>${i.quantity}</td><td>${escape(i.title)}</td><td>${money(i.unit_price_cents)}</td><td>${money(i.unit_price_cents * i.quantity)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><title>Factura del pedido ${row.order_number}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;color:#1b1b1b}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;text-align:left}</style></head>
<body><h1>Factura</h1><p>Tienda · Pedido ${row.order_number} · ${escape(row.created_at.slice(0, 10))}</p>
<p>NIT: ${escape(nit)}<br>Nombre: ${escape(name)}</p>
<table><thead><tr><th>Cantidad</th><th>Descripción</th><th>Precio</th><th>Subtotal</th></tr></thead><tbody>${lines}</tbody></table>
<p>Envío: ${money(row.shipping_cents)}<br>Descuentos: ${money(row.coupon_cents + row.gift_card_cents)}<br><strong>Total: ${money(row.total_cents)}</strong></p>
</body></html>`;
}

function shipSplit(deps: AppDeps, row: OrderRow) {
  const items = deps.db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(row.id) as OrderItemRow[];
  return {
    items_to_ship: items
      .filter((i) => i.quantity > i.quantity_out_of_stock)
      .map((i) => ({ item_id: String(i.id), quantity: i.quantity - i.quantity_out_of_stock })),
    items_to_wait: items.filter((i) => i.quantity_out_of_stock > 0).map((i) => ({ item_id: String(i.id), quantity: i.quantity_out_of_stock })),
    accepted: row.ship_in_stock_at !== null,
  };
}

export function orderActionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const own = (c: Context) => requireOwnOrder(deps.db, signedInUser(c.get('session')).id, c.req.param('n') ?? '');
  const reload = (row: OrderRow) => deps.db.prepare('SELECT * FROM orders WHERE id = ?').get(row.id) as OrderRow;

  app.post('/order/:n/cancel', auth, async (c) => {
    const row = own(c);
    const body = await jsonBody(c);
    if (!isCancelEnabled(row))
      throw notAllowed(row.cancelled_at ? 'El pedido ya está cancelado.' : 'El pedido ya salió o fue entregado: ya no se puede cancelar.');
    const reason = text(body, 'reason', 500, true)!;
    const refundType = text(body, 'refund_type', 20, false);
    if (refundType !== null && !(REFUND_TYPES as readonly string[]).includes(refundType)) throw invalid(`refund_type debe ser ${REFUND_TYPES.join(' o ')}.`);
    let refund: Record<string, unknown> | null = null;
    if (isPaidByMoney(row)) {
      if (row.payment_method === 'CARD' && refundType !== 'BANK_ACCOUNT') refund = { refund_type: 'CARD' };
      else {
        if (refundType !== 'BANK_ACCOUNT')
          throw invalid('tu pedido ya está pagado: indica refund_type BANK_ACCOUNT con los datos de tu cuenta para el reembolso.');
        refund = { refund_type: 'BANK_ACCOUNT', ...bankAccount(body, { number: 'account_number', name: 'account_name', bank: 'bank', type: 'account_type' }) };
      }
    }
    const stamp = deps.now().toISOString();
    deps.db.transaction(() => {
      const changed = deps.db
        .prepare(`UPDATE orders SET status = 'PermanentFailure', cancelled_at = ?, status_changed_at = ?, cancellation = ? WHERE id = ? AND cancelled_at IS NULL`)
        .run(stamp, stamp, JSON.stringify({ reason, refund }), row.id).changes;
      if (changed !== 1) throw notAllowed('El pedido ya está cancelado.');
      // The units go back on the shelf.
      for (const item of deps.db.prepare('SELECT product_id, quantity FROM order_items WHERE order_id = ?').all(row.id) as { product_id: number; quantity: number }[])
        deps.db
          .prepare(`UPDATE products SET stock_quantity = stock_quantity + ?, stock_status = CASE WHEN stock_status = 'OUT_OF_STOCK' THEN 'IN_STOCK' ELSE stock_status END WHERE id = ?`)
          .run(item.quantity, item.product_id);
      notifyStep(deps, row, null);
    })();
    return c.json(orderJson(deps, render(c), reload(row)));
  });

  app.get('/order/:n/invoice', auth, (c) => {
    const row = own(c);
    if (row.cancelled_at) throw notAllowed('El pedido está cancelado: no tiene factura.');
    return c.body(invoiceHtml(deps, row), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="factura-${row.order_number}.html"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/order/:n/invoice_url', auth, (c) => {
    const row = own(c);
    return c.json({ url: orderJson(deps, render(c), row).invoice_url });
  });

  app.post('/order/:n/payment_card_authorization_number', auth, async (c) => {
    const row = own(c);
    const body = await jsonBody(c);
    if (row.cc_auth_number === null || row.cc_auth_verified === 1) throw notAllowed('Este pedido no necesita un número de autorización.');
    if (row.cc_auth_attempts >= MAX_CC_AUTH_ATTEMPTS)
      throw new ApiError(400, 'CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED', 'Agotaste los intentos para el número de autorización. Comunícate con nosotros.');
    const raw = body.payment_card_authorization_number;
    const given = typeof raw === 'number' ? String(raw) : raw;
    if (typeof given !== 'string' || !/^[0-9]{4,8}$/.test(given.trim())) throw invalid('payment_card_authorization_number debe tener de 4 a 8 dígitos.');
    const verified = given.trim() === row.cc_auth_number;
    if (verified) deps.db.prepare('UPDATE orders SET cc_auth_verified = 1 WHERE id = ?').run(row.id);
    else deps.db.prepare('UPDATE orders SET cc_auth_attempts = cc_auth_attempts + 1 WHERE id = ?').run(row.id);
    return c.json({ verified });
  });

  app.post('/order/:n/bank_slip', auth, async (c) => {
    const row = own(c);
    if (row.payment_method !== 'BANK_DEPOSIT' || row.cancelled_at) throw notAllowed('Este pedido no se paga con depósito: no lleva boletas.');
    const count = (deps.db.prepare('SELECT COUNT(*) AS n FROM order_bank_slips WHERE order_id = ?').get(row.id) as { n: number }).n;
    if (count >= MAX_BANK_SLIPS) throw notAllowed(`Un pedido admite a lo sumo ${MAX_BANK_SLIPS} boletas.`);
    const form = await readUploadForm(c, ['image'], ['amount']);
    const amountText = form.text.amount?.trim() ?? '';
    if (!/^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(amountText) || Number(amountText) <= 0)
      throw invalid('amount debe ser un monto mayor que cero, con hasta dos decimales.');
    const fileId = storeFile(deps, row.user_id, 'bank_slip', form.images.image!);
    const { lastInsertRowid } = deps.db
      .prepare('INSERT INTO order_bank_slips (order_id, file_id, amount_cents, created_at) VALUES (?, ?, ?, ?)')
      .run(row.id, fileId, Math.round(Number(amountText) * 100), deps.now().toISOString());
    return c.json({ id: String(lastInsertRowid), is_verified: false, order_number: row.order_number });
  });

  app.get('/order/:n/bank_slip/:id', auth, (c) => {
    const row = own(c);
    const id = c.req.param('id');
    const slip = /^[0-9]{1,12}$/.test(id)
      ? (deps.db.prepare('SELECT file_id FROM order_bank_slips WHERE id = ? AND order_id = ?').get(Number(id), row.id) as { file_id: string } | undefined)
      : undefined;
    const file = slip ? findFile(deps, slip.file_id) : undefined;
    if (!file || file.user_id !== row.user_id) throw notFound('La boleta no existe.');
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.content_type, 'Cache-Control': 'private, no-store' });
  });

  app.post('/order/:n/remove_out_of_stock', auth, async (c) => {
    const row = own(c);
    const body = await jsonBody(c);
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: no se puede cambiar.');
    const items = deps.db.prepare('SELECT * FROM order_items WHERE order_id = ? AND quantity_out_of_stock > 0').all(row.id) as OrderItemRow[];
    if (items.length === 0) throw notAllowed('El pedido no tiene productos agotados.');
    const refundCents = items.reduce((sum, i) => sum + i.quantity_out_of_stock * i.unit_price_cents, 0);
    const refund =
      isPaidByMoney(row) && row.payment_method !== 'CARD'
        ? bankAccount(body, { number: 'bank_account_no', name: 'bank_account_name', bank: 'bank' })
        : null;
    deps.db.transaction(() => {
      for (const i of items) {
        if (i.quantity_out_of_stock >= i.quantity) deps.db.prepare('DELETE FROM order_items WHERE id = ?').run(i.id);
        else deps.db.prepare('UPDATE order_items SET quantity = quantity - quantity_out_of_stock, quantity_out_of_stock = 0 WHERE id = ?').run(i.id);
      }
      const remaining = (deps.db.prepare('SELECT COUNT(*) AS n FROM order_items WHERE order_id = ?').get(row.id) as { n: number }).n;
      if (remaining === 0) throw notAllowed('Todos los productos están agotados: cancela el pedido.');
      deps.db
        .prepare(
          `UPDATE orders SET sub_total_cents = sub_total_cents - ?, total_cents = MAX(0, total_cents - ?), paid_cents = MIN(paid_cents, MAX(0, total_cents - ?)),
             cancellation = ?, status_changed_at = ? WHERE id = ?`,
        )
        .run(refundCents, refundCents, refundCents, JSON.stringify({ removed_out_of_stock_cents: refundCents, refund }), deps.now().toISOString(), row.id);
    })();
    return c.json(orderJson(deps, render(c), reload(row)));
  });

  app.get('/order/:n/ship_in_stock', auth, (c) => c.json(shipSplit(deps, own(c))));

  app.post('/order/:n/ship_in_stock', auth, (c) => {
    const row = own(c);
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: no se puede cambiar.');
    const split = shipSplit(deps, row);
    if (split.items_to_wait.length === 0) throw notAllowed('El pedido no tiene productos agotados: se envía completo.');
    deps.db.prepare('UPDATE orders SET ship_in_stock_at = COALESCE(ship_in_stock_at, ?) WHERE id = ?').run(deps.now().toISOString(), row.id);
    return c.json({ ...split, accepted: true });
  });

  return app;
}

/** The development control's card authorization number: a new 6-digit number the order now asks for. */
export function requireCardAuthorization(deps: AppDeps, row: OrderRow): string {
  const number = String(randomInt(100_000, 1_000_000));
  deps.db.prepare('UPDATE orders SET cc_auth_number = ?, cc_auth_attempts = 0, cc_auth_verified = 0 WHERE id = ?').run(number, row.id);
  return number;
}
