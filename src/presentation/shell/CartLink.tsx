import { PathLink } from '../shared/PathLink';
import { useCart } from '../cart/use-cart';
import { productCount } from '../shared/format';

/** The cart and its item count; the badge keeps its size while the count loads. */
export function CartLink() {
  const { cart, ready } = useCart();
  const count = cart?.quantity_total ?? 0;
  return (
    <PathLink to="/carrito" className="header-action cart-link" aria-label={`Carrito, ${productCount(count)}`}>
      <span className="icon icon--shopping-cart" aria-hidden="true" />
      {/* The space keeps the visible words ("Carrito 3") a part of the spoken name. */}
      <span className="header-action__text">Carrito</span>{' '}
      <span className="cart-link__badge" data-testid="cart-count" data-ready={ready ? 'true' : 'false'}>
        {count}
      </span>
    </PathLink>
  );
}
