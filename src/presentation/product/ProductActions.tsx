import { useEffect } from 'react';
import { ShareButton } from '../share/ShareButton';
import { WishlistHeart } from '../wishlists/WishlistHeart';
import { useShopperState, type ShopperState } from './use-shopper-state';

/**
 * The favourites heart and «Compartir» beside the title (U3's components), in a chunk of their own, which also
 * reads the shopper's own parts of the page after hydration and hands them to the page (`onShopper`).
 */
export default function ProductActions({
  sku,
  title,
  isEvent,
  favourite,
  known,
  onShopper,
}: {
  sku: string;
  title: string;
  isEvent: boolean;
  /** Whether the page says the shopper has it among their favourites. */
  favourite: boolean;
  /** Whether the page was read with the shopper's session (its own parts are already theirs). */
  known: boolean;
  onShopper: (state: ShopperState) => void;
}) {
  // Null until read here (and never, when the page already holds the shopper's parts).
  const shopper = useShopperState(sku, isEvent, known);
  useEffect(() => {
    if (shopper) onShopper(shopper);
  }, [shopper]);
  return (
    <div className="product-actions">
      <WishlistHeart sku={sku} title={title} initiallyOn={shopper ? shopper.wishlists.length > 0 : favourite} />
      <ShareButton productId={sku} title={title} />
    </div>
  );
}
