/*
 * The checkout as the server computes it: the cart's lines and prices from
 * the database, the chosen address, delivery or pickup, invoice, payment
 * method, card and installments checked against what the user may choose,
 * and every amount in whole cents. The preview answers it; order creation
 * (order-service.ts) computes it again inside its transaction.
 */
import { normalizePhone } from '../../src/domain/addresses/address-rules';
import { checkTaxId, FINAL_CONSUMER, FINAL_CONSUMER_DEFAULTS } from '../../src/domain/addresses/tax-id';
import { cardBrand, checkNewCard, type CardCompany } from '../../src/domain/payments/card';
import { addressJson, FieldError, findOwnAddress, findOwnTaxId, type AddressRow } from '../addresses/address-store';
import { isCardPaymentBlocked } from '../auth/user-store';
import { findSavedCard } from '../cards/card-store';
import { findCard } from '../cards/cards';
import { storableParts } from '../cards/cards';
import { CartService, FREE_SHIPPING_THRESHOLD, GIFT_WRAP_OPTIONS, NO_SHIPPING_TYPES, type CartRow } from '../cart/cart-service';
import { AVAILABLE_STOCK, toQuetzales, type ProductRow, type RenderContext } from '../catalog/catalogue';
import { cartDiscounts, cartDiscountFields } from '../discounts/discount-store';
import type { DiscountOutcome } from '../discounts/discount-rules';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { extraDaysFor, findVisibleLocation, pickupOptionJson, type PickupLocationRow } from '../pickup-worker/pickup';
import {
  codRefusal,
  deliveryOptionsFor,
  installmentPlan,
  installmentsRefusal,
  shippingZone,
  type DeliveryOptionJson,
  type InstallmentJson,
} from './options';
import { listCartItemsForCheckout, type CartItemRow } from './checkout-store';
import { cartEventSeats } from '../product/event-store';
import type { CheckoutBody } from './request';
import { bankOfBin, INSTALLMENT_COUNTS } from './simulator';

const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;

