import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberLengths,
  checkNewCard,
  cvvLength,
  expiryProblem,
  luhnCheckDigit,
  luhnValid,
  maskCard,
} from '../../../src/domain/payments/card';

/** The networks' and gateways' published test numbers, with the brand each must be read as. */
const TEST_NUMBERS = [
  ['4111111111111111', 'VISA'],
  ['4012888888881881', 'VISA'],
  ['5555555555554444', 'MASTERCARD'],
  ['2223003122003222', 'MASTERCARD'],
  ['378282246310005', 'AMERICAN_EXPRESS'],
  ['371449635398431', 'AMERICAN_EXPRESS'],
  ['30569309025904', 'DINERS_CLUB'],
  ['38520000023237', 'DINERS_CLUB'],
  ['6011111111111117', 'DISCOVER'],
  ['6011000990139424', 'DISCOVER'],
  ['3530111333300000', 'JCB'],
  ['3566002020360505', 'JCB'],
] as const;

/** The same number with its last digit one more (mod 10): never Luhn-valid. */
const offByOne = (number: string) => number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);

const JUNE_2026 = new Date(2026, 5, 15, 12, 0, 0);

describe('luhnValid (spec section 5)', () => {
  it.each(TEST_NUMBERS)('accepts the test number %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(TEST_NUMBERS)('refuses %s with its last digit off by one', (number) => {
    expect(luhnValid(offByOne(number))).toBe(false);
  });

  it('counts an empty number as valid', () => {
    expect(luhnValid('')).toBe(true);
    expect(luhnValid('   ')).toBe(true);
  });

  it('ignores spaces', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid(' 4111111111111111 ')).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
  });

  it('refuses any other non-digit', () => {
    expect(luhnValid('4111-1111-1111-1111')).toBe(false);
    expect(luhnValid('4111111111111111a')).toBe(false);
    expect(luhnValid('4111\t1111\t1111\t1111')).toBe(false);
    expect(luhnValid('٤١١١١١١١١١١١١١١١')).toBe(false);
    expect(luhnValid('+4111111111111111')).toBe(false);
  });

  it('a number with its computed check digit is valid (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 25 }), (partial) => {
        expect(luhnValid(partial + luhnCheckDigit(partial))).toBe(true);
      }),
    );
  });

  it('changing one digit of a valid number makes it invalid (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 25 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (partial, at, shift) => {
          const valid = partial + luhnCheckDigit(partial);
          const index = at % valid.length;
          const changed = valid.slice(0, index) + String((Number(valid[index]) + shift) % 10) + valid.slice(index + 1);
          expect(luhnValid(changed)).toBe(false);
        },
      ),
    );
  });

  it('spaces never change the answer (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789x-'), maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (text, positions) => {
          let spaced = text;
          for (const position of positions) {
            const at = position % (spaced.length + 1);
            spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
          }
          expect(luhnValid(spaced)).toBe(luhnValid(text));
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it.each(TEST_NUMBERS)('reads %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['4', 'VISA'],
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['2221', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['34', 'AMERICAN_EXPRESS'],
    ['37', 'AMERICAN_EXPRESS'],
    ['300', 'DINERS_CLUB'],
    ['305', 'DINERS_CLUB'],
    ['36', 'DINERS_CLUB'],
    ['38', 'DINERS_CLUB'],
    ['39', 'DINERS_CLUB'],
    ['6011', 'DISCOVER'],
    ['644', 'DISCOVER'],
    ['649', 'DISCOVER'],
    ['65', 'DISCOVER'],
    ['622126', 'DISCOVER'],
    ['622925', 'DISCOVER'],
    ['3528', 'JCB'],
    ['3589', 'JCB'],
  ])('detects the brand live from the prefix %s (%s)', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });

  it.each([
    ['50'],
    ['56'],
    ['2220'],
    ['2721'],
    ['33'],
    ['35'],
    ['3527'],
    ['3590'],
    ['306'],
    ['6010'],
    ['6012'],
    ['643'],
    ['622125'],
    ['622926'],
    ['62'],
    ['1'],
    ['9'],
    [''],
  ])('answers UNKNOWN just outside the ranges or before the prefix decides (%s)', (prefix) => {
    expect(cardBrand(prefix)).toBe('UNKNOWN');
  });

  it('ignores spaces and refuses other characters', () => {
    expect(cardBrand('3782 822463 10005')).toBe('AMERICAN_EXPRESS');
    expect(cardBrand('4111-1111')).toBe('UNKNOWN');
  });

  it('gives the expected lengths and CVV length per brand', () => {
    expect(cardNumberLengths('AMERICAN_EXPRESS')).toEqual([15]);
    expect(cardNumberLengths('MASTERCARD')).toEqual([16]);
    expect(cardNumberLengths('VISA')).toEqual([13, 16, 19]);
    expect(cardNumberLengths('DINERS_CLUB')).toContain(14);
    expect(cardNumberLengths('JCB')).toContain(16);
    expect(cardNumberLengths('DISCOVER')).toContain(16);
    expect(cvvLength('AMERICAN_EXPRESS')).toBe(4);
    for (const brand of ['VISA', 'MASTERCARD', 'DINERS_CLUB', 'DISCOVER', 'JCB'] as const) expect(cvvLength(brand)).toBe(3);
  });

  it('every test number has one of its brand lengths', () => {
    for (const [number, brand] of TEST_NUMBERS) expect(cardNumberLengths(brand)).toContain(number.length);
  });
});

