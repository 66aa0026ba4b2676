import './warranty.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { IMAGE_TYPES, imageProblem } from '../../domain/account/images';
import type { CartItem } from '../../domain/cart/cart';
import type { WarrantyClaim } from '../../domain/warranty/warranty';
import { WARRANTY_LIMITS, warrantyClaimProblem, warrantyStepLabel } from '../../domain/warranty/warranty-rules';
import { RequireUser } from '../account/RequireUser';
import { UploadProgress } from '../order-actions/upload-parts';
import { useDataUrl } from '../shared/use-data-url';
import { useSend } from '../profile/use-send';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { useClaimedItem, useWarrantyActions } from './use-warranty';

/** `/cuenta/pedidos/:number/garantia/:itemId`: claims the warranty of one item of an order. */
export default function WarrantyClaimScreen() {
  return (
    <RequireUser label="Cargando tu pedido…">
      <ClaimView />
    </RequireUser>
  );
}

function ClaimView() {
  const { number = '', itemId = '' } = useParams();
  const view = useClaimedItem(number, itemId);

  const back = (
    <Link to={`/cuenta/pedidos/${encodeURIComponent(number)}`} className="wc-back">
      Volver al pedido {number}
    </Link>
  );
  const page = (body: ReactNode) => (
    <div className="wc">
      {back}
      <PageTitle>Reclamar garantía</PageTitle>
      {body}
    </div>
  );
  if (view.status === 'loading' || view.status === 'idle') return page(<Loading label="Cargando tu pedido…" />);
  if (view.status === 'error')
    return page(
      view.error.cause === 'notFound' ? (
        <EmptyState>No encontramos ese pedido en tu cuenta.</EmptyState>
      ) : (
        <ErrorState error={view.error} subject="tu pedido" onRetry={view.reload} />
      ),
    );
  const item = view.data;
  if (!item) return page(<EmptyState>Ese producto no está en el pedido {number}.</EmptyState>);
  if (item.warranty_claim_status)
    return page(
      <EmptyState action={<Link to="/cuenta/garantias">Ver tus garantías</Link>}>
        Ya tienes un reclamo de garantía de {item.product.title}: {item.warranty_claim_status.title}.
      </EmptyState>,
    );
  if (!item.is_under_warranty) return page(<EmptyState>{item.product.title} ya no está en garantía.</EmptyState>);
  return page(<ClaimForm orderNumber={number} item={item} />);
}

interface Photo {
  key: number;
  file: File;
}
let nextKey = 0;

