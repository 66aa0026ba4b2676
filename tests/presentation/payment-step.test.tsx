// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type ExistingCard, type Installment } from '../../src/index';
import { emptyCheckoutState, type CheckoutState } from '../../src/domain/checkout/checkout-state';
import type { CheckoutEdit } from '../../src/usecases/checkout/edit-checkout.use-case';
import type { PaymentOption } from '../../src/usecases/checkout/checkout.repository';
import PaymentStep from '../../src/presentation/payments/PaymentStep';
import { NewCardForm } from '../../src/presentation/payments/NewCardForm';
import { fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const OPTIONS: PaymentOption[] = [
  { payment_method: 'COD', name: 'Pago contra entrega', description: 'El pago contra entrega se acepta en compras de hasta Q5,000.00.', is_disabled: true },
  { payment_method: 'BANK_DEPOSIT', name: 'Depósito bancario', description: null, is_disabled: false },
  { payment_method: 'CARD', name: 'Tarjeta', description: null, is_disabled: false },
  { payment_method: 'CARD_INSTALLMENTS', name: 'Cuotas', description: null, is_disabled: false },
];

const VISA: ExistingCard = { instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA' };
const MASTERCARD: ExistingCard = { instrument_id: 'card-2', number: '555555******4444', expiration_month: '3', expiration_year: '2031', type: 'MASTERCARD' };

const plan = (bank_code: string, bank_name: string, installments: number, installment_amount: number, total_amount: number, surcharge = 0): Installment => ({
  bin: '411111',
  bank_code,
  bank_name,
  subtotal_amount: 1000,
  installments,
  installment_amount,
  total_amount,
  surcharge,
});

/** A started checkout whose edits the fake applies as the use case does (a new card's checks aside). */
function setup({ signedIn = true, cards = [] as ExistingCard[], state = {} as Partial<CheckoutState>, plans = [] as Installment[] } = {}) {
  const made = fakeClient();
  const { fakes } = made;
  const store = fakes.checkout.store;
  if (signedIn) made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  store.start({ ...emptyCheckoutState('C-1'), amounts: { subTotal: 1200, shipping: 25, surcharge: 0, giftWrap: 0, couponDiscount: 25, giftCardDiscount: 0, total: 1200 }, ...state });
  fakes.checkout.loadPaymentOptions.mockImplementation(async () => {
    store.setOptions({ paymentOptions: OPTIONS, paymentMethods: OPTIONS.map((option) => option.payment_method as never) });
    return OPTIONS;
  });
  fakes.payments.listCards.mockImplementation(async () => {
    fakes.payments.cards.setCards(cards);
    return cards;
  });
  fakes.checkout.loadInstallmentOptions.mockImplementation(async () => {
    store.setOptions({ installmentOptions: plans });
    return plans;
  });
  fakes.checkout.edit.mockImplementation(async (edit: CheckoutEdit) => {
    store.edit((s) => {
      switch (edit.kind) {
        case 'paymentMethod':
          return edit.method === 'CARD_INSTALLMENTS' ? { ...s, paymentMethod: edit.method, cardId: null } : { ...s, paymentMethod: edit.method };
        case 'savedCard':
          return { ...s, cardId: edit.cardId, paymentCard: null };
        case 'newCard':
          return {
            ...s,
            cardId: null,
            paymentCard: {
              number: edit.card.number,
              expiration_month: Number(edit.card.expiration_month),
              expiration_year: 2000 + (Number(edit.card.expiration_year) % 100),
              cvv: edit.card.cvv,
              tokenize: edit.card.tokenize === true,
              address: { first_name: edit.card.address?.first_name ?? '', last_name: edit.card.address?.last_name ?? '', phone: '', street: '', city: '', state: '', country: '', postcode: '' },
            },
          };
        case 'clearCard':
          return { ...s, cardId: null, paymentCard: null };
        case 'installment':
          return { ...s, installment: { bin: edit.bin, bank_code: edit.bank_code, installments: edit.installments } };
        default:
          return s;
      }
    });
    return {} as never;
  });
  return { ...made, store };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const editsOf = (fakes: ReturnType<typeof fakeClient>['fakes']) => fakes.checkout.edit.mock.calls.map(([edit]) => edit);

describe('PaymentStep', () => {
  it('loads the methods and the saved cards, names each method in Spanish with its explanation, and sends the one chosen', async () => {
    const { client, fakes } = setup({ cards: [VISA] });
    renderAt(client, <PaymentStep />);
    const card = await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ });
    expect(fakes.checkout.loadPaymentOptions).toHaveBeenCalledTimes(1);
    expect(fakes.checkout.loadPaymentOptions).toHaveBeenCalledWith();
    expect(fakes.payments.listCards).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.querySelector('.pay-choice__name')!.textContent)).toEqual([
      'Pago contra entrega',
      'Depósito o transferencia',
      'Tarjeta de crédito o débito',
      'Cuotas con tarjeta',
    ]);
    // Disabled cash on delivery says why (the server's words).
    const cod = screen.getByRole('radio', { name: /Pago contra entrega/ });
    expect((cod as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('El pago contra entrega se acepta en compras de hasta Q5,000.00.').id).toBe(cod.getAttribute('aria-describedby'));
    expect(screen.getByText(/Depositas o transfieres/)).toBeTruthy();

    await act(async () => fireEvent.click(card));
    expect(editsOf(fakes)).toEqual([{ kind: 'paymentMethod', method: 'CARD' }]);
    expect((card as HTMLInputElement).checked).toBe(true);
  });

  it('a gift card that covers the total: says so, offers no method and loads none (review defect 10)', async () => {
    const { client, fakes } = setup({
      state: { cartItems: [{ item_id: 'L-1', quantity: 1 }], amounts: { subTotal: 129.99, shipping: 25, surcharge: 0, giftWrap: 0, couponDiscount: 0, giftCardDiscount: 154.99, total: 0 } },
    });
    renderAt(client, <PaymentStep />);
    const covered = await screen.findByTestId('pay-covered');
    expect(covered.textContent).toContain('Tu tarjeta de regalo cubre el total');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(fakes.checkout.loadPaymentOptions).not.toHaveBeenCalled();
    expect(fakes.checkout.edit).not.toHaveBeenCalled();
  });

  it('does not list cards for an anonymous shopper and offers no «Guardar esta tarjeta»', async () => {
    const { client, fakes } = setup({ signedIn: false, state: { paymentMethod: 'CARD' } });
    renderAt(client, <PaymentStep />);
    expect(await screen.findByLabelText('Número de la tarjeta')).toBeTruthy();
    expect(fakes.payments.listCards).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/Guardar esta tarjeta/)).toBeNull();
  });

  it('shows saved cards masked, and switches between a saved card and a new one with the exact edits', async () => {
    const { client, fakes, store } = setup({ cards: [VISA, MASTERCARD], state: { paymentMethod: 'CARD' } });
    const { container } = renderAt(client, <PaymentStep />);
    const visa = await screen.findByRole('radio', { name: /Visa.*1111.*Vence 12\/29/ });
    expect(screen.getByRole('radio', { name: /Mastercard.*4444.*Vence 03\/31/ })).toBeTruthy();
    // Never more than the last 4 on screen.
    expect(container.textContent).not.toMatch(/411111|555555/);
    expect(screen.queryByLabelText('Número de la tarjeta')).toBeNull();

    await act(async () => fireEvent.click(visa));
    expect(editsOf(fakes)).toEqual([{ kind: 'savedCard', cardId: 'card-1' }]);
    expect(store.checkout!.cardId).toBe('card-1');

    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Usar una tarjeta nueva' })));
    expect(screen.getByLabelText('Número de la tarjeta')).toBeTruthy();
    // The saved card is no longer the one to pay with.
    expect(store.checkout!.cardId).toBeNull();
    type('Número de la tarjeta', '4242424242424242');
    type('Nombre como aparece en la tarjeta', 'Ana María López');
    type('Vencimiento (MM/AA)', '0830');
    type('CVV (3 dígitos)', '123');
    fireEvent.click(screen.getByLabelText(/Guardar esta tarjeta/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta tarjeta' })));
    expect(editsOf(fakes)[1]).toEqual({ kind: 'clearCard' });
    expect(editsOf(fakes)[2]).toEqual({
      kind: 'newCard',
      card: { number: '4242424242424242', expiration_month: '08', expiration_year: '30', cvv: '123', tokenize: true, address: { first_name: 'Ana', last_name: 'María López' } },
    });
    expect(await screen.findByText(/Pagarás con tu Visa terminada en 4242/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Usar una tarjeta nueva' }) as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Mastercard/ })));
    expect(editsOf(fakes)[3]).toEqual({ kind: 'savedCard', cardId: 'card-2' });
    expect(screen.queryByLabelText('Número de la tarjeta')).toBeNull();
    expect(store.checkout!.paymentCard).toBeNull();
  });

  it('shows an edit failure as an alert and keeps the choice', async () => {
    const { client, fakes, store } = setup({ cards: [VISA] });
    const edit = fakes.checkout.edit.getMockImplementation()!;
    fakes.checkout.edit.mockImplementation(async (change: CheckoutEdit) => {
      await edit(change);
      throw new UseCaseError('networkConnection', { apiMessage: 'No pudimos conectar con la tienda. Revisa tu conexión.' });
    });
    renderAt(client, <PaymentStep />);
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: /Depósito o transferencia/ })));
    const alert = screen.getAllByRole('alert').find((el) => el.textContent);
    expect(alert!.textContent).toBe('No pudimos conectar con la tienda. Revisa tu conexión.');
    expect((screen.getByRole('radio', { name: /Depósito o transferencia/ }) as HTMLInputElement).checked).toBe(true);
    expect(store.checkout!.paymentMethod).toBe('BANK_DEPOSIT');
  });

  it('shows a failure to load the methods with a retry', async () => {
    const { client, fakes } = setup();
    fakes.checkout.loadPaymentOptions.mockRejectedValueOnce(new UseCaseError('networkConnection', { apiMessage: 'Sin conexión con la tienda.' }));
    renderAt(client, <PaymentStep />);
    expect((await screen.findByText('Sin conexión con la tienda.')).getAttribute('role')).toBe('alert');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.checkout.loadPaymentOptions).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('radio', { name: /Cuotas con tarjeta/ })).toBeTruthy();
  });

  it('loads the installment plans of the chosen card, grouped per bank, with the amount of each payment, and sends the plan chosen', async () => {
    const plans = [
      plan('BI', 'Banco Industrial', 6, 200, 1200),
      plan('BI', 'Banco Industrial', 3, 400.01, 1200.01),
      plan('BAM', 'BAM', 3, 406, 1218, 18),
    ];
    const { client, fakes } = setup({ plans, state: { paymentMethod: 'CARD_INSTALLMENTS' } });
    renderAt(client, <PaymentStep />);
    expect(await screen.findByText('Al usar tu tarjeta verás aquí las cuotas de tu banco.')).toBeTruthy();
    type('Número de la tarjeta', '4111 1111 1111 1111');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '12/30');
    type('CVV (3 dígitos)', '123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta tarjeta' })));
    await waitFor(() => expect(fakes.checkout.loadInstallmentOptions).toHaveBeenCalledWith('411111'));
    const bi = (await screen.findByText('Cuotas con Banco Industrial')).closest('fieldset')!;
    const bam = screen.getByText('Cuotas con BAM').closest('fieldset')!;
    expect(within(bi).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^3 cuotas de Q\s?400\.01Total Q\s?1,200\.01 sin recargo$/),
      expect.stringMatching(/^6 cuotas de Q\s?200\.00Total Q\s?1,200\.00 sin recargo$/),
    ]);
    expect(within(bam).getByRole('radio').closest('label')!.textContent).toMatch(/^3 cuotas de Q\s?406\.00Total Q\s?1,218\.00 \(incluye Q\s?18\.00 de recargo\)$/);

    await act(async () => fireEvent.click(within(bi).getByRole('radio', { name: /6 cuotas/ })));
    expect(editsOf(fakes).at(-1)).toEqual({ kind: 'installment', bin: '411111', bank_code: 'BI', installments: 6 });
    expect((within(bi).getByRole('radio', { name: /6 cuotas/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers no saved card for installments: says to type the card, shows the new card form, and a saved card chosen for one payment goes', async () => {
    const { client, fakes } = setup({ cards: [VISA, MASTERCARD], state: { paymentMethod: 'CARD', cardId: 'card-1' } });
    renderAt(client, <PaymentStep />);
    expect(((await screen.findByRole('radio', { name: /Visa.*1111/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Para pagar en cuotas escribe los datos de tu tarjeta.')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Cuotas con tarjeta/ })));
    expect(editsOf(fakes)).toEqual([{ kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' }]);
    expect(screen.getByText('Para pagar en cuotas escribe los datos de tu tarjeta.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Visa.*1111/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Mastercard.*4444/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Usar una tarjeta nueva' })).toBeNull();
    expect(screen.getByLabelText('Número de la tarjeta')).toBeTruthy();
    expect(screen.getByText('Al usar tu tarjeta verás aquí las cuotas de tu banco.')).toBeTruthy();
    expect(fakes.checkout.loadInstallmentOptions).not.toHaveBeenCalled();

    // Back to a single payment, the saved cards are offered again.
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Tarjeta de crédito o débito/ })));
    expect(await screen.findByRole('radio', { name: /Visa.*1111/ })).toBeTruthy();
  });

  it('asks for the plans again when the installment amount changes, and uses a new card\'s BIN', async () => {
    const { client, fakes, store } = setup({ plans: [plan('BI', 'Banco Industrial', 3, 400, 1200)], state: { paymentMethod: 'CARD_INSTALLMENTS' } });
    renderAt(client, <PaymentStep />);
    type(await screen.findByLabelText('Número de la tarjeta').then(() => 'Número de la tarjeta'), '4242 4242 4242 4242');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '12/30');
    type('CVV (3 dígitos)', '123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta tarjeta' })));
    await waitFor(() => expect(fakes.checkout.loadInstallmentOptions.mock.calls).toEqual([['424242']]));
    await act(async () => store.edit((s) => ({ ...s, amounts: { ...s.amounts, shipping: 45 } })));
    await waitFor(() => expect(fakes.checkout.loadInstallmentOptions.mock.calls).toEqual([['424242'], ['424242']]));
  });
});

