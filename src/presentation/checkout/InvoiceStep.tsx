import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { TaxId } from '../../index';
import { errorMessage } from '../shared/error-message';
import { useInvoiceStep, type InvoiceKind } from './use-invoice-step';

const TaxIdForm = lazy(() => import('../addresses/TaxIdForm').then((m) => ({ default: m.TaxIdForm })));

/** Step 3: the invoice, to a NIT (a saved one or a new one), to «Consumidor final» (CF), or none. */
export function InvoiceStep({ onDone }: { onDone(): void }) {
  const invoice = useInvoiceStep();
  const { checkout: state, chosenKind, taxIds, listed, error } = invoice;
  const [kind, setKind] = useState<InvoiceKind>(chosenKind);
  // 'asked': opened by «Agregar un NIT», so its first field takes the focus; 'auto': shown on choosing «Con NIT» without any.
  const [adding, setAdding] = useState<false | 'auto' | 'asked'>(false);
  const [problem, setProblem] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  // A choice starts afresh: the step's own problem goes with the last failure.
  const send = (choice: () => Promise<void>) => {
    setProblem(null);
    return choice();
  };

  const chooseTaxId = (taxId: TaxId) => send(() => invoice.chooseTaxId(taxId));

  const chooseKind = (next: InvoiceKind) => {
    setKind(next);
    if (next === 'cf') void send(invoice.chooseFinalConsumer);
    else if (next === 'none') void send(invoice.chooseNoInvoice);
    else if (listed !== 'loading' && taxIds.length === 0) setAdding('auto');
  };

  const saved = (taxId: TaxId) => {
    setAdding(false);
    void chooseTaxId(taxId);
    requestAnimationFrame(() => root.current?.querySelector<HTMLInputElement>(`input[value="${String(taxId.id)}"]`)?.focus());
  };

  const next = () => {
    if (kind === 'nit' && chosenKind !== 'nit') {
      setProblem('Elige uno de tus NIT o agrega uno.');
      root.current?.querySelector<HTMLElement>('[data-group="nit"] input, [data-group="nit"] button')?.focus();
      return;
    }
    onDone();
  };

  return (
    <div ref={root} className="checkout-step">
      <fieldset className="co-group">
        <legend className="co-group__legend">¿A nombre de quién emitimos la factura?</legend>
        <ul className="co-choices">
          <li>
            <label className="co-choice">
              <input type="radio" name={`${id}-kind`} checked={kind === 'cf'} onChange={() => chooseKind('cf')} />
              <span className="co-choice__body">
                <span className="co-choice__title">Consumidor final (CF)</span>
                <span className="co-choice__text">Sin NIT: la factura dice «Consumidor final».</span>
              </span>
            </label>
          </li>
          <li>
            <label className="co-choice">
              <input type="radio" name={`${id}-kind`} checked={kind === 'nit'} onChange={() => chooseKind('nit')} />
              <span className="co-choice__body">
                <span className="co-choice__title">Con NIT</span>
                <span className="co-choice__text">A nombre de una persona o empresa.</span>
              </span>
            </label>
          </li>
          <li>
            <label className="co-choice">
              <input type="radio" name={`${id}-kind`} checked={kind === 'none'} onChange={() => chooseKind('none')} />
              <span className="co-choice__body">
                <span className="co-choice__title">Sin factura</span>
              </span>
            </label>
          </li>
        </ul>
      </fieldset>

      {kind === 'nit' ? (
        <fieldset className="co-group" data-group="nit">
          <legend className="co-group__legend">Tus NIT</legend>
          {listed === 'loading' ? <p className="co-group__loading">Cargando tus NIT…</p> : null}
          {listed === 'error' ? <p className="hint">No pudimos cargar tus NIT. Puedes agregar uno.</p> : null}
          <ul className="co-choices">
            {taxIds.map((taxId) => (
              <li key={String(taxId.id)}>
                <label className="co-choice">
                  <input
                    type="radio"
                    name={`${id}-nit`}
                    value={String(taxId.id)}
                    checked={chosenKind === 'nit' && (same(state.invoiceData?.id, taxId.id) || (state.invoiceData?.id == null && state.invoiceData?.tax_id === taxId.tax_id))}
                    onChange={() => chooseTaxId(taxId)}
                  />
                  <span className="co-choice__body">
                    <span className="co-choice__title">NIT {taxId.tax_id}</span>
                    <span className="co-choice__text">
                      {taxId.name}
                      {taxId.address ? `, ${taxId.address}` : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {adding ? (
            <div className="checkout-step__form">
              <h3 className="checkout-step__subtitle">Nuevo NIT</h3>
              <Suspense fallback={<p className="co-group__loading">Cargando el formulario…</p>}>
                <TaxIdForm
                  focusOnOpen={adding === 'asked'}
                  onSaved={saved}
                  onCancel={() => {
                    setAdding(false);
                    requestAnimationFrame(() => root.current?.querySelector<HTMLButtonElement>('[data-testid="add-tax-id"]')?.focus());
                  }}
                  submitLabel="Guardar y usar este NIT"
                />
              </Suspense>
            </div>
          ) : (
            <button type="button" className="button button--secondary" data-testid="add-tax-id" onClick={() => setAdding('asked')}>
              Agregar un NIT
            </button>
          )}
        </fieldset>
      ) : null}

      <div role="alert" className="checkout-step__alert">
        {error ? <p className="message message--error">{errorMessage(error)}</p> : problem ? <p className="message message--error">{problem}</p> : null}
      </div>
      <button type="button" className="button button--primary" onClick={next}>
        Continuar a revisar
      </button>
    </div>
  );
}

const same = (a: string | number | null | undefined, b: string | number | null | undefined) => a != null && b != null && String(a) === String(b);
