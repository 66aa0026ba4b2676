import type { StockStatus } from '../../src/domain';
import { GUATEMALA_OFFSET_MS } from '../catalog/catalogue';
import type { Database } from '../db/database';
import { hhmm, hoursHint, hoursHtml, weekdayIndex, type DayHours } from './hours';
import { listVisibleLocations, type PickupLocationRow } from './pickup-store';

export type { PickupLocationRow };

const DAY_MS = 86_400_000;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** Parking at a location (spec section 3); an unknown value reads as None. */
export const PARKING = ['Paid', 'Free', 'None'] as const;

/** Google Maps' and Waze's documented link formats, from the coordinates. */
export const googleMapsUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
export const wazeUrl = (lat: number, lng: number) => `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`;

/** The locations a user sees: every unrestricted one, and the restricted ones the user added. Anonymous: unrestricted only. */
export function visibleLocations(db: Database, userId: number | null): PickupLocationRow[] {
  return listVisibleLocations(db, userId);
}

/**
 * A location by option id or public id, if the user may see it (for checkout's
 * pickup_option_id and /user/selected_pickup): a hidden one answers undefined,
 * like a missing one.
 */
export function findVisibleLocation(db: Database, userId: number | null, id: string | number): PickupLocationRow | undefined {
  return visibleLocations(db, userId).find((row) => String(row.id) === String(id) || row.public_id === String(id));
}

/** Extra days before goods reach any location: stock from the supplier's warehouse, or a presale. */
export function extraDaysFor(lines: readonly { stock_status: StockStatus; presale_days: number | null }[]): number {
  return lines.reduce((days, line) => {
    if (line.stock_status === 'IN_ERP_STOCK') return Math.max(days, 2);
    if (line.stock_status === 'PRESALE') return Math.max(days, Math.max(1, line.presale_days ?? 15));
    return days;
  }, 0);
}

/** A Guatemalan wall-clock time (a date whose UTC fields read as local) as ISO 8601 with -06:00. */
const localIso = (local: Date) => `${local.toISOString().slice(0, 19)}-06:00`;

/**
 * When an order is ready at `row`: the same day when placed before the
 * cut-off with time to prepare it before closing (and nothing to transfer),
 * else from opening time of the first open day after the transfer days.
 */
export function expectedPickup(row: PickupLocationRow, hours: readonly DayHours[], now: Date, extraDays: number) {
  const localNow = new Date(now.getTime() + GUATEMALA_OFFSET_MS);
  const midnight = Math.floor(localNow.getTime() / DAY_MS) * DAY_MS;
  const seconds = (localNow.getTime() - midnight) / 1000;
  const today = hours[weekdayIndex(localNow)]!;
  const days = row.transfer_days + extraDays;
  let start: Date | null = null;
  let end: Date | null = null;
  if (days === 0 && today.opening_time !== null && today.closing_time !== null && seconds < row.cutoff_time) {
    const ready = Math.max(seconds + row.ready_minutes * 60, today.opening_time);
    if (ready < today.closing_time) {
      start = new Date(midnight + ready * 1000);
      end = new Date(midnight + today.closing_time * 1000);
    }
  }
  let ahead = Math.max(1, days);
  while (!start && ahead < days + 8) {
    const day = new Date(midnight + ahead * DAY_MS);
    const dayHours = hours[weekdayIndex(day)]!;
    if (dayHours.opening_time !== null && dayHours.closing_time !== null) {
      start = new Date(day.getTime() + dayHours.opening_time * 1000);
      end = new Date(day.getTime() + dayHours.closing_time * 1000);
    }
    ahead++;
  }
  if (!start || !end) return null;
  const dayOffset = Math.round((Math.floor(start.getTime() / DAY_MS) * DAY_MS - midnight) / DAY_MS);
  const when =
    dayOffset === 0
      ? 'hoy'
      : dayOffset === 1
        ? `mañana, ${DAY_NAMES[start.getUTCDay()]} ${start.getUTCDate()} de ${MONTHS[start.getUTCMonth()]},`
        : `el ${DAY_NAMES[start.getUTCDay()]} ${start.getUTCDate()} de ${MONTHS[start.getUTCMonth()]}`;
  return {
    expected_delivery_date_range: { start: localIso(start), end: localIso(end) },
    expected_delivery_date_range_text: `Listo para recoger ${when} desde las ${hhmm((start.getTime() % DAY_MS) / 1000)}.`,
    expected_delivery_minutes_from_now: Math.max(0, Math.ceil((start.getTime() - localNow.getTime()) / 60_000)),
  };
}

/** The Pickup option of spec section 3. */
export function pickupOptionJson(row: PickupLocationRow, now: Date, extraDays = 0) {
  const hours = JSON.parse(row.working_hours) as DayHours[];
  const expected = expectedPickup(row, hours, now, extraDays);
  return {
    id: row.id,
    public_id: row.public_id,
    location_name: row.name,
    location_address: row.address,
    google_maps_url: googleMapsUrl(row.lat, row.lng),
    waze_url: wazeUrl(row.lat, row.lng),
    location_lat: row.lat,
    location_lng: row.lng,
    parking: (PARKING as readonly string[]).includes(row.parking) ? row.parking : 'None',
    // Keyed MONDAY…SUNDAY as src/domain/checkout/working-hours.ts reads it; a closed day is null.
    working_hours: Object.fromEntries(
      hours.map((day) => [
        day.weekday,
        day.opening_time === null || day.closing_time === null ? null : { opening_time: day.opening_time, closing_time: day.closing_time },
      ]),
    ),
    working_hours_html: hoursHtml(hours),
    working_hours_hint: hoursHint(hours, new Date(now.getTime() + GUATEMALA_OFFSET_MS)),
    expected_delivery_date_range: expected?.expected_delivery_date_range ?? null,
    expected_delivery_date_range_text: expected?.expected_delivery_date_range_text ?? null,
    expected_delivery_minutes_from_now: expected?.expected_delivery_minutes_from_now ?? null,
    is_express: row.is_express === 1,
    cutoff_time: row.cutoff_time,
    is_cod_enabled: row.is_cod_enabled === 1,
    is_restricted: row.is_restricted === 1,
    is_warranty_drop: row.is_warranty_drop === 1,
  };
}
