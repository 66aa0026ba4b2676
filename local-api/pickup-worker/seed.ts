import type { Database } from '../db/database';
import { at, WEEKDAYS, type DayHours } from './hours';
import { pickupLocationInserter, userPickupLocationInserter } from './seed-store';

type Week = readonly ([number, number] | null)[];
const week = (days: Week): DayHours[] =>
  WEEKDAYS.map((weekday, i) => ({ weekday, opening_time: days[i]?.[0] ?? null, closing_time: days[i]?.[1] ?? null }));
/** The same hours on the first `days` days of the week. */
const every = (open: number, close: number, days = 7): [number, number][] => Array.from({ length: days }, () => [open, close]);

/** The demo pickup locations (docs/demo.md, "Coupons, gift cards, pickup points, saved cards and points"). */
export const SEED_PICKUP_LOCATIONS = [
  {
    public_id: 'gt-zona-10',
    name: 'Tienda Zona Viva',
    address: '12 calle 1-25, zona 10, Edificio Géminis 10, Ciudad de Guatemala',
    lat: 14.6014,
    lng: -90.5107,
    parking: 'Paid',
    hours: week([...every(at(9), at(19), 5), [at(9), at(18)], [at(10), at(16)]]),
    cutoff_time: at(15),
    ready_minutes: 120,
    transfer_days: 0,
    is_express: true,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: true,
  },
  {
    public_id: 'gt-zona-4',
    name: 'Tienda Cuatro Grados Norte',
    address: 'Vía 5 4-50, zona 4, Ciudad de Guatemala',
    lat: 14.6223,
    lng: -90.5152,
    parking: 'None',
    hours: week([...every(at(10), at(20), 6), [at(10), at(18)]]),
    cutoff_time: at(16),
    ready_minutes: 120,
    transfer_days: 0,
    is_express: true,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: false,
  },
  {
    public_id: 'gt-zona-11',
    name: 'Tienda Miraflores',
    address: '21 avenida 4-32, zona 11, Centro Comercial Miraflores, Ciudad de Guatemala',
    lat: 14.6214,
    lng: -90.5541,
    parking: 'Free',
    hours: week(every(at(10), at(21))),
    cutoff_time: at(14),
    ready_minutes: 180,
    transfer_days: 0,
    is_express: false,
    is_cod_enabled: false,
    is_restricted: false,
    is_warranty_drop: true,
  },
  {
    public_id: 'sac-antigua',
    name: 'Tienda Antigua Guatemala',
    address: '5a avenida norte 15, Antigua Guatemala, Sacatepéquez',
    lat: 14.5594,
    lng: -90.7332,
    parking: 'None',
    hours: week([...every(at(9), at(18), 6), null]),
    cutoff_time: at(12),
    ready_minutes: 240,
    transfer_days: 1,
    is_express: false,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: false,
  },
  {
    public_id: 'que-xela',
    name: 'Tienda Quetzaltenango',
    address: '14 avenida 3-08, zona 1, Quetzaltenango',
    lat: 14.8347,
    lng: -91.518,
    parking: 'Free',
    hours: week([...every(at(8, 30), at(17, 30), 5), [at(9), at(13)], null]),
    cutoff_time: at(11),
    ready_minutes: 240,
    transfer_days: 2,
    is_express: false,
    is_cod_enabled: false,
    is_restricted: false,
    is_warranty_drop: false,
  },
  {
    public_id: 'gt-bodega-zona-12',
    name: 'Centro de distribución zona 12 (solo personal autorizado)',
    address: 'Calzada Atanasio Tzul 22-00, zona 12, Ciudad de Guatemala',
    lat: 14.5869,
    lng: -90.5354,
    parking: 'Free',
    hours: week([...every(at(7), at(16), 5), null, null]),
    cutoff_time: at(13),
    ready_minutes: 60,
    transfer_days: 0,
    is_express: false,
    is_cod_enabled: false,
    is_restricted: true,
    is_warranty_drop: true,
  },
] as const;

/** Restricted locations each demo account has added (spec section 6: a pickup-location worker adds them by public id). */
export const SEED_USER_PICKUP_LOCATIONS = [{ email: 'carlos@tienda.test', public_id: 'gt-bodega-zona-12' }] as const;

export function seedPickupLocations(db: Database): void {
  const insert = pickupLocationInserter(db);
  SEED_PICKUP_LOCATIONS.forEach((l, i) =>
    insert({
      public_id: l.public_id,
      name: l.name,
      address: l.address,
      lat: l.lat,
      lng: l.lng,
      parking: l.parking,
      working_hours: JSON.stringify(l.hours),
      cutoff_time: l.cutoff_time,
      ready_minutes: l.ready_minutes,
      transfer_days: l.transfer_days,
      is_express: l.is_express ? 1 : 0,
      is_cod_enabled: l.is_cod_enabled ? 1 : 0,
      is_restricted: l.is_restricted ? 1 : 0,
      is_warranty_drop: l.is_warranty_drop ? 1 : 0,
      sort_order: (i + 1) * 10,
    }),
  );
  const relate = userPickupLocationInserter(db);
  for (const r of SEED_USER_PICKUP_LOCATIONS) relate('2026-01-10T15:00:00.000Z', r.email, r.public_id);
}
