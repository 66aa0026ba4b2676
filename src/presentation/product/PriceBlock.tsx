import { Suspense } from 'react';
import type { Installment, ProductSummary } from '../../index';
import { Flash, InstallmentsPart } from './parts';
import { DiscountBadge, ProductPrice } from './ProductPrice';

/**
 * The price, the previous price only when the regular price is higher (spec section 3), the discount, a flash
 * sale's countdown (its end on the server, ticking after hydration) and the installments.
 */
export function PriceBlock({ product, installments }: { product: ProductSummary; installments: Installment[] }) {
  return (
    <div className="price-block" id="precio">
      <div className="product-page__price">
        <ProductPrice product={product} size="large" />
        <DiscountBadge product={product} />
      </div>
      {product.has_flash_sale ? (
        <Suspense fallback={<p className="flash">Oferta relámpago</p>}>
          <Flash.Component end={product.flash_sale_end_date} />
        </Suspense>
      ) : null}
      {installments.length ? (
        <Suspense fallback={<p className="installments installments--pending">Cuotas disponibles</p>}>
          <InstallmentsPart.Component options={installments} />
        </Suspense>
      ) : null}
    </div>
  );
}

