import { Hono, type Context } from 'hono';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import type { AppDeps, AppEnv } from '../http/context';
import { originOf } from '../http/request';
import { requireSession } from '../session/session-service';
import { CartService } from './cart-service';
import { deliveryEstimate } from './delivery-estimate';
import { crossSellFor, forYouFor } from './suggestions';

/**
 * GET /cart/{id}/cross_sell, /cart/{id}/for_you (lists of product summaries)
 * and /cart/{id}/delivery_estimate. The cart must be the session's own: any
 * other answers 404 notFound, like every cart route.
 */
export function cartOptionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const auth = requireSession(deps);

  app.get('/cart/:id/cross_sell', auth, (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    const ctx = render(c);
    return c.json(crossSellFor(deps, cart).map((row) => deps.catalogue.summary(ctx, row)));
  });

  app.get('/cart/:id/for_you', auth, (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    const ctx = render(c);
    return c.json(forYouFor(deps, cart).map((row) => deps.catalogue.summary(ctx, row)));
  });

  app.get('/cart/:id/delivery_estimate', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('id'));
    const { address_id, city, state, pickup_option_id } = c.req.query();
    return c.json(deliveryEstimate(deps, session, cart, { address_id, city, state, pickup_option_id }));
  });

  return app;
}
