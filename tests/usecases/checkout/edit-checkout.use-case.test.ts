import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CheckoutEdit } from '../../../src/usecases/checkout/edit-checkout.use-case';
import { failureOf } from '../../mocks/client';
import { CREDENTIALS } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { bodyOf, CARD_DIGITS, checkoutClient, NEW_CARD, startedCheckout } from './checkout-harness';

setupMsw();

const EVERY_EDIT: CheckoutEdit[] = [
  { kind: 'deliveryOption', id: 'standard' },
  { kind: 'pickupOption', id: 'gt-zona-10' },
  { kind: 'shippingAddress', id: 'demo-ana-casa' },
  { kind: 'paymentMethod', method: 'COD' },
  { kind: 'savedCard', cardId: 'card-saved-1' },
  { kind: 'newCard', card: NEW_CARD },
  { kind: 'installment', bin: '411111', bank_code: 'BI', installments: 3 },
  { kind: 'invoice', type: 'TAX_ID', data: { tax_id: '1234567-9', name: 'Ana López' } },
  { kind: 'invoice', type: 'NO_TAX_ID' },
  { kind: 'pickupContact', name: 'Ana', phone: '55550000' },
  { kind: 'customerNote', note: 'Tocar el timbre' },
  { kind: 'deliveryTimeRange', range: 'EIGHTAM_FOURPM' },
  { kind: 'disableEarlyShipping', disabled: true },
  { kind: 'eventSeats', seatIds: ['A1'] },
];

