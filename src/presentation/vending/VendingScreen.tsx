import './vending.css';
import { useId } from 'react';
import { Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import type { VendingMachineView, VendingSlot } from '../../index';
import { slotState } from '../../domain/catalog/vending-rules';
import { productPath } from '../product/product-path';
import { quickAddLabel, useQuickAdd } from '../product/use-quick-add';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { formatPrice } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState } from '../shared/StatusViews';
import { parseVendingCategory } from './vending.loader';

/** A vending machine: where it is, a category filter, and its positions by row and column, each to add to the cart. */
export default function VendingScreen() {
  const { machine, rows, categories } = useLoaderData() as VendingMachineView;
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const current = parseVendingCategory(new URLSearchParams(location.search).get('categoria'));
  const chosen = categories.find((category) => category.id === current) ?? null;
  const gridTitle = useId();
  const hint = useId();
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const slots = rows.flat().filter((slot): slot is VendingSlot => slot !== null);
  const withProduct = slots.filter((slot) => slot.product).length;
  const title = `Máquina expendedora ${machine.code}`;
  const categoryHref = (id: number | null) => (id === null ? location.pathname : `${location.pathname}?categoria=${id}`);

  return (
    <div className="vending">
      <header className="vending__head">
        <Breadcrumbs current={title} />
        <PageTitle>{title}</PageTitle>
        {machine.address ? (
          <p className="vending__address">
            <span className="icon vending-i-map-pin" aria-hidden="true" />
            <span>
              <span className="visually-hidden">Dirección: </span>
              {machine.address}
            </span>
          </p>
        ) : null}
        <p className="vending__how">Paga en línea y retira en la máquina con el código que te enviamos por correo.</p>
      </header>

      {categories.length > 0 ? (
        <nav className="vending__filter" aria-label="Categorías de la máquina">
          <ul className="chips">
            <li>
              <Link
                className={chosen ? 'chip' : 'chip chip--current'}
                to={categoryHref(null)}
                aria-current={chosen ? undefined : 'page'}
                preventScrollReset
              >
                Todas
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  className={chosen?.id === category.id ? 'chip chip--current' : 'chip'}
                  to={categoryHref(category.id)}
                  aria-current={chosen?.id === category.id ? 'page' : undefined}
                  preventScrollReset
                >
                  {category.name} <span className="vending__count">({category.search_results_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p className="vending__summary" aria-live="polite">
        {chosen
          ? `${slots.length} ${slots.length === 1 ? 'posición' : 'posiciones'} con ${chosen.name}`
          : `${withProduct} ${withProduct === 1 ? 'producto' : 'productos'} en ${slots.length} ${slots.length === 1 ? 'posición' : 'posiciones'}`}
      </p>

      <div aria-busy={busy} className={busy ? 'vending__results is-busy' : 'vending__results'}>
        {busy ? (
          <p role="status" className="visually-hidden">
            Cargando…
          </p>
        ) : null}
        {slots.length === 0 ? (
          current !== null ? (
            <EmptyState
              action={
                <Link className="button button--primary" to={categoryHref(null)} preventScrollReset>
                  Ver todas las posiciones
                </Link>
              }
            >
              Esta máquina no tiene productos de esa categoría.
            </EmptyState>
          ) : (
            <EmptyState>Esta máquina todavía no tiene productos.</EmptyState>
          )
        ) : (
          <>
            <h2 id={gridTitle} className="visually-hidden">
              Posiciones de la máquina
            </h2>
            <p id={hint} className={columns > 4 ? 'vending__hint vending__hint--wide' : 'vending__hint'}>
              <span className="icon vending-i-move" aria-hidden="true" />
              Desliza la cuadrícula de lado a lado para ver todas las columnas.
            </p>
            {/* Scrolls sideways inside itself on a narrow screen; the page never does. */}
            <div className="vending__scroller" role="region" aria-labelledby={gridTitle} aria-describedby={hint} tabIndex={0}>
              <ul className="vending__grid" style={{ ['--vending-columns' as string]: columns }}>
                {rows.flatMap((row, r) =>
                  row.map((slot, c) =>
                    slot ? (
                      <li key={String(slot.id)} className="vending__cell">
                        <SlotCard slot={slot} />
                      </li>
                    ) : (
                      <li key={`gap-${r}-${c}`} className="vending__cell vending__cell--gap" aria-hidden="true" />
                    ),
                  ),
                )}
              </ul>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

const STATE_LABELS = { soldOut: 'Agotado', outOfService: 'Fuera de servicio', empty: 'Vacío' } as const;

/** One position: its code, and the product it holds with price and stock, or why it cannot sell. */
function SlotCard({ slot }: { slot: VendingSlot }) {
  const state = slotState(slot);
  const product = slot.product;
  const src = product ? imageUrl(product.main_image, 150) : null;
  const price = slot.price ?? product?.price ?? null;
  return (
    <article className={`slot slot--${state}`} data-testid="vending-slot" data-code={slot.code}>
      <p className="slot__code">
        <span className="visually-hidden">Posición </span>
        {slot.code}
      </p>
      {product ? (
        <>
          <div className="slot__media">
            {src ? <img src={src} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span className="slot__placeholder" aria-hidden="true" />}
          </div>
          <h3 className="slot__title">
            <Link to={productPath(product)}>{product.title}</Link>
          </h3>
          {price !== null ? <p className="slot__price">{formatPrice(price)}</p> : null}
          {state === 'available' ? (
            <>
              <p className="slot__stock">{slot.stock === 1 ? 'Queda 1' : `Quedan ${slot.stock}`}</p>
              <SlotAdd slot={slot} />
            </>
          ) : (
            <p className={`slot__state slot__state--${state}`}>
              <span className={`icon ${state === 'soldOut' ? 'vending-i-ban' : 'vending-i-wrench'}`} aria-hidden="true" />
              {STATE_LABELS[state]}
            </p>
          )}
        </>
      ) : (
        <p className="slot__state slot__state--empty">
          <span className="icon vending-i-empty" aria-hidden="true" />
          {STATE_LABELS.empty}
        </p>
      )}
    </article>
  );
}

/**
 * "Agregar": one unit of the slot's product, with the slot's id, through the cart use case. While it runs the
 * button keeps the focus (aria-disabled, not disabled); the outcome is announced under it.
 */
function SlotAdd({ slot }: { slot: VendingSlot }) {
  const { state, note, add, preload } = useQuickAdd();
  const product = slot.product;
  return (
    <div className="slot__add" onPointerEnter={preload} onFocus={preload}>
      <button
        type="button"
        className="button button--secondary slot__button"
        aria-disabled={state === 'adding' || undefined}
        onClick={() => {
          if (product) void add({ product, quantity: 1, vendingMachineSlotId: slot.id }, 'Agregado al carrito');
        }}
      >
        {quickAddLabel(state)}{' '}
        <span className="visually-hidden">{`${slot.product?.title ?? ''} de la posición ${slot.code} al carrito`}</span>
      </button>
      <p role="status" className="slot__note">
        {state === 'added' ? note : ''}
      </p>
      <p role="alert" className="slot__note slot__note--error">
        {state === 'failed' ? note : ''}
      </p>
    </div>
  );
}
