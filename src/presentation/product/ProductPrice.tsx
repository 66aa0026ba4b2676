import { discountPercent, previousPrice, type ProductSummary } from '../../index';
import { formatPrice } from '../shared/format';

type Priced = Pick<ProductSummary, 'price' | 'regular_price'>;

/** The price, and the previous price struck through only when the domain says there is one. */
export function ProductPrice({ product, size = 'normal' }: { product: Priced; size?: 'normal' | 'large' }) {
  const before = previousPrice(product);
  return (
    <p className={`price price--${size}`}>
      <span className={before != null ? 'price__now price__now--sale' : 'price__now'} data-testid="price">
        <span className="visually-hidden">Precio: </span>
        {formatPrice(product.price)}
      </span>
      {before != null ? (
        <s className="price__before" data-testid="previous-price">
          <span className="visually-hidden">Precio anterior: </span>
          {formatPrice(before)}
        </s>
      ) : null}
    </p>
  );
}

/** "-15 %" when there is a previous price. */
export function DiscountBadge({ product }: { product: Priced }) {
  const percent = discountPercent(product);
  if (percent == null || percent <= 0) return null;
  return (
    <span className="badge badge--discount">
      <span className="visually-hidden">Descuento de </span>-{percent}%
    </span>
  );
}
