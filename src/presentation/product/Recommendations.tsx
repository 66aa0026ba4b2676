import { useRef } from 'react';
import type { ProductSummary } from '../../index';
import { errorMessage } from '../shared/error-message';
import { ProductGrid } from './ProductList';
import { useRecommendations } from './use-recommendations';

/**
 * «Te puede interesar»: recommendations that load page after page as the shopper nears the end of the list
 * (IntersectionObserver), with a «Ver más» button for the same thing (and for browsers without it). New cards
 * go below what is read, and the button's row keeps its height while a page loads, so nothing moves.
 */
export function Recommendations({ productId, initial, hasMore: initialMore }: { productId: string; initial: ProductSummary[]; hasMore: boolean }) {
  const { products, more, status, error, loadMore, sentinel } = useRecommendations(productId, initial, initialMore);
  const first = useRef<HTMLHeadingElement>(null);

  if (!products.length && !more) return null;
  return (
    <section className="section recommendations" aria-labelledby="recomendados" data-testid="recommendations">
      <h2 id="recomendados" ref={first} tabIndex={-1}>
        Te puede interesar
      </h2>
      {products.length ? <ProductGrid products={products} label="Recomendaciones" /> : null}
      <div ref={sentinel} className="recommendations__more">
        {status === 'error' ? (
          <div className="recommendations__problem">
            <p role="alert" className="message message--error">
              {errorMessage(error, 'más recomendaciones')}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
              Reintentar
            </button>
          </div>
        ) : more ? (
          <button type="button" className="button button--secondary" onClick={() => void loadMore()} aria-disabled={status === 'loading' || undefined}>
            {status === 'loading' ? 'Cargando…' : 'Ver más'}
          </button>
        ) : (
          <p className="recommendations__end">Eso es todo por ahora.</p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {status === 'loading' ? 'Cargando más recomendaciones…' : ''}
        </p>
      </div>
    </section>
  );
}
