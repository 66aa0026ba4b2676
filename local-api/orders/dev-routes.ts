import { Hono } from 'hono';
import type { AdjustableClock } from '../http/clock';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { expireDueOrders } from './release';
import { advanceOrder, isCancelEnabled, lifecycleStatus, lifecycleStep } from './lifecycle';
import { jsonBody, requireCardAuthorization } from './order-actions';
import {
  findOrderBankSlip,
  findOrderByNumber,
  findOrderItem,
  markBankSlipVerified,
  setItemQuantityOutOfStock,
  verifiedBankSlipCents,
  type OrderRow,
} from './order-store';

/**
 * Development controls for orders (mounted under /dev with the other
 * development routes, so only with `dev` and a loopback origin):
 * POST /dev/orders/{n}/advance moves an order one lifecycle step;
 * POST /dev/orders/{n}/card_authorization makes it ask for a card
 * authorization number, and answers that number;
 * POST /dev/orders/{n}/bank_slips/{id}/verify verifies an uploaded slip (once
 * the verified slips cover what is left to pay, the order is paid and
 * Approved through the lifecycle, with its notification);
 * POST /dev/orders/{n}/out_of_stock {item_id, quantity} marks units of a line
 * out of stock (0 clears it).
 */
export function orderDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const find = (n: string): OrderRow => {
    const row = /^[0-9]{1,20}$/.test(n) ? findOrderByNumber(deps.db, n) : undefined;
    if (!row) throw notFound('El pedido no existe.');
    return row;
  };
  const notAllowed = (message: string) => new ApiError(400, 'NOT_ALLOWED', message);
  // An order past its payment deadline is cancelled before a control can approve or change it (release.ts).
  app.use('/orders/*', async (_c, next) => {
    expireDueOrders(deps);
    await next();
  });

  app.post('/orders/:n/advance', (c) => {
    const row = find(c.req.param('n'));
    const step = advanceOrder(deps, row);
    const fresh = find(row.order_number);
    return c.json({ order_number: row.order_number, step, status: lifecycleStatus(fresh)?.status ?? null, pin: fresh.pin });
  });

  app.post('/orders/:n/card_authorization', (c) => {
    const row = find(c.req.param('n'));
    return c.json({ order_number: row.order_number, payment_card_authorization_number: requireCardAuthorization(deps, row) });
  });

  app.post('/orders/:n/bank_slips/:id/verify', (c) => {
    const row = find(c.req.param('n'));
    const id = c.req.param('id');
    const slip = /^[0-9]{1,12}$/.test(id)
      ? findOrderBankSlip(deps.db, row.id, Number(id))
      : undefined;
    if (!slip) throw notFound('La boleta no existe en este pedido.');
    if (row.cancelled_at) throw notAllowed('El pedido está cancelado: sus boletas ya no se verifican.');
    const paid = deps.db.transaction(() => {
      markBankSlipVerified(deps.db, slip.id);
      const verified = verifiedBankSlipCents(deps.db, row.id);
      const fresh = find(row.order_number);
      // Covered: the lifecycle's step to Approved marks the deposit paid and notifies the shopper.
      if (fresh.payment_status === 'AWAITING_DEPOSIT' && verified >= fresh.total_cents - fresh.paid_cents && lifecycleStep(fresh) === 'Initial') {
        advanceOrder(deps, fresh);
        return { verified, covered: true };
      }
      return { verified, covered: fresh.payment_status === 'PAID' };
    })();
    const fresh = find(row.order_number);
    return c.json({
      order_number: row.order_number,
      bank_slip: { id: String(slip.id), is_verified: true, amount: slip.amount_cents / 100 },
      amount_verified: paid.verified / 100,
      is_paid: fresh.payment_status === 'PAID',
      step: fresh.status,
    });
  });

  app.post('/orders/:n/out_of_stock', async (c) => {
    const row = find(c.req.param('n'));
    const body = await jsonBody(c);
    const itemId = typeof body.item_id === 'number' ? String(body.item_id) : body.item_id;
    const item =
      typeof itemId === 'string' && /^[0-9]{1,15}$/.test(itemId)
        ? findOrderItem(deps.db, row.id, Number(itemId))
        : undefined;
    if (!item) throw notFound('El producto no está en este pedido.');
    const quantity = body.quantity === undefined ? item.quantity : body.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > item.quantity)
      throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: quantity debe ser un número entero de 0 a ${item.quantity}.`);
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: sus productos ya no se marcan como agotados.');
    setItemQuantityOutOfStock(deps.db, item.id, quantity);
    return c.json({ order_number: row.order_number, item_id: String(item.id), quantity: item.quantity, quantity_out_of_stock: quantity });
  });

  return app;
}

/** How far POST /dev/clock may move the clock from the real one. */
export const MAX_CLOCK_OFFSET_MS = 10 * 365 * 86_400_000;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The development clock (mounted under /dev with `dev` only): GET /dev/clock answers {now, offset_ms};
 * POST /dev/clock with exactly one of {advance_ms: integer} (forward, or back when negative), {set: ISO 8601
 * instant} or {reset: true} moves the API's one clock (http/clock.ts: sessions, seat holds, flash sales, payment
 * deadlines all read it), then sweeps the orders past their payment deadline and answers {now, offset_ms,
 * expired: [order numbers]}. The clock stays within 10 years of the real one.
 */
export function clockDevRoutes(deps: AppDeps, clock: AdjustableClock): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() });
  const usage = () => badRequest('indica uno de advance_ms (milisegundos, entero), set (fecha ISO 8601) o reset (true).');

  app.get('/clock', (c) => c.json(state(), 200, { 'Cache-Control': 'no-store' }));

  app.post('/clock', async (c) => {
    const body = await jsonBody(c);
    const given = (['advance_ms', 'set', 'reset'] as const).filter((key) => body[key] !== undefined && body[key] !== null);
    if (given.length !== 1) throw usage();
    const before = clock.offsetMs();
    let offset: number;
    if (given[0] === 'advance_ms') {
      const ms = body.advance_ms;
      if (typeof ms !== 'number' || !Number.isSafeInteger(ms)) throw usage();
      offset = before + ms;
    } else if (given[0] === 'set') {
      const at = typeof body.set === 'string' && ISO_INSTANT.test(body.set) ? Date.parse(body.set) : NaN;
      if (Number.isNaN(at)) throw usage();
      offset = before + (at - clock.now().getTime());
    } else {
      if (body.reset !== true) throw usage();
      offset = 0;
    }
    if (Math.abs(offset) > MAX_CLOCK_OFFSET_MS) throw badRequest('el reloj se mueve a lo sumo 10 años.');
    clock.advance(offset - before);
    return c.json({ ...state(), expired: expireDueOrders(deps) }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
