import { describe, expect, it } from 'vitest';
import {
  checkCartCompatibility,
  checkLineQuantity,
  isSpanishProse,
  PRODUCT_TYPES,
  shopperMessageFor,
  UseCaseError,
  type ProductType,
} from '../../../src/domain';

describe('isSpanishProse', () => {
  it.each([
    'El producto no existe.',
    'Correo o contraseña incorrectos.',
    'Tu sesión expiró. Vuelve a intentarlo.',
    'Solo hay 7 unidades disponibles de “Celular Orbix 5G 256 GB”.',
    '“Audífonos Sonaria X200 (negro)” no está disponible por ahora.',
    '¿Olvidaste tu contraseña?',
    'Instrucción',
    'Puedes llevar como máximo 99 unidades de un mismo producto.',
    'La página debe ser un número entero mayor o igual a 1.',
    'Al ingresar, este producto quedó guardado en otro carrito: «Libro {raro} <edición> 2/3» (×2).',
    'La imagen debe ser una foto PNG, JPEG o WebP.',
    'La foto mide 10×10 px; cada lado debe medir entre 64 y 4096 px.',
    'Tu iPhone no recibió el código; pide otro.',
  ])('accepts the Spanish sentence %j', (text) => {
    expect(isSpanishProse(text)).toBe(true);
  });

  it.each([
    ['a lowercase token', 'boom'],
    ['a capitalised token', 'Boom'],
    ['an English status text', 'Internal Server Error'],
    ['an English sentence', 'Not found'],
    ['English that starts like Spanish', 'No such file or directory'],
    ['a stack trace', "TypeError: Cannot read properties of undefined (reading 'id')\n    at login (/srv/app.js:12:5)"],
    ['one line of a stack trace', 'at login (/srv/app.js:12:5)'],
    ['a cause code', 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY'],
    ['camelCase', 'apiCallFailed'],
    ['camelCase in a sentence', 'No se pudo leer userId del cuerpo.'],
    ['a statement', 'Error: x = null; return'],
    ['JSON', '{"error":"boom"}'],
    ['HTML', '<html><body>Bad Gateway</body></html>'],
    ['a word with no Spanish in it', 'Mensaje'],
    ['blank', '   '],
    ['nothing', null],
    ['a URL', 'Véase https://example.com/error'],
    ['a very long text', `El producto ${'muy '.repeat(120)}caro.`],
  ])('refuses %s', (_name, text) => {
    expect(isSpanishProse(text)).toBe(false);
  });

  it("accepts every message the domain's own cart rules give a shopper", () => {
    const messages = [
      checkLineQuantity(0, { allowZero: false })!.message,
      checkLineQuantity(1.5, { allowZero: true })!.message,
      checkLineQuantity(500, { allowZero: true })!.message,
    ];
    for (const a of PRODUCT_TYPES as readonly ProductType[]) {
      for (const b of PRODUCT_TYPES as readonly ProductType[]) {
        const answer = checkCartCompatibility([a], b);
        if (!answer.compatible) messages.push(answer.message);
      }
    }
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => !isSpanishProse(message))).toEqual([]);
  });
});

describe('shopperMessageFor', () => {
  it('shows a Spanish API message as it is', () => {
    const error = new UseCaseError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', { apiMessage: 'Solo quedan 2.' });
    expect(shopperMessageFor(error)).toBe('Solo quedan 2.');
    expect(error.shopperMessage).toBe('Solo quedan 2.');
  });

  it('gives the Spanish copy of the cause in place of "boom" from a 500', () => {
    const error = UseCaseError.fromApiFailure({ status: 500, body: { message: 'boom' } });
    expect(error.cause).toBe('apiCallFailed');
    expect(error.shopperMessage).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
    // The library's spec rule is unchanged: userMessage still carries the API's words.
    expect(error.userMessage).toBe('boom');
  });

  it('falls to a Spanish instruction when the message is English', () => {
    const error = new UseCaseError('LOGIN_FAILED', { apiMessage: 'Invalid credentials', apiInstruction: 'Revisa tu correo y tu contraseña.' });
    expect(error.shopperMessage).toBe('Revisa tu correo y tu contraseña.');
  });

  it('gives the Spanish copy of a known cause when neither text is Spanish', () => {
    expect(new UseCaseError('LOGIN_FAILED', { apiMessage: 'Invalid credentials' }).shopperMessage).toBe(
      'El correo o la contraseña no son correctos.',
    );
    expect(new UseCaseError('networkConnection').shopperMessage).toBe(
      'No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it("gives the spec's Spanish fallback for a cause with no copy of its own", () => {
    // A cause no feature registers copy for: EVENT_SEATS_ERROR has one once the product feature has loaded in this
    // worker (another file's doing), which made this test depend on the order of the files.
    expect(new UseCaseError('DEVICE_NOT_FOUND', { apiMessage: 'device registry exploded' }).shopperMessage).toBe(
      'Error desconocido (causa: DEVICE_NOT_FOUND), inténtalo de nuevo más tarde.',
    );
  });
});
