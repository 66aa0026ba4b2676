import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TOKENS } from '../../../src';
import type { CardsStore } from '../../../src/usecases/cards/cards.store';
import type { CartStore } from '../../../src/usecases/cart/cart.store';
import type { CheckoutEdit } from '../../../src/usecases/checkout/edit-checkout.use-case';
import type { OrdersStore } from '../../../src/usecases/orders/orders.store';
import { failureOf } from '../../mocks/client';
import { STEP_UP_PARAMS, type OrderBehaviour } from '../../mocks/handlers/checkout';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { applyEdits, bodyOf, CARD_DIGITS, checkoutClient, CVV, deliveryEdits, NEW_CARD, startedCheckout } from './checkout-harness';
import { STORE_READY } from '../../../src/composition/on-demand';

setupMsw();

const CARD_EDITS = (tokenize = false): CheckoutEdit[] =>
  deliveryEdits([
    { kind: 'paymentMethod', method: 'CARD' },
    { kind: 'newCard', card: { ...NEW_CARD, tokenize } },
  ]);

async function ready(options: Parameters<typeof startedCheckout>[0] = {}, edits: CheckoutEdit[] = deliveryEdits(), behaviours: OrderBehaviour[] = []) {
  const harness = await startedCheckout(options);
  await applyEdits(harness.client, edits);
  harness.checkout.state.orderBehaviours.push(...behaviours);
  harness.errors.length = 0;
  return harness;
}

const orderCalls = () => requests.filter('PUT', '/checkout/cart-A/order');
const keyOf = (entry: { headers: Headers }) => entry.headers.get('Idempotency-Key');

