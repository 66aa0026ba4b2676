import { MemoryStorage } from '../../../src';
import type { CheckoutEdit } from '../../../src/usecases/checkout/edit-checkout.use-case';
import { makeClient, storedCart, storedSession } from '../../mocks/client';
import { cart, cartItem, productSummary, user as userFixture, type WireUser } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { checkoutBackend, type WireTotals } from '../../mocks/handlers/checkout';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server } from '../../mocks/server';

/** A card that passes every check (Visa's test number), and its CVV. */
export const CARD_NUMBER = '4111 1111 1111 1111';
export const CARD_DIGITS = '4111111111111111';
export const CVV = '739';
export const NEW_CARD = { number: CARD_NUMBER, expiration_month: '12', expiration_year: '2031', cvv: CVV } as const;

/**
 * A started client (anonymous anon-1, or a stored signed-in session) whose
 * cart `cart-A` holds one line (349), against the session, cart and checkout
 * stand-ins. The request log and the errors start empty.
 */
export async function checkoutClient(
  options: { signedIn?: boolean; user?: Partial<WireUser>; totals?: WireTotals; bankAccountTypes?: readonly { value: string; label: string }[] } = {},
) {
  const session = sessionBackend(options.user ? { user: userFixture(options.user) } : {});
  const carts = cartBackend();
  const checkout = checkoutBackend(options.totals ? { totals: options.totals } : {});
  server.use(...session.handlers, ...carts.handlers, ...checkout.handlers);
  const storage = new MemoryStorage();
  const token = options.signedIn ? 'user-token-stored' : 'anon-1';
  if (options.signedIn) session.acceptUserToken(token);
  await storedSession(storage, { token, isUser: options.signedIn === true });
  carts.seed(cart({ cart_id: 'cart-A', items: [cartItem(productSummary())] }));
  await storedCart(storage, 'cart-A', options.signedIn ? 'user' : 'anonymous');
  const harness = makeClient({ storage, ...(options.bankAccountTypes ? { bankAccountTypes: options.bankAccountTypes } : {}) });
  await harness.client.start();
  if (options.signedIn) await harness.client.user.load();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, session, carts, checkout };
}

/** A started checkout (its first preview answered), with the log and errors emptied again. */
export async function startedCheckout(options: Parameters<typeof checkoutClient>[0] = {}) {
  const harness = await checkoutClient(options);
  await harness.client.checkout.start();
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

/** Edits that make a delivery order payable by `payment` (COD by default). */
export function deliveryEdits(payment: CheckoutEdit[] = [{ kind: 'paymentMethod', method: 'COD' }]): CheckoutEdit[] {
  return [
    { kind: 'shippingAddress', id: 'demo-ana-casa' },
    { kind: 'deliveryOption', id: 'standard' },
    { kind: 'pickupContact', name: 'Ana López', phone: '55550000' },
    ...payment,
  ];
}

export async function applyEdits(client: Awaited<ReturnType<typeof checkoutClient>>['client'], edits: CheckoutEdit[]) {
  for (const edit of edits) await client.checkout.edit(edit);
  requests.clear();
}

/** The JSON body of a logged request. */
export async function bodyOf(entry: { request: Request }): Promise<Record<string, unknown>> {
  return (await entry.request.clone().json()) as Record<string, unknown>;
}
