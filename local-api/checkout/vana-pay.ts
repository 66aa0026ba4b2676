import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { requestId } from '../../src/domain/shared/request-checks';
import { toQuetzales } from '../catalog/catalogue';
import { readCheckedJson } from '../contract/checked-body';
import type { Database } from '../db/database';
import { jsonBodies } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { findOrderById, findOrderByNumber, type OrderDetails, type OrderRow } from '../orders/order-store';
import { INTERACTIVE_PAYMENT_HOURS } from '../orders/payment-deadline';
import { cancelledOrderMessage, expireDueOrders } from '../orders/release';
import { markWalletOrderPaid } from './vana-pay-store';

/*
 * Vana Pay, simulated like the card bank (simulator.ts): an order paid with
 * VANA_PAY answers ADVANCE_NEEDED and waits (payment status AWAITING_WALLET)
 * until the shopper approves the charge in the wallet. The wallet is the
 * development page /dev/vana?order=N&ref=R (mounted with the other /dev
 * pages) or, headlessly, POST /dev/vana/approve {order_number, ref}. The
 * `ref` is a random token made for the order and given only in its advance
 * instructions: without it (or with another order's) nothing is found, so a
 * stranger who knows an order number cannot approve it.
 */

/** What an order keeps of its wallet charge (in `orders.details`, never answered as such). */
export interface WalletDetails {
  wallet_ref?: string | null;
}

const REF_PATTERN = /^vp_[A-Za-z0-9_-]{24}$/;
const ORDER_PATTERN = /^[0-9]{1,20}$/;

export const WALLET_MESSAGES = {
  notFound: 'El cobro de Vana Pay no existe o el enlace no es válido. Ábrelo desde las instrucciones de tu pedido.',
} as const;

/** A new one-time token for an order's wallet charge. */
export const newWalletRef = () => `vp_${randomBytes(18).toString('base64url')}`;

/** The wallet page of an order, on the API's public origin (like /dev/3ds's step_up_url: the store's dev server proxies only /api). */
export const walletUrl = (origin: string, orderNumber: string, ref: string) =>
  `${origin}/dev/vana?order=${encodeURIComponent(orderNumber)}&ref=${encodeURIComponent(ref)}`;

