import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNit, checkTaxId, compactNit, formatNit, nitCheckDigit, TAX_ID_LIMITS } from '../../../src/domain/addresses/tax-id';

describe('nitCheckDigit', () => {
  it('weights the digits from the right by 2, 3, 4… and answers (11 - sum % 11) % 11', () => {
    // 7·2 + 6·3 + 5·4 + 4·5 + 3·6 + 2·7 + 1·8 = 112; 112 % 11 = 2; 11 - 2 = 9.
    expect(nitCheckDigit('1234567')).toBe('9');
    // 6·2 + 5·3 + 4·4 + 3·5 + 2·6 + 1·7 = 77; 77 % 11 = 0; (11 - 0) % 11 = 0.
    expect(nitCheckDigit('123456')).toBe('0');
    // 2·2 + 3·3 + 4·4 = 29; 29 % 11 = 7; 11 - 7 = 4.
    expect(nitCheckDigit('432')).toBe('4');
  });

  it('writes 10 as K', () => {
    // 7·2 + 3·3 + 9·4 + 6·5 + 7·6 + 5·7 = 166; 166 % 11 = 1; 11 - 1 = 10.
    expect(nitCheckDigit('576937')).toBe('K');
    expect(nitCheckDigit('100008')).toBe('K');
  });
});

describe('checkNit', () => {
  it('accepts valid NITs, with or without dash and spaces, K in either case, and answers them compact', () => {
    expect(checkNit('12345679')).toEqual({ ok: true, nit: '12345679' });
    expect(checkNit('1234567-9')).toEqual({ ok: true, nit: '12345679' });
    expect(checkNit(' 1234567 - 9 ')).toEqual({ ok: true, nit: '12345679' });
    expect(checkNit('576937-K')).toEqual({ ok: true, nit: '576937K' });
    expect(checkNit('576937k')).toEqual({ ok: true, nit: '576937K' });
    expect(checkNit('1234560')).toEqual({ ok: true, nit: '1234560' });
    expect(checkNit('4324')).toEqual({ ok: true, nit: '4324' });
    // The test values of docs/local-api.md, "Addresses and tax ids".
    expect(checkNit('1000-6')).toEqual({ ok: true, nit: '10006' });
    expect(checkNit('1234567-8').ok).toBe(false);
  });

  it('accepts CF (consumidor final) however it is written', () => {
    for (const value of ['CF', 'cf', ' C F ', 'C/F', 'c.f.', 'C-F']) expect([value, checkNit(value)]).toEqual([value, { ok: true, nit: 'CF' }]);
  });

  it('refuses an off-by-one check digit or body digit, naming the check digit', () => {
    for (const value of ['12345678', '12345670', '1234567-K', '12345669', '22345679', '576937-9', '5769370'])
      expect([value, checkNit(value)]).toEqual([
        value,
        { ok: false, message: 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).' },
      ]);
  });

  it('refuses empty, non-text, other characters, K inside the body, all zeros and over-long values', () => {
    const missing = 'Escribe el NIT, o CF si eres consumidor final.';
    const characters = 'El NIT solo puede tener dígitos y, al final, su dígito verificador (un dígito o K), o ser CF.';
    expect(checkNit('')).toEqual({ ok: false, message: missing });
    expect(checkNit('   ')).toEqual({ ok: false, message: missing });
    expect(checkNit(null)).toEqual({ ok: false, message: missing });
    expect(checkNit(12345679)).toEqual({ ok: false, message: missing });
    expect(checkNit('9')).toEqual({ ok: false, message: characters });
    expect(checkNit('12A45679')).toEqual({ ok: false, message: characters });
    expect(checkNit('K9')).toEqual({ ok: false, message: characters });
    expect(checkNit('C')).toEqual({ ok: false, message: characters });
    expect(checkNit('1234567_9')).toEqual({ ok: false, message: characters });
    expect(checkNit('00')).toEqual({ ok: false, message: 'El NIT no es válido.' });
    expect(checkNit('0000-0')).toEqual({ ok: false, message: 'El NIT no es válido.' });
    const thirteen = '1234567890123';
    expect(checkNit(thirteen + nitCheckDigit(thirteen))).toEqual({ ok: false, message: 'El NIT es demasiado largo.' });
    expect(checkNit(' '.repeat(40) + 'CF')).toEqual({ ok: false, message: 'El NIT es demasiado largo.' });
    const twelve = '123456789012';
    expect(checkNit(twelve + nitCheckDigit(twelve))).toEqual({ ok: true, nit: twelve + nitCheckDigit(twelve) });
  });
});

