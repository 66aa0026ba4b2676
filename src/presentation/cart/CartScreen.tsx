import './cart.css';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Cart, CartItem, OtherCart } from '../../index';
import { productPath } from '../product/product-path';
import { formatPrice, productCount } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { errorMessage } from '../shared/error-message';
import { useShopperClient } from '../app/tienda-context';
import { useCart } from './use-cart';

export default function CartScreen() {
  useShopperClient();
  const cart = useCart();
  const current = cart.cart;

  if (!current) {
    if (cart.status === 'error') {
      return (
        <>
          <PageTitle>Carrito</PageTitle>
          <ErrorState error={cart.error} onRetry={cart.reload} subject="tu carrito" />
        </>
      );
    }
    return <Loading label="Cargando tu carrito…" />;
  }

  if (current.items.length === 0) {
    return (
      <div className="cart">
        <PageTitle>Carrito</PageTitle>
        {cart.error ? <p role="alert" className="message message--error">{errorMessage(cart.error, 'tu carrito')}</p> : null}
        <OtherCartNotice cart={current} otherCart={cart.otherCart} disabled={cart.updating} onOpen={cart.open} />
        <EmptyState
          action={
            <Link className="button button--primary" to="/">
              Ir a comprar
            </Link>
          }
        >
          Tu carrito está vacío
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="cart" aria-busy={cart.updating}>
      <PageTitle>Carrito</PageTitle>
      <div role="alert" className="cart__alert">
        {cart.error ? <p className="message message--error">{errorMessage(cart.error, 'tu carrito')}</p> : null}
      </div>
      {cart.updating ? (
        <p role="status" className="visually-hidden">
          Actualizando tu carrito…
        </p>
      ) : null}
      <OtherCartNotice cart={current} otherCart={cart.otherCart} disabled={cart.updating} onOpen={cart.open} />
      <div className="cart__layout">
        <ul className="cart__lines" aria-label="Productos en tu carrito">
          {current.items.map((item) => (
            <CartLine
              key={item.item_id}
              item={item}
              disabled={cart.updating}
              onQuantity={(quantity) => cart.setQuantity(item.item_id, quantity)}
              onRemove={() => cart.remove(item.item_id)}
            />
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="resumen">
          <h2 id="resumen">Resumen</h2>
          <dl>
            <div className="summary-row">
              <dt>Subtotal ({productCount(current.quantity_total)})</dt>
              <dd>{formatPrice(current.amount_sub_total)}</dd>
            </div>
            {current.discount_coupons > 0 ? (
              <div className="summary-row">
                <dt>Descuentos</dt>
                <dd>-{formatPrice(current.discount_coupons)}</dd>
              </div>
            ) : null}
            {current.discount_gift_card > 0 ? (
              <div className="summary-row">
                <dt>Tarjeta de regalo</dt>
                <dd>-{formatPrice(current.discount_gift_card)}</dd>
              </div>
            ) : null}
            <div className="summary-row summary-row--total">
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatPrice(current.amount_total)}</dd>
            </div>
          </dl>
          {current.amount_until_free_shipping != null && current.amount_until_free_shipping > 0 ? (
            <p className="hint">Te faltan {formatPrice(current.amount_until_free_shipping)} para envío gratis.</p>
          ) : null}
          <button type="button" className="button button--primary button--block" disabled>
            Pagar (próximamente)
          </button>
          <Link to="/" className="cart__continue">
            Seguir comprando
          </Link>
        </aside>
      </div>
    </div>
  );
}

/**
 * Another cart of the shopper's: the lines kept apart at login (named), the
 * cart just left, or, after a reload, the other carts the cart lists.
 */
function OtherCartNotice({
  cart,
  otherCart,
  disabled,
  onOpen,
}: {
  cart: Cart;
  otherCart: OtherCart | null;
  disabled: boolean;
  onOpen: (cartId: string) => void;
}) {
  const others = cart.user_cart_ids.length;
  const target = otherCart?.cartId ?? cart.user_cart_ids[0];
  if (!target) return null;
  const text =
    otherCart?.message ??
    (others === 1 ? 'Tienes otro carrito guardado.' : `Tienes otros ${others} carritos guardados.`);
  return (
    <section className="cart-other" aria-label="Otro carrito" data-testid="other-cart">
      <p role="status" className="cart-other__text">
        {text}
      </p>
      <button type="button" className="button button--secondary" disabled={disabled} onClick={() => onOpen(target)}>
        Abrir ese carrito
      </button>
    </section>
  );
}

function CartLine({
  item,
  disabled,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { product } = item;
  const [draft, setDraft] = useState(String(item.quantity));
  // The server's quantity wins whenever the cart changes.
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const src = imageUrl(product.main_image, 150);

  const commit = () => {
    const value = Number(draft);
    if (draft.trim() === '' || value === item.quantity) {
      setDraft(String(item.quantity));
      return;
    }
    onQuantity(value);
  };

  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line__media">
        {src ? <img src={src} alt="" width={96} height={96} loading="lazy" /> : <div className="product-card__placeholder" />}
      </div>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <Link to={productPath(product)}>{product.title}</Link>
        </h2>
        <p className="cart-line__unit">
          <span className="visually-hidden">Precio unitario: </span>
          {formatPrice(item.price)} c/u
        </p>
        {product.stock_status_text ? <p className="stock">{product.stock_status_text}</p> : null}
      </div>
      <div className="cart-line__actions">
        <div className="quantity" role="group" aria-labelledby={`${id}-label`}>
          <span id={`${id}-label`} className="visually-hidden">
            Cantidad de {product.title}
          </span>
          <button
            type="button"
            className="quantity__step"
            aria-label={`Disminuir cantidad de ${product.title}`}
            disabled={disabled}
            onClick={() => onQuantity(item.quantity - 1)}
          >
            −
          </button>
          <label htmlFor={`${id}-qty`} className="visually-hidden">
            Cantidad de {product.title}
          </label>
          <input
            id={`${id}-qty`}
            className="quantity__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={draft}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          <button
            type="button"
            className="quantity__step"
            aria-label={`Aumentar cantidad de ${product.title}`}
            disabled={disabled}
            onClick={() => onQuantity(item.quantity + 1)}
          >
            +
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">Total de la línea: </span>
          {formatPrice(item.price * item.quantity)}
        </p>
        <button type="button" className="button button--link" disabled={disabled} onClick={onRemove}>
          Eliminar<span className="visually-hidden"> {product.title}</span>
        </button>
      </div>
    </li>
  );
}
