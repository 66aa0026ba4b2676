import { useRef, useState, type FormEvent } from 'react';
import { IMAGE_TYPES } from '../../domain/account/images';
import type { Order } from '../../domain/orders/order';
import { bankSlipProblem, bankSlipState } from '../../domain/orders/order-rules';
import { useOrderCalls } from './use-order-calls';
import { useSend } from '../profile/use-send';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { formatPrice } from '../shared/format';
import type { ActionPartProps } from './action-part';
import { useDataUrl } from '../shared/use-data-url';
import { blobToDataUrl, UploadProgress } from './upload-parts';

const STATE_TEXT = {
  not_required: 'Si hiciste un depósito para este pedido, sube aquí la foto de su boleta.',
  required: 'Deposita el monto de tu pedido y sube una foto de la boleta para que confirmemos tu pago.',
  in_review: 'Recibimos tu boleta: la estamos revisando. Te avisaremos cuando la verifiquemos.',
  verified: 'Verificamos tu depósito: tu pago está confirmado.',
} as const;

/** The amount as typed (dot for decimals; thousands commas ignored); NaN when it is not a number. */
const parseAmount = (text: string) => (text.trim() ? Number(text.trim().replace(/,/g, '')) : Number.NaN);

/**
 * The bank slips of an order paid by deposit: its verification state, the slips sent (each «En revisión» or
 * «Verificado», viewable), and the upload of a new one: a photo previewed before sending, the amount deposited,
 * a progress bar while it goes, and on failure the reason and «Reintentar» with the same photo and amount.
 */
