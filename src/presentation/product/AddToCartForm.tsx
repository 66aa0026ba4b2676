import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { cartProductTypes, checkCartCompatibility, type ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import { errorMessage } from '../shared/error-message';
import { maxQuantity, notPurchasableReason } from './stock';
import { trackEvent } from '../tracking/track';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';

type Outcome = { kind: 'idle' } | { kind: 'added' | 'queued'; quantity: number } | { kind: 'failed'; error: unknown };

/**
 * Quantity and "Agregar al carrito"; the use case decides what may be added. A press before the page has hydrated is
 * kept and sent once it has (shared/early-submit.ts), with the quantity typed by then.
 */
export function AddToCartForm({ product }: { product: ProductSummary }) {
  const source = useClientSource();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlySubmit(form);
  const [invalid, setInvalid] = useState(false);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const max = maxQuantity(product);
  const reason = notPurchasableReason(product);
  // Spec section 4: kinds that cannot share a cart. Said beside the button before the shopper presses it, once the cart is known.
  const cart = useStoreState(useClient()?.cart.store, null)?.cart ?? null;
  const clash = checkCartCompatibility(cartProductTypes(cart), product.type);

  // What cannot be bought gets no quantity and no button, but says so plainly.
  if (reason) {
    return (
      <p className="add-to-cart add-to-cart--unavailable" data-testid="not-purchasable">
        {reason}
      </p>
    );
  }

  const isValid = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max;

  async function submit(event: FormEvent) {
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
    setAdding(true);
    setOutcome({ kind: 'idle' });
    try {
      const client = await source.get();
      await client.cart.add({ product, quantity: amount });
      trackEvent(client, 'add_to_cart', { sku: product.public_sku, quantity: amount });
      // Without a connection the add waits in the shopper's queue, sent when the connection returns.
      const queued = client.cart.store
        .getSnapshot()
        .pending.some((change) => change.kind === 'add' && change.product.public_sku === product.public_sku);
      setOutcome({ kind: queued ? 'queued' : 'added', quantity: amount });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setAdding(false);
    }
  }

  const failure = outcome.kind === 'failed' ? errorMessage(outcome.error, 'el carrito') : null;
  // The API refused for the reason already written beside the button: said once, in the alert, with the way to the cart.
  const refusedForMix = !clash.compatible && failure === clash.message;

  return (
    // Pointing at or focusing the form is a good moment to fetch the library the add will need.
    <form ref={form} {...earlySubmitProps} className="add-to-cart" noValidate onSubmit={submit} aria-busy={adding} onPointerEnter={source.preload} onFocus={source.preload}>
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