/** The claim: what fails, notes, how many units, up to 5 photos; everything kept when sending fails. */
function ClaimForm({ orderNumber, item }: { orderNumber: string; item: CartItem }) {
  const warranty = useWarrantyActions();
  const [problemText, setProblemText] = useState('');
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [claim, setClaim] = useState<WarrantyClaim | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const submit = useSend(() => root.current?.querySelector<HTMLElement>('button[type=submit]'));
  const error = (field: string) => (problem?.field === field ? problem.message : '');
  const full = photos.length >= WARRANTY_LIMITS.images;

  useEffect(() => {
    if (claim) doneRef.current?.focus();
  }, [claim]);

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (picker.current) picker.current.value = '';
    const notes: string[] = [];
    const fresh: Photo[] = [];
    for (const file of chosen) {
      const wrong = imageProblem(file, `«${file.name}»`);
      if (wrong) notes.push(wrong);
      else if (photos.length + fresh.length >= WARRANTY_LIMITS.images) notes.push(`Puedes adjuntar hasta ${WARRANTY_LIMITS.images} fotos: «${file.name}» quedó fuera.`);
      else fresh.push({ key: nextKey++, file });
    }
    setRefused(notes);
    if (fresh.length) {
      setPhotos((list) => [...list, ...fresh]);
      if (problem?.field === 'images') setProblem(null);
    }
  }

  function remove(index: number) {
    const left = photos.filter((_, i) => i !== index);
    setPhotos(left);
    // The focus goes to the next photo's «Quitar», else the previous one's, else the picker.
    requestAnimationFrame(() => {
      const buttons = root.current?.querySelectorAll<HTMLElement>('[data-photo-remove]') ?? [];
      (buttons[index] ?? buttons[index - 1] ?? picker.current)?.focus();
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.sending) return;
    const input = { problem: problemText.trim(), customerNotes: notes.trim() || null, quantity: Number(quantity.trim() || Number.NaN), images: photos.map((photo) => photo.file) };
    const found = warrantyClaimProblem(input, item.quantity);
    setProblem(found);
    if (found) {
      (found.field === 'images' ? picker.current : root.current?.querySelector<HTMLElement>(`[name="${found.field}"]`))?.focus();
      return;
    }
    setProgress(0);
    let answer: WarrantyClaim | null = null;
    const ok = await submit.send(async () => {
      answer = await warranty.claim(orderNumber, item.item_id, input, { onProgress: (fraction: number) => setProgress(fraction) });
    });
    setProgress(null);
    if (ok) setClaim(answer);
  }

  if (claim)
    return (
      <div className="card wc-done" ref={doneRef} tabIndex={-1} role="status">
        <h2>Enviamos tu reclamo</h2>
        <p>
          Reclamo de {claim.quantity} × {item.product.title}: <strong>{claim.status?.title ?? warrantyStepLabel(claim.warranty_status_step)}</strong>.
        </p>
        {claim.status?.instructions ? <p>{claim.status.instructions}</p> : null}
        <p className="wc-done__links">
          <Link to="/cuenta/garantias">Ver tus garantías</Link>
          <Link to={`/cuenta/pedidos/${encodeURIComponent(orderNumber)}`}>Volver al pedido</Link>
        </p>
      </div>
    );

  const field = (name: string) => ({
    id: `wc-${name}`,
    name,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': `wc-${name}-hint wc-${name}-problem`,
  });
  const line = (name: string) => (
    <p className="field__problem" id={`wc-${name}-problem`} aria-live="polite">
      {error(name)}
    </p>
  );
  return (
    <form ref={root} className="card wc-form" noValidate onSubmit={onSubmit} aria-labelledby="wc-title">
      <h2 id="wc-title" className="wc-form__title">
        {item.product.title}
      </h2>
      <p className="wc-about">
        Pedido {orderNumber} · {item.quantity} {item.quantity === 1 ? 'unidad' : 'unidades'}
      </p>
      <FormAlert id="wc-alert" failure={submit.failure} blocking={problem ? 1 : 0} />
      <div className="field">
        <label htmlFor="wc-problem">¿Qué problema tiene?</label>
        <p className="field__hint" id="wc-problem-hint">
          Cuéntanos qué falla y desde cuándo ({[...problemText].length} de {WARRANTY_LIMITS.problem} caracteres).
        </p>
        <textarea {...field('problem')} rows={4} value={problemText} onChange={(event) => (setProblemText(event.target.value), problem?.field === 'problem' && setProblem(null))} />
        {line('problem')}
      </div>
      <div className="field">
        <label htmlFor="wc-customerNotes">Notas (opcional)</label>
        <p className="field__hint" id="wc-customerNotes-hint">
          Lo que nos ayude: cuándo lo usas, qué ya probaste, cómo contactarte.
        </p>
        <textarea
          {...field('customerNotes')}
          rows={3}
          value={notes}
          onChange={(event) => (setNotes(event.target.value), problem?.field === 'customerNotes' && setProblem(null))}
        />
        {line('customerNotes')}
      </div>
      {item.quantity > 1 ? (
        <div className="field wc-quantity">
          <label htmlFor="wc-quantity">Unidades con el problema</label>
          <p className="field__hint" id="wc-quantity-hint">
            De 1 a {item.quantity}.
          </p>
          <input
            {...field('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={item.quantity}
            step={1}
            value={quantity}
            onChange={(event) => (setQuantity(event.target.value), problem?.field === 'quantity' && setProblem(null))}
          />
          {line('quantity')}
        </div>
      ) : null}
      <fieldset className="wc-photos" aria-describedby="wc-images-hint wc-images-problem">
        <legend>Fotos (opcional)</legend>
        <p className="field__hint" id="wc-images-hint">
          Hasta {WARRANTY_LIMITS.images} fotos PNG, JPEG o WebP de hasta 2 MB cada una. Llevas {photos.length}.
        </p>
        <input
          ref={picker}
          id="wc-images"
          name="images"
          className="wc-photos__input"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={full || submit.sending}
          onChange={(event) => choose(event.target.files)}
        />
        <label htmlFor="wc-images" className="button button--secondary wc-photos__pick" aria-disabled={full || undefined}>
          <span className="icon wc-i-image-plus" aria-hidden="true" />
          {full ? 'Ya tienes 5 fotos' : 'Agregar fotos'}
        </label>
        {line('images')}
        <div role="alert">
          {refused.length ? (
            <ul className="message message--error wc-refused">
              {refused.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {photos.length ? (
          <ul className="wc-photos__list">
            {photos.map((photo, index) => (
              <PhotoItem key={photo.key} file={photo.file} disabled={submit.sending} onRemove={() => remove(index)} keyName={String(photo.key)} />
            ))}
          </ul>
        ) : null}
      </fieldset>
      {progress !== null ? <UploadProgress label="Enviando tu reclamo" fraction={progress} /> : null}
      <SubmitButton sending={submit.sending} busy="Enviando…" className="button button--primary">
        {submit.failure ? 'Reintentar' : 'Enviar reclamo'}
      </SubmitButton>
    </form>
  );
}

function PhotoItem({ file, onRemove, disabled, keyName }: { file: File; onRemove(): void; disabled: boolean; keyName: string }) {
  const preview = useDataUrl(file);
  return (
    <li className="wc-photo" data-testid="claim-photo">
      <span className="wc-photo__frame">{preview ? <img src={preview} alt={`Vista previa de ${file.name}`} /> : null}</span>
      <span className="wc-photo__name">{file.name}</span>
      <button type="button" className="button button--link" data-photo-remove={keyName} onClick={onRemove} disabled={disabled} aria-label={`Quitar ${file.name}`}>
        Quitar
      </button>
    </li>
  );
}
