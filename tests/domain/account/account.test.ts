import { describe, expect, it } from 'vitest';
import { isStrongPassword, checkRegisterRequest } from '../../../src/domain/account/account-requests';
import { sessionTokenIn, verificationStatusOf } from '../../../src/domain/account/account';
import { imageProblem, MAX_IMAGE_BYTES } from '../../../src/domain/account/profile';

describe('account domain rules', () => {
  it.each([
    ['Quetzal2026', true],
    ['quetzal!!', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['Ab1', false],
    ['ñandú-ñandú', true],
  ])('isStrongPassword(%j) is %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it.each([
    [{ status: 'CREATED' }, 'CREATED'],
    [{ status: 'NOT_EXISTING_NUMBER' }, 'NOT_EXISTING_NUMBER'],
    [{ status: 'created' }, 'UNKNOWN'],
    [{}, 'UNKNOWN'],
    ['', 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ])('reads the verification status of %j as %s', (answer, status) => {
    expect(verificationStatusOf(answer)).toBe(status);
  });

  it('finds a session token in a register answer, or null', () => {
    expect(sessionTokenIn({ token: 't-1', first_name: 'Ana' })).toEqual({ token: 't-1', first_name: 'Ana', last_name: null, email: null });
    expect(sessionTokenIn({ token: '' })).toBeNull();
    expect(sessionTokenIn('')).toBeNull();
    expect(sessionTokenIn(null)).toBeNull();
  });

  it('checks a register body: trimmed names and email, the password as typed', () => {
    const checked = checkRegisterRequest({ login: ' a@b.gt ', email: ' a@b.gt ', password: ' Clave123 ', first_name: ' Ana ', last_name: ' López ' });
    expect(checked).toEqual({ ok: true, data: { login: 'a@b.gt', email: 'a@b.gt', password: ' Clave123 ', first_name: 'Ana', last_name: 'López' } });
    const missing = checkRegisterRequest({ login: 'a@b.gt', email: 'a@b.gt', password: 'Clave123', first_name: 'Ana', last_name: '  ' });
    expect(missing.ok ? null : missing.message).toBe('Falta el apellido.');
  });

  it('accepts a picture of the right type and size, and names what is wrong otherwise', () => {
    expect(imageProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe('La imagen pesa más de 2 MB: elige una más liviana.');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('La imagen debe ser una foto PNG, JPEG o WebP.');
    expect(imageProblem(null)).toBe('La imagen está vacía o falta: elige un archivo.');
  });
});
