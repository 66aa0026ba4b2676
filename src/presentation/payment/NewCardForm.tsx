import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TemporaryCard } from '../../domain/checkout/checkout-state';
import { cardBrand, cardNumberLengths, cardNumberProblem, CARD_COMPANY_NAMES, cvvLength, cvvProblem, expiryProblem, lastFour, maxCardNumberLength } from '../../domain/payments/card';
import { useCheckout } from '../checkout/use-checkout';
import { errorMessage } from '../shared/error-message';
import { TextField } from '../shared/TextField';
import { required, useForm } from '../shared/use-form';
import { CardBadge } from './card-parts';

/*
 * The new card's number and CVV live in this component's state and in the
 * checkout store (memory) only: never in storage, the URL, the console or
 * analytics. They are wiped from here once the order is placed.
 */

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

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
function splitExpiry(text: string): { month: string; year: string } | null {
  const match = /^\s*([0-9]{1,2})\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(text);
  return match ? { month: match[1]!, year: match[2]! } : null;
}

type CardValues = { number: string; name: string; expiry: string; cvv: string };

const numberRule = (value: string) => {
  const problem = cardNumberProblem(value);
  return problem?.reason === 'luhn' ? 'Revisa el número: no es válido.' : (problem?.message ?? null);
};

const expiryRule = (value: string) => {
  if (!value.trim()) return 'Escribe el vencimiento, como 08/29.';
  const parts = splitExpiry(value);
  if (!parts) return 'Escribe el vencimiento como MM/AA, por ejemplo 08/29.';
  const problem = expiryProblem(parts.month, parts.year, new Date());
  return problem ? (problem.reason === 'expired' ? 'La tarjeta está vencida: revisa el mes y el año.' : problem.message) : null;
};

const RULES = {
  number: numberRule,
  name: required('el nombre como aparece en la tarjeta'),
  expiry: expiryRule,
  cvv: (value: string, values: CardValues) => cvvProblem(value, cardBrand(digitsOf(values.number)))?.message ?? null,
};

function initialValues(card: TemporaryCard | null): CardValues {
  if (!card) return { number: '', name: '', expiry: '', cvv: '' };
  const name = [card.address.first_name, card.address.last_name].filter(Boolean).join(' ');
  return {
    number: groupCardNumber(card.number),
    name,
    expiry: `${String(card.expiration_month).padStart(2, '0')}/${String(card.expiration_year).slice(-2)}`,
    cvv: card.cvv,
  };
}

const keyOf = (values: CardValues, tokenize: boolean) =>
  [digitsOf(values.number), values.expiry.replace(/\s/g, ''), values.cvv.trim(), values.name.trim(), tokenize].join('|');

