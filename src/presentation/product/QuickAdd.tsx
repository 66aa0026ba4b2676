import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../index';
import { useClientSource } from '../app/tienda-context';

/** How long "Agregado ✓" shows before the button says "Agregar" again. */
const ADDED_FOR_MS = 4000;

/**
 * "Agregar": one unit through the cart use case. While it runs the button stays focused and says so (aria-disabled,
 * not disabled, which would drop the focus to the page); the result is announced in a polite live region.
 */
export function QuickAdd({ product }: { product: ProductSummary }) {
  const source = useClientSource();
  const running = useRef(false);
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const [note, setNote] = useState('');
  // "Agregado ✓" says what happened, then the button says again what it does (another press adds one more).
  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function add() {
    if (running.current) return;
    running.current = true;
    setState('adding');
    setNote('');
    try {
      await (await source.get()).cart.add({ product, quantity: 1 });
      setState('added');
      setNote(`Agregado al carrito: ${product.title}.`);
    } catch (error) {
      setState('failed');
      // A UseCaseError carries its Spanish message; anything else gets ours.
      setNote((error as { shopperMessage?: string }).shopperMessage || 'No pudimos agregarlo al carrito. Inténtalo de nuevo.');
    } finally {
      running.current = false;
    }
  }

  return (
    <div className="product-card__add" onPointerEnter={source.preload} onFocus={source.preload}>
      <button type="button" className="button button--secondary" aria-disabled={state === 'adding' || undefined} onClick={add}>
        {state === 'adding' ? 'Agregando…' : state === 'added' ? 'Agregado ✓' : 'Agregar'}{' '}
        <span className="visually-hidden">{product.title} al carrito</span>
      </button>
      <p role="status" className={state === 'failed' ? 'product-card__note' : 'visually-hidden'}>
        {note}
      </p>
    </div>
  );
}
