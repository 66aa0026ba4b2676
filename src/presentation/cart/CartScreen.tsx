import { EventWhen } from '../shared/EventWhen';
import './cart.css';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSeatLine, previousPrice, seatCount, type Cart, type CartItem, type CartState, type Dedication, type OtherCart, type PendingChange, type ReplayRefusal } from '../../index';
import { productPath } from '../product/product-path';
import { formatPrice, productCount } from '../shared/format';
import { imageUrl } from '../shared/image';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { errorMessage } from '../shared/error-message';
import { useShopperClient } from '../app/tienda-context';
import { useOnline } from '../shared/use-online';
import { hasLineOptions, stockNote } from './line-rules';
import { useCart, type Outcome } from './use-cart';

// The cart's options and suggestions are their own chunks (the route's byte budget), requested as soon as this
// screen's module runs, so they are in by the time the shopper's cart has loaded; their room is reserved meanwhile.
const parts = typeof window === 'undefined' ? null : { codes: import('./CodeField'), line: import('./LineOptions') };
const CodeField = lazy(() => (parts?.codes ?? import('./CodeField')).then((module) => ({ default: module.CodeField })));
const LineOptions = lazy(() => parts?.line ?? import('./LineOptions'));
const CrossSell = lazy(() => import('./CrossSell'));
const DeliveryEstimate = lazy(() => import('./DeliveryEstimate'));

/** Where the focus goes (a line by position or by product), once `shown` says the cart on screen has the change. */
interface FocusIntent {
  target: { index: number } | { sku: string };
  shown: (cart: Cart) => boolean;
}

/** A line just removed, which "Deshacer" puts back; `failure` when putting it back failed. */
interface Removed {
  item: CartItem;
  failure: unknown;
}

