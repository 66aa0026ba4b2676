import { Link } from 'react-router';
import { useCart } from '../cart/use-cart';
import { productCount } from '../shared/format';

/** The cart and its item count; the badge keeps its size while the count loads. */
export function CartLink() {
  const { cart, ready } = useCart();
  const count = cart?.quantity_total ?? 0;
  return (
    <Link to="/carrito" className="header-action cart-link" aria-label={`Carrito, ${productCount(count)}`}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6" />
      </svg>
      {/* The space keeps the visible words ("Carrito 3") a part of the spoken name. */}
      <span className="header-action__text">Carrito</span>{' '}
      <span className="cart-link__badge" data-testid="cart-count" data-ready={ready ? 'true' : 'false'}>
        {count}
      </span>
    </Link>
  );
}
