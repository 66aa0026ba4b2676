import '../addresses/addresses.css';
import './my-reviews.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MyReview } from '../../domain/reviews/reviews';
import type { ReviewsState } from '../../usecases/reviews/reviews.store';
import { RequireUser } from '../account/RequireUser';
import { BackToAccount, ListSkeleton } from '../addresses/parts';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { productPath } from '../product/product-path';
import { formatDate } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { Stars } from '../shared/Stars';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import { useStoreState } from '../shared/use-store';
import type { ReviewIntent } from './ReviewsSection';

const IDLE: ReviewsState = { status: 'idle', mine: null, suggested: null, error: null };

/** «Mis opiniones»: the shopper's reviews, each with its product and a link to edit it on the product page. */
export default function MyReviewsScreen() {
  return (
    <div className="places my-reviews">
      <BackToAccount />
      <PageTitle>Mis opiniones</PageTitle>
      <RequireUser label="Cargando tus opiniones…">
        <MyReviews />
      </RequireUser>
    </div>
  );
}

function MyReviews() {
  const client = useShopperClient();
  const source = useClientSource();
  const state = useStoreState(client?.reviews.store, IDLE);
  const [failure, setFailure] = useState<unknown>(null);
  const load = () => {
    setFailure(null);
    source
      .get()
      .then((ready) => ready.reviews.mine())
      .catch((error: unknown) => setFailure(error ?? new Error('mine')));
  };
  useEffect(load, []);

  if (state.mine === null) {
    return failure ? <ErrorState error={failure} onRetry={load} subject="tus opiniones" /> : <ListSkeleton label="Cargando tus opiniones…" />;
  }
  return (
    <>
      <p className="places__intro">
        Lo que opinaste de tus compras. <Link to="/cuenta/opiniones/por-escribir">Ver opiniones por escribir</Link>
      </p>
      {state.mine.length === 0 ? (
        <EmptyState action={<Link className="button button--primary" to="/cuenta/opiniones/por-escribir">Opiniones por escribir</Link>}>
          Aún no has escrito opiniones. Cuéntale a otros qué te pareció lo que compraste.
        </EmptyState>
      ) : (
        <ul className="places__list" data-testid="my-reviews">
          {state.mine.map((review) => (
            <MyReviewRow key={review.id} review={review} />
          ))}
        </ul>
      )}
    </>
  );
}

function MyReviewRow({ review }: { review: MyReview }) {
  const { product } = review;
  const picture = imageUrl(product.main_image, 160);
  const photos = review.images.length;
  return (
    <li className="place my-review" data-testid="my-review">
      <div className="my-review__product">
        {picture ? <img src={picture} alt="" width={64} height={64} loading="lazy" /> : <span className="my-review__blank" aria-hidden="true" />}
        <div className="my-review__what">
          <Link to={productPath(product)} className="my-review__title">
            {product.title}
          </Link>
          <span className="my-review__rating">
            <Stars rating={review.rating} />
            {review.date_created ? <time dateTime={review.date_created}>{formatDate(review.date_created)}</time> : null}
          </span>
        </div>
      </div>
      {review.comment ? <p className="my-review__comment">{review.comment}</p> : <p className="my-review__comment place__muted">Sin comentario.</p>}
      <p className="my-review__facts">
        {photos ? <span>{photos === 1 ? '1 foto' : `${photos} fotos`}</span> : null}
        {review.upvote_count > 0 ? <span>{review.upvote_count === 1 ? '1 persona la encontró útil' : `${review.upvote_count} personas la encontraron útil`}</span> : null}
      </p>
      <Link className="button button--secondary" to={`${productPath(product)}#opiniones`} state={{ review: 'edit' } satisfies ReviewIntent} aria-label={`Editar mi opinión sobre ${product.title}`}>
        <span className="icon my-reviews-i-pen" aria-hidden="true" />
        Editar
      </Link>
    </li>
  );
}
