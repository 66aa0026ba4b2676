import { http, HttpResponse } from 'msw';
import { apiError, cart, cartItem, type WireCart } from '../../mocks/fixtures';
import { wireAddress, wirePickupOption } from '../../mocks/handlers/addresses';
import { url } from '../../mocks/server';
import { cartClient, WIRE } from './cart-harness';

type Carts = Awaited<ReturnType<typeof cartClient>>['carts'];

/** The coupons the stand-in knows: each answers as the local API would evaluate it. */
const COUPONS: Record<string, { discount: number; error_code: string | null; error_message: string | null }> = {
  BIENVENIDA: { discount: 10, error_code: null, error_message: null },
  VENCIDO: { discount: 0, error_code: 'COUPON_EXPIRED', error_message: null },
  NOEXISTE: { discount: 0, error_code: 'INVALID_CODE', error_message: 'El cupón «NOEXISTE» no existe. Revisa que esté bien escrito.' },
  CONBANCO: { discount: 0, error_code: 'SELECT_CREDIT_CARD_TO_SEE_DISCOUNT', error_message: null },
  CONCUENTA: { discount: 0, error_code: 'LOGIN_REQUIRED', error_message: null },
};
const GIFT_CARDS: Record<string, number> = { 'ABCD-EFGH-IJKL-MNOP': 100, 'VACIA-ABCD-EFGH-IJK': 0 };

export function wireCoupon(code: string, overrides: Record<string, unknown> = {}) {
  const known = COUPONS[code.toUpperCase()] ?? { discount: 0, error_code: 'INVALID_CODE', error_message: null };
  return { code, ...known, requirements: [], exclusions: [], discounts: [], auto_apply: false, ...overrides };
}

/**
 * PUT /cart/{id} (the lists given replace the cart's; each code evaluated),
 * cross_sell, for_you (as a listing object), pickup_options and
 * delivery_estimate, over the cart stand-in's carts.
 */
export function cartOptionHandlers(carts: Carts) {
  const notFound = () => HttpResponse.json(apiError('notFound'), { status: 404 });
  return [
    http.put(url('/cart/:id'), async ({ params, request }) => {
      const found = carts.carts.get(String(params.id));
      if (!found) return notFound();
      const body = (await request.json()) as { coupons?: { code: string }[]; gift_cards?: { number: string }[] };
      const autos = (found.coupons ?? []).filter((coupon) => coupon.auto_apply);
      const next: WireCart = {
        ...found,
        coupons: [...(body.coupons ?? []).map((coupon) => wireCoupon(coupon.code)), ...autos],
        gift_cards: (body.gift_cards ?? []).map(({ number }) => {
          const balance = GIFT_CARDS[number];
          return { number, amount: balance ? Math.min(balance, found.amount_total) : 0, is_valid: Boolean(balance), available_balance: balance ?? null };
        }),
      };
      carts.carts.set(String(params.id), next);
      return HttpResponse.json(next);
    }),
    http.get(url('/cart/:id/cross_sell'), ({ params }) => (carts.carts.has(String(params.id)) ? HttpResponse.json([WIRE.BOOK]) : notFound())),
    http.get(url('/cart/:id/for_you'), ({ params }) =>
      carts.carts.has(String(params.id)) ? HttpResponse.json({ products: [WIRE.DIGITAL], total_count: 1 }) : notFound(),
    ),
    http.get(url('/cart/:id/pickup_options'), ({ params }) => (carts.carts.has(String(params.id)) ? HttpResponse.json([wirePickupOption()]) : notFound())),
    http.get(url('/cart/:id/delivery_estimate'), ({ params }) =>
      carts.carts.has(String(params.id))
        ? HttpResponse.json({
            delivery_option: { id: 'standard', description: 'Envío estándar', cost: 35, expected_delivery_date_range_text: 'Llega el martes' },
            express_delivery_option: null,
            pickup_option: null,
            shipping_address: wireAddress(),
          })
        : notFound(),
    ),
  ];
}

/** A cart (cart-7) with a SIMPLE line offering gift wrap (2 units) and a DIGITAL line. */
export function cartWithOptions(overrides: Partial<WireCart> = {}) {
  return cart({
    cart_id: 'cart-7',
    items: [
      cartItem(WIRE.SIMPLE, { quantity: 2, gift_wrap_options: [{ id: 'gw-1', price: 15, image_url: null }] }),
      cartItem(WIRE.DIGITAL, { quantity: 1 }),
    ],
    ...overrides,
  });
}
