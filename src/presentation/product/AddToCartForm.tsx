import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../index';
import { errorMessage } from '../shared/error-message';
import { maxQuantity, notPurchasableReason } from './stock';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';
import { useAddToCart } from './use-add-to-cart';

/**
 * Quantity and "Agregar al carrito"; the use case decides what may be added. A press before the page has hydrated is
 * kept and sent once it has (shared/early-submit.ts), with the quantity typed by then.
 */
export function AddToCartForm({ product }: { product: ProductSummary }) {
  const cart = useAddToCart(product);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlySubmit(form);
  const [invalid, setInvalid] = useState(false);
  const { adding, outcome } = cart;
  const max = maxQuantity(product);
  const reason = notPurchasableReason(product);
  // Spec section 4: kinds that cannot share a cart. Said beside the button before the shopper presses it, once the cart is known.
  const clash = cart.clash;

  // What cannot be bought gets no quantity and no button, but says so plainly.
  if (reason) {
    return (
      <p className="add-to-cart add-to-cart--unavailable" data-testid="not-purchasable">
        {reason}
      </p>
    );
  }

  const isValid = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max;

  function submit(event: FormEvent) {
    event.preventDefault();
    takeEarlySubmit(event.currentTarget as HTMLFormElement);
    // The button stays focusable while a request runs (a disabled button drops the focus to the page): a second press waits.
    if (adding) return;
    // Read from the field itself (uncontrolled): what was typed before hydration counts too.
    const quantity = input.current?.value ?? '';
    if (!isValid(quantity)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    const amount = Number(quantity);
    setInvalid(false);
    return cart.add(amount);
  }

  const failure = outcome.kind === 'failed' ? errorMessage(outcome.error, 'el carrito') : null;
  // The API refused for the reason already written beside the button: said once, in the alert, with the way to the cart.
  const refusedForMix = !clash.compatible && failure === clash.message;

  return (
    // Pointing at or focusing the form is a good moment to fetch the library the add will need.
    <form ref={form} {...earlySubmitProps} className="add-to-cart" noValidate onSubmit={submit} aria-busy={adding} onPointerEnter={cart.preload} onFocus={cart.preload}>
      <div className="add-to-cart__quantity">
        <div className="field field--inline">
          <label htmlFor={`${id}-qty`}>Cantidad</label>
          <input
            ref={input}
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            required
            defaultValue="1"
            onChange={(event) => {
              if (invalid && isValid(event.target.value)) setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-qty-error` : undefined}
          />
        </div>
        <p id={`${id}-qty-error`} className="field__error" aria-live="polite">
          {invalid ? `La cantidad debe estar entre 1 y ${max}.` : null}
        </p>
      </div>
      <button
        type="submit"
        className="button button--primary button--large"
        data-testid="add-to-cart"
        aria-disabled={adding || undefined}
        aria-describedby={clash.compatible || refusedForMix ? undefined : `${id}-mix`}
      >
        {adding ? 'Agregando…' : 'Agregar al carrito'}
      </button>
      <p className="add-to-cart__status" id={`${id}-mix`} data-testid="cart-mix">
        {clash.compatible || refusedForMix ? null : <span className="message message--error">{clash.message}</span>}
      </p>
      <p className="add-to-cart__status" role="status" aria-live="polite">
        {outcome.kind === 'added' ? (
          <span className="message message--success">
            Agregado al carrito: {outcome.quantity} × {product.title}. <Link to="/carrito">Ver carrito</Link>
          </span>
        ) : outcome.kind === 'queued' ? (
          <span className="message message--success" data-testid="add-queued">
            Sin conexión: {outcome.quantity} × {product.title} quedó pendiente y se agregará a tu carrito cuando vuelva la conexión.{' '}
            <Link to="/carrito">Ver carrito</Link>
          </span>
        ) : null}
      </p>
      <div className="add-to-cart__status" role="alert">
        {failure ? (
          <p className="message message--error">
            {failure}
            {refusedForMix ? (
              <>
                {' '}
                <Link to="/carrito">Ir al carrito</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