export default function BankSlipPanel({ order, done }: ActionPartProps) {
  const calls = useOrderCalls();
  const state = bankSlipState(order);
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState(order.totals.amount_unpaid > 0 ? order.totals.amount_unpaid.toFixed(2) : '');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useDataUrl(file);
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = useSend(() => root.current?.querySelector<HTMLElement>('button[type=submit]'));
  const error = (field: string) => (problem?.field === field ? problem.message : '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.sending) return;
    const value = parseAmount(amount);
    const found = !file ? { field: 'image', message: 'Elige la foto de tu boleta.' } : bankSlipProblem({ image: file, amount: Number.isNaN(value) ? null : value });
    setProblem(found);
    if (found) {
      (found.field === 'image' ? input.current : root.current?.querySelector<HTMLElement>('[name=amount]'))?.focus();
      return;
    }
    setProgress(0);
    let updated: Order | null = null;
    const ok = await submit.send(async () => {
      updated = await calls.uploadBankSlip(order.order_number, { image: file!, amount: value }, { onProgress: (fraction: number) => setProgress(fraction) });
    });
    setProgress(null);
    if (!ok) return;
    setFile(null);
    if (input.current) input.current.value = '';
    done(`Recibimos tu boleta de ${formatPrice(value)}. La revisaremos pronto.`, updated);
  }

  return (
    <section className="card oa-part oa-slips" aria-labelledby="oa-slips-title">
      <h2 id="oa-slips-title">Boleta de depósito</h2>
      <p className={`oa-state oa-state--${state}`} data-testid="bank-slip-state">
        {STATE_TEXT[state]}
      </p>
      {order.totals.amount_unpaid > 0 ? <p className="oa-about">Por pagar: <strong>{formatPrice(order.totals.amount_unpaid)}</strong></p> : null}
      {order.bank_slips.length ? (
        <ul className="oa-slip-list">
          {order.bank_slips.map((slip, index) => (
            <SlipRow key={slip.id} orderNumber={order.order_number} slipId={slip.id} label={`Boleta ${index + 1}`} verified={slip.is_verified} />
          ))}
        </ul>
      ) : null}
      {state === 'verified' ? null : (
        <form ref={root} noValidate onSubmit={onSubmit} aria-label="Subir una boleta" className="oa-slip-form">
          {order.bank_slips.length ? <h3>Subir otra boleta</h3> : null}
          <FormAlert id="oa-slip-alert" failure={submit.failure} blocking={problem ? 1 : 0} />
          <div className="field">
            <label htmlFor="oa-slip-image">Foto de la boleta</label>
            <p className="field__hint" id="oa-slip-image-hint">
              PNG, JPEG o WebP de hasta 2 MB, con el monto y la fecha legibles.
            </p>
            <div className="oa-file">
              <input
                ref={input}
                id="oa-slip-image"
                name="image"
                type="file"
                className="oa-file__input"
                accept={IMAGE_TYPES.join(',')}
                aria-invalid={error('image') ? true : undefined}
                aria-describedby="oa-slip-image-hint oa-slip-image-name oa-slip-image-problem"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  if (problem?.field === 'image') setProblem(null);
                }}
              />
              <label htmlFor="oa-slip-image" className="button button--secondary oa-file__pick" aria-hidden="true">
                <span className="icon oa-i-image-up" aria-hidden="true" />
                {file ? 'Cambiar foto' : 'Elegir foto'}
              </label>
              <span className="oa-file__name" id="oa-slip-image-name">
                {file ? file.name : 'Ninguna foto elegida'}
              </span>
            </div>
            <p className="field__problem" id="oa-slip-image-problem" aria-live="polite">
              {error('image')}
            </p>
          </div>
          {file ? (
            <div className="oa-preview">{preview ? <img src={preview} alt={`Vista previa de ${file.name}`} /> : null}</div>
          ) : null}
          <div className="field">
            <label htmlFor="oa-slip-amount">Monto depositado (Q)</label>
            <input
              id="oa-slip-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={error('amount') ? true : undefined}
              aria-describedby="oa-slip-amount-problem"
              onChange={(event) => {
                setAmount(event.target.value);
                if (problem?.field === 'amount') setProblem(null);
              }}
            />
            <p className="field__problem" id="oa-slip-amount-problem" aria-live="polite">
              {error('amount')}
            </p>
          </div>
          {progress !== null ? <UploadProgress label="Subiendo la boleta" fraction={progress} /> : null}
          <SubmitButton sending={submit.sending} busy="Subiendo…" className="button button--primary">
            {submit.failure ? 'Reintentar' : 'Subir boleta'}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

/** One slip sent: its state, and «Ver boleta», which fetches the picture (private to the shopper) and shows it. */
function SlipRow({ orderNumber, slipId, label, verified }: { orderNumber: string; slipId: string; label: string; verified: boolean }) {
  const calls = useOrderCalls();
  const [image, setImage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function show() {
    if (image) return setOpen(!open);
    setBusy(true);
    setFailure(null);
    try {
      setImage(await blobToDataUrl(await calls.bankSlip(orderNumber, slipId)));
      setOpen(true);
    } catch (error) {
      setFailure(`No pudimos mostrar la boleta. ${errorMessage(error, 'la boleta')}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="oa-slip" data-testid="bank-slip">
      <div className="oa-slip__row">
        <span className="oa-slip__name">{label}</span>
        <span className={`oa-chip oa-chip--${verified ? 'verified' : 'review'}`}>
          <span className={`icon ${verified ? 'oa-i-circle-check' : 'oa-i-clock'}`} aria-hidden="true" />
          {verified ? 'Verificado' : 'En revisión'}
        </span>
        <button type="button" className="button button--link" onClick={show} disabled={busy} aria-expanded={open} aria-label={`${open ? 'Ocultar' : 'Ver'} ${label.toLowerCase()}`}>
          {busy ? 'Cargando…' : open ? 'Ocultar' : 'Ver boleta'}
        </button>
      </div>
      <div role="alert" className="oa-slip__alert">
        {failure ? <p className="message message--error">{failure}</p> : null}
      </div>
      {open && image ? <img className="oa-slip__image" src={image} alt={`${label} del pedido ${orderNumber}`} /> : null}
    </li>
  );
}
