/*
 * What a shopper does with an order after the sale (spec section 3, "Orders
 * and warranty"): cancel, invoice, card authorization number, bank slips,
 * out-of-stock lines. Every route answers only the order's owner (anyone
 * else: 404 notFound, as for a missing order).
 */
import { Hono, type Context } from 'hono';
import { randomInt } from 'node:crypto';
import { findFile, readUploadForm, storeFile } from '../account/uploads';
import { PUBLIC_API_PATH } from '../../src/domain';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { originOf } from '../http/request';
import { requireSession } from '../session/session-service';
import { isCancelEnabled } from './lifecycle';
import { cancelOrder, removeOutOfStock, withoutOutOfStock } from './release';
import { invoiceFacts, invoiceHtml, invoicePdf, invoiceToken, readInvoiceToken } from './invoice';
import { depositInstructions } from '../checkout/order-service';
import {
  acceptShipInStock,
  bankSlipCents,
  clearOpenOrderPaymentDeadline,
  countOrderBankSlips,
  findBankSlipRow,
  findOrderBankSlipFile,
  findOrderById,
  findOwnOrder,
  incrementCardAuthorizationAttempts,
  insertOrderBankSlip,
  listOrderItems,
  markCardAuthorizationVerified,
  requireOwnOrder,
  setCardAuthorizationNumber,
  type OrderDetails,
  type OrderItemRow,
  type OrderRow,
} from './order-store';
import { bankSlipJson, orderItemsJson, orderJson } from './order-json';

/** Wrong authorization numbers allowed before the order locks (spec: CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED). */
export const MAX_CC_AUTH_ATTEMPTS = 3;
/** Slips one order may hold. */
export const MAX_BANK_SLIPS = 10;
export const REFUND_TYPES = ['CARD', 'BANK_ACCOUNT'] as const;
export const ACCOUNT_TYPES = ['MONETARIA', 'AHORRO'] as const;

const notAllowed = (message: string) => new ApiError(400, 'NOT_ALLOWED', message);
const invalid = (message: string) => new ApiError(400, 'apiCallFailed', `La solicitud no es válida: ${message}`);

/** The request's JSON object body (anything else: 400 apiCallFailed in Spanish). */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
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

/** A cancelled order has no invoice (400 NOT_ALLOWED). */
function invoiceable<Row extends OrderRow>(row: Row): Row {
  if (row.cancelled_at) throw notAllowed('El pedido está cancelado: no tiene factura.');
  return row;
}

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

/** The cancellation's `authorization_number` (1–20 letters or digits) and `card_number` (its last 4 digits), each when given. */
function cardOfCancellation(body: Record<string, unknown>): { authorization_number?: string; card_number?: string } {
  const out: { authorization_number?: string; card_number?: string } = {};
  const authorization = body.authorization_number;
  if (authorization !== undefined && authorization !== null && authorization !== '') {
    const value = typeof authorization === 'number' ? String(authorization) : authorization;
    if (typeof value !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(value.trim())) throw invalid('authorization_number debe tener de 1 a 20 letras o dígitos.');
    out.authorization_number = value.trim();
  }
  const given = body.card_number;
  if (given !== undefined && given !== null && given !== '') {
    const number = typeof given === 'number' && Number.isSafeInteger(given) ? String(given).padStart(4, '0') : given;
    const digits = typeof number === 'string' && number.length <= 30 && /^[0-9 *xX-]+$/.test(number) ? number.replace(/[^0-9]/g, '') : '';
    if (digits.length < 4) throw invalid('card_number debe llevar al menos los últimos 4 dígitos de la tarjeta.');
    out.card_number = digits.slice(-4);
  }
  return out;
}

type SplitLines = { item_id: string; quantity: number }[];

