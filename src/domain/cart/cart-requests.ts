import * as z from 'zod/mini';
import { boundedText, checkForShopper, MAX_CODES_PER_REQUEST, optionalEmailText, requestId, TEXT_LIMITS, wholeNumber } from '../shared/request-checks';
import { MAX_QUANTITY_PER_LINE } from './cart';

/**
 * The cart request bodies of spec section 7, with the bounds the client
 * checks before calling (loading this module on first need) and the local
 * API checks on arrival.
 */

/** A dedication as a request carries it: every field optional, each bounded; `to_email` empty or an email. */
export const DedicationRequestSchema = z.object({
  from_name: z.nullish(boundedText(TEXT_LIMITS.name)),
  to_name: z.nullish(boundedText(TEXT_LIMITS.name)),
  to_email: z.nullish(optionalEmailText()),
  message: z.nullish(boundedText(TEXT_LIMITS.message)),
});
/** A dedication as a cart body carries it (names, email, message; each bounded). */
export type DedicationRequest = z.input<typeof DedicationRequestSchema>;

const lineQuantity = () => wholeNumber(1, MAX_QUANTITY_PER_LINE);

/** POST /cart/{id}/item */
export const AddCartItemRequestSchema = z.object({
  product_public_sku: boundedText(TEXT_LIMITS.sku, 1),
  quantity: lineQuantity(),
  dedication: z.nullish(DedicationRequestSchema),
  vending_machine_slot_id: z.nullish(requestId()),
});
/** The body that adds a line to a cart. */
export type AddCartItemRequest = z.input<typeof AddCartItemRequestSchema>;

/** PUT /cart/{id}/item/{itemId} */
export const UpdateCartItemRequestSchema = z.object({
  item_id: requestId(),
  quantity: lineQuantity(),
  gift_wrap_option_id: z.nullish(requestId()),
  dedication: z.nullish(DedicationRequestSchema),
});
/** The body that changes a cart line. */
export type UpdateCartItemRequest = z.input<typeof UpdateCartItemRequestSchema>;

/** A list of at most MAX_CODES_PER_REQUEST codes. */
function codes<T extends Record<string, z.core.SomeType>>(shape: T) {
  return z.array(z.object(shape)).check(
    z.check((payload) => {
      if (payload.value.length > MAX_CODES_PER_REQUEST)
        payload.issues.push({ code: 'too_big', origin: 'array', maximum: MAX_CODES_PER_REQUEST, inclusive: true, input: payload.value });
    }),
  );
}

/** PUT /cart/{id}: the codes to apply, at most MAX_CODES_PER_REQUEST of each. */
export const UpdateCartRequestSchema = z.object({
  cart_id: z.optional(requestId()),
  coupons: z.nullish(codes({ code: boundedText(TEXT_LIMITS.couponCode) })),
  gift_cards: z.nullish(codes({ number: boundedText(TEXT_LIMITS.giftCardNumber) })),
});
/** The body that changes the cart itself (coupons, gift cards…). */
export type UpdateCartRequest = z.input<typeof UpdateCartRequestSchema>;

/** How a shopper-facing message names each field of the cart bodies. */
export const CART_REQUEST_FIELD_NAMES: Readonly<Record<string, string>> = {
  product_public_sku: 'el código del producto',
  quantity: 'la cantidad',
  item_id: 'el producto del carrito',
  gift_wrap_option_id: 'la envoltura de regalo',
  vending_machine_slot_id: 'la posición en la máquina expendedora',
  'dedication.from_name': 'el nombre de quien regala',
  'dedication.to_name': 'el nombre de quien recibe',
  'dedication.to_email': 'el correo de quien recibe',
  'dedication.message': 'el mensaje de la dedicatoria',
  coupons: 'la lista de cupones',
  'coupons.code': 'el código del cupón',
  gift_cards: 'la lista de tarjetas de regalo',
  'gift_cards.number': 'el número de la tarjeta de regalo',
};

/** An add-to-cart body as sent (trimmed), or the Spanish sentence about its first problem. */
export function checkAddCartItemRequest(body: AddCartItemRequest) {
  return checkForShopper(AddCartItemRequestSchema, body, CART_REQUEST_FIELD_NAMES);
}

/** A line update body as sent, or the Spanish sentence about its first problem. */
export function checkUpdateCartItemRequest(body: UpdateCartItemRequest) {
  return checkForShopper(UpdateCartItemRequestSchema, body, CART_REQUEST_FIELD_NAMES);
}
