import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { toCents } from '../../src/domain/checkout/amounts';
import { cardNumberProblem } from '../../src/domain/payments/card';
import { requestId } from '../../src/domain/shared/request-checks';
import { requireOwnAddress } from '../addresses/address-store';
import { findSavedCardParts } from '../cards/card-store';
import { storableParts } from '../cards/cards';
import { CartService } from '../cart/cart-service';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { readCheckedJson } from '../contract/checked-body';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { originOf } from '../http/request';
import { pickupOptionJson, visibleLocations } from '../pickup-worker/pickup';
import { requireSession } from '../session/session-service';
import { computeCheckout, isCardBlocked, previewJson } from './checkout-service';
import { claimKey, readIdempotencyKey, releaseKey, storeAnswer, waitForKey, type StoredAnswer } from './idempotency';
import { deliveryOptionsFor, installmentOptions, paymentOptionsFor, shippingZone } from './options';
import { placeOrder, PaymentFailure } from './order-service';
import { CheckoutBodySchema, bodyFingerprint, type CheckoutBody } from './request';
import { bankOfBin } from './simulator';
import { createReference, requireOwnReference, resultJson, setupJson } from './three-ds';

const SetupBodySchema = z.object({
  cartId: z.nullish(requestId()),
  cart_id: z.nullish(requestId()),
  existing_card_id: z.nullish(requestId()),
  card: z.nullish(z.object({ number: z.string().check(z.maxLength(30)) })),
});

/** An amount in quetzales from the query string, as whole cents (0 to Q10,000,000). */
function readAmountCents(c: Context, required: boolean): number | null {
  const raw = c.req.query('amount');
  if (raw === undefined || raw.trim() === '') {
    if (required) throw badRequest('falta el parámetro "amount".');
    return null;
  }
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000) throw badRequest('el parámetro "amount" debe ser un monto de 0 a 10000000.');
  return toCents(value);
}

/**
 * The checkout of spec section 7: options (delivery, pickup, payment,
 * installments), the preview, order creation (one order per cart; with an
 * Idempotency-Key, replayed per key: idempotency.ts),
 * and 3-D Secure's setup and result. The challenge page itself is a
 * development page (three-ds.ts, mounted under /dev).
 */
