import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Review } from '../../index';
import { REVIEW_LIMITS, reviewProblem, type ReviewProblem } from '../../domain/reviews/review-rules';
import { useSend } from '../profile/use-send';
import { errorMessage } from '../shared/error-message';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { imageUrl } from '../shared/image';
import { TextField } from '../shared/TextField';
import { decodesAsImage, NOT_AN_IMAGE } from '../shared/decode-image';
import { IMAGE_TYPES, imageProblem, MAX_REVIEW_IMAGES, starsLabel } from './review-rules';
import { useReviewForm } from './use-review-form';

export interface ReviewFormProps {
  productId: string;
  productTitle: string;
  /** The shopper's own review when editing it; null to write one. */
  existing: Review | null;
  /** Each answer of the server (the review written, edited, or with a photo more or less). */
  onSaved(review: Review): void;
  onClose(): void;
}

/**
 * Writing (or editing) the shopper's review: a rating of 1 to 5 stars (a radio group: arrows move between stars),
 * a comment with its counter, an optional email; then photos, each sent on its own. Loaded on first use.
 */
export function ReviewForm({ productId, productTitle, existing, onSaved, onClose }: ReviewFormProps) {
  const calls = useReviewForm(productId);
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ReviewProblem | null>(null);
  const [saved, setSaved] = useState<Review | null>(null);
  /** Saves so far; after one the fields fold away until «Cambiar mi opinión». */
  const [saves, setSaves] = useState(0);
  const [changing, setChanging] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const submit = useSend(() => root.current?.querySelector<HTMLElement>('button[type=submit]'));
  const length = [...comment].length;

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('h3')?.focus();
  }, []);
  useEffect(() => {
    if (saves) done.current?.focus();
  }, [saves]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { rating: rating ?? 0, comment, email: email.trim() ? email : null };
    const found = reviewProblem(input);
    setProblem(found);
    if (found) {
      const field = found.field === 'rating' ? root.current?.querySelector<HTMLElement>('input[name=rating]:checked, input[name=rating]') : document.getElementById(`review-${found.field}`);
      field?.focus();
      return;
    }
    let answer: Review | null = null;
    const ok = await submit.send(async () => {
      const body = { rating: input.rating, comment: comment.trim(), ...(email.trim() ? { email: email.trim() } : {}) };
      answer = existing || saved ? await calls.edit(body) : await calls.write(body);
    });
    if (ok && answer) {
      onSaved(answer);
      setSaved(answer);
      setChanging(false);
      setSaves((count) => count + 1);
    }
  }

  const titleText = existing ? 'Edita tu opinión' : `Tu opinión sobre ${productTitle}`;
  return (
    <div className="review-form card" ref={root} data-testid="review-form">
      <h3 tabIndex={-1} className="review-form__title">
        {titleText}
      </h3>
      {saved && !changing ? (
        <>
          <div ref={done} tabIndex={-1} className="message message--success review-form__done">
            <p>{existing || saves > 1 ? 'Listo: guardamos los cambios de tu opinión.' : '¡Gracias! Tu opinión ya está publicada.'}</p>
          </div>
          <div className="review-form__actions">
            <button
              type="button"
              className="button button--secondary"
              data-change
              onClick={() => {
                setChanging(true);
                requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('input[name=rating]:checked')?.focus());
              }}
            >
              Cambiar mi opinión
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Listo
            </button>
          </div>
        </>
      ) : null}
      <form hidden={!!saved && !changing} noValidate onSubmit={onSubmit} aria-label={titleText}>
        <FormAlert id="review-alert" failure={submit.failure} blocking={problem ? 1 : 0} />
        <fieldset className="rating-input" aria-describedby="review-rating-problem" aria-invalid={problem?.field === 'rating' || undefined}>
          <legend>Calificación</legend>
          <div className="rating-input__stars">
            {[1, 2, 3, 4, 5].map((value) => (
              <span key={value} className="rating-input__option">
                <input
                  type="radio"
                  name="rating"
                  id={`review-rating-${value}`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    if (problem?.field === 'rating') setProblem(null);
                  }}
                />
                <label htmlFor={`review-rating-${value}`} className={rating !== null && value <= rating ? 'rating-input__star rating-input__star--on' : 'rating-input__star'}>
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{starsLabel(value)}</span>
                </label>
              </span>
            ))}
            <span className="rating-input__text" aria-hidden="true">
              {rating ? starsLabel(rating) : 'Sin calificar'}
            </span>
          </div>
        </fieldset>
        <p className="field__problem" id="review-rating-problem" aria-live="polite">
          {problem?.field === 'rating' ? problem.message : ''}
        </p>

        <div className="field">
          <label htmlFor="review-comment">Comentario (opcional)</label>
          <textarea
            id="review-comment"
            rows={5}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (problem?.field === 'comment') setProblem(null);
            }}
            aria-invalid={problem?.field === 'comment' || length > REVIEW_LIMITS.comment || undefined}
            aria-describedby="review-comment-count review-comment-problem"
          />
          <p id="review-comment-count" className={`review-form__count${length > REVIEW_LIMITS.comment ? ' review-form__count--over' : ''}`}>
            {length} de {REVIEW_LIMITS.comment} caracteres
          </p>
          <p className="field__problem" id="review-comment-problem" aria-live="polite">
            {problem?.field === 'comment' ? problem.message : ''}
          </p>
        </div>

        <TextField
          id="review-email"
          label="Correo electrónico (opcional)"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (problem?.field === 'email') setProblem(null);
          }}
          hint="Solo si quieres que te escribamos sobre tu opinión."
          error={problem?.field === 'email' ? problem.message : ''}
        />

        <div className="review-form__actions">
          <SubmitButton sending={submit.sending} busy="Publicando…" className="button button--primary">
            {existing || saved ? 'Guardar cambios' : 'Publicar opinión'}
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (!saved) return onClose();
              setChanging(false);
              requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-change]')?.focus());
            }}
          >
            Cancelar
          </button>
        </div>
      </form>
      {saved ? <Photos productId={productId} review={saved} onSaved={onSaved} /> : null}
    </div>
  );
}

