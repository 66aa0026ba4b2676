import type { ProductType } from '../../src/domain';
import { isGiftCardCode } from '../../src/domain/checkout/discount-code';

/**
 * What coupons and gift cards take off a cart: pure rules over integer cents,
 * without the database (discount-store.ts reads the rows and calls these).
 *
 * - Coupons apply to the sub total of the items (not to gift wrap). A
 *   percentage is taken from the sub total of the lines it applies to, each
 *   coupon on its own (not on what the previous one left), and the coupons
 *   together never take more than the sub total.
 * - Gift cards pay after coupons, in the order they were given, each at most
 *   its balance and never more than what is left to pay (sub total plus gift
 *   wrap minus coupons). The total never goes below 0.
 * - Free shipping is counted on the sub total after coupons: a gift card is a
 *   way to pay, not a discount, so it does not move the threshold.
 */

export type CouponKind = 'PERCENTAGE' | 'FIXED';

/** The coupon error codes of spec section 8 this server gives. */
export type CouponErrorCode =
  | 'INVALID_CODE'
  | 'NO_APPLICABLE_ITEMS'
  | 'INDIVIDUAL_USE_ONLY'
  | 'TOTAL_AMOUNT_TOO_LOW'
  | 'COUPON_EXPIRED'
  | 'ALREADY_USED'
  | 'USER_NOT_ALLOWED'
  | 'LOGIN_REQUIRED'
  | 'USER_NOT_ENOUGH_ORDERS';

export interface CouponDefinition {
  code: string;
  kind: CouponKind;
  /** PERCENTAGE: whole percent (10 = 10 %); FIXED: cents. */
  value: number;
  /** A Spanish line such as "10 % de descuento en tu compra". */
  description: string;
  minSubTotalCents: number | null;
  maxDiscountCents: number | null;
  /** Only lines of these kinds count (null: every line). */
  productTypes: readonly ProductType[] | null;
  loginRequired: boolean;
  /** 0 for a first-order coupon: the user may have at most this many previous orders. */
  maxPreviousOrders: number | null;
  minPreviousOrders: number | null;
  individualUse: boolean;
  autoApply: boolean;
  /** ISO instant after which the coupon no longer applies. */
  validUntil: string | null;
  /** A personal coupon (from points, a birthday…): only its owner can use it. */
  ownerUserId: number | null;
  used: boolean;
}

export interface GiftCardRecord {
  number: string;
  balanceCents: number;
  disabled: boolean;
}

export interface DiscountContext {
  /** The signed-in user owning the cart, or null for an anonymous cart. */
  userId: number | null;
  /** Orders the user placed before; asked only when a coupon needs it. */
  previousOrders: () => number;
  now: Date;
  lines: readonly { type: ProductType; cents: number }[];
  subTotalCents: number;
  giftWrapCents: number;
  /** Checkout's shipping: gift cards pay it too, coupons never discount it. 0 for a cart, which has no shipping yet. */
  shippingCents?: number;
}

export interface CouponOutcome {
  code: string;
  discountCents: number;
  errorCode: CouponErrorCode | null;
  errorMessage: string | null;
  definition: CouponDefinition | null;
  autoApplied: boolean;
}

export interface GiftCardOutcome {
  number: string;
  amountCents: number;
  isValid: boolean;
  availableBalanceCents: number | null;
}

export interface DiscountOutcome {
  coupons: CouponOutcome[];
  giftCards: GiftCardOutcome[];
  couponCents: number;
  giftCardCents: number;
  totalCents: number;
  /** The sub total the free-shipping threshold reads: after coupons, before gift cards. */
  freeShippingBaseCents: number;
}

// Guatemala writes 1,000.00 (comma for thousands, point for decimals), as en-US does; es-GT's currency style puts a space after the Q.
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Q1,000.00 */
export const formatQuetzales = (cents: number) => `Q${amountFormat.format(cents / 100)}`;

const dateFormat = new Intl.DateTimeFormat('es-GT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Guatemala' });

/** A coupon code as stored and answered: trimmed, upper case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** A gift card number as stored and answered: trimmed, upper case, inner spaces removed. */
export const normaliseGiftCardNumber = (number: string) => number.trim().replace(/\s+/g, '').toUpperCase();

/** Spec section 5: four groups of letters, 4-4-4-4 or 5-4-4-3, case-insensitive, trimmed. */
export function isGiftCardNumber(value: string): boolean {
  // The client's rule (spec section 5), so both sides read a code alike.
  return isGiftCardCode(value);
}

/** Distinct values in first-seen order, empties left out. */
export function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

