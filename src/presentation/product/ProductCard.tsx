import { Link } from 'react-router';
import type { ProductSummary } from '../../index';
import { imageSizes, imageSrcSet, imageUrl } from '../shared/image';
import { productPath } from './product-path';
import { DiscountBadge, ProductPrice } from './ProductPrice';

export { productPath } from './product-path';

/** One product in a grid or row: picture, title, brand, price and stock, linking to its page. */
export function ProductCard({ product, headingLevel = 3, eager = false }: { product: ProductSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const src = imageUrl(product.main_image, 300);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = ['OUT_OF_STOCK', 'DISCONTINUED'].includes(product.stock_status);
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
          <Link to={productPath(product)} className="product-card__link">
            {product.title}
          </Link>
        </Heading>
        <ProductPrice product={product} />
        {product.stock_status_text ? (
          <p className={outOfStock ? 'stock stock--out' : 'stock'}>{product.stock_status_text}</p>
        ) : null}
        {product.has_free_shipping ? <p className="product-card__perk">Envío gratis</p> : null}
      </div>
    </article>
  );
}
