import { useEffect, useRef, useState } from 'react';
import type { Address, User, UserState } from '../../index';
import type { CheckoutState } from '../../domain/checkout/checkout-state';
import type { DeliveryOption } from '../../domain/checkout/checkout';
import type { AddressesState } from '../../usecases/addresses/addresses.store';
import type { CheckoutEdit } from '../../usecases/checkout/edit-checkout.use-case';
import { useClient } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import { useCheckout } from './use-checkout';

const NO_ADDRESSES: AddressesState = { status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: { addressId: null, pickupId: null }, selectionOwner: null, error: null };
const NO_USER: UserState = { status: 'idle', user: null, error: null };

const same = (a: string | number | null | undefined, b: string | number | null | undefined) => a != null && b != null && String(a) === String(b);

/** What the delivery step's view model asks of the step: its address form (the code, and showing it) and its contact form. */
export interface DeliveryStepForms {
  /** Loads the address form's code: a shopper without a saved address gets it before the step shows. */
  loadAddressForm(): Promise<unknown>;
  /** Shows the address form, the shopper having no address yet (once its code has loaded, or failed to). */
  showAddressForm(): void;
  /** A chosen address's phone, for the contact form (which takes it when it has none yet). */
  offerPhone(phone: string): void;
}

/** The delivery step's data and actions (see `useDeliveryStep`). */
export interface DeliveryStepView {
  /** The checkout under way. */
  checkout: CheckoutState;
  /** The chosen address's delivery options. */
  deliveryOptions: readonly DeliveryOption[];
  /** The shopper's saved addresses (`tienda.addresses.store`). */
  addresses: readonly Address[];
  /** The account (null until it is known), for the contact's name and phone. */
  user: User | null;
  /** The saved addresses' first load: `error` when they did not come (the options failing after them is `ready`, with `editError`). */
  listed: 'loading' | 'ready' | 'error';
  /** True while an address is being chosen (the checkout changed, its delivery options asked). */
  loadingOptions: boolean;
  /** The last failure of a change (shown in the step's alert); null once another starts. */
  editError: unknown;
  setEditError(error: unknown): void;
  /** Changes the checkout (a failure rejects). */
  edit(change: CheckoutEdit): Promise<unknown>;
  /** Changes the checkout, its failure kept in `editError`. */
  apply(change: CheckoutEdit): Promise<void>;
  /** Chooses an address (back to all day first where 8:00–16:00 does not exist) and asks its delivery options; `persist` keeps it chosen for next time. */
  chooseAddress(addressId: string | number, persist: boolean, phone?: string | null): Promise<void>;
  /** Chooses a delivery option (back to all day first when it has no time range). */
  chooseDelivery(optionId: string): Promise<void>;
}

/**
 * The checkout's delivery step's view model: the checkout under way, the
 * shopper's saved addresses and account (`tienda.addresses.store`,
 * `tienda.user.store`), the choices of address and delivery option, and the
 * step's first load (once, on the page): the saved addresses, the one
 * selected last time chosen again with its delivery options, and for a
 * shopper without any the address form's code, all of it before `listed`
 * leaves `loading`.
 */
export function useDeliveryStep({ loadAddressForm, showAddressForm, offerPhone }: DeliveryStepForms): DeliveryStepView {
  const checkout = useCheckout();
  const { run } = checkout;
  const state = checkout.checkout!;
  const client = useClient();
  const addresses = useStoreState(client?.addresses.store, NO_ADDRESSES);
  const user = useStoreState(client?.user.store, NO_USER).user;
  const [listed, setListed] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOptions, setLoadingOptions] = useState(false);
  const [editError, setEditError] = useState<unknown>(null);

  const edit = (change: CheckoutEdit) => run((c) => c.checkout.edit(change));

  const chooseAddress = async (addressId: string | number, persist: boolean, phone?: string | null) => {
    setEditError(null);
    // Nobody to call yet: the address's own phone.
    if (phone) offerPhone(phone);
    setLoadingOptions(true);
    try {
      await run(async (c) => {
        // The 8:00–16:00 range exists only in Guatemala City: back to all day before the address changes.
        if (c.checkout.store.getSnapshot().checkout?.deliveryTimeRange === 'EIGHTAM_FOURPM') await c.checkout.edit({ kind: 'deliveryTimeRange', range: 'ALLDAY' });
        await c.checkout.edit({ kind: 'shippingAddress', id: addressId });
        await c.checkout.loadDeliveryOptions(addressId);
      });
      if (persist) run((c) => c.addresses.selectAddress(addressId)).catch(() => undefined);
    } catch (error) {
      setEditError(error);
    } finally {
      setLoadingOptions(false);
    }
  };

  // The saved addresses, the one selected last time chosen again with its delivery options, and for a shopper without
  // any the address form's code: all of it before the step's parts show (a placeholder keeps their place meanwhile),
  // so the contact form below them never moves down as they arrive (issue 25).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let listedOk = false;
    run(async (c) => {
      const chosen = c.checkout.store.getSnapshot().checkout?.shippingAddress;
      const [list, selection] = await Promise.all([c.addresses.list(), chosen ? null : c.addresses.loadSelection().catch(() => null)]);
      listedOk = true;
      if (list.length === 0) {
        await loadAddressForm().catch(() => undefined);
        showAddressForm();
      }
      if (chosen) {
        if (c.checkout.store.getSnapshot().deliveryOptions.length === 0) await c.checkout.loadDeliveryOptions(chosen.id);
      } else {
        const selected = list.find((address) => same(address.id, selection?.addressId));
        if (selected && !c.checkout.store.getSnapshot().checkout?.pickupOption) await chooseAddress(selected.id, false, selected.phone);
      }
    })
      .then(
        () => setListed('ready'),
        (error: unknown) => {
          // The addresses came and their options did not: the addresses show, with the error.
          setListed(listedOk ? 'ready' : 'error');
          setEditError(error);
        },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseDelivery = async (optionId: string) => {
    setEditError(null);
    const option = checkout.deliveryOptions.find((item) => item.id === optionId);
    try {
      if (state.deliveryTimeRange === 'EIGHTAM_FOURPM' && !option?.is_time_range_supported) await edit({ kind: 'deliveryTimeRange', range: 'ALLDAY' });
      await edit({ kind: 'deliveryOption', id: optionId });
    } catch (error) {
      setEditError(error);
    }
  };

  const change = async (work: Promise<unknown>) => {
    setEditError(null);
    try {
      await work;
    } catch (error) {
      setEditError(error);
    }
  };

  return {
    checkout: state,
    deliveryOptions: checkout.deliveryOptions,
    addresses: addresses.addresses,
    user,
    listed,
    loadingOptions,
    editError,
    setEditError,
    edit,
    apply: (next) => change(edit(next)),
    chooseAddress,
    chooseDelivery,
  };
}
