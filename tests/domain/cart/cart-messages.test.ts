import { describe, expect, it } from 'vitest';
import { describeCartLines, keptApartAtLoginMessage, otherCartMessage } from '../../../src/domain/cart/cart-messages';

const line = (title: string, quantity = 1) => ({ quantity, product: { title } }) as never;

describe('other-cart messages', () => {
  it('names lines as a Spanish list, with their quantities, and counts what is past the fifth', () => {
    expect(describeCartLines([line('Libro', 2)])).toBe('«Libro» (×2)');
    expect(describeCartLines([line('A'), line('B', 3), line('C')])).toBe('«A», «B» (×3) y «C»');
    expect(describeCartLines(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((t) => line(t)))).toBe('«A», «B», «C», «D», «E» y 2 productos más');
  });

  it('tells what stayed apart at login, in the singular or the plural, and what the other cart holds', () => {
    expect(keptApartAtLoginMessage([line('Tarjeta de regalo')])).toBe(
      'Al ingresar, este producto quedó guardado en otro carrito, porque no se puede combinar con los del carrito de tu cuenta: «Tarjeta de regalo».',
    );
    expect(keptApartAtLoginMessage([line('A'), line('B')])).toMatch(/^Al ingresar, estos productos quedaron guardados en otro carrito, .*: «A» y «B»\.$/);
    expect(otherCartMessage([line('Audífonos')])).toBe('Tu otro carrito tiene «Audífonos».');
  });
});
