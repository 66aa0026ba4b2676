import { UserSchema, type Address, type AddressLngLat, type CheckedTaxId, type GeoPoint, type PickupOption, type TaxId, type User } from '../../domain';
import { AddressLngLatSchema, AddressListSchema, AddressSchema } from '../../domain/addresses/address';
import { TaxIdListSchema, TaxIdSchema } from '../../domain/addresses/invoice-data';
import { PickupOptionSchema } from '../../domain/checkout/checkout';
import { list } from '../../domain/shared/schema-helpers';
import type { AddressBody, AddressesRepository } from '../../usecases/addresses/addresses.repository';
import type { ApiClient } from '../http/api-client';

const segment = (id: string) => encodeURIComponent(id);
const PickupOptionListSchema = list(PickupOptionSchema);

export class HttpAddressesRepository implements AddressesRepository {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<Address[]> {
    return this.api.request({ method: 'GET', path: '/address', schema: AddressListSchema, shape: 'AddressList' });
  }

  create(body: AddressBody): Promise<Address> {
    return this.api.request({ method: 'POST', path: '/address', data: body, schema: AddressSchema, shape: 'Address' });
  }

  update(id: string, body: AddressBody): Promise<Address> {
    return this.api.request({ method: 'PUT', path: `/address/${segment(id)}`, data: body, schema: AddressSchema, shape: 'Address' });
  }

  async delete(id: string): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `/address/${segment(id)}`, schema: null, shape: 'none' });
  }

  getLngLat(id: string): Promise<AddressLngLat> {
    return this.api.request({ method: 'GET', path: `/address/${segment(id)}/lnglat`, schema: AddressLngLatSchema, shape: 'AddressLngLat' });
  }

  setLngLat(id: string, point: GeoPoint | { lat: null; lng: null }): Promise<AddressLngLat> {
    return this.api.request({ method: 'PUT', path: `/address/${segment(id)}/lnglat`, data: point, schema: AddressLngLatSchema, shape: 'AddressLngLat' });
  }

  listTaxIds(): Promise<TaxId[]> {
    return this.api.request({ method: 'GET', path: '/taxid', schema: TaxIdListSchema, shape: 'TaxIdList' });
  }

  createTaxId(body: CheckedTaxId): Promise<TaxId> {
    return this.api.request({ method: 'POST', path: '/taxid', data: body, schema: TaxIdSchema, shape: 'TaxId' });
  }

  updateTaxId(id: string, body: CheckedTaxId): Promise<TaxId> {
    return this.api.request({ method: 'PUT', path: `/taxid/${segment(id)}`, data: body, schema: TaxIdSchema, shape: 'TaxId' });
  }

  async deleteTaxId(id: string): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `/taxid/${segment(id)}`, schema: null, shape: 'none' });
  }

  selectAddress(id: string | null): Promise<User> {
    return this.api.request({ method: 'PUT', path: '/user/selected_address', data: { selected_address_id: id }, schema: UserSchema, shape: 'User' });
  }

  selectPickup(id: string | null): Promise<User> {
    return this.api.request({ method: 'PUT', path: '/user/selected_pickup', data: { selected_pickup_id: id }, schema: UserSchema, shape: 'User' });
  }

  pickupLocations(): Promise<PickupOption[]> {
    return this.api.request({ method: 'GET', path: '/pickup_locations', schema: PickupOptionListSchema, shape: 'PickupOptionList' });
  }
}
