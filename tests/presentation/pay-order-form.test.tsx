// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExistingCard } from '../../src/index';
import { UseCaseError } from '../../src/index';
import { PayOrderForm } from '../../src/presentation/payments/PayOrderForm';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const VISA: ExistingCard = { instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA' };
const MASTERCARD: ExistingCard = { instrument_id: 'card-2', number: '555555******4444', expiration_month: 3, expiration_year: 2031, type: 'MASTERCARD' };

const PENDING_MESSAGE =
  'Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido 1002 sigue pendiente de pago: usa otra tarjeta u otro método de pago.';
const REFUSED = 'Tu banco rechazó la tarjeta por fondos insuficientes.';

/** A signed-in shopper whose saved cards are `cards` (listCards fills the real store, as the use case does). */
function shopper(cards: ExistingCard[] = []) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser());
  made.fakes.payments.listCards.mockImplementation(async () => {
    made.fakes.payments.cards.setCards(cards);
    return cards;
  });
  return made;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

function open(cards: ExistingCard[] = [], onPaid = vi.fn()) {
  const made = shopper(cards);
  renderAt(made.client, <PayOrderForm orderNumber="1002" amount={623} onPaid={onPaid} />);
  return { ...made, onPaid };
}

async function typeNewCard() {
  await screen.findByLabelText('Número de la tarjeta');
  type('Número de la tarjeta', '4242424242424242');
  type('Vencimiento (MM/AA)', '1230');
  type(/^CVV/, '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pagar Q\s?623\.00$/ });

describe('PayOrderForm', () => {
  it('pays with a saved card chosen: payOrder with its id and the 3-D Secure port, then onPaid', async () => {
    const { fakes, onPaid } = open([VISA, MASTERCARD]);
    fakes.payments.payOrder.mockResolvedValue({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null });
    const mastercard = await screen.findByRole('radio', { name: /Mastercard/ });
    // The cards show masked: the company and the last 4 only.
    expect(screen.getByRole('radio', { name: /Visa/ }).closest('label')!.textContent).toContain('1111');
    expect(document.body.textContent).not.toContain('411111');
    // Nothing chosen yet: the form says so, without a call.
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByText('Elige una de tus tarjetas o «Usar una tarjeta nueva».')).toBeTruthy();
    expect(fakes.payments.payOrder).not.toHaveBeenCalled();
    fireEvent.click(mastercard);
    expect(screen.queryByLabelText('Número de la tarjeta')).toBeNull();
    await act(async () => fireEvent.click(payButton()));
    expect(fakes.payments.payOrder).toHaveBeenCalledTimes(1);
    expect(fakes.payments.payOrder).toHaveBeenCalledWith({
      orderNumber: '1002',
      card: { existing_card_id: 'card-2' },
      stepUp: expect.objectContaining({ show: expect.any(Function), dismiss: expect.any(Function) }),
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('pays with a new card: the card fields show at once without saved cards, and payOrder gets the card as typed', async () => {
    const { fakes, onPaid } = open([]);
    fakes.payments.payOrder.mockResolvedValue({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null });
    await typeNewCard();
    expect(document.querySelector('.card-brand')!.textContent).toBe('Visa');
    expect(valueOf('Número de la tarjeta')).toBe('4242 4242 4242 4242');
    expect(valueOf('Vencimiento (MM/AA)')).toBe('12/30');
    await act(async () => fireEvent.click(payButton()));
    expect(fakes.payments.payOrder).toHaveBeenCalledWith({
      orderNumber: '1002',
      card: { number: '4242424242424242', expiration_month: '12', expiration_year: '30', cvv: '123' },
      stepUp: expect.objectContaining({ show: expect.any(Function) }),
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('checks the new card before any call: Luhn at once, then every field on submit with the focus on the first', async () => {
    const { fakes } = open([VISA]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Usar una tarjeta nueva' }));
    type('Número de la tarjeta', '4242424242424241');
    expect(screen.getByText('Revisa el número: no es válido.')).toBeTruthy();
    await act(async () => fireEvent.click(payButton()));
    expect(fakes.payments.payOrder).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Número de la tarjeta'));
    expect(screen.getByText('Revisa los datos marcados de la tarjeta.')).toBeTruthy();
  });

  it('shows the bank’s refusal in Spanish, keeps the number and the expiry (the CVV is typed again), and stays usable', async () => {
    const { fakes, onPaid } = open([]);
    fakes.payments.payOrder.mockRejectedValueOnce(new UseCaseError('PAYMENT_ERROR', { apiMessage: REFUSED }));
    await typeNewCard();
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(valueOf('Número de la tarjeta')).toBe('4242 4242 4242 4242');
    expect(valueOf('Vencimiento (MM/AA)')).toBe('12/30');
    expect(valueOf(/^CVV/)).toBe('');
    expect(onPaid).not.toHaveBeenCalled();
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);

    fakes.payments.payOrder.mockResolvedValue({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null });
    type(/^CVV/, '456');
    await act(async () => fireEvent.click(payButton()));
    expect(fakes.payments.payOrder).toHaveBeenLastCalledWith(expect.objectContaining({ card: expect.objectContaining({ number: '4242424242424242', cvv: '456' }) }));
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed after another failure (no connection)', async () => {
    const { fakes } = open([]);
    fakes.payments.payOrder.mockRejectedValueOnce(new UseCaseError('networkConnection', { apiMessage: 'No pudimos confirmar el pago por un problema de conexión.' }));
    await typeNewCard();
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByRole('alert').textContent).toContain('No pudimos confirmar el pago');
    expect(valueOf(/^CVV/)).toBe('123');
    expect(valueOf('Número de la tarjeta')).toBe('4242 4242 4242 4242');
  });

  it('shows the message of an order still pending, and the form stays usable', async () => {
    const { fakes, onPaid } = open([VISA]);
    fakes.payments.payOrder.mockResolvedValue({ status: 'pending', orderNumber: '1002', cause: '3DS_DECLINED', message: PENDING_MESSAGE, order: null });
    fireEvent.click(await screen.findByRole('radio', { name: /Visa/ }));
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByTestId('pay-order-notice').textContent).toBe(PENDING_MESSAGE);
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /Visa/ }) as HTMLInputElement).checked).toBe(true);
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('pays once on a double click, the button disabled while paying', async () => {
    const { fakes } = open([VISA]);
    let finish: (value: unknown) => void = () => undefined;
    fakes.payments.payOrder.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.click(await screen.findByRole('radio', { name: /Visa/ }));
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await act(async () => undefined);
    expect(fakes.payments.payOrder).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe('Pagando…');
    await act(async () => finish({ status: 'paid', orderNumber: '1002', paymentResult: 'SUCCESS', order: null }));
  });

  it('never writes the card number or the CVV to storage or the console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { fakes } = open([]);
    fakes.payments.payOrder.mockRejectedValue(new UseCaseError('PAYMENT_ERROR', { apiMessage: REFUSED }));
    await typeNewCard();
    await act(async () => fireEvent.click(payButton()));
    const written = JSON.stringify([localStorage, sessionStorage, log.mock.calls, error.mock.calls, window.location.href]);
    expect(written).not.toContain('4242424242424242');
    expect(written).not.toContain('4242 4242');
    log.mockRestore();
    error.mockRestore();
  });
});
