import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { advanceOrder, lifecycleStatus } from './lifecycle';
import { requireCardAuthorization } from './order-actions';
import type { OrderRow } from './order-store';

/**
 * Development controls for orders (mounted under /dev with the other
 * development routes, so only with `dev` and a loopback origin):
 * POST /dev/orders/{n}/advance moves an order one lifecycle step;
 * POST /dev/orders/{n}/card_authorization makes it ask for a card
 * authorization number, and answers that number.
 */
export function orderDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const find = (n: string): OrderRow => {
    const row = /^[0-9]{1,20}$/.test(n) ? (deps.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(n) as OrderRow | undefined) : undefined;
    if (!row) throw notFound('El pedido no existe.');
    return row;
  };

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

  return app;
}