/** The methods this store takes (VANA_PAY through the simulated wallet, vana-pay.ts); WARRANTY is for warranty replacement orders, not a checkout's. */
export const ACCEPTED_METHODS = ['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'VANA_PAY'] as const;
export type AcceptedMethod = (typeof ACCEPTED_METHODS)[number];
const KNOWN_METHODS = ['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'WARRANTY', 'VANA_PAY'];

export interface CheckoutLine {
  item: CartItemRow;
  product: ProductRow;
  lineCents: number;
  wrapCents: number;
}

/** The card a checkout pays with: only what may be kept (never the number or the CVV). */
export interface CardChoice {
  source: 'new' | 'saved';
  bin: string;
  last4: string;
  numberLength: number;
  brand: CardCompany;
  expirationMonth: number;
  expirationYear: number;
  holderName: string | null;
  tokenize: boolean;
  existingCardId: string | null;
}

export interface Checkout {
  cart: CartRow;
  user: UserRow | null;
  lines: CheckoutLine[];
  shippingRequired: boolean;
  subTotalCents: number;
  giftWrapCents: number;
  shippingCents: number;
  surchargeCents: number;
  /** What is owed before any installment surcharge: sub total + wrap + shipping − coupons − gift cards. */
  payableCents: number;
  /** payable + surcharge: what the order costs. */
  totalCents: number;
  untilFreeShippingCents: number;
  weight: number;
  quantity: number;
  discounts: DiscountOutcome;
  address: AddressRow | null;
  delivery: DeliveryOptionJson | null;
  pickup: PickupLocationRow | null;
  extraDays: number;
  pickupContact: { name: string | null; phone: string | null } | null;
  customerNote: string | null;
  invoiceType: 'TAX_ID' | 'NO_TAX_ID';
  invoiceData: { tax_id: string; name: string; address: string; is_tax_withholder: boolean; is_tax_exempt: boolean; id: string | null } | null;
  paymentMethod: AcceptedMethod | null;
  card: CardChoice | null;
  installment: InstallmentJson | null;
  deliveryTimeRange: 'EIGHTAM_FOURPM' | 'ALLDAY';
  disableEarlyShipping: boolean;
  step: string | null;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

function cartLinesOf(deps: AppDeps, cart: CartRow): CheckoutLine[] {
  const items = listCartItemsForCheckout(deps.db, cart.id);
  const products = new Map(deps.catalogue.productsByIds(items.map((i) => i.product_id)).map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = products.get(item.product_id);
    if (!product) return [];
    const wrap = GIFT_WRAP_OPTIONS.find((option) => option.id === item.gift_wrap_option_id);
    return [{ item, product, lineCents: product.price_cents * item.quantity, wrapCents: (wrap?.price_cents ?? 0) * item.quantity }];
  });
}

/** The new card, checked by the domain's rules; only its keepable parts leave this function. */
function newCardChoice(card: NonNullable<CheckoutBody['new_card']>, now: Date): CardChoice {
  const checked = checkNewCard(
    { number: card.number, expiration_month: card.expiration_month, expiration_year: card.expiration_year, cvv: card.cvv },
    now,
  );
  if (!checked.ok) throw new ApiError(400, checked.cause, checked.message);
  const parts = storableParts(checked.card.number);
  const holder = [card.address?.first_name, card.address?.last_name].filter((part) => !blank(part)).join(' ');
  return {
    source: 'new',
    bin: parts.bin,
    last4: parts.last4,
    numberLength: parts.numberLength,
    brand: checked.card.brand,
    expirationMonth: checked.card.expiration_month,
    expirationYear: checked.card.expiration_year,
    holderName: holder || null,
    tokenize: card.tokenize === true,
    existingCardId: null,
  };
}

function savedCardChoice(deps: AppDeps, userId: number, id: string): CardChoice {
  const row = findSavedCard(deps.db, id, userId);
  if (!row) throw notFound('La tarjeta no existe.');
  return {
    source: 'saved',
    bin: row.bin,
    last4: row.last4,
    numberLength: row.number_length,
    brand: cardBrand(row.bin),
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    holderName: row.holder_name,
    tokenize: false,
    existingCardId: row.instrument_id,
  };
}

/**
 * The checkout of `cart` with the choices of `body`, as the server sees it.
 * A choice that is not the user's, not visible or not offered is refused
 * (404 for someone else's record, 400 with a cause and a Spanish message
 * otherwise); a choice left out is simply not made yet.
 *
 * Its steps follow the checkout preview of spec section 3 (and the body of
 * section 7): the cart's items; delivery or pickup, with the coupons and gift
 * cards that price them; the pickup contact and delivery time range; the
 * invoice; the payment method, card and installments; then the totals. Each
 * step refuses what it cannot accept before the next one runs.
 */
export function computeCheckout(deps: AppDeps, cart: CartRow, user: UserRow | null, body: CheckoutBody): Checkout {
  const now = deps.now();
  const items = readItems(deps, cart, body);
  const shipping = chooseDeliveryOrPickup(deps, cart, user, body, items, now);
  const contact = readPickupContact(body);
  const deliveryTimeRange = readDeliveryTimeRange(body, shipping.delivery);
  const invoice = chooseInvoice(deps, user, body);
  const payment = choosePayment(deps, user, body, shipping, now, items.lines.length === 0 || items.shippingRequired);
  return {
    cart,
    user,
    lines: items.lines,
    shippingRequired: items.shippingRequired,
    subTotalCents: items.subTotalCents,
    giftWrapCents: items.giftWrapCents,
    shippingCents: shipping.shippingCents,
    surchargeCents: payment.surchargeCents,
    payableCents: shipping.payableCents,
    totalCents: shipping.payableCents + payment.surchargeCents,
    untilFreeShippingCents: Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - shipping.withoutShipping.freeShippingBaseCents),
    weight: Math.round(items.lines.reduce((sum, line) => sum + (line.product.weight ?? 0) * line.item.quantity, 0) * 1000) / 1000,
    quantity: items.lines.reduce((sum, line) => sum + line.item.quantity, 0),
    discounts: shipping.discounts,
    address: shipping.address,
    delivery: shipping.delivery,
    pickup: shipping.pickup,
    extraDays: items.extraDays,
    pickupContact: contact,
    customerNote: blank(body.customer_note) ? null : body.customer_note!.trim(),
    invoiceType: invoice.invoiceType,
    invoiceData: invoice.invoiceData,
    paymentMethod: payment.paymentMethod,
    card: payment.card,
    installment: payment.installment,
    deliveryTimeRange,
    disableEarlyShipping: body.disable_early_shipping === true,
    step: blank(body.step) ? null : body.step!.trim(),
  };
}

/** The cart's items (cart_id, items): its lines, their sub total and gift wrap, whether they ship, their extra days. */
interface CheckoutItems {
  lines: CheckoutLine[];
  subTotalCents: number;
  giftWrapCents: number;
  discountLines: { type: ProductRow['type']; cents: number }[];
  shippingRequired: boolean;
  extraDays: number;
}

function readItems(deps: AppDeps, cart: CartRow, body: CheckoutBody): CheckoutItems {
  if (body.cart_id != null && String(body.cart_id) !== cart.public_id) throw badRequest('el campo "cart_id" no coincide con el carrito de la ruta.');
  const lines = cartLinesOf(deps, cart);
  return {
    lines,
    subTotalCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    giftWrapCents: lines.reduce((sum, line) => sum + line.wrapCents, 0),
    discountLines: lines.map((line) => ({ type: line.product.type, cents: line.lineCents })),
    shippingRequired: lines.some((line) => !NO_SHIPPING_TYPES.includes(line.product.type)),
    extraDays: extraDaysFor(lines.map((line) => ({ stock_status: line.product.stock_status, presale_days: line.product.presale_days }))),
  };
}

/**
 * Shipping address, delivery option or pickup option (never both), and what they cost with the coupons and gift
 * cards applied (free shipping is judged on the amount before shipping).
 */
interface CheckoutShipping {
  address: AddressRow | null;
  delivery: DeliveryOptionJson | null;
  pickup: PickupLocationRow | null;
  withoutShipping: DiscountOutcome;
  shippingCents: number;
  discounts: DiscountOutcome;
  payableCents: number;
}

function chooseDeliveryOrPickup(deps: AppDeps, cart: CartRow, user: UserRow | null, body: CheckoutBody, items: CheckoutItems, now: Date): CheckoutShipping {
  const { lines, shippingRequired, discountLines, giftWrapCents, extraDays } = items;
  // Delivery or pickup, never both.
  if (body.delivery_option_id != null && body.pickup_option_id != null)
    throw new ApiError(400, 'NOT_ALLOWED', 'Elige envío a domicilio o recoger en tienda, no ambos.');
  let address: AddressRow | null = null;
  if (body.shipping_address_id != null) {
    if (!user) throw new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para usar tus direcciones.');
    address = findOwnAddress(deps.db, user.id, body.shipping_address_id) ?? null;
    if (!address) throw notFound('La dirección no existe o no es tuya.');
  }
  const withoutShipping = cartDiscounts(deps, cart, discountLines, giftWrapCents);
  let delivery: DeliveryOptionJson | null = null;
  let pickup: PickupLocationRow | null = null;
  if (body.delivery_option_id != null) {
    if (!shippingRequired && lines.length > 0) throw new ApiError(400, 'NOT_ALLOWED', 'Tu carrito no necesita envío: todo se entrega en línea.');
    if (!address) throw new ApiError(400, 'invalidAddress', 'Elige la dirección de entrega.');
    delivery =
      deliveryOptionsFor(address, withoutShipping.freeShippingBaseCents, extraDays, now).find(
        (option) => option.id === String(body.delivery_option_id) && !option.is_disabled,
      ) ?? null;
    if (!delivery) throw new ApiError(400, 'MISSING_DELIVERY_OPTION', 'La opción de envío elegida no está disponible para esta dirección. Elige otra.');
  }
  if (body.pickup_option_id != null) {
    if (!shippingRequired && lines.length > 0) throw new ApiError(400, 'NOT_ALLOWED', 'Tu carrito no necesita envío: todo se entrega en línea.');
    pickup = findVisibleLocation(deps.db, user?.id ?? null, body.pickup_option_id) ?? null;
    if (!pickup) throw notFound('El punto de recogida no existe.');
  }
  const shippingCents = delivery ? Math.round(delivery.cost * 100) : 0;
  const discounts = cartDiscounts(deps, cart, discountLines, giftWrapCents, shippingCents);
  return { address, delivery, pickup, withoutShipping, shippingCents, discounts, payableCents: discounts.totalCents };
}

/** The pickup contact (pickup_contact): a name and a phone of Guatemala or the United States, either optional. */
function readPickupContact(body: CheckoutBody): Checkout['pickupContact'] {
  if (!body.pickup_contact) return null;
  const rawPhone = body.pickup_contact.phone ?? '';
  const phone = blank(rawPhone) ? null : normalizePhone(rawPhone);
  if (!blank(rawPhone) && !phone)
    throw new ApiError(
      400,
      'MISSING_CONTACT_INFO',
      'El teléfono de contacto no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.',
    );
  return { name: blank(body.pickup_contact.name) ? null : body.pickup_contact.name!.trim(), phone };
}

/** The delivery time range (delivery_time_range): 8:00 to 16:00 only where the delivery option offers it. */
function readDeliveryTimeRange(body: CheckoutBody, delivery: DeliveryOptionJson | null): Checkout['deliveryTimeRange'] {
  const deliveryTimeRange: Checkout['deliveryTimeRange'] = body.delivery_time_range ?? 'ALLDAY';
  if (deliveryTimeRange === 'EIGHTAM_FOURPM' && !delivery?.is_time_range_supported) {
    if (delivery) throw new ApiError(400, 'NOT_ALLOWED', 'La entrega de 8:00 a 16:00 solo está disponible en la Ciudad de Guatemala.');
    return 'ALLDAY';
  }
  return deliveryTimeRange;
}

/** Invoice (invoice_type, invoice_data): TAX_ID (the default) with a checked NIT, CF when none is given; NO_TAX_ID carries none. */
function chooseInvoice(deps: AppDeps, user: UserRow | null, body: CheckoutBody): Pick<Checkout, 'invoiceType' | 'invoiceData'> {
  const invoiceType = body.invoice_type ?? 'TAX_ID';
  if (invoiceType !== 'TAX_ID') return { invoiceType, invoiceData: null };
  const given = body.invoice_data;
  if (given?.id != null) {
    const saved = user ? findOwnTaxId(deps.db, user.id, given.id) : undefined;
    if (!saved) throw notFound('El NIT no existe o no es tuyo.');
    return {
      invoiceType,
      invoiceData: {
        tax_id: saved.tax_id,
        name: saved.name,
        address: saved.address,
        is_tax_withholder: saved.is_tax_withholder === 1,
        is_tax_exempt: saved.is_tax_exempt === 1,
        id: saved.public_id,
      },
    };
  }
  const checked = checkTaxId(given ? { tax_id: given.tax_id, name: given.name, address: given.address } : { tax_id: FINAL_CONSUMER });
  if (!checked.ok) throw new FieldError(400, 'apiCallFailed', checked.message, `invoice_data.${checked.field}`);
  const invoiceData: NonNullable<Checkout['invoiceData']> = { ...checked.data, id: null };
  if (invoiceData.tax_id === FINAL_CONSUMER) {
    invoiceData.name ||= FINAL_CONSUMER_DEFAULTS.name;
    invoiceData.address ||= FINAL_CONSUMER_DEFAULTS.address;
  }
  return { invoiceType, invoiceData };
}

/**
 * Payment (payment_method, new_card or existing_card_id, installment): a method the store takes, allowed for this
 * user and this order (cash on delivery where the zone or the pickup point and the amount allow it), the card it
 * needs, and the installment plan with its surcharge.
 */
function choosePayment(
  deps: AppDeps,
  user: UserRow | null,
  body: CheckoutBody,
  shipping: CheckoutShipping,
  now: Date,
  shippingRequired: boolean,
): Pick<Checkout, 'paymentMethod' | 'card' | 'installment' | 'surchargeCents'> {
  const { address, delivery, pickup, payableCents } = shipping;
  let paymentMethod: AcceptedMethod | null = null;
  if (!blank(body.payment_method)) {
    const method = body.payment_method!.trim();
    if (!KNOWN_METHODS.includes(method)) throw badRequest('el campo "payment_method" no es un método de pago.');
    if (!(ACCEPTED_METHODS as readonly string[]).includes(method))
      throw new ApiError(400, 'NOT_ALLOWED', 'Ese método de pago no está disponible en la tienda. Elige otro.');
    paymentMethod = method as AcceptedMethod;
  }
  const cardMethod = paymentMethod === 'CARD' || paymentMethod === 'CARD_INSTALLMENTS';
  if (cardMethod && isCardBlocked(deps, user))
    throw new ApiError(400, 'NOT_ALLOWED', 'Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.');
  if (paymentMethod === 'COD') {
    const refusal = codRefusal({
      zone: address && delivery ? shippingZone(address) : null,
      pickupCodEnabled: pickup ? pickup.is_cod_enabled === 1 : null,
      totalCents: payableCents,
      shippingRequired,
    });
    if (refusal) throw new ApiError(400, 'NOT_ALLOWED', refusal);
  }
  let card: CardChoice | null = null;
  if (cardMethod) {
    if (body.new_card) card = newCardChoice(body.new_card, now);
    else if (body.existing_card_id != null && paymentMethod === 'CARD') {
      if (!user) throw new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para usar tus tarjetas guardadas.');
      card = savedCardChoice(deps, user.id, String(body.existing_card_id));
    }
  }
  let installment: InstallmentJson | null = null;
  if (paymentMethod === 'CARD_INSTALLMENTS' && body.installment) {
    const refusal = installmentsRefusal(payableCents);
    if (refusal) throw new ApiError(400, 'NOT_ALLOWED', refusal);
    const bin = card?.bin ?? (body.installment.bin == null ? '' : String(body.installment.bin));
    const bank = bankOfBin(bin);
    if (!bank || (body.installment.bank_code != null && String(body.installment.bank_code) !== bank.code))
      throw new ApiError(400, 'CARD_INVALID_TYPE_OR_ISSUER', 'El banco de esta tarjeta no ofrece cuotas en la tienda. Paga en un solo pago o usa otra tarjeta.');
    if (!(INSTALLMENT_COUNTS as readonly number[]).includes(body.installment.installments))
      throw new ApiError(400, 'NOT_ALLOWED', `${bank.name} ofrece ${INSTALLMENT_COUNTS.join(', ').replace(/, (\d+)$/, ' o $1')} cuotas.`);
    installment = installmentPlan(bank, body.installment.installments, payableCents, bin);
  }
  return { paymentMethod, card, installment, surchargeCents: installment ? Math.round(installment.surcharge * 100) : 0 };
}

/** Whether the user's card payment is blocked (users.is_cc_payment_blocked). */
export function isCardBlocked(deps: AppDeps, user: UserRow | null): boolean {
  if (!user) return false;
  return isCardPaymentBlocked(deps.db, user.id);
}

/**
 * Spec section 5's order rules on the server, in the spec's order, each with
 * its catalogue cause and the Spanish message the client's rule gives.
 */
export function orderRuleProblem(checkout: Checkout): ApiError | null {
  if (checkout.lines.length === 0) return new ApiError(400, 'CART_IS_EMPTY', 'Tu carrito está vacío.');
  if (checkout.totalCents < 0)
    return new ApiError(400, 'CART_AMOUNT_IS_TOO_LOW', 'El total de tu compra no puede ser negativo. Revisa los descuentos aplicados.');
  if (checkout.shippingRequired && !checkout.delivery && !checkout.pickup)
    return new ApiError(400, 'MISSING_DELIVERY_OPTION', 'Elige cómo recibir tu pedido: envío a domicilio o recoger en tienda.');
  if (!checkout.paymentMethod) return new ApiError(400, 'MISSING_PAYMENT_METHOD', 'Elige un método de pago.');
  if (checkout.paymentMethod === 'CARD' && !checkout.card)
    return new ApiError(400, 'MISSING_CARD', 'Elige una de tus tarjetas o agrega una nueva para pagar.');
  if (checkout.paymentMethod === 'CARD_INSTALLMENTS' && !checkout.card)
    return new ApiError(400, 'MISSING_NEW_CARD', 'Para pagar en cuotas escribe los datos de tu tarjeta.');
  if (checkout.paymentMethod === 'CARD_INSTALLMENTS' && !checkout.installment && checkout.totalCents > 0)
    return new ApiError(400, 'NOT_ALLOWED', 'Elige en cuántas cuotas quieres pagar.');
  if (checkout.delivery && blank(checkout.pickupContact?.phone))
    return new ApiError(400, 'MISSING_CONTACT_INFO', 'Escribe un teléfono de contacto para la entrega.');
  return null;
}

/** The stock each line needs, checked before the transaction reserves it (which checks again). */
export function stockProblem(checkout: Checkout): ApiError | null {
  for (const line of checkout.lines) {
    const { product } = line;
    if (!AVAILABLE_STOCK.includes(product.stock_status) || product.stock_quantity < line.item.quantity)
      return notEnoughStock(product);
  }
  return null;
}

export function notEnoughStock(product: Pick<ProductRow, 'title' | 'stock_quantity' | 'stock_status'>): ApiError {
  const left = AVAILABLE_STOCK.includes(product.stock_status) ? Math.max(0, product.stock_quantity) : 0;
  return new ApiError(
    400,
    'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
    left === 0
      ? `“${product.title}” ya no está disponible. Quítalo del carrito para continuar.`
      : `Solo ${left === 1 ? 'queda 1 unidad disponible' : `hay ${left} unidades disponibles`} de “${product.title}”. Cambia la cantidad para continuar.`,
  );
}

const cents = toQuetzales;

/** The Totals of spec section 3, in quetzales. */
export function totalsJson(checkout: Checkout) {
  return {
    weight_total: checkout.weight,
    quantity_total: checkout.quantity,
    amount_sub_total: cents(checkout.subTotalCents),
    amount_shipping: cents(checkout.shippingCents),
    amount_surcharge: cents(checkout.surchargeCents),
    amount_gift_wrap: cents(checkout.giftWrapCents),
    amount_until_free_shipping: cents(checkout.untilFreeShippingCents),
    discount_coupons: cents(checkout.discounts.couponCents),
    discount_gift_card: cents(checkout.discounts.giftCardCents),
    amount_total: cents(checkout.totalCents),
  };
}

/** PUT /checkout/{cartId}/preview: CheckoutPreviewSchema. */
export function previewJson(deps: AppDeps, ctx: RenderContext, checkout: Checkout) {
  const carts = new CartService(deps);
  const cartJson = carts.toJson(ctx, checkout.cart);
  const discountFields = cartDiscountFields(checkout.discounts);
  const now = deps.now();
  const savedCard = checkout.card?.source === 'saved' && checkout.user ? findCard(deps, checkout.user.id, checkout.card.existingCardId!) : null;
  return {
    cart_id: checkout.cart.public_id,
    user_id: checkout.user?.public_id ?? null,
    items: cartJson.items,
    coupons: discountFields.coupons,
    gift_cards: discountFields.gift_cards,
    // The seats the cart holds, and whether this is a seated event's checkout (no delivery: tickets by email and in the order).
    event_seats: cartEventSeats(deps.db, checkout.cart.id),
    payment_method: checkout.paymentMethod,
    invoice_type: checkout.invoiceType,
    invoice_data: checkout.invoiceData,
    installment: checkout.installment,
    existing_card: savedCard
      ? { instrument_id: savedCard.instrument_id, number: savedCard.number, expiration_month: savedCard.expiration_month, expiration_year: savedCard.expiration_year, type: savedCard.type }
      : null,
    shipping_address: checkout.address ? addressJson(checkout.address) : null,
    delivery_option: checkout.delivery,
    pickup_option: checkout.pickup ? pickupOptionJson(checkout.pickup, now, checkout.extraDays) : null,
    pickup_contact: checkout.pickupContact,
    customer_note: checkout.customerNote,
    totals: totalsJson(checkout),
    use_event_seat_checkout: checkout.lines.some((line) => line.product.type === 'EVENT_SEAT'),
    is_shipping_or_pickup_required: checkout.shippingRequired,
    delivery_time_range: checkout.deliveryTimeRange,
    disable_early_shipping: checkout.disableEarlyShipping,
    step: checkout.step,
  };
}