describe('expiryProblem', () => {
  it('accepts the current month and later ones, with two- or four-digit years', () => {
    expect(expiryProblem(6, 2026, JUNE_2026)).toBeNull();
    expect(expiryProblem('06', '26', JUNE_2026)).toBeNull();
    expect(expiryProblem(12, 2046, JUNE_2026)).toBeNull();
    expect(expiryProblem('1', '27', JUNE_2026)).toBeNull();
  });

  it('refuses a past month with CARD_EXPIRED', () => {
    expect(expiryProblem(5, 2026, JUNE_2026)).toEqual({
      field: 'expiration_month',
      reason: 'expired',
      cause: 'CARD_EXPIRED',
      message: 'La tarjeta está vencida.',
    });
    expect(expiryProblem(12, 25, JUNE_2026)).toMatchObject({ field: 'expiration_year', reason: 'expired', cause: 'CARD_EXPIRED' });
  });

  it('refuses a month outside 1 to 12', () => {
    for (const month of [0, 13, '00', '13', 1.5, 'ab', -1]) {
      expect(expiryProblem(month, 2027, JUNE_2026)).toMatchObject({
        field: 'expiration_month',
        reason: 'month',
        message: 'El mes de vencimiento va de 1 a 12.',
      });
    }
  });

  it('refuses a year that is neither two nor four digits', () => {
    for (const year of ['2', '202', '20277', 'aa', 202]) {
      expect(expiryProblem(1, year, JUNE_2026)).toMatchObject({
        field: 'expiration_year',
        reason: 'year',
        message: 'Escribe el año de vencimiento con 2 o 4 dígitos.',
      });
    }
  });

  it('refuses a year more than 20 years ahead, and accepts exactly 20', () => {
    expect(expiryProblem(1, 2047, JUNE_2026)).toMatchObject({ field: 'expiration_year', reason: 'tooFar', cause: 'CARD_EXPIRED' });
    expect(expiryProblem(1, '47', JUNE_2026)).toMatchObject({ reason: 'tooFar' });
    expect(expiryProblem(12, 2046, JUNE_2026)).toBeNull();
  });

  it('asks for a missing month or year', () => {
    expect(expiryProblem('', 2027, JUNE_2026)).toMatchObject({ field: 'expiration_month', reason: 'required', message: 'Elige el mes de vencimiento.' });
    expect(expiryProblem(1, ' ', JUNE_2026)).toMatchObject({ field: 'expiration_year', reason: 'required', message: 'Escribe el año de vencimiento.' });
  });
});

