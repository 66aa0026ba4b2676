import type { ReactNode } from 'react';
import { cardBrand, cardNumberLengths, cardNumberProblem, cvvLength, cvvProblem, expiryProblem, maxCardNumberLength } from '../../domain/payments/card';
import { TextField } from '../shared/TextField';
import type { Rule } from '../shared/use-form';
import { CardBadge } from './card-parts';

/*
 * A new card's fields and rules, shared by the checkout's NewCardForm and
 * PayOrderForm: the number (grouped, its company shown as it is typed, Luhn
 * refused at once when whole), the expiry as MM/AA and the CVV of the
 * company's length. The values live in the caller's form state only.
 */

export const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** The number grouped as printed on the card: 4-6-5 for American Express, groups of 4 otherwise. */
export function groupCardNumber(text: string): string {
  const brand = cardBrand(digitsOf(text));
  const digits = digitsOf(text).slice(0, maxCardNumberLength(brand));
  const groups = brand === 'AMERICAN_EXPRESS' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1229" → "12/29": the slash comes once a third digit is typed, so deleting never fights it. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/AA split into month and year; null when it has no slash yet. */
export function splitExpiry(text: string): { month: string; year: string } | null {
  const match = /^\s*([0-9]{1,2})\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(text);
  return match ? { month: match[1]!, year: match[2]! } : null;
}

/** What the card fields hold (a form may hold more). */
export type CardFieldValues = { number: string; expiry: string; cvv: string };

const LUHN = 'Revisa el número: no es válido.';

const numberRule = (value: string) => {
  const problem = cardNumberProblem(value);
  return problem?.reason === 'luhn' ? LUHN : (problem?.message ?? null);
};

const expiryRule = (value: string) => {
  if (!value.trim()) return 'Escribe el vencimiento, como 08/29.';
  const parts = splitExpiry(value);
  if (!parts) return 'Escribe el vencimiento como MM/AA, por ejemplo 08/29.';
  const problem = expiryProblem(parts.month, parts.year, new Date());
  return problem ? (problem.reason === 'expired' ? 'La tarjeta está vencida: revisa el mes y el año.' : problem.message) : null;
};

/** The rules of the number, the expiry and the CVV (the CVV's length follows the number's company). */
export const CARD_RULES = {
  number: numberRule,
  expiry: expiryRule,
  cvv: (value: string, values: CardFieldValues) => cvvProblem(value, cardBrand(digitsOf(values.number)))?.message ?? null,
} satisfies Record<keyof CardFieldValues, Rule<CardFieldValues>>;

/** The card as `payOrder` and the checkout's `newCard` take it (after the rules passed). */
export function cardInput(values: CardFieldValues) {
  const parts = splitExpiry(values.expiry)!;
  return { number: digitsOf(values.number), expiration_month: parts.month, expiration_year: parts.year, cvv: values.cvv.trim() };
}

type FieldName = keyof CardFieldValues;

/** What the fields need of a `useForm` whose values hold the card's. */
interface CardForm {
  values: CardFieldValues;
  set(name: FieldName, value: string): void;
  field(name: FieldName): { name: string; value: string; onChange(value: string): void; onBlur(event?: { relatedTarget?: EventTarget | null }): void; error: string | null };
}

/**
 * The number (with the company's badge, announced politely), then `children`
 * (the checkout's holder name), then expiry and CVV side by side. `id`
 * prefixes the inputs' ids.
 */
export function CardFields({ id, form, children }: { id: string; form: CardForm; children?: ReactNode }) {
  const number = form.values.number;
  const brand = cardBrand(digitsOf(number));
  // Whole: a length of the company's, from the usual 15 or 16 digits (a shorter valid length may still grow).
  const typed = digitsOf(number).length;
  const complete = cardNumberLengths(brand).includes(typed) && typed >= Math.min(16, maxCardNumberLength(brand));
  const numberField = form.field('number');
  // A whole number that fails Luhn is refused at once, without waiting for the pause.
  const numberError = numberField.error ?? (complete && cardNumberProblem(number)?.reason === 'luhn' ? LUHN : null);
  const cvvMax = brand === 'UNKNOWN' ? 4 : cvvLength(brand);
  const badgeId = `${id}-brand`;
  const numberProblemId = `${id}-number-problem`;
  return (
    <>
      <div className="field new-card__number">
        <div className="new-card__number-head">
          <label htmlFor={`${id}-number`}>Número de la tarjeta</label>
          <span className="new-card__brand" aria-live="polite">
            {brand !== 'UNKNOWN' ? <CardBadge brand={brand} id={badgeId} /> : <span id={badgeId} className="visually-hidden">Empieza a escribir para ver la marca.</span>}
          </span>
        </div>
        <input
          id={`${id}-number`}
          name="number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          autoCorrect="off"
          spellCheck={false}
          maxLength={maxCardNumberLength(brand) + 4}
          placeholder="1234 5678 9012 3456"
          value={number}
          onChange={(event) => numberField.onChange(groupCardNumber(event.target.value))}
          onBlur={numberField.onBlur}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={[badgeId, numberError ? numberProblemId : null].filter(Boolean).join(' ')}
        />
        <p className="field__problem" id={numberProblemId} aria-live="polite">
          {numberError}
        </p>
      </div>
      {children}
      <div className="new-card__row">
        <TextField
          id={`${id}-expiry`}
          label="Vencimiento (MM/AA)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={5}
          {...form.field('expiry')}
          onChange={(value) => form.set('expiry', formatExpiry(value))}
        />
        <TextField
          id={`${id}-cvv`}
          label={`CVV (${cvvLength(brand)} dígitos)`}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cvvMax}
          spellCheck={false}
          {...form.field('cvv')}
          onChange={(value) => form.set('cvv', digitsOf(value).slice(0, cvvMax))}
        />
      </div>
    </>
  );
}
