/*
 * GET /cart/{id}/delivery_estimate: when the cart would arrive, by a saved
 * address (address_id), by a place (city and state), or at a pickup option
 * (pickup_option_id), exactly one of the three. The options and their Spanish
 * date ranges are the checkout's (checkout/options.ts deliveryOptionsFor,
 * pickup-worker/pickup.ts pickupOptionJson) over the checkout's own view of the cart
 * (checkout-service.ts computeCheckout: free shipping after coupons, extra
 * days for supplier stock and presales).
 */
import { checkPlace } from '../../src/domain/addresses/address-rules';
import { findGtDepartment, findUsState } from '../../src/domain';
import { addressJson, FieldError, requireOwnAddress } from '../addresses/address-store';
import { computeCheckout } from '../checkout/checkout-service';
import { deliveryOptionsFor } from '../checkout/options';
import type { CheckoutBody } from '../checkout/request';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, SessionInfo } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { findVisibleLocation, pickupOptionJson } from '../pickup-worker/pickup';
import type { CartRow } from './cart-service';

/** The query of a delivery estimate, as the route reads it (absent parameters undefined). */
export interface EstimateQuery {
  address_id?: string;
  city?: string;
  state?: string;
  pickup_option_id?: string;
}

/** Longest query value read; the place rules bound city and state further. */
const MAX_PARAM = 200;

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The Delivery estimate of spec section 3. */
export function deliveryEstimate(deps: AppDeps, session: SessionInfo, cart: CartRow, query: EstimateQuery) {
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value.length > MAX_PARAM) throw badRequest(`el parámetro "${name}" admite como máximo ${MAX_PARAM} caracteres.`);
  const forms = [given(query.address_id), given(query.city) || given(query.state), given(query.pickup_option_id)];
  if (forms.filter(Boolean).length !== 1)
    throw badRequest('indica una dirección (address_id), un lugar (city y state) o un punto de recogida (pickup_option_id), solo uno.');

  const checkout = computeCheckout(deps, cart, session.user, {} as CheckoutBody);
  const now = deps.now();
  const answer = { delivery_option: null, express_delivery_option: null, pickup_option: null, shipping_address: null } as {
    delivery_option: ReturnType<typeof deliveryOptionsFor>[number] | null;
    express_delivery_option: ReturnType<typeof deliveryOptionsFor>[number] | null;
    pickup_option: ReturnType<typeof pickupOptionJson> | null;
    shipping_address: ReturnType<typeof addressJson> | null;
  };

  if (forms[2]) {
    const location = findVisibleLocation(deps.db, session.user?.id ?? null, query.pickup_option_id!.trim());
    if (!location) throw notFound('El punto de recogida no existe.');
    // A cart with nothing to ship (digital items, gift cards, services, tickets) is picked up nowhere.
    if (checkout.shippingRequired) answer.pickup_option = pickupOptionJson(location, now, checkout.extraDays);
    return answer;
  }

  let place: { country: string; state: string; city: string };
  if (forms[0]) {
    const address = requireOwnAddress(deps.db, signedInUser(session).id, query.address_id!.trim());
    answer.shipping_address = addressJson(address);
    place = address;
  } else {
    // The state says the country: a department of Guatemala, else a US state (the library asks the same way).
    const state = query.state ?? '';
    const country = findGtDepartment(state) ? 'GT' : findUsState(state) ? 'US' : 'GT';
    const checked = checkPlace(country, state, query.city ?? '');
    if (!checked.ok) throw new FieldError(400, 'invalidAddress', checked.shopperMessage, checked.field);
    place = checked;
  }
  if (checkout.shippingRequired) {
    const options = deliveryOptionsFor(place, checkout.discounts.freeShippingBaseCents, checkout.extraDays, now);
    answer.delivery_option = options.find((option) => !option.is_express) ?? null;
    answer.express_delivery_option = options.find((option) => option.is_express) ?? null;
  }
  return answer;
}
