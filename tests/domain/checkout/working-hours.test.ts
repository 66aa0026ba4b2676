import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TIME_RANGE_NAMES,
  WEEKDAY_NAMES,
  WEEKDAYS,
  WORKING_HOURS_DELIVERY_WINDOW,
  hoursText,
  isClosedDay,
  secondsToHHMM,
  weekHours,
} from '../../../src/domain/checkout/working-hours';

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

describe('secondsToHHMM (spec section 9)', () => {
  it.each([
    [0, '00:00'],
    [h(8), '08:00'],
    [h(8, 30), '08:30'],
    [h(17, 45), '17:45'],
    [h(23, 59), '23:59'],
    [h(24), '24:00'],
    [h(9) + 59, '09:00'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(secondsToHHMM(seconds)).toBe(text);
  });

  it('refuses a time outside the day', () => {
    expect(() => secondsToHHMM(-1)).toThrow(RangeError);
    expect(() => secondsToHHMM(h(24) + 1)).toThrow(RangeError);
    expect(() => secondsToHHMM(Number.NaN)).toThrow(RangeError);
  });
});

describe('weekdays', () => {
  it('run MONDAY to SUNDAY, named in Spanish', () => {
    expect([...WEEKDAYS]).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(WEEKDAYS.map((day) => WEEKDAY_NAMES[day])).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
  });
});

const weekdaysOnly = {
  MONDAY: { opening_time: h(8), closing_time: h(17) },
  TUESDAY: { opening_time: h(8), closing_time: h(17) },
  WEDNESDAY: { opening_time: h(8), closing_time: h(17) },
  THURSDAY: { opening_time: h(8), closing_time: h(17) },
  FRIDAY: { opening_time: h(8), closing_time: h(17) },
  SATURDAY: { opening_time: h(9), closing_time: h(13) },
  SUNDAY: null,
};

describe('closed days', () => {
  it('a day that is missing, null, without a time, or opening and closing at once is closed', () => {
    expect(isClosedDay(undefined)).toBe(true);
    expect(isClosedDay(null)).toBe(true);
    expect(isClosedDay({ opening_time: null, closing_time: h(17) })).toBe(true);
    expect(isClosedDay({ opening_time: h(8), closing_time: h(8) })).toBe(true);
    expect(isClosedDay({ opening_time: h(8), closing_time: h(17) })).toBe(false);
  });
});

describe('weekHours', () => {
  it('lists the seven days in order with HH:MM times, closed days marked', () => {
    const week = weekHours(weekdaysOnly);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 'MONDAY', name: 'lunes', closed: false, opens: '08:00', closes: '17:00' });
    expect(week[5]).toEqual({ weekday: 'SATURDAY', name: 'sábado', closed: false, opens: '09:00', closes: '13:00' });
    expect(week[6]).toEqual({ weekday: 'SUNDAY', name: 'domingo', closed: true, opens: null, closes: null });
  });

  it('reads a missing week as seven closed days', () => {
    const week = weekHours(null);
    expect(week.map((day) => day.weekday)).toEqual([...WEEKDAYS]);
    expect(week.every((day) => day.closed && day.opens === null)).toBe(true);
  });
});

describe('hoursText', () => {
  it('groups consecutive days with the same hours', () => {
    expect(hoursText({ working_hours: weekdaysOnly })).toBe('Lunes a viernes, de 08:00 a 17:00; sábado, de 09:00 a 13:00; domingo, cerrado.');
  });

  it('joins two days with "y" and names a single day alone', () => {
    expect(
      hoursText({
        working_hours: {
          MONDAY: { opening_time: h(10), closing_time: h(18, 30) },
          TUESDAY: { opening_time: h(10), closing_time: h(18, 30) },
          WEDNESDAY: null,
          THURSDAY: { opening_time: h(10), closing_time: h(18, 30) },
          FRIDAY: { opening_time: h(7), closing_time: h(12) },
          SATURDAY: null,
          SUNDAY: null,
        },
      }),
    ).toBe('Lunes y martes, de 10:00 a 18:30; miércoles, cerrado; jueves, de 10:00 a 18:30; viernes, de 07:00 a 12:00; sábado y domingo, cerrado.');
  });

  it('says every day when the hours never change', () => {
    const same = Object.fromEntries(WEEKDAYS.map((day) => [day, { opening_time: h(9), closing_time: h(21) }]));
    expect(hoursText({ working_hours: same })).toBe('Todos los días, de 09:00 a 21:00.');
  });

  it('falls back to the hint, else null, when no day has hours', () => {
    expect(hoursText({ working_hours: {}, working_hours_hint: 'Llama antes de venir.' })).toBe('Llama antes de venir.');
    expect(hoursText({ working_hours: null })).toBeNull();
  });
});

describe('the working-hours delivery window (spec section 9: 8am to 4pm)', () => {
  it('runs from 8:00 to 16:00', () => {
    expect(WORKING_HOURS_DELIVERY_WINDOW).toEqual({ start: h(8), end: h(16), text: 'de 08:00 a 16:00' });
    expect(DELIVERY_TIME_RANGE_NAMES.EIGHTAM_FOURPM).toBe('En horario laboral, de 08:00 a 16:00');
    expect(DELIVERY_TIME_RANGE_NAMES.ALLDAY).toBe('A cualquier hora del día');
  });
});
