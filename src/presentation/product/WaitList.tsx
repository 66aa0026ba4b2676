import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WaitListStatus } from '../../index';
import { errorMessage } from '../shared/error-message';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';
import { useTypedEarly } from '../shared/use-typed-early';
import { useWaitList } from './use-wait-list';

/**
 * «Avísame cuando haya existencias» for a product out of stock: an email (the signed-in shopper's, prefilled) puts
 * the shopper on the wait list; once on it, «Te avisaremos a …» and «Salir de la lista». `status` is the
 * shopper's own, read after hydration (null until then, or when unknown).
 */
export default function WaitList({ productId, status }: { productId: string; status: WaitListStatus | null }) {
  const id = useId();
  const list = useWaitList(productId, status);
  const { current, on, busy, error } = list;
  const [email, setEmail] = useState('');
  const [typed, setTyped] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // An email typed into the server's field before hydration is the shopper's own (use-typed-early.ts).
  useTypedEarly(field, email, (value) => {
    setTyped(true);
    setEmail(value);
  });
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const moveFocus = useRef<'confirmation' | 'field' | null>(null);

  // The signed-in shopper's email fills the field, unless they typed one.
  const known = list.knownEmail;
  useEffect(() => {
    if (!typed && known) setEmail(known);
  }, [known]);

  useEffect(() => {
    if (moveFocus.current === 'confirmation') confirmation.current?.focus();
    if (moveFocus.current === 'field') field.current?.focus();
    moveFocus.current = null;
  }, [on]);

  function join(event: FormEvent) {
    event.preventDefault();
    takeEarlySubmit(event.currentTarget as HTMLFormElement);
    return list.join(email, {
      joined: () => {
        moveFocus.current = 'confirmation';
      },
      failed: () => field.current?.focus(),
    });
  }

  function leave() {
    return list.leave(email, {
      left: () => {
        moveFocus.current = 'field';
      },
    });
  }

  return (
    <div className="wait-list" data-testid="wait-list" aria-busy={busy}>
      {on ? (
        <>
          <p className="wait-list__on" ref={confirmation} tabIndex={-1}>
            <span className="icon icon--bell-ring" aria-hidden="true" /> Te avisaremos a <strong>{current?.notification_email ?? email}</strong> cuando haya existencias.
          </p>
          <button type="button" className="button button--secondary" onClick={leave} aria-disabled={busy || undefined}>
            {busy ? 'Saliendo…' : 'Salir de la lista'}
          </button>
        </>
      ) : (
        <form ref={formElement} {...earlySubmitProps} className="wait-list__form" onSubmit={join} noValidate>
          <p className="wait-list__intro">¿Lo quieres? Te escribimos en cuanto vuelva.</p>
          <div className="field">
            <label htmlFor={`${id}-email`}>Correo electrónico</label>
            <input
              ref={field}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => {
                setTyped(true);
                setEmail(event.target.value);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
          </div>
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            <span className="icon icon--bell" aria-hidden="true" /> {busy ? 'Anotándote…' : 'Avísame cuando haya existencias'}
          </button>
        </form>
      )}
      <p id={`${id}-error`} className="wait-list__error" role="alert">
        {error ? errorMessage(error, 'la lista de espera') : null}
      </p>
    </div>
  );
}