interface PhotoItem {
  key: string;
  name: string;
  preview: string | null;
  file: File | null;
  status: 'uploading' | 'done' | 'failed' | 'removing';
  imageId: string | number | null;
  failure: unknown;
}

let nextKey = 0;

/** The review's photos: chosen files previewed at once, each uploaded on its own (retry on failure), each removable. */
function Photos({ productId, review, onSaved }: { productId: string; review: Review; onSaved(review: Review): void }) {
  const calls = useReviewForm(productId);
  const [items, setItems] = useState<PhotoItem[]>(() =>
    review.images.map((image) => ({ key: `s${image.id}`, name: image.alt_text || 'Foto', preview: imageUrl(image, 160), file: null, status: 'done', imageId: image.id, failure: null })),
  );
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const known = useRef(new Set(review.images.map((image) => String(image.id))));
  const readers = useRef<FileReader[]>([]);
  useEffect(() => () => readers.current.forEach((reader) => reader.abort()), []);

  const patch = (key: string, change: Partial<PhotoItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(item: PhotoItem) {
    patch(item.key, { status: 'uploading', failure: null });
    try {
      const answer = await calls.addImage(item.file!);
      const added = answer.images.find((image) => !known.current.has(String(image.id)));
      answer.images.forEach((image) => known.current.add(String(image.id)));
      patch(item.key, { status: 'done', imageId: added?.id ?? null });
      setNotice(`Foto «${item.name}» agregada a tu opinión.`);
      onSaved(answer);
    } catch (failure) {
      patch(item.key, { status: 'failed', failure });
      setNotice(`No pudimos subir «${item.name}».`);
    }
  }

  async function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const problems: string[] = [];
    const room = MAX_REVIEW_IMAGES - items.length;
    const fresh: PhotoItem[] = [];
    // Each file is decoded first: one that is not a picture is refused here, without a thumbnail or a «Reintentar».
    const readable = await Promise.all(chosen.map((file) => (imageProblem(file) ? true : decodesAsImage(file))));
    for (const [index, file] of chosen.entries()) {
      const problem = imageProblem(file) ?? (readable[index] ? null : `«${file.name}»: ${NOT_AN_IMAGE}. Elige una foto PNG, JPEG o WebP.`);
      if (problem) problems.push(problem);
      else if (fresh.length >= room) problems.push(`Tu opinión puede llevar hasta ${MAX_REVIEW_IMAGES} fotos: «${file.name}» quedó fuera.`);
      else {
        const key = `f${nextKey++}`;
        fresh.push({ key, name: file.name, preview: null, file, status: 'uploading', imageId: null, failure: null });
        // A data: preview (the page's CSP allows data: images, not blob: ones).
        const reader = new FileReader();
        reader.onload = () => typeof reader.result === 'string' && patch(key, { preview: reader.result });
        reader.readAsDataURL(file);
        readers.current.push(reader);
      }
    }
    setRefused(problems);
    if (!fresh.length) return;
    setItems((list) => [...list, ...fresh]);
    fresh.forEach((item) => void upload(item));
  }

  async function remove(item: PhotoItem, index: number) {
    const next = () => {
      // The focus goes to the next photo's «Quitar», else the previous one's, else the file picker.
      const buttons = [...document.querySelectorAll<HTMLElement>('[data-photo-remove]')].filter((b) => b.dataset.photoRemove !== item.key);
      (buttons[index] ?? buttons[index - 1] ?? input.current)?.focus();
    };
    if (item.status !== 'done' || item.imageId === null) {
      setItems((list) => list.filter((other) => other.key !== item.key));
      requestAnimationFrame(next);
      return;
    }
    patch(item.key, { status: 'removing', failure: null });
    try {
      const answer = await calls.removeImage(item.imageId);
      setItems((list) => list.filter((other) => other.key !== item.key));
      setNotice(`Foto «${item.name}» quitada.`);
      onSaved(answer);
      requestAnimationFrame(next);
    } catch (failure) {
      patch(item.key, { status: 'done', failure });
    }
  }

  const full = items.length >= MAX_REVIEW_IMAGES;
  return (
    <section className="review-photos" aria-labelledby="review-photos-title">
      <h4 id="review-photos-title">Fotos de tu opinión</h4>
      <p className="field__hint">Hasta {MAX_REVIEW_IMAGES} fotos PNG, JPEG o WebP de hasta 2 MB cada una.</p>
      <div className="review-photos__picker">
        <input
          ref={input}
          id="review-photo-input"
          className="review-photos__input"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={full}
          onChange={(event) => void choose(event.target.files)}
        />
        <label aria-disabled={full || undefined} htmlFor="review-photo-input" className="button button--secondary review-photos__pick">
          <span className="icon reviews-i-image-plus" aria-hidden="true" />
          Agregar fotos
        </label>
      </div>
      <div role="alert">
        {refused.length ? (
          <ul className="message message--error review-photos__refused">
            {refused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      {items.length ? (
        <ul className="review-photos__list">
          {items.map((item, index) => (
            <li key={item.key} className={`review-photos__item review-photos__item--${item.status}`} data-testid="review-photo">
              {item.preview ? <img src={item.preview} alt="" width={96} height={96} /> : <span className="review-photos__blank" aria-hidden="true" />}
              <span className="review-photos__name">{item.name}</span>
              {item.status === 'uploading' ? (
                <span className="review-photos__state">
                  <progress aria-label={`Subiendo ${item.name}`} />
                  Subiendo…
                </span>
              ) : item.status === 'removing' ? (
                <span className="review-photos__state">Quitando…</span>
              ) : item.status === 'failed' ? (
                <span className="review-photos__state review-photos__state--failed">No se pudo subir: {errorMessage(item.failure, 'la foto')}</span>
              ) : (
                <span className="review-photos__state review-photos__state--done">{item.failure ? `No se pudo quitar: ${errorMessage(item.failure, 'la foto')}` : 'Publicada'}</span>
              )}
              <span className="review-photos__actions">
                {item.status === 'failed' ? (
                  <button type="button" className="button button--secondary" onClick={() => void upload(item)} aria-label={`Reintentar ${item.name}`}>
                    Reintentar
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--link"
                  data-photo-remove={item.key}
                  disabled={item.status === 'uploading' || item.status === 'removing'}
                  onClick={() => void remove(item, index)}
                  aria-label={`Quitar ${item.name}`}
                >
                  Quitar
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
