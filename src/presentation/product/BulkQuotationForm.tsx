import { useId, useRef, useState, type FormEvent } from 'react';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';
import { errorMessage } from '../shared/error-message';
import { useBulkQuotation } from './use-bulk-quotation';

/**
 * «Cotizar por mayor»: how many and a phone; the library checks both (a whole number 1..10,000, a phone of 8 to
 * 15 digits) and says which is wrong; then the request goes to `tienda.product.requestBulkQuotation`.
 */
export default function BulkQuotationForm({ sku }: { sku: string }) {
  const id = useId();
  const quotation = useBulkQuotation(sku);
  const { busy, state } = quotation;
  const [quantity, setQuantity] = useState('');
  const [phone, setPhone] = useState('');
  const quantityField = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);
  const phoneField = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    takeEarlySubmit(event.currentTarget as HTMLFormElement);
    return quotation.request(quantity, phone, {
      sent: () => requestAnimationFrame(() => done.current?.focus()),
      failed: (field) => (field === 'phoneNumber' || field === 'phone' ? phoneField : quantityField).current?.focus(),
    });
  }

  if (state.kind === 'sent')
    return (
      <p className="message message--success" ref={done} tabIndex={-1} role="status">
        ¡Gracias! Recibimos tu solicitud por {state.quantity} unidades. Te llamaremos pronto al {phone.trim()}.
      </p>
    );
  const failed = state.kind === 'failed' ? state : null;
  const phoneWrong = failed != null && (failed.field === 'phoneNumber' || failed.field === 'phone');
  const quantityWrong = failed != null && !phoneWrong;
  return (
    <form ref={formElement} {...earlySubmitProps} className="bulk__form" onSubmit={submit} noValidate data-testid="bulk-quotation">
      <div className="field">
        <label htmlFor={`${id}-qty`}>Cantidad que necesitas</label>
        <input
          ref={quantityField}
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={quantityWrong || undefined}
          aria-describedby={`${id}-error`}
          autoFocus
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Teléfono</label>
        <input
          ref={phoneField}
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={phoneWrong || undefined}
          aria-describedby={`${id}-error`}
        />
      </div>
      <p id={`${id}-error`} className="field__problem" role="alert">
        {failed ? errorMessage(failed.error, 'la cotización') : null}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Enviando…' : 'Pedir cotización'}
      </button>
    </form>
  );
}