const LABELS: Record<ProductType, string> = {
  SIMPLE: 'productos',
  BUNDLE: 'paquetes',
  DIGITAL: 'productos digitales',
  GIFT_CARD: 'tarjetas de regalo',
  EVENT_SEAT: 'asientos de eventos',
  EVENT_TICKET: 'entradas',
  BOOK: 'libros',
  PROMOTIONAL: 'productos promocionales',
  VENDING: 'productos de máquina expendedora',
  MOTORCYCLE: 'motocicletas',
  SERVICES: 'servicios',
};

/** The Spanish requirements a coupon states (the Coupon's `requirements`). */
export function couponRequirements(coupon: CouponDefinition): string[] {
  const out: string[] = [];
  if (coupon.minSubTotalCents !== null) out.push(`Compra mínima de ${formatQuetzales(coupon.minSubTotalCents)}.`);
  if (coupon.loginRequired || coupon.ownerUserId !== null || coupon.maxPreviousOrders !== null || coupon.minPreviousOrders !== null)
    out.push('Inicia sesión con tu cuenta.');
  if (coupon.maxPreviousOrders === 0) out.push('Solo para tu primera compra.');
  else if (coupon.maxPreviousOrders !== null) out.push(`Solo si tienes como máximo ${coupon.maxPreviousOrders} compras anteriores.`);
  if (coupon.minPreviousOrders !== null)
    out.push(`Para clientes con al menos ${coupon.minPreviousOrders} ${coupon.minPreviousOrders === 1 ? 'compra anterior' : 'compras anteriores'}.`);
  if (coupon.productTypes) out.push(`Aplica solo a ${coupon.productTypes.map((type) => LABELS[type]).join(' y ')}.`);
  if (coupon.validUntil) out.push(`Válido hasta el ${dateFormat.format(new Date(coupon.validUntil))}.`);
  return out;
}

/** The Spanish exclusions (the Coupon's `exclusions`). */
export function couponExclusions(coupon: CouponDefinition): string[] {
  const out: string[] = [];
  if (coupon.individualUse) out.push('No se combina con otros cupones.');
  out.push('No aplica a la envoltura de regalo ni al envío.');
  return out;
}

/** Why `coupon` cannot apply to this cart, before any combination rule; null when it can. */
function refusal(coupon: CouponDefinition, ctx: DiscountContext): { code: CouponErrorCode; message: string } | null {
  const name = `«${coupon.code}»`;
  if (coupon.validUntil !== null && Date.parse(coupon.validUntil) < ctx.now.getTime())
    return { code: 'COUPON_EXPIRED', message: `El cupón ${name} venció el ${dateFormat.format(new Date(coupon.validUntil))}.` };
  if (coupon.used) return { code: 'ALREADY_USED', message: `El cupón ${name} ya fue usado.` };
  const needsUser = coupon.loginRequired || coupon.maxPreviousOrders !== null || coupon.minPreviousOrders !== null;
  if (needsUser && ctx.userId === null) return { code: 'LOGIN_REQUIRED', message: `Inicia sesión para usar el cupón ${name}.` };
  if (coupon.maxPreviousOrders !== null && ctx.userId !== null && ctx.previousOrders() > coupon.maxPreviousOrders)
    return {
      code: 'USER_NOT_ALLOWED',
      message: coupon.maxPreviousOrders === 0 ? `El cupón ${name} es solo para tu primera compra.` : `El cupón ${name} ya no está disponible para tu cuenta.`,
    };
  if (coupon.minPreviousOrders !== null && ctx.userId !== null && ctx.previousOrders() < coupon.minPreviousOrders)
    return {
      code: 'USER_NOT_ENOUGH_ORDERS',
      message: `El cupón ${name} es para clientes con al menos ${coupon.minPreviousOrders} ${coupon.minPreviousOrders === 1 ? 'compra anterior' : 'compras anteriores'}.`,
    };
  if (coupon.productTypes && !ctx.lines.some((line) => coupon.productTypes!.includes(line.type)))
    return {
      code: 'NO_APPLICABLE_ITEMS',
      message: `El cupón ${name} aplica solo a ${coupon.productTypes.map((type) => LABELS[type]).join(' y ')}, y tu carrito no tiene ninguno.`,
    };
  if (coupon.minSubTotalCents !== null && ctx.subTotalCents < coupon.minSubTotalCents)
    return {
      code: 'TOTAL_AMOUNT_TOO_LOW',
      message: `El cupón ${name} aplica a compras desde ${formatQuetzales(coupon.minSubTotalCents)}. Te faltan ${formatQuetzales(coupon.minSubTotalCents - ctx.subTotalCents)}.`,
    };
  return null;
}

