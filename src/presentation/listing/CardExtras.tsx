import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary, VariantSwatch } from '../../index';
import { productPath } from '../product/product-path';
import { QuickAdd } from '../product/QuickAdd';

/** Swatches a card shows before "+N". */
const MAX_SWATCHES = 5;

/** What a listing adds to a product's card: its variants, or an "Agregar" button when nothing needs choosing. */
export function listingCardExtras(product: ProductSummary): { variants?: ReactNode; action?: ReactNode } {
  const swatches = product.variant_swatches;
  if (swatches?.length) return { variants: <Swatches current={product.slug} swatches={swatches} /> };
  const oneTap =
    (product.type === 'SIMPLE' || product.type === 'BOOK') &&
    product.status === 'PUBLISHED' &&
    (product.stock_status === 'IN_STOCK' || product.stock_status === 'IN_ERP_STOCK');
  return oneTap ? { action: <QuickAdd product={product} /> } : {};
}

/** The product's colours (dots) or sizes (chips), each a link to that variant's page. */
function Swatches({ current, swatches }: { current: string; swatches: VariantSwatch[] }) {
  const more = swatches.length - MAX_SWATCHES;
  return (
    <ul className="product-card__swatches" aria-label="Variantes">
      {swatches.slice(0, MAX_SWATCHES).map(({ slug, attribute, value, color_hex }) => (
        <li key={slug}>
          <Link
            to={productPath({ slug, public_sku: slug })}
            className={color_hex ? 'swatch swatch--color' : 'swatch'}
            aria-label={`${attribute ?? 'Variante'} ${value}`}
            aria-current={slug === current || undefined}
            title={value}
            style={color_hex ? { backgroundColor: color_hex } : undefined}
          >
            {color_hex ? null : value}
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li className="product-card__more">
          +{more}
          <span className="visually-hidden"> más</span>
        </li>
      ) : null}
    </ul>
  );
}

