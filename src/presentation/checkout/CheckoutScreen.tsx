import './checkout.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toUseCaseError, type TiendaClient } from '../../index';
import { RequireUser } from '../account/RequireUser';
import { useClientSource } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { CART_CAUSES, memory } from './steps';
import { useCheckout } from './use-checkout';

// The steps are a chunk of their own, downloaded while the checkout starts.
const loadFlow = () => import('./CheckoutFlow');
const CheckoutFlow = lazy(loadFlow);

/** `/pagar`: signed-in shoppers only (a guest signs in or up first, and comes back here). */
export default function CheckoutScreen() {
  return (
    <RequireUser label="Preparando tu compra…">
      <Checkout />
    </RequireUser>
  );
}

/** The checkout under way is this cart's, unchanged: keep it (and every choice) rather than start over. */
function canResume(client: TiendaClient): boolean {
  const checkout = client.checkout.store.getSnapshot().checkout;
  const cart = client.cart.store.getSnapshot().cart;
  if (!checkout || !cart || String(checkout.cartId) !== String(cart.cart_id) || checkout.cartItems.length !== cart.items.length) return false;
  return cart.items.every((item) => checkout.cartItems.some((line) => line.item_id === item.item_id && line.quantity === item.quantity));
}

type Start = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: unknown };

/** Starts the checkout (or keeps the one under way), then shows its steps; an empty cart goes back to the cart. */
function Checkout() {
  const source = useClientSource();
  const checkout = useCheckout();
  const [start, setStart] = useState<Start>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStart({ status: 'loading' });
    loadFlow().catch(() => undefined);
    source
      .get()
      .then(async (client) => {
        if (!canResume(client)) {
          memory.last = null;
          await client.checkout.start();
        }
        if (live) setStart({ status: 'ready' });
      })
      .catch((error) => {
        if (live) setStart({ status: 'error', error });
      });
    return () => {
      live = false;
    };
  }, [source, attempt]);

  if (start.status === 'error') {
    const cause = toUseCaseError(start.error).cause;
    return (
      <div className="checkout">
        <PageTitle>Pagar</PageTitle>
        {CART_CAUSES.includes(cause) ? (
          <EmptyState
            action={
              <Link className="button button--primary" to="/carrito">
                Volver al carrito
              </Link>
            }
          >
            Tu carrito está vacío: agrega productos para comprar.
          </EmptyState>
        ) : (
          <ErrorState error={start.error} subject="tu compra" onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    );
  }
  const loading = <Loading label="Preparando tu compra…" />;
  if (start.status === 'loading' || !checkout.ready) return loading;
  if (!checkout.checkout) {
    return (
      <div className="checkout">
        <PageTitle>Pagar</PageTitle>
        <EmptyState
          action={
            <Link className="button button--primary" to="/carrito">
              Ir al carrito
            </Link>
          }
        >
          Esta compra ya terminó. Tu carrito te espera para la próxima.
        </EmptyState>
      </div>
    );
  }
  return (
    <Suspense fallback={loading}>
      <CheckoutFlow />
    </Suspense>
  );
}