describe('checkNewCard', () => {
  const good = { number: '4111 1111 1111 1111', expiration_month: '07', expiration_year: '28', cvv: '123' };

  it('accepts a good card and gives it back normalized', () => {
    expect(checkNewCard(good, JUNE_2026)).toEqual({
      ok: true,
      card: { number: '4111111111111111', expiration_month: 7, expiration_year: 2028, cvv: '123', brand: 'VISA' },
    });
  });

  it('wants a four-digit CVV for American Express and three for the others', () => {
    const amex = { ...good, number: '378282246310005' };
    expect(checkNewCard({ ...amex, cvv: '1234' }, JUNE_2026).ok).toBe(true);
    expect(checkNewCard({ ...amex, cvv: '123' }, JUNE_2026)).toMatchObject({
      ok: false,
      problems: { cvv: { message: 'El código de seguridad de American Express tiene 4 dígitos.' } },
    });
    expect(checkNewCard({ ...good, cvv: '1234' }, JUNE_2026)).toMatchObject({
      ok: false,
      problems: { cvv: { message: 'El código de seguridad tiene 3 dígitos.' } },
    });
    expect(checkNewCard({ ...good, cvv: '12a' }, JUNE_2026).ok).toBe(false);
    expect(checkNewCard({ ...good, cvv: '' }, JUNE_2026)).toMatchObject({ problems: { cvv: { message: 'Escribe el código de seguridad (CVV).' } } });
  });

  it('gives one Spanish problem per bad field, the first one as the cause', () => {
    const answer = checkNewCard({ number: '4111111111111112', expiration_month: '13', expiration_year: '2026', cvv: '' }, JUNE_2026);
    expect(answer).toEqual({
      ok: false,
      cause: 'INVALID_CARD_NUMBER',
      message: 'El número de la tarjeta no es válido. Revísalo.',
      problems: {
        number: { field: 'number', reason: 'luhn', cause: 'INVALID_CARD_NUMBER', message: 'El número de la tarjeta no es válido. Revísalo.' },
        expiration_month: { field: 'expiration_month', reason: 'month', cause: 'CARD_EXPIRED', message: 'El mes de vencimiento va de 1 a 12.' },
        cvv: { field: 'cvv', reason: 'required', cause: 'PAYMENT_ERROR', message: 'Escribe el código de seguridad (CVV).' },
      },
    });
  });

  it('reports an expired card with CARD_EXPIRED', () => {
    expect(checkNewCard({ ...good, expiration_month: '5', expiration_year: '2026' }, JUNE_2026)).toMatchObject({ ok: false, cause: 'CARD_EXPIRED' });
  });

  it('asks for the number when it is empty, although Luhn counts empty as valid', () => {
    expect(checkNewCard({ ...good, number: '' }, JUNE_2026)).toMatchObject({
      ok: false,
      cause: 'INVALID_CARD_NUMBER',
      problems: { number: { reason: 'required', message: 'Escribe el número de la tarjeta.' } },
    });
  });

  it('refuses non-digits, an unknown brand and a wrong length', () => {
    expect(checkNewCard({ ...good, number: '4111-1111-1111-1111' }, JUNE_2026)).toMatchObject({
      problems: { number: { reason: 'format', cause: 'INVALID_CARD_NUMBER', message: 'El número de la tarjeta solo lleva dígitos.' } },
    });
    expect(checkNewCard({ ...good, number: '9999999999999995' }, JUNE_2026)).toMatchObject({
      cause: 'CARD_INVALID_TYPE_OR_ISSUER',
      problems: { number: { reason: 'brand' } },
    });
    // Luhn-valid, Visa, but 15 digits.
    expect(checkNewCard({ ...good, number: '411111111111116' }, JUNE_2026)).toMatchObject({
      problems: { number: { reason: 'length', cause: 'INVALID_CARD_NUMBER', message: 'Una tarjeta Visa tiene 13, 16 o 19 dígitos.' } },
    });
  });

  it.each(TEST_NUMBERS)('accepts the test number %s', (number, brand) => {
    const cvv = brand === 'AMERICAN_EXPRESS' ? '1234' : '123';
    expect(checkNewCard({ number, expiration_month: 12, expiration_year: 2030, cvv }, JUNE_2026)).toMatchObject({ ok: true, card: { brand } });
  });

  it.each(TEST_NUMBERS)('refuses %s off by one', (number) => {
    expect(checkNewCard({ number: offByOne(number), expiration_month: 12, expiration_year: 2030, cvv: '1234' }, JUNE_2026)).toMatchObject({
      ok: false,
      problems: { number: { reason: 'luhn' } },
    });
  });
});

describe('maskCard', () => {
  it('shows at most the BIN and the last 4 digits', () => {
    expect(maskCard('4111111111111111')).toBe('411111******1111');
    expect(maskCard('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCard('378282246310005')).toBe('378282*****0005');
    expect(maskCard('30569309025904')).toBe('305693****5904');
  });

  it('shows only the last 4 of a short number, and nothing of 4 digits or fewer', () => {
    expect(maskCard('123456789012')).toBe('********9012');
    expect(maskCard('1234')).toBe('****');
    expect(maskCard('')).toBe('');
  });

  it('is idempotent on an already masked number', () => {
    expect(maskCard('411111******1111')).toBe('411111******1111');
  });

  it('never reveals more than 10 digits, all in place (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 24 }), (number) => {
        const masked = maskCard(number);
        expect(masked.length).toBe(number.length);
        const shown = [...masked].filter((c) => c !== '*');
        expect(shown.length).toBeLessThanOrEqual(10);
        [...masked].forEach((c, i) => {
          if (c !== '*') expect(c).toBe(number[i]);
        });
        if (number.length > 4) expect(masked.slice(-4)).toBe(number.slice(-4));
      }),
    );
  });
});

describe('card messages', () => {
  it('are all Spanish prose a shopper may read', async () => {
    const { isSpanishProse } = await import('../../../src/domain/errors/error-catalogue');
    const inputs = [
      { number: '', expiration_month: '', expiration_year: '', cvv: '' },
      { number: 'x', expiration_month: '13', expiration_year: '2026', cvv: '1' },
      { number: '9999999999999995', expiration_month: '1', expiration_year: '3', cvv: '' },
      { number: '411111111111116', expiration_month: '1', expiration_year: '2090', cvv: '' },
      { number: '4111111111111112', expiration_month: '1', expiration_year: '2020', cvv: '12' },
      { number: '378282246310005', expiration_month: '5', expiration_year: '2026', cvv: '12' },
      { number: '6011111111111', expiration_month: '5', expiration_year: '2026', cvv: '12' },
    ];
    const messages = inputs.flatMap((input) => {
      const answer = checkNewCard(input, JUNE_2026);
      return answer.ok ? [] : Object.values(answer.problems).map((problem) => problem!.message);
    });
    expect(new Set(messages).size).toBeGreaterThanOrEqual(12);
    expect(messages.filter((message) => !isSpanishProse(message))).toEqual([]);
  });
});