/** The advance instructions of a Vana Pay order: markdown items of spec section 4 (LINK: text is the wallet's address, label its words). */
export function walletInstructions(origin: string, orderNumber: string, totalCents: number, ref: string) {
  const item = (type: string, text: string, label: string | null = null) => ({ type, text, label });
  const amount = `Q${toQuetzales(totalCents).toFixed(2)}`;
  return [
    item('TITLE', `Cómo pagar tu pedido ${orderNumber} con Vana Pay`),
    item('PGRAPH', `Abre la app **Vana Pay** en tu teléfono y aprueba el cobro de **${amount}** de Tienda por tu pedido ${orderNumber}.`),
    item('LIST_ITEM', 'Si no ves el cobro, abre el enlace de abajo desde el teléfono donde tienes Vana Pay.'),
    item('LIST_ITEM', 'Tu pedido queda pendiente de pago hasta que apruebes el cobro; lo preparamos en cuanto lo apruebes.'),
    item('LIST_ITEM', `Tienes ${INTERACTIVE_PAYMENT_HOURS} horas para aprobarlo: después cancelamos el pedido y liberamos los productos.`),
    item('LINK', walletUrl(origin, orderNumber, ref), 'Abrir Vana Pay'),
  ];
}

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The Vana Pay order with this number whose wallet token is `ref`; anything else (no order, another order's ref, no ref) is undefined. */
export function findWalletOrder(db: Database, orderNumber: string, ref: string): OrderRow | undefined {
  if (!ORDER_PATTERN.test(orderNumber) || !REF_PATTERN.test(ref)) return undefined;
  const row = findOrderByNumber(db, orderNumber);
  if (!row) return undefined;
  const kept = (JSON.parse(row.details) as OrderDetails & WalletDetails).wallet_ref;
  return kept && sameToken(kept, ref) ? row : undefined;
}

/**
 * Approves the charge: the order is paid by one conditional update, so approving twice pays once. An order
 * cancelled (by its shopper, or past its payment deadline: swept first) is not paid: 400 NOT_ALLOWED.
 */
export function approveWallet(deps: AppDeps, order: OrderRow): { payment_status: string; already_paid: boolean } {
  expireDueOrders(deps);
  const stamp = deps.now().toISOString();
  const changed = markWalletOrderPaid(deps.db, order.id, stamp);
  const now = findOrderById(deps.db, order.id) as OrderRow;
  if (now.cancelled_at) throw new ApiError(400, 'NOT_ALLOWED', cancelledOrderMessage(now));
  return { payment_status: now.payment_status, already_paid: changed === 0 };
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The wallet page: Spanish, no script, never framed (opened from the instructions' link). */
function page(c: Context, body: string, status: 200 | 404 = 200) {
  const html = `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Vana Pay · Tienda (desarrollo)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:1rem auto;padding:0 1rem;color:#1b1b1b}
button{font:inherit;padding:.3rem}.aviso{background:#fff4ce;padding:.6rem}</style></head>
<body><p class="aviso">Billetera de prueba del API local: no existe fuera del entorno local.</p><h1>Vana Pay</h1>${body}</body></html>`;
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const PAID_TEXT = (order: string) => `<p>Cobro aprobado: tu pedido ${escape(order)} está pagado. Puedes volver a la tienda.</p>`;

const WalletBodySchema = z.object({ order_number: requestId(), ref: z.nullish(z.string().check(z.maxLength(64))) });

/** GET and POST /dev/vana, POST /dev/vana/approve and /dev/vana/reject: mounted by outbox/dev-routes.ts with the other development pages. */
export function vanaPayDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const missing = (c: Context) => page(c, `<p role="alert">${escape(WALLET_MESSAGES.notFound)}</p>`, 404);
  const form = (order: OrderRow, ref: string, note = '') =>
    `${note}<p>Tienda te pide <strong>Q${toQuetzales(order.total_cents - order.paid_cents).toFixed(2)}</strong> por el pedido ${escape(order.order_number)}.</p>
<form method="post" action="/dev/vana"><input type="hidden" name="order" value="${escape(order.order_number)}"><input type="hidden" name="ref" value="${escape(ref)}">
<p><button name="action" value="approve">Aprobar</button> <button name="action" value="reject">Rechazar</button></p></form>`;

  app.get('/vana', (c) => {
    const ref = c.req.query('ref') ?? '';
    const order = findWalletOrder(deps.db, c.req.query('order') ?? '', ref);
    if (!order) return missing(c);
    if (order.cancelled_at) return page(c, `<p role="alert">${escape(cancelledOrderMessage(order))}</p>`);
    if (order.payment_status !== 'AWAITING_WALLET') return page(c, PAID_TEXT(order.order_number));
    return page(c, form(order, ref));
  });

  app.post('/vana', async (c) => {
    const body = await c.req.parseBody();
    const ref = str(body.ref).slice(0, 64);
    const order = findWalletOrder(deps.db, str(body.order).slice(0, 20), ref);
    if (!order) return missing(c);
    if (str(body.action) === 'approve') {
      try {
        approveWallet(deps, order);
      } catch (error) {
        if (error instanceof ApiError) return page(c, `<p role="alert">${escape(error.userMessage ?? '')}</p>`);
        throw error;
      }
      return page(c, PAID_TEXT(order.order_number));
    }
    if (order.payment_status !== 'AWAITING_WALLET') return page(c, PAID_TEXT(order.order_number));
    return page(c, form(order, ref, '<p role="status">Rechazaste el cobro. Tu pedido sigue pendiente de pago: puedes aprobarlo aquí o pagarlo de otra forma.</p>'));
  });

  // Headless: JSON {order_number, ref}, at most 4 KiB.
  const headless = jsonBodies(4096);
  const walletOrder = async (c: Context) => {
    const body = await readCheckedJson(c, WalletBodySchema);
    const order = findWalletOrder(deps.db, String(body.order_number), body.ref ?? '');
    if (!order) throw notFound(WALLET_MESSAGES.notFound);
    return order;
  };
  app.post('/vana/approve', headless, async (c) => {
    const order = await walletOrder(c);
    return c.json({ order_number: order.order_number, ...approveWallet(deps, order) }, 200, { 'Cache-Control': 'no-store' });
  });
  app.post('/vana/reject', headless, async (c) => {
    const order = await walletOrder(c);
    return c.json({ order_number: order.order_number, payment_status: order.payment_status }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