describe('CreateOrderUseCase: the rules of spec section 5, before any call', () => {
  const cases: [string, CheckoutEdit[] | null, string, string][] = [
    ['a checkout not started', null, 'checkoutIsNotStarted', 'Tu compra no ha comenzado. Vuelve al carrito y continúa desde ahí.'],
    ['no delivery or pickup option', [{ kind: 'paymentMethod', method: 'COD' }], 'checkoutMissingDeliveryOption', 'Elige cómo recibir tu pedido: envío a domicilio o recoger en tienda.'],
    ['no payment method', [{ kind: 'pickupOption', id: 'gt-zona-10' }], 'checkoutMissingPaymentMethod', 'Elige un método de pago.'],
    [
      'CARD without a card',
      [{ kind: 'pickupOption', id: 'gt-zona-10' }, { kind: 'paymentMethod', method: 'CARD' }],
      'checkoutMissingPaymentCard',
      'Elige una de tus tarjetas o agrega una nueva para pagar.',
    ],
    [
      'CARD_INSTALLMENTS after a saved card was chosen for CARD (the saved card does not carry over)',
      [
        { kind: 'pickupOption', id: 'gt-zona-10' },
        { kind: 'paymentMethod', method: 'CARD' },
        { kind: 'savedCard', cardId: 'card-saved-1' },
        { kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' },
      ],
      'checkoutMissingInstallmentPaymentCard',
      'Para pagar en cuotas escribe los datos de tu tarjeta.',
    ],
    [
      'a delivery option without a contact phone',
      [{ kind: 'deliveryOption', id: 'standard' }, { kind: 'paymentMethod', method: 'COD' }, { kind: 'pickupContact', name: 'Ana', phone: ' ' }],
      'checkoutMissingContactInfo',
      'Escribe un teléfono de contacto para la entrega.',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, edits, cause, message) => {
    const harness = edits ? await ready({}, edits) : await checkoutClient();
    requests.clear();
    harness.errors.length = 0;
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe(cause);
    expect(failure.userMessage).toBe(message);
    expect(harness.errors.map((error) => error.cause)).toEqual([cause]);
    expect(requests.total, requests.describe()).toBe(0);
  });

  it('refuses an empty cart with cartIsEmpty', async () => {
    const harness = await ready();
    (harness.client.checkout.store as unknown as { edit(f: (s: object) => object): void }).edit((state) => ({ ...state, cartItems: [] }));
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('cartIsEmpty');
    expect(requests.total).toBe(0);
  });

  it('refuses a negative total with cartAmountIsTooLow', async () => {
    const harness = await startedCheckout({ totals: { amount_sub_total: 100, discount_coupons: 100.01, amount_total: -0.01 } });
    await applyEdits(harness.client, deliveryEdits());
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('cartAmountIsTooLow');
    expect(requests.total).toBe(0);
  });
});

describe('CreateOrderUseCase: success', () => {
  it('runs the success sequence of spec section 4 in order: saved cards, temporary card, the order, a new cart', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(true));
    // The real stores (their classes load on demand), as the use cases hold them.
    const cards = await (harness.root.get(TOKENS.CardsStore) as Record<symbol, Promise<CardsStore>>)[STORE_READY]!;
    const orders = await (harness.root.get(TOKENS.OrdersStore) as Record<symbol, Promise<OrdersStore>>)[STORE_READY]!;
    const cartStore = harness.root.get<CartStore>(TOKENS.CartStore);
    const steps: string[] = [];
    const onRequest = ({ request }: { request: Request }) => steps.push(`${request.method} ${new URL(request.url).pathname.replace('/api/public', '')}`);
    server.events.on('request:start', onRequest);
    onTestFinished(() => server.events.removeListener('request:start', onRequest));
    const setCards = cards.setCards.bind(cards);
    vi.spyOn(cards, 'setCards').mockImplementation((list) => {
      steps.push('saved cards stored');
      setCards(list);
    });
    const clearTemporary = cards.clearTemporaryCard.bind(cards);
    vi.spyOn(cards, 'clearTemporaryCard').mockImplementation(() => {
      steps.push('temporary card deleted');
      clearTemporary();
    });
    const setOrder = orders.setOrder.bind(orders);
    vi.spyOn(orders, 'setOrder').mockImplementation((order) => {
      steps.push(`order ${order.order_number} stored`);
      setOrder(order);
    });
    const clearCart = cartStore.clear.bind(cartStore);
    vi.spyOn(cartStore, 'clear').mockImplementation(() => {
      steps.push('cart reset');
      clearCart();
    });

    const result = await harness.client.checkout.createOrder();

    expect(steps).toEqual([
      'POST /checkout/3ds_setup/',
      'PUT /checkout/cart-A/order',
      'GET /payment_method/cc',
      'saved cards stored',
      'temporary card deleted',
      'GET /order/TND-1001',
      'order TND-1001 stored',
      'cart reset',
      'POST /cart',
    ]);
    expect(result).toMatchObject({ status: 'placed', orderNumber: 'TND-1001', order: { order_number: 'TND-1001', cart_id: 'cart-A' } });
    expect(result.status === 'placed' && result.result?.advance_instructions.map((item) => item.type)).toEqual(['TITLE', 'LINK']);
    expect(orders.getSnapshot().current?.order_number).toBe('TND-1001');
    expect(cards.getSnapshot().cards.map((card) => card.instrument_id)).toEqual(['card-saved-1']);
    expect(cartStore.cart?.cart_id).toBe('cart-1');
    const snapshot = harness.client.checkout.store.getSnapshot();
    expect(snapshot.checkout).toBeNull();
    expect(snapshot.result?.status).toBe('placed');
    expect(harness.errors).toEqual([]);
    // The checkout has ended: an edit now needs a new start.
    expect((await failureOf(harness.client.checkout.edit({ kind: 'customerNote', note: 'x' }))).cause).toBe('checkoutIsNotStarted');
  });

  it('does not reload the saved cards when the card was not to be kept', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(false));
    await harness.client.checkout.createOrder();
    expect(requests.count('GET', '/payment_method/cc')).toBe(0);
    expect(requests.describe()).toBe('POST /checkout/3ds_setup/, PUT /checkout/cart-A/order, GET /order/TND-1001, POST /cart');
  });

  it.each(['NO_PAYMENT_NEEDED', 'ADVANCE_NEEDED'] as const)('treats %s as success', async (behaviour) => {
    const harness = await ready({}, deliveryEdits(), [behaviour]);
    const result = await harness.client.checkout.createOrder();
    expect(result.status).toBe('placed');
    expect(requests.count('GET', '/order/TND-1001')).toBe(1);
    expect(requests.count('POST', '/cart')).toBe(1);
  });

  it('a COD order makes no 3-D Secure call and sends the checkout body', async () => {
    const harness = await ready();
    await harness.client.checkout.createOrder();
    expect(requests.count('POST', '/checkout/3ds_setup/')).toBe(0);
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/order'));
    expect(body).toMatchObject({ cart_id: 'cart-A', payment_method: 'COD', delivery_option_id: 'standard', shipping_address_id: 'demo-ana-casa', new_card: null, reference_id: null });
  });
});

