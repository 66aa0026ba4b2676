import { useId, useRef } from 'react';
import { cartProductTypes, checkCartCompatibility, isPurchasable, type Cart, type ProductSummary } from '../../index';
import { ProductCard } from '../product/ProductCard';
import { QuickAdd } from '../product/QuickAdd';
import { useCartExtras } from './use-cart-extras';

/** How long "Agregado ✓" shows before the button offers to add again. */

/**
 * "Combina con tu compra" (cross-sell) and "Para ti" (for you): rows of
 * product cards with an add button, loaded once the cart is on screen, in
 * space reserved while they load, and gone quietly when a call fails or
 * answers nothing. Loaded lazily with the cart screen's other parts.
 */
export default function CrossSell({ cart }: { cart: Cart }) {
  const latest = useRef(cart);
  latest.current = cart;
  const extras = useCartExtras(cart.cart_id, latest);
  const rows = extras.status === 'error' ? { crossSell: [], forYou: [] } : extras.data;

  if (!rows) {
    return (
      <div className="cart-extras cart-extras--loading" aria-hidden="true" data-testid="cart-extras-loading">
        <div className="skeleton skeleton--title" />
        <div className="skeleton cart-extras__skeleton" />
      </div>
    );
  }
  if (rows.crossSell.length === 0 && rows.forYou.length === 0) return null;
  return (
    <div className="cart-extras">
      {rows.crossSell.length > 0 ? <Row title="Combina con tu compra" products={rows.crossSell} cart={cart} /> : null}
      {rows.forYou.length > 0 ? <Row title="Para ti" products={rows.forYou} cart={cart} /> : null}
    </div>
  );
}

function Row({ title, products, cart }: { title: string; products: ProductSummary[]; cart: Cart }) {
  const id = useId();
  const kinds = cartProductTypes(cart);
  return (
    <section className="cart-extras__row" aria-labelledby={id}>
      <h2 id={id} className="cart-extras__title">
        {title}
      </h2>
      <ul className="scroll-row" aria-labelledby={id}>
        {products.map((product) => (
          <li key={product.public_sku} className="scroll-row__item">
            <ProductCard
              product={product}
              action={isPurchasable(product) && checkCartCompatibility(kinds, product.type).compatible ? <QuickAdd product={product} /> : null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

