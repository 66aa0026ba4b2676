import { checkPlace } from '../../src/domain/addresses/address-rules';
import { findGtDepartment, findUsState } from '../../src/domain';
import { addressJson, FieldError, findOwnAddress, requireOwnAddress, type AddressRow } from '../addresses/address-store';
import { FREE_SHIPPING_THRESHOLD, NO_SHIPPING_TYPES } from '../cart/cart-service';
import { deliveryOptionsFor, type DeliveryOptionJson } from '../checkout/options';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, SessionInfo } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { extraDaysFor, findVisibleLocation, pickupOptionJson, type PickupLocationRow } from '../pickup-worker/pickup';
import { AVAILABLE_STOCK, GUATEMALA_OFFSET_MS, toQuetzales, type ProductRow } from './catalogue';
import { findDeliverySelection } from './delivery-store';
import { isoDay, rangeText, spanishDay } from './delivery-text';

export { rangeText };


const DAY_MS = 86_400_000;
/** Home delivery cost below the free-shipping threshold, in quetzales. */
export const STANDARD_SHIPPING_COST = 35;
export const EXPRESS_SHIPPING_COST = 60;

/** Midnight (Guatemala) of the day `now` falls on, as a UTC-based date whose UTC fields read as Guatemalan. */
function guatemalanDay(now: Date): Date {
  const local = now.getTime() + GUATEMALA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS);
}

/** `days` delivery days later; deliveries run Monday to Saturday. */
function addDeliveryDays(day: Date, days: number): Date {
  let out = new Date(day.getTime());
  let left = days;
  while (left > 0 || out.getUTCDay() === 0) {
    out = new Date(out.getTime() + DAY_MS);
    if (out.getUTCDay() !== 0) left--;
  }
  return out;
}



/**
 * The express promise: «mañana» only when the next delivery day is the calendar's next day. On a Saturday the next
 * delivery day is Monday (no deliveries on Sunday), and «Llega mañana, lunes» would be false: «Llega el lunes …».
 */
export function expressText(today: Date): string {
  const day = addDeliveryDays(today, 1);
  return day.getTime() - today.getTime() === DAY_MS ? `Llega mañana, ${spanishDay(day, true)}.` : `Llega el ${spanishDay(day, true)}.`;
}

function option(
  id: string,
  description: string,
  cost: number,
  start: Date,
  end: Date,
  text: string,
  extra: { is_disabled?: boolean; is_express?: boolean; subtitle?: string | null; is_time_range_supported?: boolean } = {},
) {
  return {
    id,
    description,
    cost,
    expected_delivery_date_range: { start: isoDay(start), end: isoDay(end) },
    expected_delivery_date_range_text: text,
    is_disabled: extra.is_disabled ?? false,
    is_express: extra.is_express ?? false,
    subtitle: extra.subtitle ?? null,
    is_time_range_supported: extra.is_time_range_supported ?? false,
  };
}