describe('CreateOrderUseCase: a gift card that covers the whole order (review defect 10)', () => {
  const COVERED = { amount_sub_total: 129.99, amount_shipping: 25, discount_gift_card: 154.99, amount_total: 0 };

  it('asks for no payment method: sends NOTHING_TO_PAY_METHOD with no card, makes no 3-D Secure call, and is placed', async () => {
    const harness = await ready({ totals: COVERED }, deliveryEdits([]), ['NO_PAYMENT_NEEDED']);
    const result = await harness.client.checkout.createOrder();
    expect(result.status).toBe('placed');
    expect(requests.count('POST', '/checkout/3ds_setup/')).toBe(0);
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/order'));
    expect(body).toMatchObject({ payment_method: 'BANK_DEPOSIT', existing_card_id: null, new_card: null, installment: null, reference_id: null });
    expect(harness.errors).toEqual([]);
  });

  it('drops a card chosen before the gift card covered the total: nothing is set up or charged for Q 0.00', async () => {
    const harness = await ready({ totals: COVERED }, CARD_EDITS(false), ['NO_PAYMENT_NEEDED']);
    await harness.client.checkout.createOrder();
    expect(requests.describe()).toBe('PUT /checkout/cart-A/order, GET /order/TND-1001, POST /cart');
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/order'));
    expect(body).toMatchObject({ payment_method: 'BANK_DEPOSIT', new_card: null });
  });

  it('still asks for a method when something is left to pay', async () => {
    const harness = await ready({ totals: { ...COVERED, discount_gift_card: 150, amount_total: 4.99 } }, deliveryEdits([]));
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('checkoutMissingPaymentMethod');
    expect(requests.total).toBe(0);
  });
});

describe('CreateOrderUseCase: idempotency', () => {
  it('sends an Idempotency-Key, and a double call while one is under way gives one request', async () => {
    const harness = await ready();
    const [a, b] = await Promise.all([harness.client.checkout.createOrder(), harness.client.checkout.createOrder()]);
    // The second call got the first one's promise: the very same result.
    expect(b).toBe(a);
    const calls = orderCalls();
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(harness.checkout.orders).toHaveLength(1);
  });

  it('keeps the key for the same body, and takes a new one after the body changes', async () => {
    const harness = await ready({}, deliveryEdits(), ['lostBeforeCreate', 'lostBeforeCreate', 'ERROR']);
    // Lost twice (reconciliation in between): both calls carry one key.
    await failureOf(harness.client.checkout.createOrder());
    const lost = orderCalls();
    expect(lost).toHaveLength(2);
    expect(keyOf(lost[1]!)).toBe(keyOf(lost[0]!));
    // The same body again: still the same key.
    requests.clear();
    await failureOf(harness.client.checkout.createOrder());
    const sameBody = orderCalls();
    expect(keyOf(sameBody[0]!)).toBe(keyOf(lost[0]!));
    // Another body: another key.
    await applyEdits(harness.client, [{ kind: 'customerNote', note: 'Otra nota' }]);
    await harness.client.checkout.createOrder();
    const changed = orderCalls();
    expect(changed).toHaveLength(1);
    expect(keyOf(changed[0]!)).not.toBe(keyOf(lost[0]!));
  });
});

