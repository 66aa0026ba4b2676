import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { hasStoredSession } from '../session/stored-session';

/** Whether a page of recommendations is being asked for, or the last ask failed (`idle` otherwise). */
export type RecommendationsStatus = 'idle' | 'loading' | 'error';

/** «Te puede interesar»'s view model: see `useRecommendations`. */
export interface RecommendationsView {
  /** The recommendations shown: the page's own, then those loaded here (none twice, never the product itself). */
  products: ProductSummary[];
  /** Whether there may be more to load. */
  more: boolean;
  status: RecommendationsStatus;
  /** The last failure, shown while `status` is `error`. */
  error: unknown;
  /** Loads the next page («Ver más», «Reintentar»); nothing while one loads or when there is no more. */
  loadMore(): Promise<void>;
  /** The element below the list: nearing it (400 px ahead) loads the next page. */
  sentinel: RefObject<HTMLDivElement | null>;
}

/**
 * The recommendations of product `productId`: the page's own (`initial`, and whether it has more), then page after
 * page as the shopper nears `sentinel` (IntersectionObserver; not for a visitor without a session, who is not made
 * one for scrolling) or asks with `loadMore`.
 */
export function useRecommendations(productId: string, initial: ProductSummary[], initialMore: boolean): RecommendationsView {
  const source = useClientSource();
  const client = useClient();
  const [products, setProducts] = useState(initial);
  const [more, setMore] = useState(initialMore || initial.length === 0);
  const [status, setStatus] = useState<RecommendationsStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  // From page 1 again: the page's own first recommendations came with its page size (5), the pages here hold 12;
  // the ones already shown are left out, so none is skipped or shown twice.
  const page = useRef(1);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

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

  return { products, more, status, error, loadMore, sentinel };
}