/** The holder's name as the card's billing names: the first word, then the rest. */
function holderNames(name: string) {
  const words = name.trim().split(/\s+/);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

/**
 * A new card: the company shows as the number is typed, with Spanish problems
 * as the shopper types (Luhn, length, expiry, CVV by company). A valid card
 * goes to the checkout (`edit({ kind: 'newCard' })`) on its own, a moment
 * after the last keystroke, or at once with «Usar esta tarjeta».
 * `onChosen(bin)` tells the payment step the card's BIN once it is taken.
 */
export function NewCardForm({ canSave, onChosen }: { canSave: boolean; onChosen?: (bin: string) => void }) {
  const id = useId();
  const co = useCheckout();
  const stored = co.checkout?.paymentCard ?? null;
  const form = useForm<CardValues>(initialValues(stored), RULES);
  const [save, setSave] = useState(stored?.tokenize ?? false);
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'taken' }>({ kind: stored ? 'taken' : 'idle' });
  const [failure, setFailure] = useState<unknown>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  // The card the checkout holds, as a key: nothing is sent twice.
  const sent = useRef<string | null>(stored ? keyOf(initialValues(stored), stored.tokenize) : null);
  const sequence = useRef(0);

  const brand = cardBrand(digitsOf(form.values.number));
  // Whole: a length of the company's, from the usual 15 or 16 digits (a shorter valid length may still grow).
  const typed = digitsOf(form.values.number).length;
  const complete = cardNumberLengths(brand).includes(typed) && typed >= Math.min(16, maxCardNumberLength(brand));
  const numberField = form.field('number');
  // A whole number that fails Luhn is refused at once, without waiting for the pause.
  const numberError = numberField.error ?? (complete && cardNumberProblem(form.values.number)?.reason === 'luhn' ? 'Revisa el número: no es válido.' : null);
  const valid = (Object.keys(RULES) as (keyof CardValues)[]).every((name) => !RULES[name](form.values[name], form.values));

  async function send(values: CardValues, tokenize: boolean) {
    const parts = splitExpiry(values.expiry)!;
    const number = digitsOf(values.number);
    const key = keyOf(values, tokenize);
    if (key === sent.current) return;
    sent.current = key;
    const mine = ++sequence.current;
    setStatus({ kind: 'sending' });
    setFailure(null);
    try {
      await co.run((c) =>
        c.checkout.edit({
          kind: 'newCard',
          card: { number, expiration_month: parts.month, expiration_year: parts.year, cvv: values.cvv.trim(), tokenize, address: holderNames(values.name) },
        }),
      );
      if (mine !== sequence.current) return;
      setStatus({ kind: 'taken' });
      onChosen?.(number.slice(0, 6));
    } catch (error) {
      if (mine !== sequence.current) return;
      sent.current = null;
      setStatus({ kind: 'idle' });
      setFailure(error);
    }
  }

  // A valid card is taken a moment after the shopper stops typing.
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => void send(form.values, save), 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid, form.values, save]);

  // A card made invalid after it was taken leaves the checkout: the order never pays with what the shopper no longer sees.
  useEffect(() => {
    if (valid || sent.current === null) return;
    sent.current = null;
    sequence.current++;
    setStatus({ kind: 'idle' });
    co.run((c) => c.checkout.edit({ kind: 'clearCard' })).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid]);

  // Once the order is placed, the number and the CVV leave this component too.
  const placed = co.result?.status === 'placed';
  useEffect(() => {
    if (!placed) return;
    form.set('number', '');
    form.set('cvv', '');
    sent.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed]);

  const submit = form.onSubmit((values) => send(values, save));
  // Not a <form>: the checkout around it may be one. Enter and the button check every field, then send.
  const confirm = () => void submit({ preventDefault() {}, currentTarget: group.current } as unknown as FormEvent<HTMLFormElement>);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      confirm();
    }
  };

  const badgeId = `${id}-brand`;
  const numberProblemId = `${id}-number-problem`;
  return (
    <fieldset className="new-card" ref={group} onKeyDown={onKeyDown} name="new-card">
      <legend className="new-card__legend">Tarjeta nueva</legend>
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
          value={form.values.number}
          onChange={(event) => numberField.onChange(groupCardNumber(event.target.value))}
          onBlur={numberField.onBlur}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={[badgeId, numberError ? numberProblemId : null].filter(Boolean).join(' ')}
        />
        <p className="field__problem" id={numberProblemId} aria-live="polite">
          {numberError}
        </p>
      </div>
      <TextField id={`${id}-name`} label="Nombre como aparece en la tarjeta" autoComplete="cc-name" autoCapitalize="words" spellCheck={false} {...form.field('name')} />
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
          maxLength={brand === 'UNKNOWN' ? 4 : cvvLength(brand)}
          spellCheck={false}
          {...form.field('cvv')}
          onChange={(value) => form.set('cvv', digitsOf(value).slice(0, brand === 'UNKNOWN' ? 4 : cvvLength(brand)))}
        />
      </div>
      {canSave ? (
        <label className="new-card__save">
          <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} />
          Guardar esta tarjeta
          <span className="field__hint">Guardamos solo los primeros 6 y los últimos 4 dígitos, nunca el CVV.</span>
        </label>
      ) : null}
      <div role="alert" className="form__alert">
        {failure ? <p className="message message--error">{errorMessage(failure)}</p> : form.blocking > 0 ? <p className="message message--error">Revisa los datos marcados de la tarjeta.</p> : null}
      </div>
      <div className="new-card__actions">
        <button type="button" className="button button--secondary" onClick={confirm} disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Revisando la tarjeta…' : 'Usar esta tarjeta'}
        </button>
        <p role="status" className="new-card__status">
          {status.kind === 'taken' && valid ? (
            <>
              <span className="icon new-card__ok-icon" aria-hidden="true" /> Pagarás con tu {CARD_COMPANY_NAMES[brand]} terminada en{' '}
              {lastFour(digitsOf(form.values.number))}.
            </>
          ) : null}
        </p>
      </div>
    </fieldset>
  );
}
