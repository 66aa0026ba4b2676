import '../addresses/addresses.css';
import './my-reviews.css';
import { Link } from 'react-router';
import type { MyReview } from '../../domain/reviews/reviews';
import { RequireUser } from '../account/RequireUser';
import { BackToAccount, ListSkeleton } from '../addresses/parts';
import { productPath } from '../product/product-path';
import { formatDate } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { Stars } from '../shared/Stars';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import type { ReviewIntent } from './ReviewsSection';
import { useReviewsList } from './use-reviews-list';


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
  const { list, failure, retry: load } = useReviewsList('mine');

  if (list === null) {
    return failure ? <ErrorState error={failure} onRetry={load} subject="tus opiniones" /> : <ListSkeleton label="Cargando tus opiniones…" />;
  }
  return (
    <>
      <p className="places__intro">
        Lo que opinaste de tus compras. <Link to="/cuenta/opiniones/por-escribir">Ver opiniones por escribir</Link>
      </p>
      {list.length === 0 ? (
        <EmptyState action={<Link className="button button--primary" to="/cuenta/opiniones/por-escribir">Opiniones por escribir</Link>}>
          Aún no has escrito opiniones. Cuéntale a otros qué te pareció lo que compraste.
        </EmptyState>
      ) : (
        <ul className="places__list" data-testid="my-reviews">
          {list.map((review) => (
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
