import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isPurchasable, type ProductSummary } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { errorMessage } from '../shared/error-message';

type Outcome = { kind: 'idle' } | { kind: 'added'; quantity: number } | { kind: 'failed'; error: unknown };

/** Quantity and "Agregar al carrito"; the use case decides what may be added. Works once the page has hydrated. */
export function AddToCartForm({ product }: { product: ProductSummary }) {
  const source = useClientSource();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const available = isPurchasable(product);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(quantity);
    setAdding(true);
    setOutcome({ kind: 'idle' });
    try {
      const client = await source.get();
      await client.cart.add({ product, quantity: amount });
      setOutcome({ kind: 'added', quantity: amount });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setAdding(false);
    }
  }

  return (
    // Pointing at or focusing the form is a good moment to fetch the library the add will need.
    <form className="add-to-cart" onSubmit={submit} aria-busy={adding} onPointerEnter={source.preload} onFocus={source.preload}>
      <div className="field field--inline">
        <label htmlFor={`${id}-qty`}>Cantidad</label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={!available}
        />
      </div>
      <button type="submit" className="button button--primary button--large" data-testid="add-to-cart" disabled={adding || !available}>
        {adding ? 'Agregando…' : available ? 'Agregar al carrito' : 'No disponible'}
      </button>
      <div className="add-to-cart__result">
        {outcome.kind === 'added' ? (
          <p className="message message--success" role="status">
            Agregado al carrito. <Link to="/carrito">Ver carrito</Link>
          </p>
        ) : null}
        <div role="alert">
          {outcome.kind === 'failed' ? <p className="message message--error">{errorMessage(outcome.error, 'el carrito')}</p> : null}
        </div>
      </div>
    </form>
  );
}