describe('CreateOrderUseCase: payment failures', () => {
  it.each(['ERROR', 'ERROR_ALLOW_NO3DS', 'UNKNOWN'] as const)('fails %s with PAYMENT_ERROR and the server message, keeping the checkout and the cart', async (behaviour) => {
    const harness = await ready({}, deliveryEdits(), [behaviour]);
    const before = harness.client.checkout.store.getSnapshot().checkout;
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('PAYMENT_ERROR');
    expect(failure.userMessage).toBe('El banco rechazó el pago. Usa otra tarjeta.');
    expect(harness.client.checkout.store.getSnapshot().checkout).toEqual(before);
    expect(harness.client.cart.store.getSnapshot().cart?.cart_id).toBe('cart-A');
    expect(requests.describe()).toBe('PUT /checkout/cart-A/order');
  });

  it('a 402 refusal keeps its cause and Spanish message, keeps everything, and the next attempt takes a new key', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['declined402']);
    const before = harness.client.checkout.store.getSnapshot().checkout;
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('PAYMENT_ERROR');
    expect(failure.status).toBe(402);
    expect(failure.userMessage).toBe('Tu banco rechazó el pago. Usa otra tarjeta u otro método de pago.');
    // Every choice kept; only the 3-D Secure setup's reference was added.
    expect(harness.client.checkout.store.getSnapshot()).toMatchObject({ checkout: { ...before, threeDSReferenceId: 'ref-1' }, error: { cause: 'PAYMENT_ERROR' }, placing: false });
    expect(harness.errors.map((error) => error.cause)).toEqual(['PAYMENT_ERROR']);
    expect(requests.count('GET', '/order')).toBe(0);
    const firstKey = keyOf(orderCalls()[0]!);
    await harness.client.checkout.createOrder();
    const calls = orderCalls();
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).not.toBe(firstKey);
  });
});

describe('CreateOrderUseCase: 3-D Secure', () => {
  it('shows the step-up, polls for the result, repeats the order with the transaction id and a new key, then succeeds', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['STEP_UP']);
    harness.checkout.state.pendingPolls = 2;
    const shown: unknown[] = [];
    const dismissed: string[] = [];
    const seenInStore: unknown[] = [];
    harness.client.checkout.store.subscribe(() => seenInStore.push(harness.client.checkout.store.getSnapshot().stepUp));
    const result = await harness.client.checkout.createOrder({ stepUp: { show: (params) => void shown.push(params), dismiss: () => void dismissed.push('dismissed') } });
    expect(result).toMatchObject({ status: 'placed', orderNumber: 'TND-1001' });
    expect(shown).toEqual([expect.objectContaining({ step_up_url: STEP_UP_PARAMS.step_up_url, iframe_width: 390, iframe_height: 400 })]);
    expect(dismissed).toEqual(['dismissed']);
    expect(seenInStore).toContainEqual(expect.objectContaining({ step_up_url: STEP_UP_PARAMS.step_up_url }));
    expect(harness.client.checkout.store.getSnapshot().stepUp).toBeNull();
    expect(harness.checkout.state.polls).toBe(3);
    expect(harness.sleep.calls).toEqual([1500, 1500]);
    const calls = orderCalls();
    expect(calls).toHaveLength(2);
    const retried = await bodyOf(calls[1]!);
    expect(retried).toMatchObject({ transaction_id: 'tx-3ds-1', reference_id: 'ref-1' });
    expect(keyOf(calls[1]!)).not.toBe(keyOf(calls[0]!));
    expect(harness.checkout.orders).toHaveLength(1);
    expect(harness.checkout.orders[0]?.['status']).toBe('pagado');
  });

  it('a challenge that never finishes leaves the order pending within THREE_DS_WAIT and dismisses the frame', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['STEP_UP']);
    harness.checkout.state.challenge = 'PENDING';
    const dismissed: string[] = [];
    const result = await harness.client.checkout.createOrder({ stepUp: { show: () => undefined, dismiss: () => void dismissed.push('dismissed') } });
    expect(result).toMatchObject({ status: 'pending', orderNumber: 'TND-1001', cause: 'INVALID_TRANSACTION' });
    expect(result.status === 'pending' && result.message).toContain('quedó pendiente de pago');
    expect(dismissed).toEqual(['dismissed']);
    expect(harness.client.checkout.store.getSnapshot().stepUp).toBeNull();
    // 5 minutes at one poll every 1.5 s: 200 waits, 201 polls, never more.
    expect(harness.sleep.calls.reduce((sum, ms) => sum + ms, 0)).toBe(300_000);
    expect(harness.checkout.state.polls).toBe(201);
    expect(orderCalls()).toHaveLength(1);
    // The order exists, unpaid, and its cart is closed on the server: the checkout ends as for a placed
    // order (a new cart, the order fetched), and the order waits to be paid with payOrder.
    expect(requests.count('POST', '/cart')).toBe(1);
    expect(requests.count('GET', '/order/TND-1001')).toBe(1);
    expect(harness.client.checkout.store.getSnapshot()).toMatchObject({ checkout: null, result: { status: 'pending', orderNumber: 'TND-1001', order: { order_number: 'TND-1001' } } });
  });

  it('an order found by reconciliation that still waits for its 3-D Secure is pending, not placed', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['lostAfterCreate']);
    // The lost answer was a step-up: the order exists, unpaid, awaiting the card.
    server.use(
      http.get(url('/order'), () =>
        HttpResponse.json(harness.checkout.orders.map((order) => ({ ...order, step: 'AwaitingCustomerInput', status: 'awaiting-card-verification' }))),
      ),
    );
    const result = await harness.client.checkout.createOrder({ stepUp: () => undefined });
    expect(result).toMatchObject({ status: 'pending', orderNumber: 'TND-1001', cause: 'INVALID_TRANSACTION', result: null });
    expect(result.status === 'pending' && result.message).toContain('quedó pendiente de pago');
    expect(orderCalls()).toHaveLength(1);
    expect(harness.client.checkout.store.getSnapshot().checkout).toBeNull();
  });

  it('a frame the shopper closed after it was shown: one more poll at once, then pending, without waiting out THREE_DS_WAIT', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['STEP_UP']);
    harness.checkout.state.challenge = 'PENDING';
    const closed = new AbortController();
    // The shopper closes the frame while the third poll is answered.
    let polls = harness.checkout.state.polls;
    Object.defineProperty(harness.checkout.state, 'polls', {
      get: () => polls,
      set: (value: number) => {
        polls = value;
        if (value === 3) closed.abort();
      },
    });
    const dismissed: string[] = [];
    const result = await harness.client.checkout.createOrder({ stepUp: { show: () => undefined, closed: closed.signal, dismiss: () => void dismissed.push('dismissed') } });
    expect(result).toMatchObject({ status: 'pending', orderNumber: 'TND-1001', cause: 'INVALID_TRANSACTION' });
    expect(polls).toBe(3);
    expect(harness.sleep.calls).toEqual([1500, 1500]);
    expect(dismissed).toEqual(['dismissed']);
    expect(orderCalls()).toHaveLength(1);
  });

  it('a FAILED challenge leaves the order pending with 3DS_DECLINED', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(), ['STEP_UP']);
    harness.checkout.state.challenge = 'FAILED';
    const result = await harness.client.checkout.createOrder({ stepUp: () => undefined });
    expect(result).toMatchObject({ status: 'pending', cause: '3DS_DECLINED' });
    expect(orderCalls()).toHaveLength(1);
    expect(harness.client.checkout.store.getSnapshot()).toMatchObject({ stepUp: null, result: { status: 'pending', cause: '3DS_DECLINED' } });
  });
});

