import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary, VariantSwatch } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { productPath } from '../product/product-path';

/** How long the button says "Agregado ✓" before it offers to add again. */
const ADDED_FOR_MS = 4000;

/** Swatches a card shows before "+N". */
const MAX_SWATCHES = 5;

/** What a listing adds to a product's card: its variants, or an "Agregar" button when nothing needs choosing. */
export function listingCardExtras(product: ProductSummary): { variants?: ReactNode; action?: ReactNode } {
  const swatches = product.variant_swatches;
  if (swatches?.length) return { variants: <Swatches current={product.slug} swatches={swatches} /> };
  const oneTap =
    (product.type === 'SIMPLE' || product.type === 'BOOK') &&
    product.status === 'PUBLISHED' &&
    (product.stock_status === 'IN_STOCK' || product.stock_status === 'IN_ERP_STOCK');
  return oneTap ? { action: <QuickAdd product={product} /> } : {};
}

/** The product's colours (dots) or sizes (chips), each a link to that variant's page. */
function Swatches({ current, swatches }: { current: string; swatches: VariantSwatch[] }) {
  const more = swatches.length - MAX_SWATCHES;
  return (
    <ul className="product-card__swatches" aria-label="Variantes">
      {swatches.slice(0, MAX_SWATCHES).map(({ slug, attribute, value, color_hex }) => (
        <li key={slug}>
          <Link
            to={productPath({ slug, public_sku: slug })}
            className={color_hex ? 'swatch swatch--color' : 'swatch'}
            aria-label={`${attribute ?? 'Variante'} ${value}`}
            aria-current={slug === current || undefined}
            title={value}
            style={color_hex ? { backgroundColor: color_hex } : undefined}
          >
            {color_hex ? null : value}
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li className="product-card__more">
          +{more}
          <span className="visually-hidden"> más</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * "Agregar": one unit through the cart use case. While it runs the button stays focused and says so (aria-disabled,
 * not disabled, which would drop the focus to the page); the result is announced in a polite live region.
 */
function QuickAdd({ product }: { product: ProductSummary }) {
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
        {state === 'adding' ? 'Agregando…' : state === 'added' ? 'Agregado ✓' : 'Agregar'}
        <span className="visually-hidden"> {product.title} al carrito</span>
      </button>
      <p role="status" className={state === 'failed' ? 'product-card__note' : 'visually-hidden'}>
        {note}
      </p>
    </div>
  );
}
