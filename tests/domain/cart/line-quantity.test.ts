import { describe, expect, it } from 'vitest';
import { checkLineQuantity, MAX_QUANTITY_PER_LINE } from '../../../src/domain';

describe('checkLineQuantity', () => {
  it('accepts whole numbers from 1 to the per-line maximum', () => {
    expect(checkLineQuantity(1, { allowZero: false })).toBeNull();
    expect(checkLineQuantity(MAX_QUANTITY_PER_LINE, { allowZero: false })).toBeNull();
  });

  it('accepts 0 only where zero means remove', () => {
    expect(checkLineQuantity(0, { allowZero: true })).toBeNull();
    expect(checkLineQuantity(0, { allowZero: false })?.cause).toBe('NOT_ALLOWED');
  });

  it('refuses fractions and negatives with NOT_ALLOWED and a Spanish message', () => {
    expect(checkLineQuantity(1.5, { allowZero: false })).toEqual({
      cause: 'NOT_ALLOWED',
      message: 'La cantidad debe ser un número entero mayor que cero.',
    });
    expect(checkLineQuantity(-1, { allowZero: true })?.cause).toBe('NOT_ALLOWED');
    expect(checkLineQuantity(Number.NaN, { allowZero: true })?.cause).toBe('NOT_ALLOWED');
  });

  it('refuses more than the maximum with REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', () => {
    expect(checkLineQuantity(MAX_QUANTITY_PER_LINE + 1, { allowZero: false })).toEqual({
      cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
      message: 'Puedes agregar hasta 99 unidades de un producto.',
    });
  });
});
