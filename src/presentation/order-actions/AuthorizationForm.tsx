import { useRef, useState, type FormEvent } from 'react';
import { toUseCaseError } from '../../index';
import { useOrderCalls } from './use-order-calls';
import { useSend } from '../profile/use-send';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import type { ActionPartProps } from './action-part';

/**
 * The card's authorization number: the bank's code for the charge, which the store asks for to confirm a card
 * payment. A wrong number says so and keeps what was typed; after too many, the form locks with the API's message.
 */
export default function AuthorizationForm({ order, done, current }: ActionPartProps) {
  const calls = useOrderCalls();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const submit = useSend(() => root.current?.querySelector<HTMLElement>('input'));
  const locked = submit.failure ? toUseCaseError(submit.failure).cause === 'CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED' : false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.sending || locked) return;
    const digits = number.trim();
    const found = !digits ? 'Escribe el número de autorización.' : /^[0-9]+$/.test(digits) ? '' : 'El número de autorización lleva solo dígitos.';
    setProblem(found);
    setWrong(null);
    if (found) {
      root.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    let verified = false;
    const ok = await submit.send(async () => {
      verified = (await calls.verifyAuthorizationNumber(order.order_number, digits)).verified;
    });
    if (!ok) return;
    if (verified) done('Verificamos el número de autorización: tu pago con tarjeta está confirmado.', await current());
    else {
      setWrong(`El número ${digits} no coincide con el de tu banco. Revísalo en el mensaje o el estado de cuenta de tu tarjeta.`);
      root.current?.querySelector<HTMLElement>('input')?.focus();
    }
  }

  return (
    <form ref={root} className="card oa-part" noValidate onSubmit={onSubmit} aria-labelledby="oa-auth-title">
      <h2 id="oa-auth-title">Confirma el cobro de tu tarjeta</h2>
      <p className="oa-about">
        Tu banco necesita confirmar el cobro de este pedido. Escribe el número de autorización que te envió tu banco (lo ves en el mensaje del cobro o en tu
        banca en línea).
      </p>
      <FormAlert id="oa-auth-alert" failure={submit.failure} />
      <div role="alert">{wrong ? <p className="message message--error">{wrong}</p> : null}</div>
      <div className="field">
        <label htmlFor="oa-auth-number">Número de autorización</label>
        <input
          id="oa-auth-number"
          name="number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={number}
          readOnly={locked}
          aria-invalid={problem || wrong ? true : undefined}
          aria-describedby="oa-auth-number-problem"
          onChange={(event) => {
            setNumber(event.target.value);
            setProblem('');
          }}
        />
        <p className="field__problem" id="oa-auth-number-problem" aria-live="polite">
          {problem}
        </p>
      </div>
      {locked ? null : (
        <SubmitButton sending={submit.sending} busy="Verificando…" className="button button--primary">
          Verificar
        </SubmitButton>
      )}
    </form>
  );
}
