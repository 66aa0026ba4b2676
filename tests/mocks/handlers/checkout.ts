import { http, HttpResponse } from 'msw';
import { apiError, cartItem, productSummary } from '../fixtures';
import { url } from '../server';

/** What the stand-in does with the next new order call (one not replayed and without a transaction id). */
export type OrderBehaviour =
  | 'SUCCESS'
  | 'NO_PAYMENT_NEEDED'
  | 'ADVANCE_NEEDED'
  | 'STEP_UP'
  | 'ERROR'
  | 'ERROR_ALLOW_NO3DS'
  | 'UNKNOWN'
  /** The connection drops before the server creates anything. */
  | 'lostBeforeCreate'
  /** The server creates the order, then the connection drops before the answer arrives. */
  | 'lostAfterCreate'
  /** 401 AUTH_EXPIRED. */
  | 'expiredSession'
  /** The local API's refusal of a charge: 402 {cause: PAYMENT_ERROR, message, payment_result_type: ERROR}, no order. */
  | 'declined402';

export interface WireTotals {
  amount_sub_total: number;
  amount_shipping?: number;
  amount_surcharge?: number;
  amount_gift_wrap?: number;
  discount_coupons?: number;
  discount_gift_card?: number;
  amount_total: number;
}

export type WireOrder = Record<string, unknown> & { order_number: string; cart_id: string | null; items: unknown[] };

export const STEP_UP_PARAMS = {
  step_up_url: 'https://bank.test/challenge',
  iframe_width: 390,
  iframe_height: 400,
  is_full_screen: false,
  is_embedded: true,
  access_token: 'jwt-challenge',
  code: null,
  html: null,
  transaction_id: null,
  payload: null,
};