describe('StartCheckoutUseCase', () => {
  it('starts from the cart with the spec defaults, then replaces the amounts and step with the first preview', async () => {
    const { client, checkout } = await checkoutClient();
    checkout.state.totals = { amount_sub_total: 349, amount_shipping: 25, discount_coupons: 10, amount_total: 364 };
    const preview = await client.checkout.start();
    expect(preview.step).toBe('DELIVERY');
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/preview'));
    expect(body).toMatchObject({
      cart_id: 'cart-A',
      items: [{ item_id: 'item-SKU-1', quantity: 1 }],
      invoice_type: 'TAX_ID',
      delivery_time_range: 'ALLDAY',
      payment_method: null,
      delivery_option_id: null,
      pickup_option_id: null,
      new_card: null,
    });
    const state = client.checkout.store.getSnapshot().checkout!;
    expect(state.amounts).toEqual({ subTotal: 349, shipping: 25, surcharge: 0, giftWrap: 0, couponDiscount: 10, giftCardDiscount: 0, total: 364 });
    expect(state.step).toBe('DELIVERY');
    expect(state.invoiceType).toBe('TAX_ID');
    expect(state.deliveryTimeRange).toBe('ALLDAY');
  });

  it('refuses an empty cart with cartIsEmpty, without a checkout call', async () => {
    const { client, carts } = await checkoutClient();
    carts.seed({ ...carts.carts.get('cart-A')!, items: [], amount_sub_total: 0, amount_total: 0 });
    await client.cart.get({ refresh: true } as never);
    requests.clear();
    const failure = await failureOf(client.checkout.start());
    expect(failure.cause).toBe('cartIsEmpty');
    expect(requests.count('PUT', /^\/checkout\//)).toBe(0);
  });
});

describe('EditCheckoutUseCase', () => {
  it.each(EVERY_EDIT.map((edit) => [edit.kind, edit] as const))('refuses %s before start with checkoutIsNotStarted, without a call', async (_kind, edit) => {
    const { client, errors } = await checkoutClient();
    const failure = await failureOf(client.checkout.edit(edit));
    expect(failure.cause).toBe('checkoutIsNotStarted');
    expect(failure.description).toBe('First run StartCheckoutUseCase');
    expect(errors.map((error) => error.cause)).toEqual(['checkoutIsNotStarted']);
    expect(requests.total, requests.describe()).toBe(0);
  });

  it('refuses the option loads before start with checkoutIsNotStarted, without a call', async () => {
    const { client } = await checkoutClient();
    for (const load of [
      () => client.checkout.loadDeliveryOptions('demo-ana-casa'),
      () => client.checkout.loadPickupOptions(),
      () => client.checkout.loadPaymentOptions(),
      () => client.checkout.loadInstallmentOptions('411111'),
    ]) {
      expect((await failureOf(load())).cause).toBe('checkoutIsNotStarted');
    }
    expect(requests.total).toBe(0);
  });

  it('updates the local state, then sends it to the preview, whose answer replaces the amounts and step', async () => {
    const { client, checkout } = await startedCheckout();
    checkout.state.totals = { amount_sub_total: 349, amount_shipping: 45, amount_total: 394 };
    checkout.state.step = 'PAYMENT';
    await client.checkout.edit({ kind: 'deliveryOption', id: 'express' });
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/preview'));
    expect(body['delivery_option_id']).toBe('express');
    const state = client.checkout.store.getSnapshot().checkout!;
    expect(state.deliveryOption).toEqual({ id: 'express' });
    expect(state.amounts.shipping).toBe(45);
    expect(state.amounts.total).toBe(394);
    expect(state.step).toBe('PAYMENT');
  });

  it('choosing a delivery option clears the pickup option, and the other way round', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'pickupOption', id: 'gt-zona-10' });
    await client.checkout.edit({ kind: 'deliveryOption', id: 'standard' });
    let state = client.checkout.store.getSnapshot().checkout!;
    expect(state.deliveryOption).toEqual({ id: 'standard' });
    expect(state.pickupOption).toBeNull();
    await client.checkout.edit({ kind: 'pickupOption', id: 'gt-zona-10' });
    state = client.checkout.store.getSnapshot().checkout!;
    expect(state.pickupOption).toEqual({ id: 'gt-zona-10' });
    expect(state.deliveryOption).toBeNull();
    const last = await bodyOf(requests.filter('PUT', '/checkout/cart-A/preview').at(-1)!);
    expect(last).toMatchObject({ pickup_option_id: 'gt-zona-10', delivery_option_id: null });
  });

  it('choosing a saved card clears the temporary card, and the other way round', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    let state = client.checkout.store.getSnapshot().checkout!;
    expect(state.paymentCard?.number).toBe(CARD_DIGITS);
    await client.checkout.edit({ kind: 'savedCard', cardId: 'card-saved-1' });
    state = client.checkout.store.getSnapshot().checkout!;
    expect(state.cardId).toBe('card-saved-1');
    expect(state.paymentCard).toBeNull();
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    state = client.checkout.store.getSnapshot().checkout!;
    expect(state.cardId).toBeNull();
    expect(state.paymentCard).toMatchObject({ number: CARD_DIGITS, expiration_month: 12, expiration_year: 2031 });
  });

  it('clearCard forgets the chosen card, saved or new (the number and CVV leave memory), and previews without it', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    await client.checkout.edit({ kind: 'clearCard' });
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ paymentCard: null, cardId: null });
    expect(JSON.stringify(client.checkout.store.getSnapshot())).not.toContain(CARD_DIGITS);
    await client.checkout.edit({ kind: 'savedCard', cardId: 'card-saved-1' });
    await client.checkout.edit({ kind: 'clearCard' });
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ paymentCard: null, cardId: null });
    const last = await bodyOf(requests.filter('PUT', '/checkout/cart-A/preview').at(-1)!);
    expect(last).toMatchObject({ existing_card_id: null });
    expect(requests.count('PUT', '/checkout/cart-A/preview')).toBe(4);
  });

  it('refuses a saved card for installments with checkoutMissingInstallmentPaymentCard and says to type the card, without a call', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' });
    requests.clear();
    const failure = await failureOf(client.checkout.edit({ kind: 'savedCard', cardId: 'card-saved-1' }));
    expect(failure.cause).toBe('checkoutMissingInstallmentPaymentCard');
    expect(failure.userMessage).toBe('Para pagar en cuotas escribe los datos de tu tarjeta.');
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ paymentMethod: 'CARD_INSTALLMENTS', cardId: null });
    expect(requests.total, requests.describe()).toBe(0);
  });

  it('switching to installments lets a saved card go (previewed without existing_card_id) and keeps a new card', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'savedCard', cardId: 'card-saved-1' });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' });
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ paymentMethod: 'CARD_INSTALLMENTS', cardId: null });
    const last = await bodyOf(requests.filter('PUT', '/checkout/cart-A/preview').at(-1)!);
    expect(last).toMatchObject({ payment_method: 'CARD_INSTALLMENTS', existing_card_id: null });
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' });
    expect(client.checkout.store.getSnapshot().checkout!.paymentCard?.number).toBe(CARD_DIGITS);
    expect(requests.count('PUT', '/checkout/cart-A/preview')).toBe(6);
  });

  it('at a pickup point that takes no cash: COD is offered off with the reason, refused without a call, and dropped when the point is chosen after it', async () => {
    const { client } = await startedCheckout();
    server.use(
      http.get(url('/checkout/:cartId/shipping_option/pickup'), () =>
        HttpResponse.json([
          { id: 'gt-zona-10', public_id: 'gt-zona-10', location_name: 'Tienda Zona Viva', is_cod_enabled: true },
          { id: 'gt-xela', public_id: 'gt-xela', location_name: 'Tienda Quetzaltenango', is_cod_enabled: false },
        ]),
      ),
    );
    await client.checkout.loadPickupOptions();
    await client.checkout.edit({ kind: 'pickupOption', id: 'gt-zona-10' });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
    expect(client.checkout.store.getSnapshot().checkout!.paymentMethod).toBe('COD');
    // The point that takes no cash: the cash chosen before goes (and the preview says so).
    await client.checkout.edit({ kind: 'pickupOption', id: 'gt-xela' });
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ pickupOption: { id: 'gt-xela' }, paymentMethod: null });
    expect(await bodyOf(requests.filter('PUT', '/checkout/cart-A/preview').at(-1)!)).toMatchObject({ pickup_option_id: 'gt-xela', payment_method: null });
    const cod = (await client.checkout.loadPaymentOptions()).find((option) => option.payment_method === 'COD');
    expect(cod).toMatchObject({ is_disabled: true, description: 'Este punto de recogida no recibe pagos en efectivo.' });
    requests.clear();
    const refused = await failureOf(client.checkout.edit({ kind: 'paymentMethod', method: 'COD' }));
    expect([refused.cause, refused.userMessage]).toEqual(['NOT_ALLOWED', 'Este punto de recogida no recibe pagos en efectivo.']);
    expect(client.checkout.store.getSnapshot().checkout!.paymentMethod).toBeNull();
    expect(requests.total, requests.describe()).toBe(0);
  });

  it('never sends a new card with the preview', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    const entry = requests.single('PUT', '/checkout/cart-A/preview');
    const text = await entry.request.clone().text();
    expect(JSON.parse(text)['new_card']).toBeNull();
    expect(text).not.toContain(CARD_DIGITS);
    expect(text).not.toContain('739');
  });

  it('checks a new card first: a failing card changes nothing, sends nothing, and names no digits', async () => {
    const { client } = await startedCheckout();
    const failure = await failureOf(client.checkout.edit({ kind: 'newCard', card: { ...NEW_CARD, number: '4111 1111 1111 1112' } }));
    expect(failure.cause).toBe('INVALID_CARD_NUMBER');
    expect(failure.userMessage).toBe('El número de la tarjeta no es válido. Revísalo.');
    expect(JSON.stringify({ details: failure.details, message: failure.message })).not.toContain('41111111');
    expect(client.checkout.store.getSnapshot().checkout!.paymentCard).toBeNull();
    expect(requests.total).toBe(0);
  });

  it('checks the NIT of a TAX_ID invoice (CF allowed), and NO_TAX_ID drops the invoice data', async () => {
    const { client } = await startedCheckout();
    const failure = await failureOf(client.checkout.edit({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: '1234567-8', name: 'Ana' } }));
    expect(failure.userMessage).toBe('El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).');
    expect(requests.total).toBe(0);
    await client.checkout.edit({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: '1234567-9', name: 'Ana López', address: 'Zona 14' } });
    expect(await bodyOf(requests.single('PUT', '/checkout/cart-A/preview'))).toMatchObject({
      invoice_type: 'TAX_ID',
      invoice_data: { tax_id: '12345679', name: 'Ana López', address: 'Zona 14' },
    });
    await client.checkout.edit({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: 'cf' } });
    expect(client.checkout.store.getSnapshot().checkout!.invoiceData).toMatchObject({ tax_id: 'CF', name: 'Consumidor final', address: 'Ciudad' });
    await client.checkout.edit({ kind: 'invoice', type: 'NO_TAX_ID' });
    const state = client.checkout.store.getSnapshot().checkout!;
    expect(state.invoiceType).toBe('NO_TAX_ID');
    expect(state.invoiceData).toBeNull();
  });

  it('sends the other fields as the body of spec section 7 names them', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'pickupContact', name: ' Ana ', phone: ' 5555 0000 ' });
    await client.checkout.edit({ kind: 'customerNote', note: 'Dejar con el guardia' });
    await client.checkout.edit({ kind: 'deliveryTimeRange', range: 'EIGHTAM_FOURPM' });
    await client.checkout.edit({ kind: 'disableEarlyShipping', disabled: true });
    await client.checkout.edit({ kind: 'installment', bin: '411111', bank_code: 'BI', installments: 6 });
    const last = await bodyOf(requests.filter('PUT', '/checkout/cart-A/preview').at(-1)!);
    expect(last).toMatchObject({
      pickup_contact: { name: 'Ana', phone: '5555 0000' },
      customer_note: 'Dejar con el guardia',
      delivery_time_range: 'EIGHTAM_FOURPM',
      disable_early_shipping: true,
      installment: { bin: '411111', bank_code: 'BI', installments: 6 },
    });
  });

  it('sets the event line quantity to the number of chosen seats, and refuses a sold seat', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'eventSeats', seatIds: ['A1', 'A2'] });
    const body = await bodyOf(requests.single('PUT', '/checkout/cart-A/preview'));
    expect(body['event_seats']).toEqual(['A1', 'A2']);
    expect(body['items']).toEqual([{ item_id: 'item-SKU-1', quantity: 2 }]);
    expect(client.checkout.store.getSnapshot().checkout!.cartItems).toEqual([{ item_id: 'item-SKU-1', quantity: 2 }]);
    requests.clear();
    const failure = await failureOf(client.checkout.edit({ kind: 'eventSeats', seatIds: ['A1', 'A3'] }));
    expect(failure.cause).toBe('EVENT_SEATS_ERROR');
    expect(requests.total).toBe(0);
    expect(client.checkout.store.getSnapshot().checkout!.eventSeats.map((seat) => seat.id)).toEqual(['A1', 'A2']);
  });

  it('keeps the edit when the preview fails, and reports the error', async () => {
    const { client, checkout, errors } = await startedCheckout();
    checkout.state.previewFailure = 'network';
    const failure = await failureOf(client.checkout.edit({ kind: 'customerNote', note: 'Casa verde, portón negro' }));
    expect(failure.cause).toBe('networkConnection');
    const snapshot = client.checkout.store.getSnapshot();
    expect(snapshot.checkout!.customerNote).toBe('Casa verde, portón negro');
    expect(snapshot.error?.cause).toBe('networkConnection');
    expect(errors.map((error) => error.cause)).toEqual(['networkConnection']);
    checkout.state.previewFailure = 'server';
    const refused = await failureOf(client.checkout.edit({ kind: 'deliveryOption', id: 'standard' }));
    expect(refused.cause).toBe('MISSING_DELIVERY_OPTION');
    expect(refused.userMessage).toBe('Elige una opción de envío válida.');
    expect(client.checkout.store.getSnapshot().checkout).toMatchObject({ deliveryOption: { id: 'standard' }, customerNote: 'Casa verde, portón negro' });
  });
});

