import type { ReactNode } from 'react';
import type { ProductSummary } from '../../index';
import { formatNumber } from '../shared/format';
import { PathLink } from '../shared/PathLink';
import { imageSizes, imageSrcSet, imageUrl } from '../shared/image';
import { CardHeart } from './CardHeart';
import { productPath } from './product-path';
import { DiscountBadge, ProductPrice } from './ProductPrice';

export { productPath } from './product-path';

/** How the stock line reads: few left (amber), sold out (red), no longer sold or unknown (neutral), else in stock. */
function stockClass(product: ProductSummary): string {
  if (product.stock_status === 'OUT_OF_STOCK') return 'stock stock--out';
  if (product.stock_status === 'DISCONTINUED' || product.stock_status === 'UNKNOWN') return 'stock stock--gone';
  // The API says "Quedan 3" (or "Queda 1") when few are left.
  if (product.stock_status === 'IN_STOCK' && /^Queda/.test(product.stock_status_text ?? '')) return 'stock stock--low';
  return 'stock';
}

/**
 * The product's stars and how many opinions they come from, only when it has some: «4.5 de 5 estrellas, 12 opiniones»
 * to a screen reader. The five stars are drawn by the style sheet, filled to the nearest half star (class r0…r10) by a
 * gradient; the markup is kept short, as a home page draws some forty cards into its HTML (≤ 120 KB).
 */
export function CardRating({ rating, count }: { rating: number | null; count: number }) {
  if (rating == null || count <= 0) return null;
  const label = `${formatNumber(rating)} de 5 estrellas, ${count} ${count === 1 ? 'opinión' : 'opiniones'}`;
  return (
    <p className={`card-rating r${Math.round(rating * 2)}`} role="img" aria-label={label}>
      {`(${count})`}
    </p>
  );
}

/**
 * One product in a grid or row: picture, title, brand, price and stock, linking to its page, with the favourites
 * heart over the picture (drawn after hydration, see CardHeart). A listing adds
 * `variants` (under the price) and an `action` (at the bottom); see listing/CardExtras.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  variants,
  action,
  heart = true,
  rating = true,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
  variants?: ReactNode;
  action?: ReactNode;
  /** False where the card has its own way off the favourites («Mis favoritos»' «Quitar»). */
  heart?: boolean;
  /** False to leave the stars out (ProductRow's `ratings`). */
  rating?: boolean;
}) {
  const src = imageUrl(product.main_image, 300);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(product.main_image)}
            sizes={imageSizes.card}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={300}
            height={300}
          />
        ) : (
          <div className="product-card__placeholder" aria-hidden="true">
            Sin imagen
          </div>
        )}
        <div className="product-card__badges">
          <DiscountBadge product={product} />
          {product.has_flash_sale ? (
            <span className="badge badge--flash">
              <span className="visually-hidden">Oferta </span>Relámpago
            </span>
          ) : null}
        </div>
      </div>
      <div className="product-card__body">
        {product.brand ? <p className="product-card__brand">{product.brand.name}</p> : null}
        <Heading className="product-card__title">
          <PathLink to={productPath(product)} className="product-card__link">
            {product.title}
          </PathLink>
        </Heading>
        {heart ? <CardHeart product={product} /> : null}
        <ProductPrice product={product} />
        {/* Under the price, as Mercado Libre has it: the price keeps its place in the first screen of home on a phone. */}
        {rating ? <CardRating rating={product.average_rating} count={product.rating_count} /> : null}
        {variants}
        {product.stock_status_text ? <p className={stockClass(product)}>{product.stock_status_text}</p> : null}
        {product.has_free_shipping ? <p className="product-card__perk">Envío gratis</p> : null}
        {action}
      </div>
    </article>
  );
}
