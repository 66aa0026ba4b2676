import type { Address, PickupOption, TaxId, UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

/** The address and the pickup point a user chose, tracked together (spec section 4). */
export interface AddressSelection {
  /** The selected address's id, or null. */
  addressId: string | null;
  /** The selected pickup location's id as the server answers it (its public_id), or null. */
  pickupId: string | null;
}

export interface AddressesState {
  status: StoreStatus;
  /** The shopper's shipping addresses (`tienda.addresses.list`). */
  addresses: readonly Address[];
  /** The pickup options the shopper can choose from (`tienda.addresses.listPickupLocations`). */
  pickupOptions: readonly PickupOption[];
  /** The shopper's tax ids for invoices (`tienda.addresses.listTaxIds`). */
  taxIds: readonly TaxId[];
  /** The selected address and pickup point of `selectionOwner`. */
  selection: AddressSelection;
  /** The public_id of the user the selection belongs to; null when nothing is selected. */
  selectionOwner: string | null;
  error: UseCaseError | null;
}

const NO_SELECTION: AddressSelection = Object.freeze({ addressId: null, pickupId: null });

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const INITIAL_ADDRESSES_STATE: AddressesState = Object.freeze({ status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: NO_SELECTION, selectionOwner: null, error: null });

const sameId = (a: string | number, b: string | number) => String(a) === String(b);

/**
 * The shopper's shipping addresses, tax ids, pickup options and the
 * selected address and pickup point. Cleared on logout, on becoming
 * anonymous and on account deletion (spec section 4): clearing the
 * addresses clears the tax ids and the selected address, clearing the
 * pickup options the selected pickup point.
 */
export class AddressesStore extends Store<AddressesState> {
  constructor() {
    super(INITIAL_ADDRESSES_STATE);
  }
  get addresses(): readonly Address[] {
    return this.getSnapshot().addresses;
  }
  get selection(): AddressSelection {
    return this.getSnapshot().selection;
  }
  findAddress(id: string | number): Address | undefined {
    return this.addresses.find((address) => sameId(address.id, id));
  }
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().status === 'ready' ? 'ready' : 'error', error });
  }
  setAddresses(addresses: readonly Address[]): void {
    this.setState({ status: 'ready', addresses: [...addresses], error: null });
  }
  /** Adds `address`, or replaces the one with its id. */
  putAddress(address: Address): void {
    const list = this.addresses;
    const index = list.findIndex((item) => sameId(item.id, address.id));
    this.setState({ addresses: index < 0 ? [...list, address] : list.map((item, i) => (i === index ? address : item)), error: null });
  }
  removeAddress(id: string | number): void {
    const { selection } = this.getSnapshot();
    this.setState({
      addresses: this.addresses.filter((item) => !sameId(item.id, id)),
      ...(selection.addressId !== null && sameId(selection.addressId, id) ? { selection: { ...selection, addressId: null } } : {}),
      error: null,
    });
  }
  setTaxIds(taxIds: readonly TaxId[]): void {
    this.setState({ taxIds: [...taxIds], error: null });
  }
  putTaxId(taxId: TaxId): void {
    const list = this.getSnapshot().taxIds;
    const index = list.findIndex((item) => sameId(item.id, taxId.id));
    this.setState({ taxIds: index < 0 ? [...list, taxId] : list.map((item, i) => (i === index ? taxId : item)), error: null });
  }
  removeTaxId(id: string | number): void {
    this.setState({ taxIds: this.getSnapshot().taxIds.filter((item) => !sameId(item.id, id)), error: null });
  }
  setPickupOptions(pickupOptions: readonly PickupOption[]): void {
    this.setState({ pickupOptions: [...pickupOptions], error: null });
  }
  /** The selection of the user `owner` (a public_id). */
  setSelection(owner: string, selection: AddressSelection): void {
    this.setState({ selectionOwner: owner, selection: { addressId: selection.addressId, pickupId: selection.pickupId } });
  }
  /** Addresses, tax ids and the selected address. */
  clearAddresses(): void {
    const { selection } = this.getSnapshot();
    this.setState({
      status: 'idle',
      addresses: [],
      taxIds: [],
      selection: { ...selection, addressId: null },
      ...(selection.pickupId === null ? { selectionOwner: null } : {}),
      error: null,
    });
  }
  /** Pickup options and the selected pickup point. */
  clearPickupOptions(): void {
    const { selection } = this.getSnapshot();
    this.setState({
      pickupOptions: [],
      selection: { ...selection, pickupId: null },
      ...(selection.addressId === null ? { selectionOwner: null } : {}),
    });
  }
}
