import { Hono } from 'hono';
import { CartService } from '../cart/cart-service';
import type { AppDeps, AppEnv } from '../http/context';
import { ownerOfUser } from '../http/context';
import { requireSession } from '../session/session-service';
import { cartLines } from './cart-lines';
import { couponDefinition, couponJson, evaluateFor, usableUserCoupons } from './discount-store';
import { signedInUser } from './signed-in';

/**
 * GET /user/coupon/ (optional `cart_id`): the signed-in user's coupons (from
 * points, a birthday…), each evaluated on its own against that cart (the
 * user's open cart without one), so the cart can offer the ones that apply.
 */
export function discountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);

  app.get('/user/coupon', requireSession(deps), (c) => {
    const session = c.get('session');
    const user = signedInUser(session);
    const cartId = c.req.query('cart_id');
    const cart = cartId ? carts.require(session, cartId) : carts.latestOpenCart(ownerOfUser(user.id));
    const lines = cart ? cartLines(deps.db, cart.id) : [];
    const coupons = usableUserCoupons(deps, user.id).map((row) => {
      const outcome = evaluateFor(deps, user.id, { coupons: [row.code], giftCards: [] }, lines, 0).coupons[0];
      return couponJson(outcome ?? { code: row.code, discountCents: 0, errorCode: null, errorMessage: null, definition: couponDefinition(row), autoApplied: false });
    });
    return c.json(coupons);
  });

  return app;
}
