import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { advanceOrder, isCancelEnabled, lifecycleStatus, lifecycleStep } from './lifecycle';
import { jsonBody, requireCardAuthorization } from './order-actions';
import type { OrderItemRow, OrderRow } from './order-store';

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
    const row = /^[0-9]{1,20}$/.test(n) ? (deps.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(n) as OrderRow | undefined) : undefined;
    if (!row) throw notFound('El pedido no existe.');
    return row;
  };
  const notAllowed = (message: string) => new ApiError(400, 'NOT_ALLOWED', message);

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
      ? (deps.db.prepare('SELECT id, amount_cents, is_verified FROM order_bank_slips WHERE id = ? AND order_id = ?').get(Number(id), row.id) as
          | { id: number; amount_cents: number; is_verified: number }
          | undefined)
      : undefined;
    if (!slip) throw notFound('La boleta no existe en este pedido.');
    if (row.cancelled_at) throw notAllowed('El pedido está cancelado: sus boletas ya no se verifican.');
    const paid = deps.db.transaction(() => {
      deps.db.prepare('UPDATE order_bank_slips SET is_verified = 1 WHERE id = ?').run(slip.id);
      const verified = (deps.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM order_bank_slips WHERE order_id = ? AND is_verified = 1').get(row.id) as { n: number }).n;
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
        ? (deps.db.prepare('SELECT * FROM order_items WHERE id = ? AND order_id = ?').get(Number(itemId), row.id) as OrderItemRow | undefined)
        : undefined;
    if (!item) throw notFound('El producto no está en este pedido.');
    const quantity = body.quantity === undefined ? item.quantity : body.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > item.quantity)
      throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: quantity debe ser un número entero de 0 a ${item.quantity}.`);
    if (!isCancelEnabled(row)) throw notAllowed('El pedido ya salió o está cancelado: sus productos ya no se marcan como agotados.');
    deps.db.prepare('UPDATE order_items SET quantity_out_of_stock = ? WHERE id = ?').run(quantity, item.id);
    return c.json({ order_number: row.order_number, item_id: String(item.id), quantity: item.quantity, quantity_out_of_stock: quantity });
  });

  return app;
}
