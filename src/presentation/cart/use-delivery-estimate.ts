import { useEffect, useRef, useState } from 'react';
import type { Address, DeliveryEstimate, PickupOption, TiendaClient } from '../../index';
import type { AddressesState } from '../../usecases/addresses/addresses.store';
import { useAddressesLoad } from '../addresses/use-addresses';
import { useClient, useClientSource } from '../app/tienda-context';
import { useSession } from '../session/use-session';
import { useStoreState } from '../shared/use-store';

/** How the shopper says where: one of their saved addresses, a place (a city), or a pickup point. */
export type EstimateWay = 'address' | 'city' | 'pickup';

/** What an estimate is asked for: a saved address, a city and state, or a pickup point. */
export type EstimateQuery = Parameters<TiendaClient['cart']['deliveryEstimate']>[0];

/** The estimate: none asked yet, the one asked for (loading or failed, with its query for «Reintentar»), or its answer. */
export type EstimateAnswer =
  | { status: 'idle' }
  | { status: 'loading'; query: EstimateQuery }
  | { status: 'ready'; query: EstimateQuery; estimate: DeliveryEstimate }
  | { status: 'error'; query: EstimateQuery; error: unknown };

/** The cart's pickup points: asked, listed, or failed. */
export type EstimatePickups = { status: 'loading' } | { status: 'ready'; options: PickupOption[] } | { status: 'error'; error: unknown };

/** «¿Cuándo llega?»'s view model: see `useDeliveryEstimate`. */
export interface DeliveryEstimateView {
  signedIn: boolean;
  /** The way shown: the one picked, else a saved address when signed in, else a city. */
  chosen: EstimateWay;
  /** The signed-in shopper's saved addresses, the selected one first (none for a visitor, and until they are listed). */
  addresses: Address[];
  /** Whether those addresses are listed yet, or failed to be. */
  addressesStatus: AddressesState['status'];
  /** The saved address chosen ('' until one is). */
  addressId: string;
  /** Chooses saved address `id` and asks the estimate for it. */
  chooseAddress(id: string): void;
  answer: EstimateAnswer;
  /** Asks the estimate for `query`; a later ask (or `clear`) supersedes one under way. */
  ask(query: EstimateQuery): void;
  /** Shows no estimate (the place changed), dropping the answer of one under way. */
  clear(): void;
  /** The cart's pickup points, null until asked. */
  pickups: EstimatePickups | null;
  /** Asks for the cart's pickup points (again, for «Reintentar»). */
  loadPickups(): void;
}

const NO_ADDRESSES: AddressesState = { status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: { addressId: null, pickupId: null }, selectionOwner: null, error: null };

/**
 * The cart's delivery estimate, for the box while it is `open` and the way picked (`way`, or null): the signed-in
 * shopper's saved addresses (listed once the box is open; an anonymous shopper makes no call), the selected one
 * first and asked for at once in the address way; the estimate asked for and its answer; and the cart's pickup points.
 */
export function useDeliveryEstimate(open: boolean, way: EstimateWay | null): DeliveryEstimateView {
  const source = useClientSource();
  const client = useClient();
  const signedIn = useSession().isSignedIn;
  const saved = useStoreState(signedIn ? client?.addresses.store : null, NO_ADDRESSES);
  const [addressId, setAddressId] = useState('');
  const [pickups, setPickups] = useState<EstimatePickups | null>(null);
  const [answer, setAnswer] = useState<EstimateAnswer>({ status: 'idle' });
  const asked = useRef(0);
  const chosen = way ?? (signedIn ? 'address' : 'city');

  // The shopper's saved addresses, once the box is open (signed-in only: an anonymous shopper makes no call).
  useAddressesLoad(open && signedIn);

  const selectedId = saved.selection.addressId ?? client?.user.store.getSnapshot().user?.selected_address ?? null;
  const addresses = [...saved.addresses].sort((a, b) => Number(String(b.id) === String(selectedId)) - Number(String(a.id) === String(selectedId)));
  const firstAddress = addresses[0] ? String(addresses[0].id) : '';

  const ask = (query: EstimateQuery) => {
    const turn = ++asked.current;
    setAnswer({ status: 'loading', query });
    source
      .get()
      .then((c) => c.cart.deliveryEstimate(query))
      .then(
        (estimate) => turn === asked.current && setAnswer({ status: 'ready', query, estimate }),
        (error: unknown) => turn === asked.current && setAnswer({ status: 'error', query, error }),
      );
  };
  const clear = () => {
    asked.current++;
    setAnswer({ status: 'idle' });
  };

  // «A mi dirección» asks for the first (selected) address as soon as the list is in.
  useEffect(() => {
    if (open && chosen === 'address' && !addressId && firstAddress) {
      setAddressId(firstAddress);
      ask({ addressId: firstAddress });
    }
  }, [open, chosen, firstAddress]);

  const loadPickups = () => {
    setPickups({ status: 'loading' });
    source
      .get()
      .then((c) => c.cart.pickupOptions())
      .then(
        (options) => setPickups({ status: 'ready', options: Array.isArray(options) ? options : [] }),
        (error: unknown) => setPickups({ status: 'error', error }),
      );
  };

  const chooseAddress = (id: string) => {
    setAddressId(id);
    ask({ addressId: id });
  };

  return { signedIn, chosen, addresses, addressesStatus: saved.status, addressId, chooseAddress, answer, ask, clear, pickups, loadPickups };
}
