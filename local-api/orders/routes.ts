import { Hono, type Context } from 'hono';
import { ORDER_PAGE_SIZE } from '../../src/domain/orders/order-status';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { originOf, readPaging } from '../http/request';
import { requireSession } from '../session/session-service';
import { orderActionRoutes } from './order-actions';
import { orderJson } from './order-json';
import { listOrders, requireOwnOrder } from './order-store';
import { expireDueOrders } from './release';

/** The most orders one page of GET /order holds. */
export const MAX_ORDER_PAGE_SIZE = 50;

/**
 * GET /order (page from 1, page_size 1 to 50, default 20; newest first) and
 * GET /order/{n}: a signed-in user's own orders (an anonymous token: 403
 * onlyAnonymousTokenFound; someone else's order: 404 notFound).
 */
export function orderRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });

  // Orders past their payment deadline are cancelled (their holds given back) before any order is read or changed (release.ts).
  app.use('/order/*', async (_c, next) => {
    expireDueOrders(deps);
    await next();
  });

  app.get('/order', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const { pageSize, offset } = readPaging(c, { pageSize: ORDER_PAGE_SIZE, max: MAX_ORDER_PAGE_SIZE });
    const ctx = render(c);
    return c.json(listOrders(deps.db, user.id, pageSize, offset).map((row) => orderJson(deps, ctx, row)));
  });

  app.get('/order/:n', auth, (c) => {
    const user = signedInUser(c.get('session'));
    return c.json(orderJson(deps, render(c), requireOwnOrder(deps.db, user.id, c.req.param('n'))));
  });

  // Cancel, invoice, card authorization number, bank slips, out-of-stock lines (order-actions.ts).
  app.route('/', orderActionRoutes(deps));

  return app;
}
