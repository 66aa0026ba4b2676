import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TemporaryCard } from '../../domain/checkout/checkout-state';
import { cardBrand, CARD_COMPANY_NAMES, lastFour } from '../../domain/payments/card';
import { useCheckout } from '../checkout/use-checkout';
import { errorMessage } from '../shared/error-message';
import { TextField } from '../shared/TextField';
import { required, useForm } from '../shared/use-form';
import { CARD_RULES, CardFields, cardInput, digitsOf, groupCardNumber, type CardFieldValues } from './card-fields';

/*
 * The new card's number and CVV live in this component's state and in the
 * checkout store (memory) only: never in storage, the URL, the console or
 * analytics. They are wiped from here once the order is placed.
 */

export { formatExpiry, groupCardNumber } from './card-fields';

type CardValues = CardFieldValues & { name: string };

const RULES = {
  ...CARD_RULES,
  name: required('el nombre como aparece en la tarjeta'),
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
  const valid = (Object.keys(RULES) as (keyof CardValues)[]).every((name) => !RULES[name](form.values[name], form.values));

  async function send(values: CardValues, tokenize: boolean) {
    const { number, expiration_month, expiration_year, cvv } = cardInput(values);
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
          card: { number, expiration_month, expiration_year, cvv, tokenize, address: holderNames(values.name) },
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

  // Once the order is placed (paid or left pending), the number and the CVV leave this component too.
  const placed = co.result?.status === 'placed' || co.result?.status === 'pending';
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

  return (
    <fieldset className="new-card" ref={group} onKeyDown={onKeyDown} name="new-card">
      <legend className="new-card__legend">Tarjeta nueva</legend>
      <CardFields id={id} form={form}>
        <TextField id={`${id}-name`} label="Nombre como aparece en la tarjeta" autoComplete="cc-name" autoCapitalize="words" spellCheck={false} {...form.field('name')} />
      </CardFields>
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
