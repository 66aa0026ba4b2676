import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { boundedText, requestId, TEXT_LIMITS, wholeNumber } from '../../src/domain/shared/request-checks';

/*
 * The body of PUT /checkout/{cartId}/preview and /order (CheckoutRequest in
 * src/domain/checkout/payment-flow.ts), as the server reads it. Every field
 * may be left out (null); unknown fields are dropped, so a price or a total
 * in the body is never read. `items`, `event_seats`, `coupons` and
 * `gift_cards` are accepted and ignored: the lines come from the cart, the
 * codes from PUT /cart/{id}.
 */

const bounded = (max: number) => z.nullish(boundedText(max));
const anyList = (max: number) =>
  z.nullish(
    z.array(z.unknown()).check(
      z.check((payload) => {
        if (payload.value.length > max) payload.issues.push({ code: 'too_big', origin: 'array', maximum: max, inclusive: true, input: payload.value });
      }),
    ),
  );

const NewCardSchema = z.object({
  // Digits and spaces as typed; checked by the domain's card rules, never stored or logged.
  number: boundedText(30),
  expiration_month: z.union([wholeNumber(0, 99), boundedText(2)]),
  expiration_year: z.union([wholeNumber(0, 9999), boundedText(4)]),
  cvv: boundedText(8),
  tokenize: z.nullish(z.boolean()),
  address: z.nullish(
    z.object({
      first_name: bounded(TEXT_LIMITS.name),
      last_name: bounded(TEXT_LIMITS.name),
      phone: bounded(30),
      street: bounded(200),
      city: bounded(100),
      state: bounded(40),
      country: bounded(2),
      postcode: bounded(12),
    }),
  ),
});

export const CheckoutBodySchema = z.object({
  cart_id: z.nullish(requestId()),
  items: anyList(200),
  event_seats: anyList(200),
  coupons: anyList(10),
  gift_cards: anyList(10),
  delivery_option_id: z.nullish(requestId()),
  shipping_address_id: z.nullish(requestId()),
  pickup_option_id: z.nullish(requestId()),
  pickup_contact: z.nullish(z.object({ name: bounded(TEXT_LIMITS.name), phone: bounded(30) })),
  customer_note: bounded(500),
  invoice_type: z.nullish(z.enum(['TAX_ID', 'NO_TAX_ID'])),
  invoice_data: z.nullish(
    z.object({ tax_id: bounded(32), name: bounded(120), address: bounded(200), id: z.nullish(requestId()) }),
  ),
  payment_method: bounded(30),
  existing_card_id: z.nullish(requestId()),
  installment: z.nullish(
    z.object({ bin: z.nullish(requestId()), bank_code: z.nullish(requestId()), installments: wholeNumber(1, 48) }),
  ),
  new_card: z.nullish(NewCardSchema),
  reference_id: bounded(64),
  transaction_id: bounded(64),
  delivery_time_range: z.nullish(z.enum(['EIGHTAM_FOURPM', 'ALLDAY'])),
  disable_early_shipping: z.nullish(z.boolean()),
  step: bounded(TEXT_LIMITS.id),
});
export type CheckoutBody = z.output<typeof CheckoutBodySchema>;

/**
 * What makes two order bodies "the same" for an idempotency key: the fields
 * the server reads, in a fixed order, with a new card reduced to what may be
 * kept (BIN, last 4, length, expiry): a hash of a card number is itself
 * guessable, so neither the number nor the CVV goes into it.
 */
export function bodyFingerprint(body: CheckoutBody): string {
  const card = body.new_card;
  const digits = card ? card.number.replace(/\s/g, '') : '';
  const canonical = {
    cart_id: body.cart_id ?? null,
    delivery_option_id: body.delivery_option_id ?? null,
    shipping_address_id: body.shipping_address_id ?? null,
    pickup_option_id: body.pickup_option_id ?? null,
    pickup_contact: body.pickup_contact ?? null,
    customer_note: body.customer_note ?? null,
    invoice_type: body.invoice_type ?? null,
    invoice_data: body.invoice_data ?? null,
    payment_method: body.payment_method ?? null,
    existing_card_id: body.existing_card_id ?? null,
    installment: body.installment ?? null,
    new_card: card
      ? {
          bin: digits.slice(0, 6),
          last4: digits.slice(-4),
          length: digits.length,
          expiration_month: String(card.expiration_month),
          expiration_year: String(card.expiration_year),
          tokenize: card.tokenize ?? false,
          address: card.address ?? null,
        }
      : null,
    reference_id: body.reference_id ?? null,
    transaction_id: body.transaction_id ?? null,
    delivery_time_range: body.delivery_time_range ?? null,
    disable_early_shipping: body.disable_early_shipping ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