describe('NewCardForm', () => {
  const NETWORKS: [string, string][] = [
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2223 0031 2200 3222', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['3056 9300 0902 0004', 'Diners Club'],
    ['6011 1111 1111 1117', 'Discover'],
    ['3530 1113 3330 0000', 'JCB'],
  ];

  it.each(NETWORKS)('shows the company of %s as it is typed: %s', (number, brand) => {
    const { client } = setup();
    renderAt(client, <NewCardForm canSave />);
    const input = screen.getByLabelText('Número de la tarjeta');
    expect(input.getAttribute('autocomplete')).toBe('cc-number');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.querySelector('.card-brand')).toBeNull();
    // The company shows from the first digits, before the number is whole.
    type('Número de la tarjeta', number.slice(0, 4));
    expect(document.querySelector('.card-brand')!.textContent).toBe(brand);
    type('Número de la tarjeta', number);
    expect(document.querySelector('.card-brand')!.textContent).toBe(brand);
    expect((input as HTMLInputElement).value).toBe(number);
    expect(screen.getByText(brand).id).toBe(input.getAttribute('aria-describedby')!.split(' ')[0]);
  });

  it('says at once when a whole number fails the Luhn check', () => {
    const { client } = setup();
    renderAt(client, <NewCardForm canSave />);
    type('Número de la tarjeta', '4242 4242 4242 424');
    expect(screen.queryByText('Revisa el número: no es válido.')).toBeNull();
    type('Número de la tarjeta', '4242424242424241');
    expect(screen.getByText('Revisa el número: no es válido.')).toBeTruthy();
    expect(screen.getByLabelText('Número de la tarjeta').getAttribute('aria-invalid')).toBe('true');
    type('Número de la tarjeta', '4242424242424242');
    expect(screen.queryByText('Revisa el número: no es válido.')).toBeNull();
  });

  it('asks for the CVV length of the company: 4 digits for American Express, 3 for the others', () => {
    const { client } = setup();
    renderAt(client, <NewCardForm canSave />);
    type('Número de la tarjeta', '378282246310005');
    const amex = screen.getByLabelText('CVV (4 dígitos)') as HTMLInputElement;
    expect(amex.maxLength).toBe(4);
    fireEvent.change(amex, { target: { value: '123' } });
    fireEvent.blur(amex);
    expect(screen.getByText('El código de seguridad de American Express tiene 4 dígitos.')).toBeTruthy();
    type('Número de la tarjeta', '4242424242424242');
    const visa = screen.getByLabelText('CVV (3 dígitos)') as HTMLInputElement;
    expect(visa.maxLength).toBe(3);
    expect(visa.getAttribute('autocomplete')).toBe('cc-csc');
    fireEvent.change(visa, { target: { value: '12345' } });
    expect(visa.value).toBe('123');
  });

  it('refuses an expiry in the past, without sending the card', async () => {
    // The form's own clock: the debounced send (500 ms after the last keystroke) is stepped past, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, fakes } = setup();
    renderAt(client, <NewCardForm canSave />);
    type('Número de la tarjeta', '4242424242424242');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '0120');
    expect((screen.getByLabelText('Vencimiento (MM/AA)') as HTMLInputElement).value).toBe('01/20');
    type('CVV (3 dígitos)', '123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta tarjeta' })));
    expect(screen.getByText('La tarjeta está vencida: revisa el mes y el año.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Vencimiento (MM/AA)'));
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(fakes.checkout.edit).not.toHaveBeenCalled();
  });

  it('takes a valid card by itself a moment after the last keystroke, once', async () => {
    const { client, fakes } = setup({ signedIn: false });
    renderAt(client, <NewCardForm canSave={false} />);
    type('Número de la tarjeta', '5555555555554444');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '1129');
    type('CVV (3 dígitos)', '321');
    await waitFor(() => expect(fakes.checkout.edit).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(editsOf(fakes)[0]).toEqual({
      kind: 'newCard',
      card: { number: '5555555555554444', expiration_month: '11', expiration_year: '29', cvv: '321', tokenize: false, address: { first_name: 'Ana', last_name: 'López' } },
    });
    // The button reads «Revisando la tarjeta…» until the checkout has answered: pressed once it is back, it sends nothing more.
    const use = await screen.findByRole('button', { name: 'Usar esta tarjeta' });
    await act(async () => fireEvent.click(use));
    expect(fakes.checkout.edit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the checkout refuses the card, and says why', async () => {
    const { client, fakes } = setup();
    fakes.checkout.edit.mockRejectedValue(new UseCaseError('CARD_INVALID_TYPE_OR_ISSUER', { apiMessage: 'No aceptamos esta tarjeta.' }));
    renderAt(client, <NewCardForm canSave />);
    type('Número de la tarjeta', '4242424242424242');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '1129');
    type('CVV (3 dígitos)', '321');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar esta tarjeta' })));
    expect(screen.getAllByRole('alert').map((el) => el.textContent).join('')).toBe('No aceptamos esta tarjeta.');
    expect((screen.getByLabelText('Número de la tarjeta') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('CVV (3 dígitos)') as HTMLInputElement).value).toBe('321');
  });

  it('never writes the number or the CVV to storage, the URL or the console, and wipes them once the order is placed', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
    const { client, fakes, store } = setup();
    const { router } = renderAt(client, <NewCardForm canSave />, { path: '/pagar' });
    type('Número de la tarjeta', '4000000000003220');
    type('Nombre como aparece en la tarjeta', 'Ana López');
    type('Vencimiento (MM/AA)', '1129');
    type('CVV (3 dígitos)', '987');
    fireEvent.click(screen.getByLabelText(/Guardar esta tarjeta/));
    await waitFor(() => expect(fakes.checkout.edit).toHaveBeenCalled(), { timeout: 2000 });
    const written = JSON.stringify([setItem.mock.calls, logs.map((spy) => spy.mock.calls), router.state.location, window.location.href]);
    expect(written).not.toContain('4000000000003220');
    expect(written).not.toContain('3220 ');
    expect(written).not.toContain('987');
    expect(localStorage.length + sessionStorage.length === 0 || !JSON.stringify({ ...localStorage, ...sessionStorage }).includes('4000')).toBe(true);

    await act(async () => store.setResult({ status: 'placed', orderNumber: 'TND-1', result: null, order: null }));
    expect((screen.getByLabelText('Número de la tarjeta') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('CVV (3 dígitos)') as HTMLInputElement).value).toBe('');
  });
});