export default function CartScreen() {
  useShopperClient();
  const cart = useCart();
  const online = useOnline();
  const current = cart.cart;
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const undoing = useRef(false);
  // A line shows its own failures beside it: the store holds them too, but the top of the page does not repeat them.
  const lineChanges = useRef(0);
  const [lineError, setLineError] = useState<unknown>(null);
  // Where the focus goes once the cart on screen shows a change: a line's title (by position) or the heading. It is
  // recorded before the request and acted on in the very commit where the line goes (or comes back), so the focus is
  // never left on the page's body between the two, not even for a frame.
  const focusLine = useRef<FocusIntent | null>(null);

  useLayoutEffect(() => {
    const intent = focusLine.current;
    if (!intent || !root.current || !current || !intent.shown(current)) return;
    focusLine.current = null;
    const { target: wanted } = intent;
    const lines = Array.from(root.current.querySelectorAll<HTMLElement>('[data-testid="cart-line"]'));
    const target = 'sku' in wanted ? lines.find((line) => line.dataset.sku === wanted.sku) : lines[Math.min(wanted.index, lines.length - 1)];
    (target?.querySelector<HTMLElement>('.cart-line__title a') ?? root.current.querySelector<HTMLElement>('h1'))?.focus();
  }, [current]);

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

  const lineChange = async (change: () => Promise<Outcome>): Promise<Outcome> => {
    lineChanges.current++;
    try {
      const outcome = await change();
      if (!outcome.ok) setLineError(outcome.error);
      return outcome;
    } finally {
      lineChanges.current--;
    }
  };

  const remove = async (item: CartItem): Promise<Outcome> => {
    const index = current.items.findIndex((line) => line.item_id === item.item_id);
    focusLine.current = { target: { index }, shown: (cart) => !cart.items.some((line) => line.item_id === item.item_id) };
    const outcome = await lineChange(() => cart.remove(item.item_id));
    if (outcome.ok) {
      setRemoved({ item, failure: null });
      setAnnouncement(`Eliminaste «${item.product.title}» de tu carrito.${isSeatLine(item) ? ' Tus asientos quedaron libres.' : ''}`);
    } else {
      // The line stays, and so does the focus on its button.
      focusLine.current = null;
    }
    return outcome;
  };

  const undo = async () => {
    // A second press while the line comes back must not add it twice.
    if (!removed || undoing.current) return;
    undoing.current = true;
    const { item } = removed;
    // The line comes back under a new id: its product says when it is there.
    const sku = item.product.public_sku;
    focusLine.current = { target: { sku }, shown: (cart) => cart.items.some((line) => line.product.public_sku === sku) };
    const outcome = await cart.add(item.product, item.quantity);
    undoing.current = false;
    if (outcome.ok) {
      setRemoved(null);
      setAnnouncement(`«${item.product.title}» volvió a tu carrito.`);
    } else {
      focusLine.current = null;
      setRemoved({ item, failure: outcome.error });
    }
  };

  const topError = cart.error && lineChanges.current === 0 && cart.error !== lineError ? cart.error : null;

  return (
    <div className="cart" ref={root}>
      <PageTitle>Carrito</PageTitle>
      <div role="alert" className="cart__alert">
        {topError ? <p className="message message--error">{errorMessage(topError, 'tu carrito')}</p> : null}
      </div>
      <p aria-live="polite" className="visually-hidden" data-testid="cart-announcer">
        {announcement}
      </p>
      <LoginMergeNotice
        merge={cart.loginMerge}
        onDismiss={() => {
          // The notice goes away with the button that had the focus: the page's heading takes it.
          root.current?.querySelector<HTMLElement>('h1')?.focus();
          cart.dismissLoginMerge();
        }}
      />
      {cart.offline ? (
        <p className="cart-offline" role="status" data-testid="cart-offline">
          <strong>Sin conexión — mostrando tu carrito guardado.</strong> Lo que cambies queda pendiente y se envía en orden cuando vuelva
          la conexión.
        </p>
      ) : null}
      <OtherCartNotice cart={current} otherCart={cart.otherCart} onOpen={cart.open} />
      <QueuedAdds cart={current} pending={cart.pending} refusals={cart.refusals} onDismiss={cart.dismissRefusal} />
      {removed ? (
        <div className="cart-notice" data-testid="cart-notice">
          {isSeatLine(removed.item) ? (
            // Its seats were released with it (issue 23): they are chosen again on the map, not put back blindly.
            <>
              <p className="cart-notice__text">Eliminaste «{removed.item.product.title}» de tu carrito. Tus asientos quedaron libres.</p>
              <Link className="button button--secondary" to={productPath(removed.item.product)}>
                Elegir asientos
              </Link>
            </>
          ) : (
            <>
              <p className="cart-notice__text">Eliminaste «{removed.item.product.title}» de tu carrito.</p>
              <button type="button" className="button button--secondary" onClick={undo}>
                Deshacer
              </button>
            </>
          )}
          {removed.failure ? (
            <p role="alert" className="message message--error cart-notice__error">
              {errorMessage(removed.failure, 'tu carrito')}
            </p>
          ) : null}
        </div>
      ) : null}
      {current.items.length === 0 && !cart.pending.some((change) => change.kind === 'add') ? (
        <EmptyState
          action={
            <Link className="button button--primary" to="/">
              Ir a comprar
            </Link>
          }
        >
          Tu carrito está vacío
        </EmptyState>
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines" aria-label="Productos en tu carrito">
            {current.items.map((item) => (
              <CartLine
                key={item.item_id}
                item={item}
                pending={cart.pending.filter((change) => change.kind !== 'add' && change.itemId === item.item_id)}
                refusals={cart.refusals.filter((refusal) => refusal.itemId === item.item_id)}
                onDismissRefusal={cart.dismissRefusal}
                onQuantity={(quantity) =>
                  quantity === 0 ? remove(item) : lineChange(() => cart.setQuantity(item.item_id, quantity))
                }
                onAnnounce={setAnnouncement}
                onRemove={() => remove(item)}
                onGiftWrap={(optionId) => lineChange(() => cart.setGiftWrap(item.item_id, optionId))}
                onDedication={(dedication) => lineChange(() => cart.setDedication(item.item_id, dedication))}
              />
            ))}
          </ul>
          <Summary
            cart={current}
            updating={cart.updating}
            online={online && !cart.offline}
            codes={
              <Suspense fallback={<div className="codes codes--loading" aria-hidden="true" />}>
                <CodeField
                  cart={current}
                  onApply={(text) => lineChange(() => cart.applyCode(text))}
                  onRemove={(code) => lineChange(() => cart.removeCode(code))}
                />
              </Suspense>
            }
          />
        </div>
      )}
      {current.items.length > 0 ? (
        <Suspense fallback={<div className="cart-extras cart-extras--loading" aria-hidden="true" />}>
          <CrossSell cart={current} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Products added while offline, not in the cart yet (marked «Pendiente»), and adds the server refused when they
 * were sent (its reason, until the shopper dismisses it).
 */
function QueuedAdds({
  cart,
  pending,
  refusals,
  onDismiss,
}: {
  cart: Cart;
  pending: readonly PendingChange[];
  refusals: readonly ReplayRefusal[];
  onDismiss: (id: string) => void;
}) {
  const adds = pending.flatMap((change) => (change.kind === 'add' ? [change] : []));
  const refused = refusals.filter((refusal) => refusal.itemId === null || !cart.items.some((item) => item.item_id === refusal.itemId));
  if (adds.length === 0 && refused.length === 0) return null;
  return (
    <section className="cart-queued" aria-labelledby="cart-queued-title">
      <h2 id="cart-queued-title" className="cart-queued__title">
        Por agregar a tu carrito
      </h2>
      <ul className="cart-queued__list">
        {adds.map((change) => (
          <li key={change.id} className="cart-queued__line" data-testid="pending-line" data-sku={change.product.public_sku}>
            <span className="cart-queued__name">
              {change.request.quantity} × {change.product.title}
            </span>
            <span className="pending-mark">Pendiente</span>
          </li>
        ))}
        {refused.map((refusal) => (
          <li key={refusal.id} className="cart-queued__line cart-queued__line--refused" data-testid="refused-line">
            <span className="cart-queued__name">{refusal.title}</span>
            <span className="message message--error">No se pudo agregar: {refusal.message}</span>
            <button type="button" className="button button--link" onClick={() => onDismiss(refusal.id)}>
              Entendido
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ cart, updating, online, codes }: { cart: Cart; updating: boolean; online: boolean; codes: ReactNode }) {
  return (
    <aside className="cart__summary" aria-labelledby="resumen">
      <h2 id="resumen">Resumen</h2>
      <dl>
        <div className="summary-row">
          <dt>Subtotal ({productCount(cart.quantity_total)})</dt>
          <dd>{formatPrice(cart.amount_sub_total)}</dd>
        </div>
        {cart.amount_gift_wrap > 0 ? (
          <div className="summary-row">
            <dt>Envoltura de regalo</dt>
            <dd data-testid="cart-gift-wrap">{formatPrice(cart.amount_gift_wrap)}</dd>
          </div>
        ) : null}
        {cart.discount_coupons > 0 ? (
          <div className="summary-row">
            <dt>Descuentos</dt>
            <dd>-{formatPrice(cart.discount_coupons)}</dd>
          </div>
        ) : null}
        {cart.discount_gift_card > 0 ? (
          <div className="summary-row">
            <dt>Tarjeta de regalo</dt>
            <dd>-{formatPrice(cart.discount_gift_card)}</dd>
          </div>
        ) : null}
        <div className="summary-row summary-row--total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatPrice(cart.amount_total)}</dd>
        </div>
      </dl>
      <FreeShipping cart={cart} />
      {/* A link (never disabled by the browser, so it keeps the focus): while a change runs it waits for the cart. */}
      <Link
        to="/pagar"
        className="button button--primary button--block"
        aria-disabled={updating || !online || undefined}
        aria-describedby={online ? undefined : 'pago-sin-conexion'}
        data-testid="to-checkout"
        onClick={(event) => {
          if (updating || !online) event.preventDefault();
        }}
      >
        {updating ? 'Actualizando tu carrito…' : 'Continuar al pago'}
      </Link>
      {online ? null : (
        <p className="cart__offline-pay" id="pago-sin-conexion" data-testid="checkout-needs-connection">
          Para pagar necesitas conexión. Tu carrito queda guardado.
        </p>
      )}
      <Link to="/" className="cart__continue">
        Seguir comprando
      </Link>
      {codes}
      {cart.is_shipping_or_pickup_required ? (
        <Suspense fallback={<div className="estimate estimate--loading" aria-hidden="true" />}>
          <DeliveryEstimate cart={cart} />
        </Suspense>
      ) : null}
    </aside>
  );
}

/**
 * How far the cart is from free shipping, as a bar: amount_until_free_shipping
 * counts from the sub total after coupons, so the bar fills by that base over
 * base plus what is missing. Nothing for a cart that ships nothing.
 */
function FreeShipping({ cart }: { cart: Cart }) {
  const until = cart.amount_until_free_shipping;
  if (until == null || !cart.is_shipping_or_pickup_required) return null;
  const base = Math.max(0, cart.amount_sub_total - cart.discount_coupons);
  const percent = until <= 0 ? 100 : Math.min(100, Math.floor((base / (base + until)) * 100));
  const text = until <= 0 ? '¡Tu envío es gratis!' : `Te faltan ${formatPrice(until)} para envío gratis`;
  return (
    <div className={until <= 0 ? 'free-shipping free-shipping--done' : 'free-shipping'}>
      <p className="free-shipping__text" id="envio-gratis" data-testid="free-shipping">
        {text}
      </p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-labelledby="envio-gratis"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="free-shipping__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** What the last login changed in the cart: quantities combined, lines added, lines the account had. */
function LoginMergeNotice({ merge, onDismiss }: { merge: CartState['loginMerge']; onDismiss: () => void }) {
  const id = useId();
  if (!merge) return null;
  return (
    <section className="cart-merge" aria-labelledby={id} data-testid="merge-notice">
      <h2 id={id} className="cart-merge__title">
        Juntamos tu carrito con el de tu cuenta
      </h2>
      <ul className="cart-merge__list">
        {merge.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        Entendido
      </button>
    </section>
  );
}

/**
 * Another cart of the shopper's: the lines kept apart at login (named), the
 * cart just left, or, after a reload, the other carts the cart lists.
 */
function OtherCartNotice({ cart, otherCart, onOpen }: { cart: Cart; otherCart: OtherCart | null; onOpen: (cartId: string) => void }) {
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
      {/* Never disabled: a change under way is queued before it, and the focus stays on the button. */}
      <button type="button" className="button button--secondary" onClick={() => onOpen(target)}>
        Abrir ese carrito
      </button>
    </section>
  );
}

const MAX_LINE_QUANTITY = 99;

/** The catalogue cause of a failure (a UseCaseError's), or null. */
const causeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && typeof (error as { cause?: unknown }).cause === 'string' ? (error as { cause: string }).cause : null;

/** A typed quantity: a whole number, or the Spanish reason it is not one the cart takes. */
function readQuantity(text: string): { quantity: number } | { problem: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: `Escribe una cantidad entre 1 y ${MAX_LINE_QUANTITY}.` };
  const quantity = Number(trimmed);
  if (quantity > MAX_LINE_QUANTITY) return { problem: `Puedes llevar hasta ${MAX_LINE_QUANTITY} unidades de un producto.` };
  return { quantity };
}

function StepIcon({ plus }: { plus?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One line. Its controls stay enabled (and keep the focus) while its changes
 * run: steps pressed meanwhile add up to the quantity wanted, which is sent
 * once the previous change has answered. A refused quantity goes back to the
 * last one the cart took, with the reason beside the line.
 */
function CartLine({
  item,
  pending,
  refusals,
  onDismissRefusal,
  onQuantity,
  onAnnounce,
  onRemove,
  onGiftWrap,
  onDedication,
}: {
  item: CartItem;
  /** Changes of this line made offline, not sent yet. */
  pending: readonly PendingChange[];
  /** The server's refusals of changes of this line made offline. */
  refusals: readonly ReplayRefusal[];
  onDismissRefusal: (id: string) => void;
  onQuantity: (quantity: number) => Promise<Outcome>;
  onAnnounce: (text: string) => void;
  onRemove: () => Promise<Outcome>;
  onGiftWrap: (optionId: string | number | null) => Promise<Outcome>;
  onDedication: (dedication: Partial<Dedication> | null) => Promise<Outcome>;
}) {
  const id = useId();
  const { product } = item;
  // The quantity wanted while changes run (null: none), and the text being typed (null: not editing).
  const [wanted, setWanted] = useState<number | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const target = useRef<number | null>(null);
  const running = useRef(false);
  const shown = wanted ?? item.quantity;
  const src = imageUrl(product.main_image, 150);
  const before = previousPrice(product);
  const savings = before != null && before > item.price ? (before - item.price) * item.quantity : 0;
  const shortage = stockNote(item);

  // A typed quantity the store refused (over its stock, or over the line limit) stays in the field, its reason beside
  // it: the shopper sees what they asked for and why, instead of a silent snap back. Sent once, not again on blur.
  const refused = useRef<string | null>(null);
  const keepRefused = (text: string, reason: string) => {
    refused.current = text;
    setDraft(text);
    setProblem(`${reason} Tu carrito no cambió.`);
  };

  const request = async (quantity: number, typed: string | null = null) => {
    setProblem(null);
    refused.current = null;
    target.current = quantity;
    setWanted(quantity);
    if (running.current) return;
    running.current = true;
    let sent: number | null = null;
    let outcome: Outcome = { ok: true };
    while (target.current !== null && target.current !== sent) {
      sent = target.current;
      outcome = await onQuantity(sent);
      if (!outcome.ok || sent === 0) break;
    }
    running.current = false;
    target.current = null;
    setWanted(null);
    if (!outcome.ok) {
      const reason = errorMessage(outcome.error, 'tu carrito');
      if (typed !== null && sent === quantity && causeOf(outcome.error) === 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY') keepRefused(typed, reason);
      else setProblem(reason);
    } else if (sent !== null && sent > 0) onAnnounce(`Cantidad de «${product.title}»: ${sent}.`);
  };

  const commit = () => {
    if (draft === null || draft === refused.current) return;
    setDraft(null);
    if (draft.trim() === '' || draft.trim() === String(shown)) return;
    const typed = readQuantity(draft);
    if (!('problem' in typed)) void request(typed.quantity, draft);
    else if (/^\s*\d+\s*$/.test(draft)) keepRefused(draft, typed.problem);
    else setProblem(typed.problem);
  };

  const step = (by: number) => {
    const next = (target.current ?? shown) + by;
    if (next > MAX_LINE_QUANTITY) setProblem(`Puedes llevar hasta ${MAX_LINE_QUANTITY} unidades de un producto.`);
    else void request(next);
  };

  return (
    <li className="cart-line" data-testid="cart-line" data-sku={product.public_sku} aria-busy={wanted !== null || removing}>
      <div className="cart-line__media">
        {src ? <img src={src} alt="" width={96} height={96} loading="lazy" /> : <div className="product-card__placeholder" />}
      </div>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <Link to={productPath(product)}>{product.title}</Link>
        </h2>
        {item.vending_slot ? (
          <p className="cart-line__where" data-testid="line-vending">
            Máquina {item.vending_slot.machine_code}, posición {item.vending_slot.code}
            {item.vending_slot.machine_address ? `: ${item.vending_slot.machine_address}` : ''}. Lo retiras en la máquina, sin envío.
          </p>
        ) : item.vending_machine_slot_id != null ? (
          <p className="cart-line__where" data-testid="line-vending">
            Máquina expendedora, posición {String(item.vending_machine_slot_id)}. Lo retiras en la máquina, sin envío.
          </p>
        ) : null}
        {item.event ? <EventWhen event={item.event} className="cart-line__where" /> : null}
        <p className="cart-line__unit">
          <span className="visually-hidden">Precio unitario: </span>
          {formatPrice(item.price)} c/u
          {before != null && before > item.price ? (
            <>
              {' '}
              <s className="cart-line__before">
                <span className="visually-hidden">Antes: </span>
                {formatPrice(before)}
              </s>
            </>
          ) : null}
        </p>
        {savings > 0 ? (
          <p className="cart-line__savings" data-testid="line-savings">
            Ahorras {formatPrice(savings)}
          </p>
        ) : null}
        {shortage ? (
          <p className="stock stock--out" data-testid="line-shortage">
            {shortage}
          </p>
        ) : product.stock_status_text ? (
          <p className="stock">{product.stock_status_text}</p>
        ) : null}
      </div>
      <div className="cart-line__actions">
        {isSeatLine(item) ? (
          // A seat line's quantity is its seats, chosen on the event's map (issue 23): no stepper here.
          <p className="cart-line__seats" data-testid="line-seats">
            {seatCount(item.quantity)}
          </p>
        ) : (
          <div className="quantity" role="group" aria-labelledby={`${id}-label`}>
            <span id={`${id}-label`} className="visually-hidden">
              Cantidad de {product.title}
            </span>
            <button
              type="button"
              className="quantity__step"
              aria-label={`Disminuir cantidad de ${product.title}`}
              onClick={() => step(-1)}
            >
              <StepIcon />
            </button>
            <label htmlFor={`${id}-qty`} className="visually-hidden">
              Cantidad de {product.title}
            </label>
            <input
              id={`${id}-qty`}
              className="quantity__input"
              type="text"
              inputMode="numeric"
              enterKeyHint="done"
              autoComplete="off"
              value={draft ?? String(shown)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-msg` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                } else if (event.key === 'Escape') {
                  refused.current = null;
                  setDraft(null);
                  setProblem(null);
                }
              }}
            />
            <button
              type="button"
              className="quantity__step"
              aria-label={`Aumentar cantidad de ${product.title}`}
              onClick={() => step(1)}
            >
              <StepIcon plus />
            </button>
          </div>
        )}
        <p className="cart-line__total">
          <span className="visually-hidden">Total de la línea: </span>
          {formatPrice(item.price * item.quantity)}
        </p>
        <button
          type="button"
          className="button button--link"
          aria-disabled={removing || undefined}
          onClick={async () => {
            if (removing) return;
            setRemoving(true);
            const outcome = await onRemove();
            if (!outcome.ok) {
              setRemoving(false);
              setProblem(errorMessage(outcome.error, 'tu carrito'));
            }
          }}
        >
          Eliminar<span className="visually-hidden"> {product.title}</span>
        </button>
      </div>
      {hasLineOptions(item) ? (
        <Suspense fallback={<div className="line-options line-options--loading" aria-hidden="true" />}>
          <LineOptions item={item} onGiftWrap={onGiftWrap} onDedication={onDedication} />
        </Suspense>
      ) : null}
      {pending.length > 0 ? (
        <p className="cart-line__pending" data-testid="line-pending">
          <span className="pending-mark">Pendiente</span> {describePending(pending[pending.length - 1]!)}
        </p>
      ) : null}
      {refusals.map((refusal) => (
        <div key={refusal.id} className="cart-line__refusal" data-testid="line-refusal">
          <p className="message message--error">No se pudo aplicar tu cambio: {refusal.message}</p>
          <button type="button" className="button button--link" onClick={() => onDismissRefusal(refusal.id)}>
            Entendido
          </button>
        </div>
      ))}
      <div role="alert" className="cart-line__alert">
        {problem ? (
          <p id={`${id}-msg`} className="message message--error" data-testid="line-message">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** What a change made offline will do to its line, in Spanish. */
function describePending(change: PendingChange): string {
  if (change.kind === 'remove') return 'Se eliminará cuando vuelva la conexión.';
  if (change.kind === 'update') return `Cantidad: ${change.quantity}, se enviará cuando vuelva la conexión.`;
  if (change.kind === 'adjust') return 'Tu cambio de cantidad se aplicará a tu carrito.';
  return 'Se agregará cuando vuelva la conexión.';
}
