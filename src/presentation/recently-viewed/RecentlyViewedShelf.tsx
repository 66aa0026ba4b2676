import { Link } from 'react-router';
import { Scroller } from '../home/Scroller';
import { ProductRow } from '../product/ProductList';
import { errorMessage } from '../shared/error-message';
import { useRecentlyViewed } from './use-recently-viewed';

const TITLE = 'Vistos recientemente';
/** Skeleton cards: more than a desktop row shows (6.4), so the row is full at every width. */
const SKELETON_CARDS = 7;

/**
 * Home's «Vistos recientemente»: the shopper's own products, loaded in the browser after hydration
 * (useRecentlyViewed); the server draws the same box with skeleton cards for everyone. The box has its final height
 * from the first paint: the skeleton row stays under the empty and error messages, and the cards are as tall as the
 * skeleton's (home.css). CSS shows the section only when the page root has `con-sesion` (a session is stored), so a
 * new visitor sees no box at all.
 */
export function RecentlyViewedShelf({ headingId }: { headingId: string }) {
  const recent = useRecentlyViewed();
  const products = recent.status === 'ready' ? recent.products : [];
  const waiting = recent.status === 'pending' || recent.status === 'loading';
  return (
    <section className="section section--products-recently-viewed" aria-labelledby={headingId} aria-busy={waiting || undefined}>
      <div className="section__head">
        <h2 id={headingId}>{TITLE}</h2>
        {products.length > 0 ? (
          <Link to="/vistos" className="section__more">
            Ver todo<span className="visually-hidden"> en {TITLE}</span>
          </Link>
        ) : (
          // Its place, unseen, so the heading's row (which may wrap on a phone) is the same in every state.
          <span className="recent-shelf__more-placeholder" aria-hidden="true">
            Ver todo
          </span>
        )}
      </div>
      <div className="recent-shelf">
        {products.length > 0 ? (
          <Scroller label={TITLE}>
            <ProductRow products={products} label={TITLE} />
          </Scroller>
        ) : (
          <>
            <SkeletonRow shown={waiting} />
            {waiting ? (
              <p role="status" className="visually-hidden">
                Cargando los productos que viste…
              </p>
            ) : (
              <div className="recent-shelf__message">
                {recent.status === 'error' ? (
                  <>
                    <p role="alert">{errorMessage(recent.error, 'los productos que viste')}</p>
                    <button type="button" className="button button--secondary" onClick={recent.retry}>
                      Reintentar
                    </button>
                  </>
                ) : (
                  <p>Aún no has visto productos. Los que abras aparecerán aquí.</p>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** A row of card-shaped placeholders, the size of the product cards (hidden under a message, where it only keeps the height). */
export function SkeletonRow({ shown }: { shown: boolean }) {
  return (
    <ul className={shown ? 'scroll-row recent-shelf__skeleton' : 'scroll-row recent-shelf__skeleton recent-shelf__skeleton--hidden'} aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="scroll-row__item">
          <div className="product-card product-card--skeleton">
            <div className="product-card__media">
              <div className="skeleton" />
            </div>
            <div className="product-card__body">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--price" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
