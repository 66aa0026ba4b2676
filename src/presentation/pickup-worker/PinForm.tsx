import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field, useAction } from './parts';

/** The order's PIN, which only its buyer has: a wrong one is said under the field, which keeps the focus. */
export default function PinForm({ number, who, send, onCancel }: { number: string; who: string; send(pin: string): Promise<void>; onCancel(): void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const action = useAction(field, 'el pedido');

  useEffect(() => field.current?.focus(), []);

  // The library refuses a PIN that cannot be one (blank, not 4 to 8 digits) before any call, with its Spanish message.
  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run(() => send(pin)).then((ok) => ok || field.current?.select());
  }

  return (
    <form className="worker-pin" onSubmit={submit} noValidate aria-busy={action.sending || undefined} aria-label={`Entregar el pedido ${number}`}>
      <Field
        ref={field}
        id={`${id}-pin`}
        label="PIN del pedido"
        hint={`Pídele a ${who} el PIN de recogida: lo ve en su cuenta, en el detalle del pedido.`}
        problem={action.problem}
        name="pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={8}
        className="worker-pin__input"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
      />
      <div className="worker-pin__actions">
        <button type="submit" className="button button--primary button--large" aria-disabled={action.sending || undefined}>
          {action.sending ? 'Entregando…' : 'Confirmar entrega'}
        </button>
        <button type="button" className="button button--secondary button--large" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