/** POST ship_in_stock's body: null when empty; else `items_to_ship` and `items_to_wait`, lists of `{item_id, quantity}`. */
async function askedSplit(c: Context): Promise<{ items_to_ship: SplitLines; items_to_wait: SplitLines } | null> {
  const text = await c.req.text();
  if (text.trim() === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('el cuerpo no es JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('se espera un objeto JSON.');
  const record = body as Record<string, unknown>;
  if (record.items_to_ship === undefined && record.items_to_wait === undefined) return null;
  const lines = (name: string): SplitLines => {
    const value = record[name] ?? [];
    const ok =
      Array.isArray(value) &&
      value.length <= 200 &&
      value.every((line) => line && typeof line === 'object' && ['string', 'number'].includes(typeof line.item_id) && Number.isSafeInteger(line.quantity) && line.quantity > 0);
    if (!ok) throw invalid(`${name} debe ser una lista de {item_id, quantity}.`);
    return (value as { item_id: string | number; quantity: number }[]).map((line) => ({ item_id: String(line.item_id), quantity: line.quantity }));
  };
  return { items_to_ship: lines('items_to_ship'), items_to_wait: lines('items_to_wait') };
}

/** Whether two sides of a split name the same lines with the same units (in any order). */
function sameLines(asked: SplitLines, actual: readonly { item_id: string; quantity: number }[]): boolean {
  const key = (lines: readonly { item_id: string; quantity: number }[]) => lines.map((l) => `${l.item_id}:${l.quantity}`).sort().join(',');
  return key(asked) === key(actual);
}

/**
 * ship_in_stock's split, from each line's quantity_out_of_stock: the units
 * that can leave now (items_to_ship) and the ones that wait for stock
 * (items_to_wait), both as order lines (CartItemSchema) with those quantities.
 */
function shipSplit(deps: AppDeps, ctx: RenderContext, row: OrderRow) {
  const items = listOrderItems(deps.db, row.id);
  const missing = (i: OrderItemRow) => Math.min(i.quantity, Math.max(0, i.quantity_out_of_stock));
  const toShip = new Map(items.filter((i) => i.quantity > missing(i)).map((i) => [i.id, { quantity: i.quantity - missing(i), quantity_out_of_stock: 0 }]));
  const toWait = new Map(items.filter((i) => missing(i) > 0).map((i) => [i.id, { quantity: missing(i), quantity_out_of_stock: missing(i) }]));
  return {
    items_to_ship: orderItemsJson(deps, ctx, row, items, toShip),
    items_to_wait: orderItemsJson(deps, ctx, row, items, toWait),
    accepted: row.ship_in_stock_at !== null,
  };
}

export function orderActionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const own = (c: Context) => requireOwnOrder(deps.db, signedInUser(c.get('session')).id, c.req.param('n') ?? '');
  const reload = (row: OrderRow) => findOrderById(deps.db, row.id)!;

  app.post('/order/:n/cancel', auth, async (c) => {
    own(c); // someone else's order: 404 before anything is read
    const body = await jsonBody(c);
    const row = own(c); // as it is now, after the body arrived
    if (!isCancelEnabled(row))
      throw notAllowed(row.cancelled_at ? 'El pedido ya está cancelado.' : 'El pedido ya salió o fue entregado: ya no se puede cancelar.');
    const reason = text(body, 'reason', 500, true)!;
    const refundType = text(body, 'refund_type', 20, false);
    if (refundType !== null && !(REFUND_TYPES as readonly string[]).includes(refundType)) throw invalid(`refund_type debe ser ${REFUND_TYPES.join(' o ')}.`);
    // The spec lists refund_type without its values: a body without it but with an account means a refund to that account.
    const toAccount = refundType === 'BANK_ACCOUNT' || (refundType === null && ['bank', 'account_number', 'account_name'].some((name) => body[name] != null && body[name] !== ''));
    // The card's authorization number and last digits (spec section 3, Cancellation), when given: only the last 4 digits are kept.
    const card = cardOfCancellation(body);
    let refund: Record<string, unknown> | null = null;
    if (isPaidByMoney(row)) {
      if (row.payment_method === 'CARD' && !toAccount) refund = { refund_type: 'CARD', ...card };
      else {
        if (!toAccount)
          throw invalid('tu pedido ya está pagado: indica refund_type BANK_ACCOUNT con los datos de tu cuenta para el reembolso.');
        refund = { refund_type: 'BANK_ACCOUNT', ...bankAccount(body, { number: 'account_number', name: 'account_name', bank: 'bank', type: 'account_type' }) };
      }
    }
    // The units, seats, gift-card shares and coupons come back with it, once (release.ts).
    const outcome = cancelOrder(deps, row.id, { cause: 'SHOPPER', reason, refund });
    if (!outcome.cancelled)
      throw notAllowed(outcome.why === 'SHIPPED' ? 'El pedido ya salió o fue entregado: ya no se puede cancelar.' : 'El pedido ya está cancelado.');
    return c.json(orderJson(deps, render(c), outcome.order));
  });

  // The invoice: a generated PDF to download (the order's invoice_url), or a signed link to its HTML page.
  app.get('/order/:n/invoice', auth, (c) => {
    const row = invoiceable(own(c));
    return c.body(invoicePdf(invoiceFacts(deps, row)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="factura-${row.order_number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/order/:n/invoice_url', auth, (c) => {
    const row = invoiceable(own(c));
    const token = invoiceToken(row.order_number, row.user_id, deps.now());
    return c.json({ url: `${originOf(c)}${PUBLIC_API_PATH}/order/${row.order_number}/invoice/view?token=${token}` });
  });

  // Opened in a new tab, without the Session header: the signed token (15 minutes, this order and its owner) is the permission.
  app.get('/order/:n/invoice/view', (c) => {
    const n = c.req.param('n');
    const claim = readInvoiceToken(c.req.query('token'), n, deps.now());
    const row = claim ? findOwnOrder(deps.db, claim.userId, n) : undefined;
    if (!row || row.cancelled_at)
      throw new ApiError(403, 'NOT_ALLOWED', 'El enlace de la factura no es válido o ya venció. Vuelve a abrir la factura desde tu pedido.');
    return c.html(invoiceHtml(invoiceFacts(deps, row)), 200, {
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
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
    if (verified) markCardAuthorizationVerified(deps.db, row.id);
    else incrementCardAuthorizationAttempts(deps.db, row.id);
    return c.json({ verified });
  });

  app.post('/order/:n/bank_slip', auth, async (c) => {
    const slipsAllowed = (row: OrderRow) => {
      if (row.payment_method !== 'BANK_DEPOSIT') throw notAllowed('Este pedido no se paga con depósito: no lleva boletas.');
      if (row.cancelled_at) throw notAllowed('El pedido está cancelado: ya no lleva boletas.');
    };
    slipsAllowed(own(c));
    const count = countOrderBankSlips(deps.db, own(c).id);
    if (count >= MAX_BANK_SLIPS) throw notAllowed(`Un pedido admite a lo sumo ${MAX_BANK_SLIPS} boletas.`);
    const form = await readUploadForm(c, ['image'], ['amount']);
    const amountText = form.text.amount?.trim() ?? '';
    if (!/^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(amountText) || Number(amountText) <= 0)
      throw invalid('amount debe ser un monto mayor que cero, con hasta dos decimales.');
    // As it is now, after the upload arrived: it may have expired meanwhile.
    const row = own(c);
    slipsAllowed(row);
    const fileId = storeFile(deps, row.user_id, 'bank_slip', form.images.image!);
    const slipId = deps.db.transaction(() => {
      const inserted = insertOrderBankSlip(deps.db, row.id, fileId, Math.round(Number(amountText) * 100), deps.now().toISOString());
      // Slips that cover what is left to pay stop the payment deadline: the store's review is the wait now (payment-deadline.ts).
      const slips = bankSlipCents(deps.db, row.id);
      if (row.payment_due_at !== null && slips >= row.total_cents - row.paid_cents) clearOpenOrderPaymentDeadline(deps.db, row.id);
      return inserted;
    })();
    const slip = findBankSlipRow(deps.db, slipId)!;
    return c.json(bankSlipJson(row, slip));
  });

  app.get('/order/:n/bank_slip/:id', auth, (c) => {
    const row = own(c);
    const id = c.req.param('id');
    const slip = /^[0-9]{1,12}$/.test(id) ? findOrderBankSlipFile(deps.db, row.id, Number(id)) : undefined;
    const file = slip ? findFile(deps, slip.file_id) : undefined;
    if (!file || file.user_id !== row.user_id) throw notFound('La boleta no existe.');
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.content_type, 'Cache-Control': 'private, no-store' });
  });

  app.post('/order/:n/remove_out_of_stock', auth, async (c) => {
    own(c);
    const body = await jsonBody(c);
    const row = own(c); // as it is now, after the body arrived
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: no se puede cambiar.');
    const items = listOrderItems(deps.db, row.id);
    if (!items.some((i) => i.quantity_out_of_stock > 0)) throw notAllowed('El pedido no tiene productos agotados.');
    const next = withoutOutOfStock(deps, row, items);
    if (next.remaining.length === 0) throw notAllowed('Todos los productos de tu pedido están agotados: cancélalo para recibir tu reembolso.');
    // Money already paid by deposit or cash comes back to a bank account; a card payment goes back to the card.
    const refund =
      next.refund > 0 && row.payment_method !== 'CARD' && row.payment_method !== 'CARD_INSTALLMENTS'
        ? { refund_type: 'BANK_ACCOUNT', ...bankAccount(body, { number: 'bank_account_no', name: 'bank_account_name', bank: 'bank' }) }
        : next.refund > 0
          ? { refund_type: 'CARD' }
          : null;
    const details = JSON.parse(row.details) as OrderDetails;
    if (row.payment_status === 'AWAITING_DEPOSIT') details.advance_instructions = depositInstructions(row.order_number, next.total - next.paid, row.payment_due_at);
    // The gift-card share the missing units no longer need goes back to the cards now (release.ts).
    removeOutOfStock(deps, row, items, next, refund, JSON.stringify(details));
    return c.json(orderJson(deps, render(c), reload(row)));
  });

  app.get('/order/:n/ship_in_stock', auth, (c) => c.json(shipSplit(deps, render(c), own(c))));

  app.post('/order/:n/ship_in_stock', auth, async (c) => {
    const row = own(c);
    const asked = await askedSplit(c);
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: no se puede cambiar.');
    const split = shipSplit(deps, render(c), row);
    if (split.items_to_wait.length === 0) throw notAllowed('El pedido no tiene productos agotados: se envía completo.');
    // The lines the shopper accepted (spec: "with items_to_ship and items_to_wait"), when sent, must be the split as it stands.
    if (asked && !(sameLines(asked.items_to_ship, split.items_to_ship) && sameLines(asked.items_to_wait, split.items_to_wait)))
      throw new ApiError(409, 'NOT_ALLOWED', 'Lo que se puede enviar ya cambió. Revisa de nuevo tu pedido y elige otra vez.');
    acceptShipInStock(deps.db, row.id, deps.now().toISOString());
    return c.json({ ...split, accepted: true });
  });

  return app;
}

/** The development control's card authorization number: a new 6-digit number the order now asks for. */
export function requireCardAuthorization(deps: AppDeps, row: OrderRow): string {
  const number = String(randomInt(100_000, 1_000_000));
  setCardAuthorizationNumber(deps.db, row.id, number);
  return number;
}
