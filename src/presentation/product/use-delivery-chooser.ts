import { useState } from 'react';
import type { Address, PickupOption } from '../../index';
import type { AddressesState } from '../../usecases/addresses/addresses.store';
import { useAddressListLoad } from '../addresses/use-addresses';
import { useClient } from '../app/tienda-context';
import { useSession } from '../session/use-session';
import { useQuery, type Query } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

/** Where to estimate for: a saved address, a place, or a pickup point (exactly one). */
export type DeliveryQuery = { addressId: string } | { city: string; state: string } | { pickupOptionId: string };

/** How the shopper says where: one of their saved addresses, a place of Guatemala, or a pickup point. */
export type DeliveryWay = 'address' | 'place' | 'pickup';

/** The delivery chooser's data: see `useDeliveryChooser`. */
export interface DeliveryChoices {
  signedIn: boolean;
  /** The way shown: the one picked, else a saved address when signed in, else a place. */
  chosen: DeliveryWay;
  /** The signed-in shopper's saved addresses (none for a visitor, and until they are listed). */
  addresses: readonly Address[];
  /** Whether those addresses are listed yet, or failed to be. */
  addressesStatus: AddressesState['status'];
  /** This product's pickup points: idle until that way is first chosen; `reload()` asks again («Reintentar»). */
  pickups: Query<PickupOption[]>;
}

const NO_ADDRESSES: AddressesState = { status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: { addressId: null, pickupId: null }, selectionOwner: null, error: null };

/**
 * «Cambiar»'s view model in the delivery box: whether the shopper is signed in, their saved addresses (listed once
 * the chooser is on the page, signed-in only), the way shown for `way` (the one picked, or null), and the pickup
 * points of product `sku`, asked the first time «Recoger en tienda» is chosen and kept while other ways are.
 */
export function useDeliveryChooser(sku: string, way: DeliveryWay | null): DeliveryChoices {
  const client = useClient();
  const signedIn = useSession().isSignedIn;
  const saved = useStoreState(signedIn ? client?.addresses.store : null, NO_ADDRESSES);
  const chosen = way ?? (signedIn ? 'address' : 'place');

  useAddressListLoad(signedIn);

  // The pickup points are asked once that way has been chosen, and not again when it is left and chosen again.
  const [pickupsWanted, setPickupsWanted] = useState(false);
  if (chosen === 'pickup' && !pickupsWanted) setPickupsWanted(true);
  const pickups = useQuery(pickupsWanted ? ['product', 'pickups', sku] : null, (ready) => ready.product.pickupOptions(sku));

  return { signedIn, chosen, addresses: saved.addresses, addressesStatus: saved.status, pickups };
}
