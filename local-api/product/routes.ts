import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toQuetzales, type ProductRow } from '../catalog/catalogue';
import { findProductBySkuOrSlug } from '../catalog/product-store';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, badRequest, productNotFound } from '../http/errors';
import { originOf, readJson } from '../http/request';
import { requireSession } from '../session/session-service';
import { requestBulkQuotation, setProductPrice, setProductStock } from './parts';
import { reserveSeats } from './seats';
import { joinWaitList, leaveWaitList } from './wait-list';

const SeatsBody = z.object({ seat_ids: z.array(z.string().max(10)).max(100) });

/** The most a development stock update may set. */
const MAX_DEV_STOCK = 100_000;
/** The most a development price update may set: Q1,000,000. */
const MAX_DEV_PRICE_CENTS = 100_000_000;

/**
 * The product page's actions (issue 11): the wait list (POST/DELETE
 * /product/{id}/wait_list/?email=), seat reservations (PUT
 * /product/{id}/event_seats {seat_ids}) and bulk quotations (POST
 * /page/product/{sku}/bulk_quotation {quantity, phoneNumber}). `{id}` is a
 * sku or a slug, as on GET /page/product/{id}. The product's pickup options
 * are pickup-worker/routes.ts's (GET /product/{sku}/pickup_options).
 */
export function productRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const productOf = (id: string): ProductRow => {
    const product = id.length <= 200 ? deps.catalogue.productBySkuOrSlug(id.trim()) : undefined;
    if (!product) throw productNotFound();
    return product;
  };

  app.post('/product/:id/wait_list', auth, (c) =>
    c.json(joinWaitList(deps, c.get('session'), productOf(c.req.param('id')), c.req.query('email')?.slice(0, 300))),
  );
  app.delete('/product/:id/wait_list', auth, (c) => c.json(leaveWaitList(deps, c.get('session'), productOf(c.req.param('id')))));

  app.put('/product/:id/event_seats', auth, async (c) => {
    const product = productOf(c.req.param('id'));
    const body = await readJson(c, SeatsBody);
    return c.json(reserveSeats(deps, product, c.get('session').owner, body.seat_ids));
  });

  app.post('/page/product/:sku/bulk_quotation', auth, async (c) => {
    const product = productOf(c.req.param('sku'));
    const body = await readJson(c, z.unknown());
    return c.json(requestBulkQuotation(deps, c.get('session'), product, body));
  });

  return app;
}

/**
 * Development controls, under /dev with the other development pages (only with `dev` and a loopback
 * origin), by sku or slug of any product:
 * - POST /dev/products/{sku}/stock {stock} sets a product's stock, and a product that comes back in stock
 *   tells its wait list. Answers {public_sku, stock_quantity, stock_status, notified}.
 * - POST /dev/products/{sku}/price {price} sets its price in quetzales (more than 0, at most 1,000,000, at
 *   most 2 decimals), below the regular price a sale (setProductPrice). Answers {public_sku, price,
 *   regular_price, is_on_sale}.
 * Either purges the product's pages from a shared cache (http/purge.ts) before answering.
 */
export function productDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const productOf = (sku: string): ProductRow => {
    const product =
      sku.length <= 64
        ? findProductBySkuOrSlug(deps.db, sku.trim())
        : undefined;
    if (!product) throw productNotFound();
    return product;
  };
  const fieldOf = async (c: Context, name: string): Promise<unknown> => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('el cuerpo no es JSON válido.');
    }
    return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  };

  app.post('/products/:sku/stock', async (c) => {
    const product = productOf(c.req.param('sku'));
    const stock = await fieldOf(c, 'stock');
    if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0 || stock > MAX_DEV_STOCK)
      throw new ApiError(400, 'apiCallFailed', `La solicitud no es válida: "stock" debe ser un número entero de 0 a ${MAX_DEV_STOCK}.`);
    const result = setProductStock(deps, originOf(c), product, stock);
    return c.json({
      public_sku: result.product.public_sku,
      stock_quantity: result.product.stock_quantity,
      stock_status: result.product.stock_status,
      notified: result.notified,
    });
  });

  app.post('/products/:sku/price', async (c) => {
    const product = productOf(c.req.param('sku'));
    const price = await fieldOf(c, 'price');
    const cents = typeof price === 'number' && Number.isFinite(price) ? Math.round(price * 100) : NaN;
    if (!Number.isInteger(cents) || Math.abs((price as number) * 100 - cents) > 1e-6 || cents <= 0 || cents > MAX_DEV_PRICE_CENTS)
      throw new ApiError(
        400,
        'apiCallFailed',
        'La solicitud no es válida: "price" debe ser un número mayor que 0 y de hasta 1,000,000 quetzales, con 2 decimales como máximo.',
      );
    const updated = setProductPrice(deps, product, cents);
    return c.json({
      public_sku: updated.public_sku,
      price: toQuetzales(updated.price_cents),
      regular_price: toQuetzales(updated.regular_price_cents),
      is_on_sale: updated.is_on_sale === 1 && updated.regular_price_cents > updated.price_cents,
    });
  });
  return app;
}
