import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { hasStoredSession } from '../session/stored-session';
import { errorMessage } from '../shared/error-message';
import { ProductGrid } from './ProductList';

type Status = 'idle' | 'loading' | 'error';

/**
 * «Te puede interesar»: recommendations that load page after page as the shopper nears the end of the list
 * (IntersectionObserver), with a «Ver más» button for the same thing (and for browsers without it). New cards
 * go below what is read, and the button's row keeps its height while a page loads, so nothing moves.
 */
export function Recommendations({ productId, initial, hasMore: initialMore }: { productId: string; initial: ProductSummary[]; hasMore: boolean }) {
  const source = useClientSource();
  const client = useClient();
  const [products, setProducts] = useState(initial);
  const [more, setMore] = useState(initialMore || initial.length === 0);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<unknown>(null);
  // From page 1 again: the page's own first recommendations came with its page size (5), the pages here hold 12;
  // the ones already shown are left out, so none is skipped or shown twice.
  const page = useRef(1);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLHeadingElement>(null);

  async function loadMore() {
    if (busy.current || !more) return;
    busy.current = true;
    setStatus('loading');
    try {
      const client = await source.get();
      const answer = await client.product.recommendations(productId, { page: page.current });
      page.current += 1;
      setProducts((shown) => {
        const seen = new Set(shown.map((p) => p.public_sku));
        return [...shown, ...answer.products.filter((p) => !seen.has(p.public_sku) && p.public_sku !== productId)];
      });
      setMore(answer.hasMore && answer.products.length > 0);
      setStatus('idle');
    } catch (failure) {
      setError(failure);
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    // A visitor without a session gets none for scrolling (looking is not a need): «Ver más» loads more, and makes one.
    if (!client && !hasStoredSession()) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), { rootMargin: '400px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, status, products.length, client]);

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
