import './reviews.css';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import type { Image, Review, ReviewStat } from '../../index';
import { errorMessage } from '../shared/error-message';
import { formatDate } from '../shared/format';
import { imageUrl } from '../shared/image';
import { Stars } from '../shared/Stars';
import { useSession } from '../session/use-session';
import type { ReviewFormProps } from './ReviewForm';
import { formatAverage, reviewsCount } from './review-rules';
import { loginPath } from './signed-in';
import { useHelpfulVote, useProductReviews } from './use-product-reviews';

export interface ReviewsSectionProps {
  productId: string;
  productTitle: string;
  reviews: Review[];
  stats: ReviewStat[];
  averageRating: number | null;
  ratingCount: number;
  potentialReviewPoints: number;
}

/** Where a link into the product page asks the reviews to open their form (router state). */
export interface ReviewIntent {
  review: 'write' | 'edit';
}

/**
 * The product page's reviews: the summary (average, count, stars histogram), the list with its «Útil» votes and
 * photos, «Ver más opiniones», and «Escribir una opinión». The summary and the first page are server-rendered from
 * the loader's data; the form's code loads on first use. A signed-in shopper's first page is read again after
 * hydration, so their own review and votes are marked.
 */
export function ReviewsSection({ productId, productTitle, reviews, stats, averageRating, ratingCount, potentialReviewPoints }: ReviewsSectionProps) {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.isSignedIn;
  const { list, own, rows, count, average, hasMore, more, loadMore, saved, prepareForm } = useProductReviews({ productId, reviews, stats, averageRating, ratingCount }, signedIn);
  const [form, setForm] = useState<{ Component: ComponentType<ReviewFormProps> | null; open: boolean; existing: Review | null; failure: unknown }>({ Component: null, open: false, existing: null, failure: null });
  const [askLogin, setAskLogin] = useState(false);
  const [viewing, setViewing] = useState<{ image: Image; alt: string; from: HTMLElement } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const anonymous = session.known && !signedIn;

  // After «Ver más opiniones»: the first new review takes the focus, so the keyboard continues there.
  useEffect(() => {
    if (more.focusId) document.getElementById(more.focusId)?.focus();
  }, [more.focusId]);

  // A link from «Mis opiniones» or «Opiniones por escribir» opens the form (not a reload or back/forward to that entry).
  const pushed = useNavigationType() === 'PUSH';
  const intent = pushed ? (location.state as ReviewIntent | null)?.review : undefined;
  useEffect(() => {
    if (intent && signedIn) void openForm();
  }, [intent, signedIn]);

  /** Opens the form: to edit the shopper's own review when there is one (on this page, or among «Mis opiniones»), else to write one. */
  async function openForm() {
    setAskLogin(false);
    try {
      const writing = await prepareForm(() => import('./ReviewForm'));
      if (!writing) {
        setAskLogin(true);
        return;
      }
      setForm({ Component: writing.module.ReviewForm, open: true, existing: writing.existing, failure: null });
    } catch (failure) {
      setForm((old) => ({ ...old, failure }));
    }
  }

  function closeForm() {
    setForm((old) => ({ ...old, open: false }));
    requestAnimationFrame(() => opener.current?.focus());
  }

  const here = `${location.pathname}${location.search}#opiniones`;
  const Form = form.Component;
  return (
    <section className="section reviews-section" aria-labelledby="opiniones">
      <h2 id="opiniones" tabIndex={-1}>
        Opiniones
      </h2>
      <div className="reviews-summary">
        <div className="reviews-summary__score">
          {count > 0 && average != null ? (
            <>
              <p className="reviews-summary__average">{formatAverage(average)}</p>
              <div>
                <Stars rating={average} />
                <p className="reviews-summary__count">{reviewsCount(count)}</p>
              </div>
            </>
          ) : (
            <p className="reviews-summary__none">Este producto todavía no tiene opiniones.</p>
          )}
        </div>
        {count > 0 ? (
          <ul className="histogram" aria-label="Opiniones por calificación" data-testid="reviews-histogram">
            {rows.map((row) => (
              <li key={row.rating} className="histogram__row">
                <span className="histogram__label">{row.text.split(':')[0]}</span>
                <span className="visually-hidden">: </span>
                <span className="histogram__bar" aria-hidden="true">
                  <span className="histogram__fill" style={{ width: `${row.percent}%` }} />
                </span>
                <span className="histogram__count">{row.count}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="reviews-write">
          {potentialReviewPoints > 0 && !own ? <p className="reviews-write__points">Gana {potentialReviewPoints} puntos con tu opinión.</p> : null}
          {anonymous ? (
            <Link className="button button--secondary" to={loginPath(here)}>
              Inicia sesión para opinar
            </Link>
          ) : (
            <button
              ref={opener}
              type="button"
              className="button button--secondary"
              aria-expanded={form.open}
              onClick={() => (form.open ? closeForm() : void openForm())}
              onPointerEnter={() => void import('./ReviewForm').catch(() => undefined)}
            >
              <span className="icon reviews-i-pen" aria-hidden="true" />
              {own ? 'Editar mi opinión' : 'Escribir una opinión'}
            </button>
          )}
          {askLogin ? (
            <p className="message" role="alert">
              Para opinar necesitas ingresar a tu cuenta. <Link to={loginPath(here)}>Inicia sesión para opinar</Link>
            </p>
          ) : null}
          {form.failure ? (
            <p className="message message--error" role="alert">
              {errorMessage(form.failure, 'el formulario')}
            </p>
          ) : null}
        </div>
      </div>

      {Form && form.open ? (
        <Form productId={productId} productTitle={productTitle} existing={form.existing} onSaved={saved} onClose={closeForm} />
      ) : null}

      {list.length ? (
        <ul className="reviews" ref={listRef}>
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} onView={(image, alt, from) => setViewing({ image, alt, from })} signedOut={anonymous} here={here} />
          ))}
        </ul>
      ) : null}

      {hasMore ? (
        <div className="reviews-more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={more.loading} aria-disabled={more.loading || undefined}>
            {more.loading ? 'Cargando opiniones…' : 'Ver más opiniones'}
          </button>
          <div role="alert">{more.failure ? <p className="message message--error">{errorMessage(more.failure, 'más opiniones')}</p> : null}</div>
        </div>
      ) : null}

      {viewing ? <PhotoViewer {...viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

function ReviewItem({ review, onView, signedOut, here }: { review: Review; onView(image: Image, alt: string, from: HTMLElement): void; signedOut: boolean; here: string }) {
  const who = review.reviewer_name || 'Cliente';
  return (
    <li className={`review${review.is_my_review ? ' review--mine' : ''}`} id={`opinion-${review.id}`} tabIndex={-1} data-testid="review">
      <div className="review__head">
        <Stars rating={review.rating} />
        <span className="review__author">{who}</span>
        {review.is_my_review ? <span className="badge review__mine">Tu opinión</span> : null}
        {review.verified ? <span className="badge badge--verified">Compra verificada</span> : null}
      </div>
      <p className="review__meta">
        {review.date_created ? <time dateTime={review.date_created}>{formatDate(review.date_created)}</time> : null}
        {review.variant_name && review.variant_value ? (
          <span>
            {review.variant_name}: {review.variant_value}
          </span>
        ) : null}
      </p>
      {review.comment ? <p className="review__comment">{review.comment}</p> : null}
      {review.images.length ? (
        <ul className="review__photos" aria-label={`Fotos de ${who}`}>
          {review.images.map((image, index) => {
            const alt = image.alt_text || `Foto ${index + 1} de la opinión de ${who}`;
            const thumb = imageUrl(image, 160);
            return (
              <li key={image.id}>
                <button type="button" className="review__photo" onClick={(event) => onView(image, alt, event.currentTarget)} aria-label={`Ver en grande: ${alt}`}>
                  {thumb ? <img src={thumb} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {review.is_my_review ? null : <Helpful review={review} signedOut={signedOut} here={here} />}
    </li>
  );
}

/** «Útil (n)»: a toggle whose count moves at once and comes back if the server refuses. */
function Helpful({ review, signedOut, here }: { review: Review; signedOut: boolean; here: string }) {
  const { vote, busy, problem, toggle } = useHelpfulVote(review, signedOut);
  return (
    <div className="review__helpful">
      <button type="button" className="button review__vote" aria-pressed={vote.on} onClick={toggle} aria-busy={busy || undefined}>
        <span className="icon reviews-i-thumbs-up" aria-hidden="true" />
        Útil ({vote.count})
      </button>
      <div role="alert" className="review__vote-problem">
        {problem === 'login' ? (
          <p className="message">
            <Link to={loginPath(here)}>Inicia sesión</Link> para marcar opiniones como útiles.
          </p>
        ) : problem ? (
          <p className="message message--error">{errorMessage(problem, 'tu voto')}</p>
        ) : null}
      </div>
    </div>
  );
}

/** A review photo, large, in a modal dialog (Esc or «Cerrar» closes it; the focus goes back to its thumbnail). */
function PhotoViewer({ image, alt, from, onClose }: { image: Image; alt: string; from: HTMLElement; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => from.focus();
  }, []);
  return (
    <dialog ref={ref} className="photo-viewer" aria-label={alt} onClose={onClose} onCancel={onClose}>
      <button type="button" className="button button--secondary photo-viewer__close" onClick={onClose} autoFocus>
        <span className="icon reviews-i-x" aria-hidden="true" />
        Cerrar
      </button>
      <img src={imageUrl(image, 1200) ?? ''} alt={alt} />
    </dialog>
  );
}
