import * as z from 'zod/mini';
import { list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/** A point the shopper pinned (spec section 3: geolocation lat, lng). */
export const GeolocationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
});

/**
 * A saved address (spec section 3). `state` is a department id of Guatemala
 * (ISO 3166-2:GT alphabetic, see guatemala.ts) or a USPS state code; `city`
 * is, in Guatemala, a municipality's official name. The rules are in
 * address-rules.ts (zod-free, for the form).
 */
export const AddressSchema = z.object({
  id: z.union([z.string(), z.number()]),
  first_name: z.string(),
  last_name: z.string(),
  phone: nullable(z.string()),
  street: z.string(),
  references: nullable(z.string()),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /**
   * The ZIP code of a United States address ('12345' or '12345-6789'); null in Guatemala. Not in spec section 3's
   * Address: a documented extension (docs/contract.md), the name taken from the spec's card address (`postcode`).
   * An API without it answers nothing, read as null.
   */
  postcode: nullable(z.string()),
  times_used: nullishOr(z.number(), 0),
  last_used: nullable(serverDate),
  geolocation: nullable(GeolocationSchema),
  /** The shopper should be asked to pin the address on a map. */
  request_user_geolocation: nullishOr(z.boolean(), false),
});
/** A saved address of the shopper. */
export type Address = z.output<typeof AddressSchema>;

/** GET /address */
export const AddressListSchema = list(AddressSchema);

/** GET /address/{id}/lnglat: the pinned point, or nulls. */
export const AddressLngLatSchema = z.object({
  lat: nullable(z.number()),
  lng: nullable(z.number()),
});
/** The pin of an address (both null when unpinned). */
export type AddressLngLat = z.output<typeof AddressLngLatSchema>;