/** The delivery estimate shown on a product page (DELIVERY_DATE part). */
export function deliveryFor(product: ProductRow, now: Date) {
  const today = guatemalanDay(now);
  if (product.type === 'DIGITAL' || product.type === 'GIFT_CARD')
    return { delivery_option: option('DIGITAL', 'Entrega digital por correo', 0, today, today, 'Lo recibes en tu correo al instante.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'EVENT_TICKET' || product.type === 'EVENT_SEAT')
    return { delivery_option: option('E-TICKET', 'Entrada digital', 0, today, today, 'Recibe tu entrada en tu correo después del pago.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'VENDING')
    return { delivery_option: option('VENDING', 'Retiro en máquina expendedora', 0, today, today, 'Retíralo hoy en la máquina con tu código.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'SERVICES') {
    const start = addDeliveryDays(today, 1);
    const end = addDeliveryDays(today, 2);
    return {
      delivery_option: option('SERVICE', 'Servicio a domicilio', 0, start, end, `Un técnico te visitará ${rangeText(start, end)}.`, { subtitle: 'Agenda la visita después de pagar' }),
      express_delivery_option: null,
    };
  }
  if (!AVAILABLE_STOCK.includes(product.stock_status))
    return {
      delivery_option: option('STANDARD', 'Envío a domicilio', STANDARD_SHIPPING_COST, today, today, 'No disponible para entrega por ahora.', { is_disabled: true }),
      express_delivery_option: null,
    };
  const free = product.has_free_shipping === 1 || toQuetzales(product.price_cents) >= FREE_SHIPPING_THRESHOLD;
  const cost = free ? 0 : STANDARD_SHIPPING_COST;
  const [from, to] =
    product.stock_status === 'PRESALE'
      ? [Math.max(1, product.presale_days ?? 15), Math.max(1, product.presale_days ?? 15) + 3]
      : product.type === 'MOTORCYCLE'
        ? [3, 6]
        : product.stock_status === 'IN_ERP_STOCK'
          ? [2, 4]
          : [1, 2];
  const start = addDeliveryDays(today, from);
  const end = addDeliveryDays(today, to);
  const delivery = option(
    'STANDARD',
    free ? 'Envío gratis a domicilio' : 'Envío a domicilio',
    cost,
    start,
    end,
    `${product.stock_status === 'PRESALE' ? 'Preventa: llega' : 'Llega'} ${rangeText(start, end)}.`,
    { subtitle: free ? 'Envío gratis' : `Envío Q${cost.toFixed(2)}`, is_time_range_supported: true },
  );
  const express =
    product.stock_status === 'IN_STOCK' && product.type !== 'MOTORCYCLE'
      ? option('EXPRESS', 'Envío exprés (Ciudad de Guatemala)', EXPRESS_SHIPPING_COST, addDeliveryDays(today, 1), addDeliveryDays(today, 1), expressText(today), { is_express: true, subtitle: `Envío Q${EXPRESS_SHIPPING_COST.toFixed(2)}` })
      : null;
  return { delivery_option: delivery, express_delivery_option: express };
}

/** The place and pickup parameters of GET /page/product/{id} (absent ones undefined). */
export interface ProductDeliveryQuery {
  address_id?: string;
  city?: string;
  state?: string;
  pickup_option_id?: string;
}

type DeliveryOptionAnswer = ReturnType<typeof deliveryFor>['delivery_option'] | DeliveryOptionJson;

/** Longest parameter read (as the cart's delivery estimate). */
const MAX_DELIVERY_PARAM = 200;
const givenParam = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The DELIVERY_DATE part: the delivery estimate of spec section 3 for one unit of the product, computed as
 * GET /cart/{id}/delivery_estimate computes it for a cart holding just that (checkout/options.ts
 * deliveryOptionsFor over the product's price and extra days, pickup-worker/pickup.ts pickupOptionJson), so the
 * page and the cart agree. At most one of address_id (the signed-in user's own, else 404 notFound), city
 * and state (checked as an address's place: 400 invalidAddress with the field) or pickup_option_id; none
 * means the signed-in user's selected address or pickup, and else the general estimate (deliveryFor).
 * Products that are not shipped (digital, tickets, services, vending) and products that cannot be bought
 * keep deliveryFor's options, with the address or pickup asked for still filled.
 */
export function productDeliveryEstimate(deps: AppDeps, session: SessionInfo, product: ProductRow, query: ProductDeliveryQuery) {
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value.length > MAX_DELIVERY_PARAM)
      throw badRequest(`el parámetro "${name}" admite como máximo ${MAX_DELIVERY_PARAM} caracteres.`);
  const forms = [givenParam(query.address_id), givenParam(query.city) || givenParam(query.state), givenParam(query.pickup_option_id)];
  if (forms.filter(Boolean).length > 1)
    throw badRequest('indica una dirección (address_id), un lugar (city y state) o un punto de recogida (pickup_option_id), solo uno.');
  const now = deps.now();
  const general = deliveryFor(product, now);
  const answer: {
    delivery_option: DeliveryOptionAnswer | null;
    express_delivery_option: DeliveryOptionAnswer | null;
    pickup_option: ReturnType<typeof pickupOptionJson> | null;
    shipping_address: ReturnType<typeof addressJson> | null;
  } = { ...general, pickup_option: null, shipping_address: null };

  let address: AddressRow | undefined;
  let pickup: PickupLocationRow | undefined;
  let place: { country: string; state: string; city: string } | undefined;
  const userId = session.user?.id ?? null;
  if (forms[2]) {
    pickup = findVisibleLocation(deps.db, userId, query.pickup_option_id!.trim());
    if (!pickup) throw notFound('El punto de recogida no existe.');
  } else if (forms[0]) {
    address = requireOwnAddress(deps.db, signedInUser(session).id, query.address_id!.trim());
  } else if (forms[1]) {
    const state = query.state ?? '';
    const country = findGtDepartment(state) ? 'GT' : findUsState(state) ? 'US' : 'GT';
    const checked = checkPlace(country, state, query.city ?? '');
    if (!checked.ok) throw new FieldError(400, 'invalidAddress', checked.shopperMessage, checked.field);
    place = checked;
  } else if (userId !== null) {
    // Nothing asked: where the signed-in shopper last chose to receive (an address first, as checkout offers).
    const chosen = findDeliverySelection(deps.db, userId);
    address = chosen?.selected_address ? findOwnAddress(deps.db, userId, chosen.selected_address) : undefined;
    if (!address && chosen?.selected_pickup) pickup = findVisibleLocation(deps.db, userId, chosen.selected_pickup);
  }
  if (address) {
    answer.shipping_address = addressJson(address);
    place = address;
  }

  if (!isShippedAndBuyable(product)) return answer;
  if (pickup) {
    // Picked up, not delivered: the cart's estimate answers the same.
    return { ...answer, delivery_option: null, express_delivery_option: null, pickup_option: pickupOptionJson(pickup, now, extraDaysOf(product)) };
  }
  if (place) Object.assign(answer, deliveryToPlace(product, place, now));
  return answer;
}

const isShippedAndBuyable = (product: ProductRow) =>
  !NO_SHIPPING_TYPES.includes(product.type) && AVAILABLE_STOCK.includes(product.stock_status);
const extraDaysOf = (product: ProductRow) => extraDaysFor([{ stock_status: product.stock_status, presale_days: product.presale_days }]);

/**
 * Home delivery of one unit of the product to a place (an address's country, state and city), as the cart's
 * estimate computes it; null for a product that is not shipped or cannot be bought (deliveryFor says why).
 */
export function deliveryToPlace(
  product: ProductRow,
  place: { country: string; state: string; city: string },
  now: Date,
): { delivery_option: DeliveryOptionJson | null; express_delivery_option: DeliveryOptionJson | null } | null {
  if (!isShippedAndBuyable(product)) return null;
  const options = deliveryOptionsFor(place, product.price_cents, extraDaysOf(product), now);
  return {
    delivery_option: options.find((option) => !option.is_express) ?? null,
    express_delivery_option: options.find((option) => option.is_express) ?? null,
  };
}