export const SAVED_CARD = { instrument_id: 'card-saved-1', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA' };

/** An order as GET /order/{n} answers it. */
export function wireOrder(orderNumber: string, cartId: string | null, overrides: Partial<WireOrder> = {}): WireOrder {
  return {
    order_number: orderNumber,
    cart_id: cartId,
    status: 'pagado',
    title: 'Pedido recibido',
    step: 'Initial',
    icon: 8,
    items: [cartItem(productSummary())],
    payment_method: 'COD',
    invoice_type: 'TAX_ID',
    totals: { amount_sub_total: 349, amount_total: 349 },
    ...overrides,
  };
}

/**
 * A stand-in for the checkout and order side of the API, with state.
 * `orderBehaviours` is a queue for the next new order calls (SUCCESS when
 * empty). Order calls are idempotent by their Idempotency-Key: a repeated key
 * with the same body replays the first answer (counted in `replays`), with
 * another body it is 422. A call carrying `transaction_id` charges the
 * pending order of its cart. GET /order lists the orders made, newest first.
 */
export function checkoutBackend(options: { totals?: WireTotals } = {}) {
  const orders: WireOrder[] = [];
  const byKey = new Map<string, { body: string; answer: Record<string, unknown> }>();
  const state = {
    totals: options.totals ?? ({ amount_sub_total: 349, amount_shipping: 25, amount_total: 374 } as WireTotals),
    step: 'DELIVERY' as string | null,
    previewFailure: null as null | 'network' | 'server',
    orderBehaviours: [] as OrderBehaviour[],
    /** What GET /checkout/{ref}/3ds_wait_for_result/ answers. */
    challenge: 'AUTHENTICATED' as 'PENDING' | 'AUTHENTICATED' | 'FAILED',
    /** Answer PENDING this many times before `challenge`. */
    pendingPolls: 0,
    paymentMethods: ['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'VANA_PAY_NEW'] as string[],
    savedCards: [SAVED_CARD] as unknown[],
    replays: 0,
    polls: 0,
    setups: [] as unknown[],
  };
  let orderCount = 1000;

  const answerFor = (orderNumber: string, type: string, extra: Record<string, unknown> = {}) => ({
    order_number: orderNumber,
    payment_result_type: type,
    advance_instructions: [
      { type: 'TITLE', text: 'Cómo pagar', label: null },
      { type: 'LINK', text: '[Banco](https://banco.test)', label: 'Banco' },
    ],
    ...extra,
  });

  const createOrder = (cartId: string, paid: boolean, body: Record<string, unknown>) => {
    const orderNumber = `TND-${++orderCount}`;
    orders.unshift(wireOrder(orderNumber, cartId, { payment_method: body['payment_method'] ?? 'COD', status: paid ? 'pagado' : 'pendiente de pago' }));
    return orderNumber;
  };

  const handlers = [
    http.put(url('/checkout/:cartId/preview'), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (state.previewFailure === 'network') return HttpResponse.error();
      if (state.previewFailure === 'server') return HttpResponse.json(apiError('MISSING_DELIVERY_OPTION', 'Elige una opción de envío válida.'), { status: 400 });
      return HttpResponse.json({
        cart_id: params.cartId,
        items: [],
        payment_method: body['payment_method'] ?? null,
        invoice_type: body['invoice_type'],
        totals: state.totals,
        is_shipping_or_pickup_required: true,
        delivery_time_range: body['delivery_time_range'],
        event_seats: [
          { id: 'A1', row: 'A', col: 1, status: 'AVAILABLE' },
          { id: 'A2', row: 'A', col: 2, status: 'AVAILABLE' },
          { id: 'A3', row: 'A', col: 3, status: 'SOLD' },
        ],
        step: state.step,
      });
    }),
    http.get(url('/checkout/:cartId/shipping_option/delivery'), ({ request }) => {
      const addressId = new URL(request.url).searchParams.get('address_id');
      return HttpResponse.json([
        { id: 'standard', description: `Envío estándar a ${addressId}`, cost: 25 },
        { id: 'express', description: 'Envío express', cost: 45, is_express: true },
      ]);
    }),
    http.get(url('/checkout/:cartId/shipping_option/pickup'), () =>
      HttpResponse.json([{ id: 'gt-zona-10', public_id: 'gt-zona-10', location_name: 'Tienda Zona Viva', parking: 'Paid' }]),
    ),
    http.get(url('/checkout/:cartId/payment_option'), () =>
      HttpResponse.json(state.paymentMethods.map((method) => ({ payment_method: method, name: method, description: null }))),
    ),
    http.get(url('/checkout/:cartId/installment_option'), ({ request }) => {
      const amount = Number(new URL(request.url).searchParams.get('amount'));
      return HttpResponse.json([
        { bin: '411111', bank_code: 'BI', bank_name: 'Banco Industrial', installments: 3, installment_amount: Math.round((amount / 3) * 100) / 100, total_amount: amount },
      ]);
    }),
    http.post(url('/checkout/3ds_setup/'), async ({ request }) => {
      state.setups.push(await request.json());
      return HttpResponse.json({ reference_id: `ref-${state.setups.length}`, url: null, access_token: null, skip_step_up: false, card_warning_message: null });
    }),
    http.get(url('/checkout/:ref/3ds_wait_for_result/'), () => {
      state.polls++;
      if (state.pendingPolls > 0) {
        state.pendingPolls--;
        return HttpResponse.json({ status: 'PENDING', transaction_id: null });
      }
      return HttpResponse.json({ status: state.challenge, transaction_id: state.challenge === 'AUTHENTICATED' ? 'tx-3ds-1' : null });
    }),
    http.put(url('/checkout/:cartId/order'), async ({ params, request }) => {
      const key = request.headers.get('Idempotency-Key');
      if (!key) return HttpResponse.json(apiError('apiCallFailed', 'Falta la llave de idempotencia.'), { status: 400 });
      const text = await request.text();
      const body = JSON.parse(text) as Record<string, unknown>;
      const seen = byKey.get(key);
      if (seen) {
        if (seen.body !== text) return HttpResponse.json(apiError('IDEMPOTENCY_KEY_REUSED', 'Esa llave ya se usó con otro pedido.'), { status: 422 });
        state.replays++;
        return HttpResponse.json(seen.answer);
      }
      const cartId = String(params.cartId);
      let answer: Record<string, unknown>;
      if (body['transaction_id']) {
        const pending = orders.find((order) => order.cart_id === cartId && order['status'] === 'pendiente de pago');
        if (!pending) return HttpResponse.json(apiError('INVALID_TRANSACTION', 'No hay un pago pendiente.'), { status: 400 });
        pending['status'] = 'pagado';
        answer = answerFor(pending.order_number, 'SUCCESS', { existing_card_id: body['new_card'] ? 'card-new-1' : null });
      } else if (orders.some((order) => order.cart_id === cartId)) {
        // As the local API: a cart that is already an order (another tab placed it) is refused.
        const placed = orders.find((order) => order.cart_id === cartId)!;
        return HttpResponse.json(apiError('NOT_ALLOWED', `Este carrito ya es tu pedido ${placed.order_number}.`), { status: 400 });
      } else {
        const behaviour = state.orderBehaviours.shift() ?? 'SUCCESS';
        if (behaviour === 'lostBeforeCreate') return HttpResponse.error();
        if (behaviour === 'expiredSession') return HttpResponse.json(apiError('AUTH_EXPIRED', 'Tu sesión expiró.'), { status: 401 });
        if (behaviour === 'declined402')
          return HttpResponse.json({ ...apiError('PAYMENT_ERROR', 'Tu banco rechazó el pago. Usa otra tarjeta u otro método de pago.'), payment_result_type: 'ERROR', order_number: null }, { status: 402 });
        if (behaviour === 'ERROR' || behaviour === 'ERROR_ALLOW_NO3DS' || behaviour === 'UNKNOWN') {
          answer = answerFor(`TND-${orderCount + 1}`, behaviour, { message: 'El banco rechazó el pago. Usa otra tarjeta.' });
        } else if (behaviour === 'STEP_UP') {
          answer = answerFor(createOrder(cartId, false, body), 'STEP_UP_REQUIRED_3DS', { step_up_params: STEP_UP_PARAMS });
        } else {
          const type = behaviour === 'lostAfterCreate' ? 'SUCCESS' : behaviour;
          answer = answerFor(createOrder(cartId, true, body), type, { existing_card_id: (body['new_card'] as { tokenize?: boolean } | null)?.tokenize ? 'card-new-1' : null });
          if (behaviour === 'lostAfterCreate') {
            byKey.set(key, { body: text, answer });
            return HttpResponse.error();
          }
        }
      }
      byKey.set(key, { body: text, answer });
      return HttpResponse.json(answer);
    }),
    http.get(url('/order'), () => HttpResponse.json(orders)),
    http.get(url('/order/:n'), ({ params }) => {
      const found = orders.find((order) => order.order_number === params.n);
      return found ? HttpResponse.json(found) : HttpResponse.json(apiError('notFound', 'No existe ese pedido.'), { status: 404 });
    }),
    http.get(url('/payment_method/cc'), () => HttpResponse.json(state.savedCards)),
  ];

  return { handlers, state, orders, byKey };
}
