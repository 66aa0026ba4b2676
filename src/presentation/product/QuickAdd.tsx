import type { ProductSummary } from '../../index';
import { quickAddLabel, useQuickAdd } from './use-quick-add';

/**
 * "Agregar": one unit through the cart use case. While it runs the button stays focused and says so (aria-disabled,
 * not disabled, which would drop the focus to the page); the result is announced in a polite live region.
 */
export function QuickAdd({ product }: { product: ProductSummary }) {
  const { state, note, add, preload } = useQuickAdd();
  return (
    <div className="product-card__add" onPointerEnter={preload} onFocus={preload}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={state === 'adding' || undefined}
        onClick={() => add({ product, quantity: 1 }, `Agregado al carrito: ${product.title}.`)}
      >
        {quickAddLabel(state)}{' '}
        <span className="visually-hidden">{product.title} al carrito</span>
      </button>
      <p role="status" className={state === 'failed' ? 'product-card__note' : 'visually-hidden'}>
        {note}
      </p>
    </div>
  );
}
