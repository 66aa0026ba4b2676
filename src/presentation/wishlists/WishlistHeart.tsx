import './wishlist-heart.css';
import { errorMessage } from '../shared/error-message';
import { useWishlistHeart } from './use-wishlist-heart';

/**
 * The favourites heart: a toggle (aria-pressed) that adds the product to the shopper's favourites or takes it off.
 * The server renders it neutral (off), at its final size; after hydration it reads the favourites' SKUs
 * (`tienda.wishlists.store`, asked once per session), else `initiallyOn` (the product page's own wishlists part). A
 * press shows the change at once and puts it back, with a Spanish reason, when the API refuses; an anonymous shopper
 * goes to the login page and comes back here, where the press is applied once signed in (pending-favourite.ts).
 */
export function WishlistHeart({ sku, title, initiallyOn, size = 'page' }: { sku: string; title: string; initiallyOn: boolean; size?: 'page' | 'card' }) {
  const { on, pending, failure, ready, toggle, preload } = useWishlistHeart(sku, initiallyOn);
  const label = on ? `Quitar de favoritos: ${title}` : `Agregar a favoritos: ${title}`;
  return (
    <span className={`wishlist-heart wishlist-heart--${size}`} onPointerEnter={preload}>
      <button
        type="button"
        className={on ? 'wishlist-heart__button is-on' : 'wishlist-heart__button'}
        aria-pressed={on}
        aria-label={label}
        title={on ? 'Quitar de favoritos' : 'Agregar a favoritos'}
        aria-busy={pending || undefined}
        data-testid={size === 'card' ? 'card-heart' : 'wishlist-heart'}
        // For tests and tools: the state shown is the shopper's (hydrated; a signed-in shopper's favourites are known).
        data-ready={ready ? 'true' : 'false'}
        onClick={() => void toggle()}
        onFocus={preload}
      >
        <span className="wishlist-heart__fill" aria-hidden="true" />
        <span className="icon wishlist-i-heart" aria-hidden="true" />
      </button>
      {failure ? (
        <span className="wishlist-heart__problem" role="alert">
          {errorMessage(failure, 'tus favoritos')}
        </span>
      ) : null}
    </span>
  );
}
