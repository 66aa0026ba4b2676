import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ProductSummary } from '../../index';

// The heart's code (the favourites' SKUs, the toggle, the way to the login) loads after hydration, in its own chunk:
// the 40-odd cards of a page cost the first load nothing.
const WishlistHeart = lazy(() => import('../wishlists/WishlistHeart').then((module) => ({ default: module.WishlistHeart })));

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * A card's favourites heart, over the picture's top right corner. Public pages are cached and the same for every
 * visitor, so the server draws nothing here (no bytes in the HTML); the heart appears after hydration, absolutely
 * placed (it moves nothing), and shows the signed-in shopper's state once their favourites are known.
 */
export function CardHeart({ product }: { product: ProductSummary }) {
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  if (!hydrated) return null;
  return (
    <div className="product-card__heart">
      <Suspense fallback={null}>
        <WishlistHeart sku={product.public_sku} title={product.title} initiallyOn={false} size="card" />
      </Suspense>
    </div>
  );
}
