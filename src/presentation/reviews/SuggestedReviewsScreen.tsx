import '../addresses/addresses.css';
import './my-reviews.css';
import { Link } from 'react-router';
import type { SuggestedReview } from '../../domain/reviews/reviews';
import { RequireUser } from '../account/RequireUser';
import { BackToAccount, ListSkeleton } from '../addresses/parts';
import { productPath } from '../product/product-path';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState } from '../shared/StatusViews';
import type { ReviewIntent } from './ReviewsSection';
import { useReviewsList } from './use-reviews-list';


/** «Opiniones por escribir»: what the shopper bought and has not reviewed, with the points a review earns. */
export default function SuggestedReviewsScreen() {
  return (
    <div className="places my-reviews">
      <BackToAccount />
      <PageTitle>Opiniones por escribir</PageTitle>
      <RequireUser label="Cargando tus compras por opinar…">
        <Suggested />
      </RequireUser>
    </div>
  );
}

function Suggested() {
  const { list, failure, retry: load } = useReviewsList('suggested');

  if (list === null) {
    return failure ? <ErrorState error={failure} onRetry={load} subject="tus compras por opinar" /> : <ListSkeleton label="Cargando tus compras por opinar…" />;
  }
  return (
    <>
      <p className="places__intro">
        Tu opinión ayuda a otros a decidir y te da puntos. <Link to="/cuenta/opiniones">Ver mis opiniones</Link>
      </p>
      {list.length === 0 ? (
        <EmptyState action={<Link className="button button--primary" to="/cuenta/opiniones">Mis opiniones</Link>}>
          No tienes compras por opinar. Cuando recibas un pedido, sus productos aparecen aquí.
        </EmptyState>
      ) : (
        <ul className="places__list" data-testid="suggested-reviews">
          {list.map((item) => (
            <SuggestedRow key={item.item_id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function SuggestedRow({ item }: { item: SuggestedReview }) {
  const { product } = item;
  const picture = imageUrl(product.main_image, 160);
  return (
    <li className="place my-review" data-testid="suggested-review">
      <div className="my-review__product">
        {picture ? <img src={picture} alt="" width={64} height={64} loading="lazy" /> : <span className="my-review__blank" aria-hidden="true" />}
        <div className="my-review__what">
          <Link to={productPath(product)} className="my-review__title">
            {product.title}
          </Link>
          {item.potential_review_points > 0 ? <span className="my-review__points">Gana {item.potential_review_points} puntos con tu opinión</span> : null}
        </div>
      </div>
      <Link className="button button--primary" to={`${productPath(product)}#opiniones`} state={{ review: 'write' } satisfies ReviewIntent} aria-label={`Escribir opinión sobre ${product.title}`}>
        <span className="icon my-reviews-i-pen" aria-hidden="true" />
        Escribir opinión
      </Link>
    </li>
  );
}
