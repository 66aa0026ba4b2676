import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CartService, NO_SHIPPING_TYPES } from '../cart/cart-service';
import { VISIBLE_STATUSES } from '../catalog/catalogue';
import { findProductBySku } from '../catalog/product-store';
import { cartLines } from '../discounts/cart-lines';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, badRequest, notFound, productNotFound } from '../http/errors';
import { readJson } from '../http/request';
import { requireSession } from '../session/session-service';
import { extraDaysFor, pickupOptionJson, visibleLocations } from './pickup';
import { addUserPickupLocation, findPickupLocationByPublicId } from './pickup-store';
import { requireWorker, setPickedUp, setReceived, workerOrders } from './worker';

/**
 * GET /pickup_locations (a signed-in user's), POST /pickup_locations/add_location
 * (a pickup-location worker adds a restricted one), GET /cart/{id}/pickup_options
 * and GET /product/{sku}/pickup_options. A restricted location is listed only
 * to users who added it.
 */
export function pickupRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const carts = new CartService(deps);

  app.get('/pickup_locations', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const now = deps.now();
    return c.json(visibleLocations(deps.db, user.id).map((row) => pickupOptionJson(row, now)));
  });

  app.post('/pickup_locations/add_location', auth, async (c) => {
    const user = signedInUser(c.get('session'));
    const body = await readJson(c, z.unknown());
    const publicId = body && typeof body === 'object' && !Array.isArray(body) ? (body as { public_id?: unknown }).public_id : undefined;
    if (typeof publicId !== 'string' || publicId.trim() === '' || publicId.length > 64) throw badRequest('falta el campo "public_id".');
    if (!user.is_pickup_location_worker)
      throw new ApiError(403, 'NOT_ALLOWED', 'Solo el personal de los puntos de recogida puede agregar puntos restringidos.');
    const row = findPickupLocationByPublicId(deps.db, publicId.trim());
    if (!row) throw notFound('El punto de recogida no existe.');
    addUserPickupLocation(deps.db, user.id, row.id, deps.now().toISOString());
    return c.json(pickupOptionJson(row, deps.now()));
  });

  // The pickup-location worker (worker.ts): orders per location of theirs, receiving and handing over with the PIN.
  const workerBody = async (c: Context<AppEnv>) => {
    const worker = requireWorker(signedInUser(c.get('session')));
    const body = await readJson(c, z.unknown());
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('el cuerpo debe ser un objeto JSON.');
    return { worker, body: body as Record<string, unknown> };
  };
  app.get('/pickup_locations/orders_to_receive', auth, (c) =>
    c.json(workerOrders(deps, requireWorker(signedInUser(c.get('session'))).id, 'receive')),
  );
  app.get('/pickup_locations/orders_to_deliver', auth, (c) =>
    c.json(workerOrders(deps, requireWorker(signedInUser(c.get('session'))).id, 'deliver')),
  );
  app.post('/pickup_locations/set_received', auth, async (c) => {
    const { worker, body } = await workerBody(c);
    return c.json(setReceived(deps, worker, body));
  });
  app.post('/pickup_locations/set_picked_up', auth, async (c) => {
    const { worker, body } = await workerBody(c);
    return c.json(setPickedUp(deps, worker, body));
  });

  app.get('/cart/:id/pickup_options', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('id'));
    const lines = cartLines(deps.db, cart.id);
    if (!lines.some((line) => !NO_SHIPPING_TYPES.includes(line.type))) return c.json([]);
    const now = deps.now();
    const extra = extraDaysFor(lines);
    return c.json(visibleLocations(deps.db, session.user?.id ?? null).map((row) => pickupOptionJson(row, now, extra)));
  });

  app.get('/product/:sku/pickup_options', auth, (c) => {
    const session = c.get('session');
    const sku = c.req.param('sku');
    const product =
      sku.length <= 64
        ? findProductBySku(deps.db, sku.trim())
        : undefined;
    if (!product || !(VISIBLE_STATUSES as readonly string[]).includes(product.status)) throw productNotFound();
    if (NO_SHIPPING_TYPES.includes(product.type)) return c.json([]);
    const now = deps.now();
    const extra = extraDaysFor([{ stock_status: product.stock_status, presale_days: product.presale_days }]);
    return c.json(visibleLocations(deps.db, session.user?.id ?? null).map((row) => pickupOptionJson(row, now, extra)));
  });

  return app;
}
