import './checkout.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../account/RequireUser';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { NeedsConnection } from './NeedsConnection';
import { CART_CAUSES } from './steps';
import { useCheckout, useCheckoutStart } from './use-checkout';

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

/** Starts the checkout (or keeps the one under way), then shows its steps; an empty cart goes back to the cart. */
function Checkout() {
  const checkout = useCheckout();
  const start = useCheckoutStart(() => loadFlow().catch(() => undefined));

  if (start.status === 'error') {
    const cause = start.error.cause;
    return (
      <div className="checkout">
        <PageTitle>Pagar</PageTitle>
        <NeedsConnection />
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
          <ErrorState error={start.error} subject="tu compra" onRetry={start.reload} />
        )}
      </div>
    );
  }
  const loading = <Loading label="Preparando tu compra…" />;
  if (start.status !== 'ready' || !checkout.ready) return loading;
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
