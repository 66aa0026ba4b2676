import type { ReactNode } from 'react';
import type { ProductSummary } from '../../index';
import { ProductCard } from './ProductCard';

/**
 * Products in a grid that grows from 2 columns on phones to 5 on desktop; the first `eagerCount` pictures are above
 * the fold. `extras` gives a card more (a listing's swatches and "Agregar").
 */
export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  extras,
}: {
  products: ProductSummary[];
  label?: string;
  eagerCount?: number;
  extras?: (product: ProductSummary) => { variants?: ReactNode; action?: ReactNode };
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.public_sku}>
          <ProductCard product={product} eager={index < eagerCount} {...extras?.(product)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Products in one horizontally scrollable row. `ratings={false}` leaves the stars out: the product page's own rows, whose
 * HTML budget (≤ 90 KB per page) the page itself needs; the product's stars are at the top of that page.
 */
export function ProductRow({ products, label, dark = false, ratings = true }: { products: ProductSummary[]; label: string; dark?: boolean; ratings?: boolean }) {
  return (
    <ul className={dark ? 'scroll-row scroll-row--dark' : 'scroll-row'} aria-label={label}>
      {products.map((product) => (
        <li key={product.public_sku} className="scroll-row__item">
          <ProductCard product={product} rating={ratings} />
        </li>
      ))}
    </ul>
  );
}
