import type { Address, AddressLngLat, CheckedAddress, CheckedTaxId, GeoPoint, PickupOption, TaxId, User } from '../../domain';

/** An address body as sent: the checked fields (all of them to create, the changed ones to edit), and an optional point. */
export type AddressBody = Partial<CheckedAddress> & { geolocation?: GeoPoint | null };

/** The address, tax id, selection and pickup calls of spec section 7. */
export interface AddressesRepository {
  /** GET /address */
  list(): Promise<Address[]>;
  /** POST /address */
  create(body: AddressBody): Promise<Address>;
  /** PUT /address/{id}: the fields given replace the saved ones. */
  update(id: string, body: AddressBody): Promise<Address>;
  /** DELETE /address/{id} */
  delete(id: string): Promise<void>;
  /** GET /address/{id}/lnglat */
  getLngLat(id: string): Promise<AddressLngLat>;
  /** PUT /address/{id}/lnglat: a point, or both null to unpin. */
  setLngLat(id: string, point: GeoPoint | { lat: null; lng: null }): Promise<AddressLngLat>;
  /** GET /taxid */
  listTaxIds(): Promise<TaxId[]>;
  /** POST /taxid */
  createTaxId(body: CheckedTaxId): Promise<TaxId>;
  /** PUT /taxid/{id} */
  updateTaxId(id: string, body: CheckedTaxId): Promise<TaxId>;
  /** DELETE /taxid/{id} */
  deleteTaxId(id: string): Promise<void>;
  /** PUT /user/selected_address {selected_address_id}: answers the user. */
  selectAddress(id: string | null): Promise<User>;
  /** PUT /user/selected_pickup {selected_pickup_id}: answers the user. */
  selectPickup(id: string | null): Promise<User>;
  /** GET /pickup_locations */
  pickupLocations(): Promise<PickupOption[]>;
}