describe('CreateOrderUseCase: lost answers and sessions', () => {
  it('after a lost answer, finds the order of this cart and takes it as placed, without sending the order again', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits(), ['lostAfterCreate']);
    const result = await harness.client.checkout.createOrder();
    expect(result).toMatchObject({ status: 'placed', orderNumber: 'TND-1001', order: { cart_id: 'cart-A' } });
    expect(orderCalls()).toHaveLength(1);
    const list = requests.single('GET', '/order');
    expect(list.query.get('page')).toBe('1');
    expect(list.query.get('page_size')).toBe('20');
    expect(harness.checkout.orders).toHaveLength(1);
    expect(requests.count('POST', '/cart')).toBe(1);
    expect(harness.errors).toEqual([]);
  });

  it('a cart another tab already ordered: the refusal (NOT_ALLOWED) is read as that order, found by reconciliation', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits());
    // The other tab's order call, with its own key.
    const other = await fetch(url('/checkout/cart-A/order'), { method: 'PUT', headers: { 'Idempotency-Key': 'other-tab', 'Content-Type': 'application/json' }, body: '{"payment_method":"COD"}' });
    expect(other.status).toBe(200);
    const result = await harness.client.checkout.createOrder();
    expect(result).toMatchObject({ status: 'placed', orderNumber: 'TND-1001', result: null, order: { cart_id: 'cart-A' } });
    expect(orderCalls()).toHaveLength(2);
    expect(harness.checkout.orders).toHaveLength(1);
    expect(requests.count('GET', '/order')).toBe(1);
    expect(harness.errors).toEqual([]);
    expect(harness.client.checkout.store.getSnapshot().checkout).toBeNull();
  });

  it('not found, sends the order once more with the same key', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits(), ['lostBeforeCreate']);
    const result = await harness.client.checkout.createOrder();
    expect(result.status).toBe('placed');
    const calls = orderCalls();
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(requests.describe().split(', ').slice(0, 3)).toEqual(['PUT /checkout/cart-A/order', 'GET /order', 'PUT /checkout/cart-A/order']);
    expect(harness.checkout.orders).toHaveLength(1);
  });

  it('a replay of a created order gives that order, never a second one', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits(), ['lostAfterCreate']);
    // The list cannot be read (a network error): the same key is sent again, and the server replays.
    server.use(http.get(url('/order'), () => HttpResponse.error()));
    const result = await harness.client.checkout.createOrder();
    expect(result).toMatchObject({ status: 'placed', orderNumber: 'TND-1001' });
    expect(orderCalls()).toHaveLength(2);
    expect(harness.checkout.state.replays).toBe(1);
    expect(harness.checkout.orders).toHaveLength(1);
  });

  it('lost twice, fails with networkConnection and keeps the checkout and the cart', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits(), ['lostBeforeCreate', 'lostBeforeCreate']);
    const before = harness.client.checkout.store.getSnapshot().checkout;
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('networkConnection');
    expect(failure.userMessage).toContain('No pudimos confirmar tu pedido');
    expect(orderCalls()).toHaveLength(2);
    expect(harness.client.checkout.store.getSnapshot().checkout).toEqual(before);
    expect(harness.client.cart.store.getSnapshot().cart?.cart_id).toBe('cart-A');
    expect(harness.checkout.orders).toHaveLength(0);
  });

  it('a 401 on the order call is not replayed under a new anonymous session: sign in again, checkout kept', async () => {
    const harness = await ready({ signedIn: true }, deliveryEdits(), ['expiredSession']);
    const before = harness.client.checkout.store.getSnapshot().checkout;
    const failure = await failureOf(harness.client.checkout.createOrder());
    expect(failure.cause).toBe('UNAUTHORIZED');
    expect(failure.userMessage).toBe('Tu sesión terminó. Ingresa de nuevo para terminar tu compra: tu carrito y lo que elegiste siguen aquí.');
    expect(requests.describe()).toBe('PUT /checkout/cart-A/order');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
    expect(harness.client.session.store.getSnapshot().session?.token).toBe('user-token-stored');
    expect(harness.client.checkout.store.getSnapshot().checkout).toEqual(before);
  });
});

