import './reviews.css';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import type { Image, Review, ReviewStat, TiendaClient } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { errorMessage } from '../shared/error-message';
import { formatDate } from '../shared/format';
import { imageUrl } from '../shared/image';
import { Stars } from '../shared/Stars';
import { useQuery } from '../shared/use-query';
import { useSession } from '../session/use-session';
import type { ReviewFormProps } from './ReviewForm';
import { averageOf, formatAverage, histogram, reviewsCount } from './review-rules';
import { clientWithSession, loginPath } from './signed-in';

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

/** Reviews fetched later win over the same review shown before (by id); the others keep their place. */
const merge = (fresh: Review[], before: Review[]) => [...fresh, ...before.filter((old) => !fresh.some((review) => String(review.id) === String(old.id)))];

/**
 * The product page's reviews: the summary (average, count, stars histogram), the list with its «Útil» votes and
 * photos, «Ver más opiniones», and «Escribir una opinión». The summary and the first page are server-rendered from
 * the loader's data; the form's code loads on first use. A signed-in shopper's first page is read again after
 * hydration, so their own review and votes are marked.
 */
export function ReviewsSection({ productId, productTitle, reviews, stats, averageRating, ratingCount, potentialReviewPoints }: ReviewsSectionProps) {
  const source = useClientSource();
  const client = useClient();
  const session = useSession();
  const location = useLocation();
  const [list, setList] = useState(reviews);
  const [summary, setSummary] = useState({ stats, averageRating, ratingCount });
  const [page, setPage] = useState(1);
  const { rows, total } = histogram(summary.stats);
  const count = total || summary.ratingCount;
  const average = averageOf(summary.stats) ?? summary.averageRating;
  const [hasMore, setHasMore] = useState(list.length < count);
  const [more, setMore] = useState<{ loading: boolean; failure: unknown; focusId: string | null }>({ loading: false, failure: null, focusId: null });
  const [form, setForm] = useState<{ Component: ComponentType<ReviewFormProps> | null; open: boolean; existing: Review | null; failure: unknown }>({ Component: null, open: false, existing: null, failure: null });
  const [askLogin, setAskLogin] = useState(false);
  const [viewing, setViewing] = useState<{ image: Image; alt: string; from: HTMLElement } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The signed-in refresh of the first page while it runs: the form waits for it to know the shopper's own review. */
  const refreshing = useRef<Promise<Review | null> | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const own = list.find((review) => review.is_my_review) ?? null;
  const signedIn = session.isSignedIn;
  const anonymous = session.known && !signedIn;

  // A signed-in shopper: their own review and votes, which the server-rendered (anonymous) page cannot show.
  const signedInPage = useQuery(client && signedIn ? ['reviews-signed-in', productId] : null, (ready) => {
    const answer = ready.reviews.list(productId, { page: 1 });
    refreshing.current = answer.then((got) => got.reviews.find((review) => review.is_my_review) ?? null, () => null);
    return answer;
  });
  // Its reviews win over the same ones shown (once per answer); the others keep their place.
  const [merged, setMerged] = useState<unknown>(null);
  if (signedInPage.data && signedInPage.data !== merged) {
    const answer = signedInPage.data;
    setMerged(answer);
    setList((before) => merge(answer.reviews, before));
    if (answer.stats.length) setSummary((old) => ({ ...old, stats: answer.stats }));
    if (page === 1) setHasMore(answer.hasMore);
  }

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
      const [{ client: ready, signedIn: user }, module] = await Promise.all([clientWithSession(source), import('./ReviewForm')]);
      if (!user) {
        setAskLogin(true);
        return;
      }
      const existing = own ?? (await refreshing.current) ?? ownAmongMine(ready, productId);
      setForm({ Component: module.ReviewForm, open: true, existing, failure: null });
    } catch (failure) {
      setForm((old) => ({ ...old, failure }));
    }
  }

  function closeForm() {
    setForm((old) => ({ ...old, open: false }));
    requestAnimationFrame(() => opener.current?.focus());
  }

  function saved(review: Review) {
    const mine = { ...review, is_my_review: true };
    // The summary counts the new or changed rating.
    source
      .get()
      .then((ready) => ready.reviews.list(productId, { page: 1 }))
      .then((answer) => answer.stats.length && setSummary((old) => ({ ...old, stats: answer.stats })))
      .catch(() => undefined);
    setList((before) => (before.some((old) => String(old.id) === String(mine.id)) ? before.map((old) => (String(old.id) === String(mine.id) ? mine : old)) : [mine, ...before]));
  }

  async function loadMore() {
    setMore({ loading: true, failure: null, focusId: null });
    try {
      const api = (await source.get()).reviews;
      const answer = await api.list(productId, { page: page + 1 });
      const fresh = answer.reviews.filter((review) => !list.some((old) => String(old.id) === String(review.id)));
      setList((before) => [...before, ...fresh]);
      setPage(answer.page || page + 1);
      setHasMore(answer.hasMore);
      // The first new review takes the focus; with none new and no button left, the last review does.
      const focus = fresh[0] ?? (answer.hasMore ? null : list[list.length - 1]);
      setMore({ loading: false, failure: null, focusId: focus ? `opinion-${focus.id}` : null });
    } catch (failure) {
      setMore({ loading: false, failure, focusId: null });
    }
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

/** The shopper's review of this product among «Mis opiniones», when the library already holds them. */
function ownAmongMine(client: TiendaClient, productId: string): Review | null {
  return client.reviews.store.getSnapshot().mine?.find((review) => review.product.public_sku === productId || review.product.slug === productId) ?? null;
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
  const source = useClientSource();
  const [vote, setVote] = useState({ count: review.upvote_count, on: review.is_upvoted_by_me });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'login' | unknown>(null);
  // A fresher copy of the review (the signed-in refresh) brings its own votes.
  useEffect(() => setVote({ count: review.upvote_count, on: review.is_upvoted_by_me }), [review.upvote_count, review.is_upvoted_by_me]);

  async function toggle() {
    if (busy) return;
    if (signedOut) {
      setProblem('login');
      return;
    }
    const before = vote;
    setVote({ count: Math.max(0, before.count + (before.on ? -1 : 1)), on: !before.on });
    setBusy(true);
    setProblem(null);
    try {
      const { client, signedIn } = await clientWithSession(source);
      if (!signedIn) {
        setVote(before);
        setProblem('login');
        return;
      }
      const answer = before.on ? await client.reviews.removeUpvote(review.id) : await client.reviews.upvote(review.id);
      setVote({ count: answer.upvote_count, on: answer.is_upvoted_by_me });
    } catch (failure) {
      setVote(before);
      setProblem(failure ?? new Error('upvote'));
    } finally {
      setBusy(false);
    }
  }

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
