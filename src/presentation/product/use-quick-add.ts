import { useEffect, useRef, useState } from 'react';
import type { AddToCartInput } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { trackEvent } from '../tracking/track';

/** How long "Agregado ✓" shows before the button says "Agregar" again. */
const ADDED_FOR_MS = 4000;

/** Where a one-press "Agregar" stands: 'added' goes back to 'idle' after a few seconds. */
export type QuickAddState = 'idle' | 'adding' | 'added' | 'failed';

/**
 * A one-press "Agregar" through the cart use case (a product card's, a vending slot's): its state, the note to
 * announce (what was added, or the Spanish reason it was not) and `add`, which ignores a press while one runs.
 * `preload` starts loading the library on the first hover or focus.
 */
export function useQuickAdd() {
  const source = useClientSource();
  const running = useRef(false);
  const [state, setState] = useState<QuickAddState>('idle');
  const [note, setNote] = useState('');
  // "Agregado ✓" says what happened, then the button says again what it does (another press adds one more).
  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  /** Adds `input`; on success the note is `addedNote`. */
  async function add(input: AddToCartInput, addedNote: string) {
    if (running.current) return;
    running.current = true;
    setState('adding');
    setNote('');
    try {
      const client = await source.get();
      await client.cart.add(input);
      trackEvent(client, 'add_to_cart', { sku: input.product.public_sku, quantity: input.quantity });
      setState('added');
      setNote(addedNote);
    } catch (error) {
      setState('failed');
      // A UseCaseError carries its Spanish message; anything else gets ours.
      setNote((error as { shopperMessage?: string }).shopperMessage || 'No pudimos agregarlo al carrito. Inténtalo de nuevo.');
    } finally {
      running.current = false;
    }
  }

  return { state, note, add, preload: source.preload };
}

/** The button's visible words for a state. */
export function quickAddLabel(state: QuickAddState): string {
  return state === 'adding' ? 'Agregando…' : state === 'added' ? 'Agregado ✓' : 'Agregar';
}