/** What `coupon` takes off on its own, before the cap of the sub total. */
function couponValue(coupon: CouponDefinition, ctx: DiscountContext): number {
  const base = coupon.productTypes
    ? ctx.lines.filter((line) => coupon.productTypes!.includes(line.type)).reduce((sum, line) => sum + line.cents, 0)
    : ctx.subTotalCents;
  let value = coupon.kind === 'PERCENTAGE' ? Math.round((base * coupon.value) / 100) : Math.min(coupon.value, base);
  if (coupon.maxDiscountCents !== null) value = Math.min(value, coupon.maxDiscountCents);
  return Math.max(0, value);
}

/**
 * The coupons and gift cards of a cart, evaluated. `requestedCoupons` are the
 * codes the shopper applied (normalised, distinct, in order), `findCoupon`
 * answers the definition of a code (undefined when it does not exist, or is
 * someone else's personal coupon: both answer INVALID_CODE alike),
 * `autoCoupons` the promotions that apply themselves, `giftCards` the
 * numbers applied with their records.
 */
export function evaluateDiscounts(input: {
  requestedCoupons: readonly string[];
  findCoupon: (code: string) => CouponDefinition | undefined;
  autoCoupons: readonly CouponDefinition[];
  giftCards: readonly { number: string; record: GiftCardRecord | undefined }[];
  ctx: DiscountContext;
}): DiscountOutcome {
  const { ctx } = input;
  const coupons: CouponOutcome[] = [];
  const applied: CouponOutcome[] = [];
  let couponCents = 0;

  // `silent`: a promotion applying itself, left out of the list when it does not apply.
  const consider = (code: string, coupon: CouponDefinition | undefined, silent: boolean): CouponOutcome | null => {
    const autoApplied = silent;
    const fail = (errorCode: CouponErrorCode, errorMessage: string): CouponOutcome => ({
      code,
      discountCents: 0,
      errorCode,
      errorMessage,
      definition: coupon ?? null,
      autoApplied,
    });
    if (!coupon || (coupon.ownerUserId !== null && coupon.ownerUserId !== ctx.userId))
      return silent ? null : fail('INVALID_CODE', `El cupón «${code}» no existe. Revisa que esté bien escrito.`);
    const refused = refusal(coupon, ctx);
    if (refused) return silent ? null : fail(refused.code, refused.message);
    const exclusive = applied.find((other) => other.definition?.individualUse);
    if (applied.length > 0 && (coupon.individualUse || exclusive)) {
      if (silent) return null;
      return fail(
        'INDIVIDUAL_USE_ONLY',
        coupon.individualUse
          ? `El cupón «${code}» no se combina con otros cupones. Quita los demás para usarlo.`
          : `El cupón «${exclusive!.code}» no se combina con otros cupones, así que «${code}» no se aplicó.`,
      );
    }
    const discountCents = Math.min(couponValue(coupon, ctx), ctx.subTotalCents - couponCents);
    couponCents += discountCents;
    const outcome: CouponOutcome = { code, discountCents, errorCode: null, errorMessage: null, definition: coupon, autoApplied };
    applied.push(outcome);
    return outcome;
  };

  for (const code of input.requestedCoupons) {
    const coupon = input.findCoupon(code);
    coupons.push(consider(code, coupon, false)!);
  }
  for (const coupon of input.autoCoupons) {
    if (input.requestedCoupons.includes(coupon.code)) continue;
    const outcome = consider(coupon.code, coupon, true);
    if (outcome) coupons.push(outcome);
  }

  let left = ctx.subTotalCents + ctx.giftWrapCents + (ctx.shippingCents ?? 0) - couponCents;
  let giftCardCents = 0;
  const giftCards: GiftCardOutcome[] = input.giftCards.map(({ number, record }) => {
    if (!record || record.disabled || !isGiftCardNumber(number))
      return { number, amountCents: 0, isValid: false, availableBalanceCents: null };
    if (record.balanceCents <= 0) return { number, amountCents: 0, isValid: false, availableBalanceCents: 0 };
    const amountCents = Math.max(0, Math.min(record.balanceCents, left));
    left -= amountCents;
    giftCardCents += amountCents;
    return { number, amountCents, isValid: true, availableBalanceCents: record.balanceCents };
  });

  return {
    coupons,
    giftCards,
    couponCents,
    giftCardCents,
    totalCents: Math.max(0, ctx.subTotalCents + ctx.giftWrapCents + (ctx.shippingCents ?? 0) - couponCents - giftCardCents),
    freeShippingBaseCents: ctx.subTotalCents - couponCents,
  };
}