describe('CreateOrderUseCase: card data stays in memory', () => {
  it('after a card checkout, the number and CVV are in no storage, log, URL or error detail', async () => {
    const harness = await ready({ signedIn: true }, CARD_EDITS(true), ['ERROR', 'STEP_UP']);
    // A failed payment first (its error details), then a 3-D Secure one that succeeds.
    const failure = await failureOf(harness.client.checkout.createOrder());
    harness.checkout.state.challenge = 'AUTHENTICATED';
    await harness.client.checkout.createOrder({ stepUp: () => undefined });
    // The card travelled only in the payment calls' bodies.
    const cardCalls = [];
    for (const entry of requests.entries) {
      expect(entry.path + entry.query.toString()).not.toContain(CARD_DIGITS);
      if ((await entry.request.clone().text()).includes(CARD_DIGITS)) cardCalls.push(`${entry.method} ${entry.path}`);
    }
    expect(new Set(cardCalls)).toEqual(new Set(['POST /checkout/3ds_setup/', 'PUT /checkout/cart-A/order']));
    const stored = JSON.stringify([...(harness.storage as unknown as { values: Map<string, string> }).values]);
    expect(stored).toContain('user-token-stored');
    for (const secret of [CARD_DIGITS, '4111 1111 1111 1111', CVV]) {
      expect(stored).not.toContain(secret);
      expect(harness.logger.text).not.toContain(secret);
      expect(JSON.stringify({ message: failure.message, details: failure.details, errors: harness.errors.map((e) => [e.message, e.details]) })).not.toContain(secret);
    }
    // And it has left memory: the checkout ended, the temporary card is gone.
    expect(JSON.stringify(harness.client.checkout.store.getSnapshot())).not.toContain(CARD_DIGITS);
    expect(harness.root.get<CardsStore>(TOKENS.CardsStore).getSnapshot().temporaryCard).toBeNull();
  });
});