describe('compactNit and formatNit', () => {
  it('strips spaces, dashes and dots, and puts the dash back before the check digit', () => {
    expect(compactNit(' 1234567-9 ')).toBe('12345679');
    expect(compactNit('576.937-k')).toBe('576937K');
    expect(formatNit('12345679')).toBe('1234567-9');
    expect(formatNit('576937k')).toBe('576937-K');
    expect(formatNit('cf')).toBe('CF');
  });
});

describe('the check digit, as a property', () => {
  // Bodies of up to 9 digits: weights 2 to 10, none a multiple of 11 (see NIT_MAX_BODY_DIGITS).
  const body = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 9 }).filter((s) => /[1-9]/.test(s));

  it('makes any digit string valid once its computed check digit is appended', () => {
    fc.assert(
      fc.property(body, fc.boolean(), (digits, dashed) => {
        const nit = digits + nitCheckDigit(digits);
        expect(checkNit(dashed ? formatNit(nit) : nit)).toEqual({ ok: true, nit });
      }),
    );
  });

  it('makes it invalid when any one character (body digit or check digit) changes to another digit or K', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.constantFrom(...'0123456789K'), (digits, at, replacement) => {
        const nit = digits + nitCheckDigit(digits);
        const index = at % nit.length;
        fc.pre(nit[index] !== replacement && (index === nit.length - 1 || replacement !== 'K'));
        const changed = nit.slice(0, index) + replacement + nit.slice(index + 1);
        expect(checkNit(changed).ok).toBe(false);
      }),
    );
  });
});

describe('checkTaxId: invoice data', () => {
  it('answers a NIT with its name and address, trimmed, flags false by default', () => {
    expect(checkTaxId({ tax_id: '1234567-9', name: '  Comercial  La Ceiba, S.A. ', address: '6a avenida 5-10, zona 1' })).toEqual({
      ok: true,
      data: { tax_id: '12345679', name: 'Comercial La Ceiba, S.A.', address: '6a avenida 5-10, zona 1', is_tax_withholder: false, is_tax_exempt: false },
    });
    expect(checkTaxId({ tax_id: '576937K', name: 'Ana López', is_tax_withholder: true, is_tax_exempt: null })).toEqual({
      ok: true,
      data: { tax_id: '576937K', name: 'Ana López', address: 'Ciudad', is_tax_withholder: true, is_tax_exempt: false },
    });
  });

  it('fills a final consumer\'s name and address when left out', () => {
    expect(checkTaxId({ tax_id: 'c/f' })).toEqual({
      ok: true,
      data: { tax_id: 'CF', name: 'Consumidor final', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false },
    });
  });

  it('names the first bad field with a Spanish message', () => {
    expect(checkTaxId({ tax_id: '12345678', name: 'Ana' })).toEqual({
      ok: false,
      field: 'tax_id',
      message: 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).',
    });
    expect(checkTaxId(null as never)).toEqual({ ok: false, field: 'tax_id', message: 'Escribe el NIT, o CF si eres consumidor final.' });
    expect(checkTaxId({ tax_id: '12345679' })).toEqual({ ok: false, field: 'name', message: 'Escribe el nombre que debe llevar la factura.' });
    expect(checkTaxId({ tax_id: '12345679', name: 5 })).toEqual({ ok: false, field: 'name', message: 'El nombre debe ser un texto.' });
    expect(checkTaxId({ tax_id: '12345679', name: 'n'.repeat(TAX_ID_LIMITS.name + 1) })).toEqual({
      ok: false,
      field: 'name',
      message: 'El nombre admite como máximo 120 caracteres.',
    });
    expect(checkTaxId({ tax_id: '12345679', name: 'Ana', address: 'a'.repeat(201) })).toEqual({
      ok: false,
      field: 'address',
      message: 'La dirección admite como máximo 200 caracteres.',
    });
    expect(checkTaxId({ tax_id: '12345679', name: 'Ana', address: 'zona\u00001' })).toEqual({
      ok: false,
      field: 'address',
      message: 'La dirección tiene caracteres que no son válidos.',
    });
    expect(checkTaxId({ tax_id: '12345679', name: 'Ana', is_tax_exempt: 'yes' })).toEqual({
      ok: false,
      field: 'is_tax_exempt',
      message: 'El campo "is_tax_exempt" debe ser true o false.',
    });
  });
});
