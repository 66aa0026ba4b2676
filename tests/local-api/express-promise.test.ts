import { describe, expect, it } from 'vitest';
import { expressText } from '../../local-api/catalog/delivery';

/** Guatemala's calendar day (the local API's delivery dates are midnight UTC of that day). */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('the express delivery promise', () => {
  it('says «mañana» when the next delivery day is the next calendar day', () => {
    // Thursday 26 November 2026 → Friday 27.
    expect(expressText(day('2026-11-26'))).toBe('Llega mañana, viernes 27 de noviembre.');
    // Friday → Saturday (deliveries run Monday to Saturday).
    expect(expressText(day('2026-11-27'))).toBe('Llega mañana, sábado 28 de noviembre.');
  });

  it('names the day without «mañana» when Sunday lies between (a Saturday promises Monday)', () => {
    expect(expressText(day('2026-11-28'))).toBe('Llega el lunes 30 de noviembre.');
  });

  it('says «mañana» on a Sunday, whose next day is Monday', () => {
    expect(expressText(day('2026-11-29'))).toBe('Llega mañana, lunes 30 de noviembre.');
  });
});
