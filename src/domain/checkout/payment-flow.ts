/*
 * The checkout's calls between the library and the local API, where the spec
 * leaves answers "not shown" (section 7, "Checkout" and "Bank slips and
 * alternate card authorization"). One contract, read by both sides.
 *
 * Placing an order (PUT /checkout/{cartId}/order, header IDEMPOTENCY_HEADER):
 * 1. A card payment first calls POST /checkout/3ds_setup/ with
 *    `{ cartId, existing_card_id }` or `{ cartId, card }`: ThreeDsSetupAnswer.
 * 2. The order call carries the body of CheckoutRequest (with reference_id for
 *    a card) and a fresh idempotency key. The server creates the order once per
 *    key: a repeated key replays the first answer; the same key with another
 *    body is 422 IDEMPOTENCY_KEY_REUSED. Prices, totals and stock come from the
 *    server, never from the body.
 * 3. STEP_UP_REQUIRED_3DS comes with the order_number (the order exists,
 *    unpaid, its stock reserved) and step_up_params. The shopper completes the
 *    challenge in the frame; the client polls GET /checkout/{ref}/3ds_wait_for_result/
 *    (ThreeDsResult) with a bounded wait, then repeats the order call with
 *    `transaction_id` (a new key: another body). The server charges that same
 *    order: never a second one.
 * 4. A challenge that never finishes, or FAILED, leaves the order unpaid
 *    (pending); the client removes the frame and says so.
 * 5. After a network error or timeout on the order call the client does not
 *    resend blindly: it reads GET /order (newest first) and looks for the
 *    order of this cart (`cart_id` on the order) before trying again with the
 *    same key.
 */
import * as z from 'zod/mini';
import { list, nullable, nullishOr, enumWithFallback } from '../shared/schema-helpers';
import { InstallmentSchema } from './checkout';
import { PaymentOptionSchema } from './delivery-schemas';

/** The request header that makes order creation idempotent (a UUID per attempt of one body). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POST /checkout/3ds_setup/ (and POST /alternate_card_auth/setup). */
export const ThreeDsSetupAnswerSchema = z.object({
  reference_id: z.string(),
  /** Where the card network collects device data first, when it wants to; null: nothing to collect. */
  url: nullable(z.string()),
  access_token: nullable(z.string()),
  /** The card needs no challenge: charge at once. */
  skip_step_up: nullishOr(z.boolean(), false),
  card_warning_message: nullable(z.string()),
});
export type ThreeDsSetupAnswer = z.output<typeof ThreeDsSetupAnswerSchema>;

/** Where a challenge stands: PENDING until the shopper finishes it. */
export const THREE_DS_STATUSES = ['PENDING', 'AUTHENTICATED', 'FAILED'] as const;

/** GET /checkout/{ref}/3ds_wait_for_result/ (and the alternate card authorization's). */
export const ThreeDsResultSchema = z.object({
  status: enumWithFallback(THREE_DS_STATUSES, 'PENDING'),
  /** Set once AUTHENTICATED: the order call is repeated with it. */
  transaction_id: nullable(z.string()),
});
export type ThreeDsResult = z.output<typeof ThreeDsResultSchema>;

/** The longest the client waits for a challenge, and how often it asks. */
export const THREE_DS_WAIT = { totalMs: 5 * 60_000, everyMs: 1_500 } as const;

/** GET /checkout/{cartId}/payment_option: the methods this checkout offers (defined in delivery-schemas.ts). */
export { PaymentOptionSchema };
export const PaymentOptionListSchema = list(PaymentOptionSchema);

/** GET /checkout/{cartId}/installment_option?bin&amount and GET /installment_option?amount: per bank and number of payments. */
export const InstallmentOptionListSchema = list(InstallmentSchema);

/** A new card as the payment calls take it: in memory only, never stored or logged. */
export interface NewCardBody {
  number: string;
  expiration_month: number;
  expiration_year: number;
  cvv: string;
  tokenize: boolean;
  address?: {
    first_name: string;
    last_name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    country: string;
    postcode?: string;
  };
}

/** PUT /checkout/{cartId}/preview and PUT /checkout/{cartId}/order take this body (spec section 7). */
export interface CheckoutRequest {
  cart_id: string;
  items: { item_id: string | number; quantity: number }[];
  event_seats: (string | number)[];
  coupons: { code: string }[];
  gift_cards: { number: string }[];
  delivery_option_id: string | null;
  shipping_address_id: string | null;
  pickup_option_id: string | null;
  pickup_contact: { name: string; phone: string } | null;
  customer_note: string | null;
  invoice_type: 'TAX_ID' | 'NO_TAX_ID';
  invoice_data: { tax_id: string; name: string; address: string } | null;
  payment_method: string | null;
  existing_card_id: string | null;
  installment: { bin: string; bank_code: string; installments: number } | null;
  new_card: NewCardBody | null;
  reference_id: string | null;
  transaction_id: string | null;
  delivery_time_range: 'EIGHTAM_FOURPM' | 'ALLDAY';
  disable_early_shipping: boolean;
  step: string | null;
}
