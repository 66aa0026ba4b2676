import { useCallback } from 'react';
import type { ExistingCard, TiendaClient } from '../../index';
import { useClient, useClientSource, useShopperClient } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

const NO_CARDS = { status: 'idle' as const, cards: [] as readonly ExistingCard[], temporaryCard: null, error: null };

/**
 * `/cuenta/tarjetas`' view model: the saved cards (`tienda.payments.cards`),
 * loaded once the screen is on the page; `loadFailure` is that load's failure,
 * `reload` asks again, `deleteCard` removes one (the store drops it).
 */
export function useSavedCards() {
  const client = useShopperClient();
  const source = useClientSource();
  const state = useStoreState(client?.payments.cards, NO_CARDS);
  const load = useQuery(['payments', 'cards'], (c) => c.payments.listCards());
  const deleteCard = useCallback((instrumentId: string) => source.get().then((c) => c.payments.deleteCard(instrumentId)), [source]);
  return { state, loadFailure: load.status === 'error' ? load.error : null, reload: load.reload, deleteCard };
}

/**
 * Paying an order with a card: the saved cards (listed when the form opens;
 * `reload` lists again, keeping the form; a failure shows in the store) and `payOrder`.
 */
export function useOrderPayment() {
  const client = useClient();
  const source = useClientSource();
  const cards = useStoreState(client?.payments.cards, NO_CARDS);
  const load = useQuery(['payments', 'cards', 'forPayment'], (c) => c.payments.listCards().catch(() => undefined));
  const payOrder = useCallback((...args: Parameters<TiendaClient['payments']['payOrder']>) => source.get().then((c) => c.payments.payOrder(...args)), [source]);
  return { cards, reload: load.refresh, payOrder };
}
