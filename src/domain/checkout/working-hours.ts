/*
 * Pickup locations' opening hours (seconds from midnight, spec section 3)
 * as the shopper reads them, and the working-hours delivery window of spec
 * section 9. Zod-free: the pickup list and the delivery step import it.
 */
import type { DeliveryTimeRange } from '../payments/payment';

/** The days of the week, as the API names them. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
/** One of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];

/** The Spanish name of each weekday. */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  MONDAY: 'lunes',
  TUESDAY: 'martes',
  WEDNESDAY: 'miércoles',
  THURSDAY: 'jueves',
  FRIDAY: 'viernes',
  SATURDAY: 'sábado',
  SUNDAY: 'domingo',
};

/** One day's hours, in seconds from midnight. */
export interface DayHours {
  opening_time: number | null;
  closing_time: number | null;
}

/** A location's week: a day that is missing or null is closed. */
export type WorkingHours = Partial<Record<Weekday, DayHours | null>>;

const DAY_SECONDS = 86_400;

/** Seconds from midnight as "HH:MM" (spec section 9), seconds dropped; 86400 is "24:00". */
export function secondsToHHMM(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > DAY_SECONDS) throw new RangeError(`Not a time of day in seconds: ${seconds}`);
  const minutes = Math.floor(seconds / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const isTime = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= DAY_SECONDS;

/** Closed: no entry, a time missing (or outside the day), or opening and closing at the same moment. */
export function isClosedDay(day: DayHours | null | undefined): boolean {
  return !day || !isTime(day.opening_time) || !isTime(day.closing_time) || day.opening_time === day.closing_time;
}

/** A day's opening hours as text. */
export interface DayHoursText {
  weekday: Weekday;
  name: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
}

/** The seven days, Monday first, with their hours as HH:MM. */
export function weekHours(hours: WorkingHours | null | undefined): DayHoursText[] {
  return WEEKDAYS.map((weekday) => {
    const day = hours?.[weekday];
    if (isClosedDay(day)) return { weekday, name: WEEKDAY_NAMES[weekday], closed: true, opens: null, closes: null };
    return { weekday, name: WEEKDAY_NAMES[weekday], closed: false, opens: secondsToHHMM(day!.opening_time!), closes: secondsToHHMM(day!.closing_time!) };
  });
}

const hoursOf = (day: DayHoursText) => (day.closed ? 'cerrado' : `de ${day.opens} a ${day.closes}`);

/**
 * A location's week in one Spanish sentence, consecutive days with the same
 * hours together: "Lunes a viernes, de 08:00 a 17:00; sábado, de 09:00 a
 * 13:00; domingo, cerrado." With no hours at all, the location's hint, or null.
 */
export function hoursText(location: { working_hours?: WorkingHours | null; working_hours_hint?: string | null }): string | null {
  const week = weekHours(location.working_hours);
  if (week.every((day) => day.closed)) return location.working_hours_hint?.trim() || null;
  const runs: { first: DayHoursText; last: DayHoursText; length: number }[] = [];
  for (const day of week) {
    const run = runs[runs.length - 1];
    if (run && hoursOf(run.last) === hoursOf(day)) {
      run.last = day;
      run.length++;
    } else runs.push({ first: day, last: day, length: 1 });
  }
  const parts =
    runs.length === 1
      ? [`todos los días, ${hoursOf(week[0]!)}`]
      : runs.map((run) => {
          const days =
            run.length === 1 ? run.first.name : run.length === 2 ? `${run.first.name} y ${run.last.name}` : `${run.first.name} a ${run.last.name}`;
          return `${days}, ${hoursOf(run.first)}`;
        });
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** Spec section 9: the working-hours delivery window (EIGHTAM_FOURPM) is 8am to 4pm. */
export const WORKING_HOURS_DELIVERY_WINDOW = { start: 8 * 3600, end: 16 * 3600, text: 'de 08:00 a 16:00' } as const;

/** The Spanish text of each delivery time range. */
export const DELIVERY_TIME_RANGE_NAMES: Readonly<Record<DeliveryTimeRange, string>> = {
  EIGHTAM_FOURPM: `En horario laboral, ${WORKING_HOURS_DELIVERY_WINDOW.text}`,
  ALLDAY: 'A cualquier hora del día',
};
