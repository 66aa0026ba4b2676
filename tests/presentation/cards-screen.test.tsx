// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type ExistingCard } from '../../src/index';
import CardsScreen from '../../src/presentation/payments/CardsScreen';
import { fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const VISA: ExistingCard = { instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA' };
const MASTERCARD: ExistingCard = { instrument_id: 'card-2', number: '555555******4444', expiration_month: 3, expiration_year: 2031, type: 'MASTERCARD' };
const AMEX: ExistingCard = { instrument_id: 'card-3', number: '378282*****0005', expiration_month: 7, expiration_year: 2030, type: 'AMERICAN_EXPRESS' };

/** A signed-in shopper whose saved cards are `cards`; deleting takes one out of the real store, as the use case does. */
function signedIn(cards: ExistingCard[]) {
  const made = fakeClient();
  const { fakes } = made;
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  fakes.payments.listCards.mockImplementation(async () => {
    fakes.payments.cards.setCards(cards);
    return cards;
  });
  fakes.payments.deleteCard.mockImplementation(async (id: string) => {
    fakes.payments.cards.removeCard(id);
  });
  return made;
}

const rows = () => screen.getAllByTestId('saved-card');

describe('CardsScreen', () => {
  it('lists the saved cards masked: the company, the last 4 and the expiry, never more than the BIN and last 4', async () => {
    const { client, fakes } = signedIn([VISA, MASTERCARD, AMEX]);
    const { container } = renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    await screen.findAllByTestId('saved-card');
    expect(fakes.payments.listCards).toHaveBeenCalledTimes(1);
    expect(rows().map((row) => row.querySelector('.saved-card')!.textContent)).toEqual([
      'Visa•••• terminada en 1111Vence 12/29',
      'Mastercard•••• terminada en 4444Vence 03/31',
      'American Express•••• terminada en 0005Vence 07/30',
    ]);
    expect(container.textContent).not.toMatch(/[0-9]{5,}/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tus tarjetas');
  });

  it('deletes a card after a confirmation, says so, and moves the focus to the next card', async () => {
    const { client, fakes } = signedIn([VISA, MASTERCARD]);
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    await screen.findAllByTestId('saved-card');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar tu Visa terminada en 1111' }));
    expect(fakes.payments.deleteCard).not.toHaveBeenCalled();
    const confirm = within(rows()[0]!).getByRole('button', { name: 'Sí, borrar' });
    expect(document.activeElement).toBe(confirm);
    await act(async () => fireEvent.click(confirm));
    expect(fakes.payments.deleteCard.mock.calls).toEqual([['card-1']]);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Borramos tu Visa terminada en 1111.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Borrar tu Mastercard terminada en 4444' }));
  });

  it('moves the focus to the title after the last card goes, and shows how to save one', async () => {
    const { client } = signedIn([VISA]);
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar tu Visa terminada en 1111' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar' })));
    expect(screen.getByText('No tienes tarjetas guardadas. Guarda una tarjeta al pagar marcando «Guardar esta tarjeta».')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('cancels a deletion, the focus back on its «Borrar»', async () => {
    const { client, fakes } = signedIn([VISA, MASTERCARD]);
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar tu Mastercard terminada en 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(fakes.payments.deleteCard).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Borrar tu Mastercard terminada en 4444' }));
  });

  it('keeps the card and says why when the deletion fails', async () => {
    const { client, fakes } = signedIn([VISA]);
    fakes.payments.deleteCard.mockRejectedValue(new UseCaseError('networkConnection', { apiMessage: 'No pudimos conectar con la tienda.' }));
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar tu Visa terminada en 1111' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar' })));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByRole('alert').textContent).toBe('No pudimos conectar con la tienda.');
    expect((screen.getByRole('button', { name: 'Sí, borrar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables «Sí, borrar» while the deletion is under way', async () => {
    const { client, fakes } = signedIn([VISA]);
    let finish!: () => void;
    fakes.payments.deleteCard.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar tu Visa terminada en 1111' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar' })));
    const busy = screen.getByRole('button', { name: 'Borrando…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => finish());
  });

  it('shows the empty state, and a failure to load with a retry', async () => {
    const { client, fakes } = signedIn([]);
    fakes.payments.listCards.mockRejectedValueOnce(new UseCaseError('networkConnection', { apiMessage: 'Sin conexión.' }));
    renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas' });
    expect((await screen.findByText('Sin conexión.')).getAttribute('role')).toBe('alert');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fakes.payments.listCards).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Guarda una tarjeta al pagar marcando «Guardar esta tarjeta»/)).toBeTruthy();
  });

  it('sends an anonymous shopper to the login page', async () => {
    const { client, stores } = fakeClient();
    stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
    const { router } = renderAt(client, <CardsScreen />, { path: '/cuenta/tarjetas', pattern: '/cuenta/tarjetas' });
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/ingresar');
    expect(router.state.location.search).toBe('?volver=%2Fcuenta%2Ftarjetas');
  });
});