describe('the checkout and the session', () => {
  it('forgets the checkout (and a new card in it) when the session changes', async () => {
    const { client } = await startedCheckout();
    await client.checkout.edit({ kind: 'newCard', card: NEW_CARD });
    await client.session.login(CREDENTIALS);
    expect(client.checkout.store.getSnapshot().checkout).toBeNull();
    expect(JSON.stringify(client.checkout.store.getSnapshot())).not.toContain(CARD_DIGITS);
    expect((await failureOf(client.checkout.edit({ kind: 'customerNote', note: 'x' }))).cause).toBe('checkoutIsNotStarted');
  });
});

describe('checkout options', () => {
  it('loads delivery options for an address and pickup options into the store', async () => {
    const { client } = await startedCheckout();
    const delivery = await client.checkout.loadDeliveryOptions('demo-ana-casa');
    expect(requests.single('GET', '/checkout/cart-A/shipping_option/delivery').query.get('address_id')).toBe('demo-ana-casa');
    expect(delivery.map((option) => option.id)).toEqual(['standard', 'express']);
    const pickup = await client.checkout.loadPickupOptions();
    expect(requests.single('GET', '/checkout/cart-A/shipping_option/pickup').query.get('cart_id')).toBe('cart-A');
    expect(pickup[0]?.location_name).toBe('Tienda Zona Viva');
    const snapshot = client.checkout.store.getSnapshot();
    expect(snapshot.deliveryOptions).toHaveLength(2);
    expect(snapshot.pickupOptions).toHaveLength(1);
  });

  it('offers the known payment methods, and hides card payment from a user whose card payment is blocked', async () => {
    const open = await startedCheckout({ signedIn: true });
    await open.client.checkout.loadPaymentOptions();
    expect(open.client.checkout.store.getSnapshot().paymentMethods).toEqual(['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS']);
  });

  it('hides CARD and CARD_INSTALLMENTS when is_cc_payment_blocked', async () => {
    const blocked = await startedCheckout({ signedIn: true, user: { is_cc_payment_blocked: true } });
    const options = await blocked.client.checkout.loadPaymentOptions();
    expect(options.map((option) => option.payment_method)).toEqual(['COD', 'BANK_DEPOSIT']);
    expect(blocked.client.checkout.store.getSnapshot().paymentMethods).toEqual(['COD', 'BANK_DEPOSIT']);
  });

  it('refuses a card method, a saved card or a new card to a user whose card payment is blocked with NOT_ALLOWED, without a call', async () => {
    const blocked = await startedCheckout({ signedIn: true, user: { is_cc_payment_blocked: true } });
    const before = blocked.client.checkout.store.getSnapshot().checkout!;
    const refused: CheckoutEdit[] = [
      { kind: 'paymentMethod', method: 'CARD' },
      { kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' },
      { kind: 'savedCard', cardId: 'card-saved-1' },
      { kind: 'newCard', card: NEW_CARD },
    ];
    for (const edit of refused) {
      const failure = await failureOf(blocked.client.checkout.edit(edit));
      expect(failure.cause, edit.kind).toBe('NOT_ALLOWED');
      expect(failure.userMessage).toBe('Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.');
    }
    expect(requests.total, requests.describe()).toBe(0);
    const after = blocked.client.checkout.store.getSnapshot().checkout!;
    expect(after.paymentMethod).toBe(before.paymentMethod);
    expect(after.paymentCard).toBeNull();
    expect(after.cardId).toBeNull();
    // Another method is still a choice.
    await blocked.client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
    expect(requests.count('PUT', '/checkout/cart-A/preview')).toBe(1);
  });

  it('asks installments on sub total + shipping - coupon - gift card, summed in whole cents, with the BIN only', async () => {
    const { client } = await checkoutClient({
      totals: { amount_sub_total: 1.1, amount_shipping: 2.2, discount_coupons: 0, discount_gift_card: 0, amount_total: 3.3 },
    });
    await client.checkout.start();
    requests.clear();
    await client.checkout.loadInstallmentOptions('4111 1111 1111 1111');
    const query = requests.single('GET', '/checkout/cart-A/installment_option').query;
    // In floats, 1.1 + 2.2 is 3.3000000000000003.
    expect(query.get('amount')).toBe('3.3');
    expect(query.get('bin')).toBe('411111');
    expect(client.checkout.store.getSnapshot().installmentOptions[0]?.installments).toBe(3);
  });

  it('subtracts the coupon and gift-card discounts, whatever their sign on the wire', async () => {
    const { client } = await checkoutClient({
      totals: { amount_sub_total: 500, amount_shipping: 25.5, discount_coupons: -50.25, discount_gift_card: 100, amount_total: 375.25 },
    });
    await client.checkout.start();
    requests.clear();
    await client.checkout.loadInstallmentOptions('411111');
    expect(requests.single('GET', '/checkout/cart-A/installment_option').query.get('amount')).toBe('375.25');
  });

  it('refuses a BIN shorter than 6 digits without a call', async () => {
    const { client } = await startedCheckout();
    expect((await failureOf(client.checkout.loadInstallmentOptions('4111'))).cause).toBe('INVALID_CARD_NUMBER');
    expect(requests.total).toBe(0);
  });
});
