import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { AddCartItemRequestSchema, UpdateCartItemRequestSchema, UpdateCartRequestSchema } from '../../src/domain/cart/cart-requests';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { readCheckedJson } from '../contract/checked-body';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { originOf, readFlag } from '../http/request';
import { requireSession } from '../session/session-service';
import { CartService } from './cart-service';
import { replaceCartCodes } from '../discounts/discount-store';
import { cartOptionRoutes } from './option-routes';

// The path names the line, so the body's item_id may be left out (and must match when given).
const UpdateItemBody = z.extend(UpdateCartItemRequestSchema, { item_id: z.optional(UpdateCartItemRequestSchema.shape.item_id) });

/** The cart endpoints: /cart, /cart/{id}, /cart/{id}/item[/{itemId}]. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const auth = requireSession(deps);

  app.post('/cart', auth, (c) => {
    const cart = carts.create(c.get('session'), readFlag(c, 'is_mergeable'));
    return c.json(carts.toJson(render(c), cart));
  });

  app.get('/cart/:id', auth, (c) => c.json(carts.toJson(render(c), carts.require(c.get('session'), c.req.param('id')))));

  // The coupons and gift cards to apply: a list given replaces the cart's (discounts/discount-store.ts); amounts come from the server.
  app.put('/cart/:id', auth, async (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    const body = await readCheckedJson(c, UpdateCartRequestSchema);
    if (body.cart_id !== undefined && String(body.cart_id) !== cart.public_id)
      throw badRequest('el campo "cart_id" no coincide con el carrito de la ruta.');
    replaceCartCodes(deps.db, cart.id, body);
    return c.json(carts.toJson(render(c), cart));
  });

  app.delete('/cart/:id', auth, (c) => {
    carts.remove(carts.require(c.get('session'), c.req.param('id')));
    return c.body(null, 204);
  });

  app.post('/cart/:id/item', auth, async (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    const body = await readCheckedJson(c, AddCartItemRequestSchema);
    carts.addItem(cart, body);
    return c.json(carts.toJson(render(c), cart));
  });

  app.put('/cart/:id/item/:itemId', auth, async (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    const body = await readCheckedJson(c, UpdateItemBody);
    const itemId = c.req.param('itemId');
    if (body.item_id !== undefined && String(body.item_id) !== itemId)
      throw badRequest('el campo "item_id" no coincide con el producto de la ruta.');
    carts.updateItem(cart, itemId, body);
    return c.json(carts.toJson(render(c), cart));
  });

  app.delete('/cart/:id/item/:itemId', auth, (c) => {
    const cart = carts.require(c.get('session'), c.req.param('id'));
    carts.removeItem(cart, c.req.param('itemId'));
    return c.json(carts.toJson(render(c), cart));
  });

  // Suggestions and the delivery estimate (option-routes.ts).
  app.route('/', cartOptionRoutes(deps));

  return app;
}
