import { useId, useRef, useState, type FormEvent } from 'react';
import { couponErrorMessage, recognizeCode, type Cart } from '../../index';
import { useSession } from '../session/use-session';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import type { Outcome } from './use-cart';
import { useCartCoupons } from './use-cart-extras';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * "Cupón o tarjeta de regalo": one field, the kind named as the shopper types
 * (spec section 5's format), the codes the cart holds with what each takes off
 * and a way to remove it, and, for a signed-in shopper, their own coupons that
 * apply to this cart as one-tap chips. A refused code stays in the field.
 */
export function CodeField({
  cart,
  onApply,
  onRemove,
}: {
  cart: Cart;
  onApply: (text: string) => Promise<Outcome>;
  onRemove: (code: string) => Promise<Outcome>;
}) {
  const id = useId();
  const signedIn = useSession().isSignedIn;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const code = recognizeCode(text);
  const kind = (c: { kind: string }) => (c.kind === 'giftCard' ? 'Tarjeta de regalo' : 'Cupón');

  // The shopper's own coupons, evaluated against this cart (signed-in shoppers only: an anonymous one makes no call).
  const offers = useCartCoupons(signedIn, cart);

  const apply = async (typed: string, fromField: boolean) => {
    const wanted = recognizeCode(typed);
    if (!wanted) {
      setProblem('Escribe el código de tu cupón o de tu tarjeta de regalo.');
      input.current?.focus();
      return;
    }
    if (busy) return;
    setBusy('apply');
    setProblem(null);
    setNote('');
    const outcome = await onApply(typed);
    setBusy(null);
    const name = wanted.kind === 'giftCard' ? wanted.number : wanted.code;
    if (outcome.ok) {
      if (fromField) setText('');
      else input.current?.focus();
      setNote(`${kind(wanted)} ${name} aplicado.`);
    } else {
      setProblem(errorMessage(outcome.error, 'tu carrito'));
      if (!fromField) input.current?.focus();
    }
  };

  const remove = async (what: string, label: string) => {
    if (busy) return;
    setBusy(what);
    setProblem(null);
    setNote('');
    const outcome = await onRemove(what);
    setBusy(null);
    if (outcome.ok) {
      setNote(`Quitaste ${label} ${what}.`);
      // The button pressed has gone with its code: the field takes the focus.
      input.current?.focus();
    } else {
      setProblem(errorMessage(outcome.error, 'tu carrito'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(text, true);
  };

  const chips = offers.filter((offer) => !couponErrorMessage(offer) && !cart.coupons.some((coupon) => same(coupon.code, offer.code)));
  const applied = cart.coupons.length + cart.gift_cards.length;

  return (
    <section className="codes" aria-labelledby={`${id}-title`} aria-busy={busy !== null}>
      <h3 id={`${id}-title`} className="codes__title">
        Cupón o tarjeta de regalo
      </h3>
      {applied > 0 ? (
        <ul className="codes__list" aria-label="Códigos aplicados" data-testid="applied-codes">
          {cart.coupons.map((coupon) => {
            const refusal = couponErrorMessage(coupon);
            return (
              <li key={`c-${coupon.code}`} className="codes__item">
                <span className="codes__name">
                  Cupón <strong>{coupon.code}</strong>
                  {coupon.auto_apply ? <span className="codes__auto"> (automático)</span> : null}
                </span>
                {refusal ? (
                  // Said in full once: when the alert below the field already says why, the list says it briefly.
                  <span className="codes__refusal">{refusal === problem ? 'No se aplicó.' : refusal}</span>
                ) : (
                  <span className="codes__amount">-{formatPrice(coupon.discount ?? 0)}</span>
                )}
                {coupon.auto_apply ? null : (
                  <button
                    type="button"
                    className="button button--link codes__remove"
                    aria-label={`Quitar el cupón ${coupon.code}`}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => remove(coupon.code, 'el cupón')}
                  >
                    Quitar
                  </button>
                )}
              </li>
            );
          })}
          {cart.gift_cards.map((card) => (
            <li key={`g-${card.number}`} className="codes__item">
              <span className="codes__name">
                Tarjeta de regalo <strong>{card.number}</strong>
              </span>
              {card.is_valid ? (
                <span className="codes__amount">
                  Usas {formatPrice(card.amount ?? 0)}
                  {card.available_balance != null ? ` de ${formatPrice(card.available_balance)}` : null}
                </span>
              ) : (
                <span className="codes__refusal">
                  {card.available_balance === 0 ? 'Esta tarjeta ya no tiene saldo.' : 'Esta tarjeta no es válida.'}
                </span>
              )}
              <button
                type="button"
                className="button button--link codes__remove"
                aria-label={`Quitar la tarjeta de regalo ${card.number}`}
                aria-disabled={busy !== null || undefined}
                onClick={() => remove(card.number, 'la tarjeta de regalo')}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="codes__form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          Cupón o tarjeta de regalo
        </label>
        <div className="codes__row">
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-kind${problem ? ` ${id}-problem` : ''}`}
          />
          <button type="submit" className="button button--secondary" aria-disabled={busy !== null || undefined}>
            {busy === 'apply' ? 'Aplicando…' : 'Aplicar'}
          </button>
        </div>
        <p id={`${id}-kind`} className="codes__kind" data-testid="code-kind">
          {code ? kind(code) : 'Escribe un cupón o el número de tu tarjeta de regalo.'}
        </p>
        <div role="alert" className="codes__alert">
          {problem ? (
            <p id={`${id}-problem`} className="message message--error" data-testid="code-problem">
              {problem}
            </p>
          ) : null}
        </div>
        <p role="status" className="visually-hidden" data-testid="code-note">
          {note}
        </p>
      </form>
      {chips.length > 0 ? (
        <div className="codes__offers">
          <p className="codes__offers-title" id={`${id}-offers`}>
            Tus cupones
          </p>
          <ul className="chips" aria-labelledby={`${id}-offers`}>
            {chips.map((offer) => (
              <li key={offer.code}>
                <button type="button" className="chip" aria-disabled={busy !== null || undefined} onClick={() => apply(offer.code, false)}>
                  Aplicar <strong>{offer.code}</strong>
                  {offer.discount ? <span> (-{formatPrice(offer.discount)})</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
