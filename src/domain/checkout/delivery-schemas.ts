/*
 * The checkout's delivery, pickup, installment and seat shapes (spec section 3), in a file of their own so the
 * product page's schema can read them without the rest of the checkout's schemas (zod/mini calls are kept
 * whole by the bundler: whatever a module defines, an importer carries). checkout.ts re-exports them.
 */
import * as z from 'zod/mini';
import { EventSeatStatusSchema, ParkingSchema } from '../payments/payment-schemas';
import { integer, nullable, nullishOr, serverDate } from '../shared/schema-helpers';
import { WEEKDAYS, type WorkingHours } from './working-hours';

/** An identifier the server may send as a string or a number; read as a string. */
export const IdStringSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((id: string | number) => String(id)));

export const DateRangeSchema = z.object({
  start: nullable(serverDate),
  end: nullable(serverDate),
});

export const DeliveryOptionSchema = z.object({
  id: IdStringSchema,
  description: z.string(),
  cost: nullishOr(z.number(), 0),
  expected_delivery_date_range: nullable(DateRangeSchema),
  expected_delivery_date_range_text: nullable(z.string()),
  is_disabled: nullishOr(z.boolean(), false),
  is_express: nullishOr(z.boolean(), false),
  subtitle: nullable(z.string()),
  is_time_range_supported: nullishOr(z.boolean(), false),
});
/** A way to deliver an order, with its price and dates. */
export type DeliveryOption = z.output<typeof DeliveryOptionSchema>;

export const DayHoursSchema = z.object({
  opening_time: nullable(z.number()),
  closing_time: nullable(z.number()),
});

const WEEKDAY_SET = new Set<string>(WEEKDAYS);

/**
 * Working hours per weekday, in seconds from midnight. Read from an object
 * keyed MONDAY…SUNDAY (a day null or missing is closed) or from a list of
 * `{weekday, opening_time, closing_time}`; other keys are dropped. Missing
 * or null reads as no hours at all.
 */
export const WorkingHoursSchema = z.pipe(
  z.nullish(
    z.union([
      z.array(z.object({ weekday: z.string(), opening_time: nullable(z.number()), closing_time: nullable(z.number()) })),
      z.record(z.string(), z.nullish(DayHoursSchema)),
    ]),
  ),
  z.transform((value): WorkingHours => {
    const week: WorkingHours = {};
    if (!value) return week;
    const entries = Array.isArray(value)
      ? value.map((day) => [day.weekday, { opening_time: day.opening_time, closing_time: day.closing_time }] as const)
      : Object.entries(value);
    for (const [weekday, hours] of entries) {
      if (WEEKDAY_SET.has(weekday)) week[weekday as keyof WorkingHours] = hours ?? null;
    }
    return week;
  }),
);

export const PickupOptionSchema = z.object({
  id: IdStringSchema,
  public_id: nullable(z.string()),
  location_name: z.string(),
  location_address: nullable(z.string()),
  google_maps_url: nullable(z.string()),
  waze_url: nullable(z.string()),
  location_lat: nullable(z.number()),
  location_lng: nullable(z.number()),
  parking: ParkingSchema,
  working_hours: WorkingHoursSchema,
  /** Server HTML: never rendered as HTML (hoursText builds the hours from working_hours). */
  working_hours_html: nullable(z.string()),
  working_hours_hint: nullable(z.string()),
  expected_delivery_date_range: nullable(DateRangeSchema),
  expected_delivery_date_range_text: nullable(z.string()),
  expected_delivery_minutes_from_now: nullable(z.number()),
  is_express: nullishOr(z.boolean(), false),
  cutoff_time: nullable(z.union([z.string(), z.number()])),
  is_cod_enabled: nullishOr(z.boolean(), false),
  is_restricted: nullishOr(z.boolean(), false),
  is_warranty_drop: nullishOr(z.boolean(), false),
});
/** A pickup location an order can be collected at. */
export type PickupOption = z.output<typeof PickupOptionSchema>;

export const InstallmentSchema = z.object({
  bin: nullable(IdStringSchema),
  bank_code: nullable(IdStringSchema),
  bank_name: nullable(z.string()),
  subtotal_amount: nullishOr(z.number(), 0),
  installments: integer,
  installment_amount: z.number(),
  total_amount: z.number(),
  surcharge: nullishOr(z.number(), 0),
});
/** An installment plan of a bank. */
export type Installment = z.output<typeof InstallmentSchema>;

export const EventSeatSchema = z.object({
  id: IdStringSchema,
  row: nullable(z.union([z.string(), z.number()])),
  col: nullable(z.union([z.string(), z.number()])),
  status: EventSeatStatusSchema,
});
/** A seat of an event. */
export type EventSeat = z.output<typeof EventSeatSchema>;

/** GET /checkout/{cartId}/payment_option: the methods this checkout offers (payment-flow.ts re-exports it). */
export const PaymentOptionSchema = z.object({
  payment_method: z.string(),
  name: nullable(z.string()),
  description: nullable(z.string()),
  is_disabled: nullishOr(z.boolean(), false),
});
