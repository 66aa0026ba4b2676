import { Suspense } from 'react';
import type { Installment, ProductSummary } from '../../index';
import { Flash, InstallmentsPart } from './parts';
import { DiscountBadge, ProductPrice } from './ProductPrice';

/**
 * The price, the previous price only when the regular price is higher (spec section 3), the discount, a flash
 * sale's countdown and the installments. `renderedAt` is the loader's clock, so the first browser render says
 * what the server said.
 */
export function PriceBlock({ product, installments, renderedAt }: { product: ProductSummary; installments: Installment[]; renderedAt: number }) {
  return (
    <div className="price-block" id="precio">
      <div className="product-page__price">
        <ProductPrice product={product} size="large" />
        <DiscountBadge product={product} />
      </div>
      {product.has_flash_sale ? (
        <Suspense fallback={<p className="flash">Oferta relámpago</p>}>
          <Flash.Component end={product.flash_sale_end_date} renderedAt={renderedAt} />
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