export function checkoutRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const carts = new CartService(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const emptyBody = {} as CheckoutBody;

  app.get('/checkout/:cartId/shipping_option/delivery', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('cartId'));
    const user = signedInUser(session);
    const addressId = c.req.query('address_id');
    if (!addressId) throw badRequest('falta el parámetro "address_id".');
    const address = requireOwnAddress(deps.db, user.id, addressId);
    const checkout = computeCheckout(deps, cart, user, emptyBody);
    if (!checkout.shippingRequired) return c.json([]);
    return c.json(deliveryOptionsFor(address, checkout.discounts.freeShippingBaseCents, checkout.extraDays, deps.now()));
  });

  app.get('/checkout/:cartId/shipping_option/pickup', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('cartId'));
    const checkout = computeCheckout(deps, cart, session.user, emptyBody);
    if (!checkout.shippingRequired) return c.json([]);
    const now = deps.now();
    return c.json(visibleLocations(deps.db, session.user?.id ?? null).map((row) => pickupOptionJson(row, now, checkout.extraDays)));
  });

  // Optional address_id or pickup_option_id: cash on delivery depends on where the order goes.
  app.get('/checkout/:cartId/payment_option', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('cartId'));
    const addressId = c.req.query('address_id') || null;
    const pickupId = c.req.query('pickup_option_id') || null;
    const checkout = computeCheckout(deps, cart, session.user, { shipping_address_id: addressId, pickup_option_id: pickupId } as CheckoutBody);
    return c.json(
      paymentOptionsFor({
        zone: checkout.address ? shippingZone(checkout.address) : null,
        pickupCodEnabled: checkout.pickup ? checkout.pickup.is_cod_enabled === 1 : null,
        totalCents: checkout.payableCents,
        cardBlocked: isCardBlocked(deps, session.user),
        shippingRequired: checkout.lines.length === 0 || checkout.shippingRequired,
      }),
    );
  });

  // Without a bin, every bank's plans; a bin of no bank here, none. Without an amount, what the cart owes.
  app.get('/checkout/:cartId/installment_option', auth, (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('cartId'));
    const amount = readAmountCents(c, false) ?? computeCheckout(deps, cart, session.user, emptyBody).payableCents;
    const bin = (c.req.query('bin') ?? '').replace(/\s/g, '').slice(0, 6);
    if (!bin) return c.json(installmentOptions(amount, null, null));
    const bank = bankOfBin(bin);
    return c.json(bank ? installmentOptions(amount, bank, bin) : []);
  });

  app.get('/installment_option', (c) => c.json(installmentOptions(readAmountCents(c, true)!, null, null)));

  // Anonymous sessions may preview (no saved addresses or cards); placing the order needs a signed-in user.
  app.put('/checkout/:cartId/preview', auth, async (c) => {
    const session = c.get('session');
    const cart = carts.require(session, c.req.param('cartId'));
    const body = await readCheckedJson(c, CheckoutBodySchema);
    return c.json(previewJson(deps, render(c), computeCheckout(deps, cart, session.user, body)));
  });

  app.put('/checkout/:cartId/order', auth, async (c) => {
    const session = c.get('session');
    const user = signedInUser(session);
    const key = readIdempotencyKey(c);
    const body = await readCheckedJson(c, CheckoutBodySchema);
    const cartId = c.req.param('cartId');
    // Without a key (the spec names none) the cart is the key: placing it again answers its order.
    if (key === null) return c.json(await placeOrder(deps, originOf(c), session, user, cartId, body, { answerExisting: true }));
    const hash = `${bodyFingerprint(body)}:${cartId}`;
    const replay = (answer: StoredAnswer) => c.json(answer.body as object, answer.status as 200, { 'Idempotent-Replayed': 'true' });
    for (let attempt = 0; ; attempt++) {
      const claim = claimKey(deps.db, user.id, key, hash, deps.now().getTime());
      if (claim.kind === 'claimed') break;
      if (claim.kind === 'replay') return replay(claim.answer);
      const waited = attempt < 3 ? await waitForKey(deps.db, user.id, key) : null;
      if (waited === 'released') continue;
      if (waited === null) throw new ApiError(409, 'NOT_ALLOWED', 'Tu pedido todavía se está procesando. Espera un momento y revisa tus pedidos.');
      return replay(waited);
    }
    try {
      const result = await placeOrder(deps, originOf(c), session, user, cartId, body);
      storeAnswer(deps.db, user.id, key, { status: 200, body: result });
      return c.json(result);
    } catch (error) {
      if (error instanceof PaymentFailure) storeAnswer(deps.db, user.id, key, { status: error.status, body: error.body() });
      else releaseKey(deps.db, user.id, key);
      throw error;
    }
  });

  app.post('/checkout/3ds_setup', auth, async (c) => {
    const session = c.get('session');
    const user = signedInUser(session);
    const body = await readCheckedJson(c, SetupBodySchema);
    const cartPublicId = body.cartId ?? body.cart_id;
    const cart = cartPublicId == null ? null : carts.require(session, String(cartPublicId));
    let parts: { bin: string; last4: string };
    if (body.card) {
      const problem = cardNumberProblem(body.card.number);
      if (problem) throw new ApiError(400, problem.cause, problem.message);
      parts = storableParts(body.card.number.replace(/\s/g, ''));
    } else if (body.existing_card_id != null) {
      const row = findSavedCardParts(deps.db, String(body.existing_card_id), user.id);
      if (!row) throw notFound('La tarjeta no existe.');
      parts = row;
    } else throw new ApiError(400, 'MISSING_CARD', 'Elige una de tus tarjetas o agrega una nueva para pagar.');
    return c.json(setupJson(createReference(deps, session.owner, cart?.id ?? null, parts)));
  });

  app.get('/checkout/:ref/3ds_wait_for_result', auth, (c) =>
    c.json(resultJson(requireOwnReference(deps.db, c.get('session').owner, c.req.param('ref')))),
  );

  return app;
}
