import './checkout.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../account/RequireUser';
import { formatPrice } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, Loading } from '../shared/StatusViews';
import { Instructions } from './InstructionsView';
import { useConfirmation } from './use-confirmation';

// Paying a pending order: its own chunk, loaded only when the order waits for payment.
const PayOrderForm = lazy(() => import('../payments/PayOrderForm').then((m) => ({ default: m.PayOrderForm })));

/** `/pagar/listo`: the order just placed, its number, a link to it and what the shopper must still do. */
export default function ConfirmationScreen() {
  return (
    <RequireUser label="Cargando tu pedido…">
      <Confirmation />
    </RequireUser>
  );
}

function Confirmation() {
  // The order just placed, which counts as a purchase (tracking: fire-and-forget, once per order).
  const { result, ready } = useConfirmation();
  // A pending order paid here, with another card.
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    // The form the shopper used is gone: the new heading takes the focus.
    if (paid) document.querySelector<HTMLElement>('.confirmation .page-title')?.focus();
  }, [paid]);
  if (!ready) return <Loading label="Cargando tu pedido…" />;
  if (!result) {
    return (
      <div className="confirmation">
        <PageTitle>Pedido recibido</PageTitle>
        <EmptyState
          action={
            <Link className="button button--primary" to="/cuenta/pedidos">
              Ver tus pedidos
            </Link>
          }
        >
          No encontramos aquí un pedido recién hecho (quizá recargaste la página). Tus pedidos están en tu cuenta.
        </EmptyState>
      </div>
    );
  }
  const answer = result.result;
  const order = result.order;
  const number = result.orderNumber;
  if (result.status === 'pending' && !paid) {
    const totals = order?.totals;
    const amount = totals ? (totals.amount_unpaid > 0 ? totals.amount_unpaid : totals.amount_total) : null;
    return (
      <div className="confirmation">
        <PageTitle>{`Tu pedido ${number} está pendiente de pago`}</PageTitle>
        <div role="alert" className="message notice-inline confirmation__pending" data-testid="pending-message">
          <p>{result.message}</p>
        </div>
        <section className="card confirmation__pay" aria-labelledby="pagar-pedido">
          <h2 id="pagar-pedido" className="confirmation__pay-title">
            Paga tu pedido con otra tarjeta
          </h2>
          <p className="confirmation__pay-about">Tu pedido ya está hecho: solo falta el pago.</p>
          <Suspense fallback={<Loading label="Preparando el pago…" skeleton="block" />}>
            <PayOrderForm orderNumber={number} amount={amount} onPaid={() => setPaid(true)} />
          </Suspense>
        </section>
        <Link className="button button--secondary" to={`/cuenta/pedidos/${encodeURIComponent(number)}`}>
          Ver tu pedido
        </Link>
      </div>
    );
  }
  const advance = answer?.advance_instructions.length ? answer.advance_instructions : (order?.advance_instructions ?? []);
  const authInstructions = answer?.payment_card_authorization_number_instructions ?? [];
  const documentRequired = answer?.is_identity_document_required || order?.identity_document_status === 'REQUIRED';
  const authRequired = answer?.is_payment_card_authorization_number_required || order?.is_payment_card_authorization_number_required;
  const slipRequired = answer?.is_bank_slip_required || order?.is_bank_slip_required;
  const advanceAmount = answer?.advance_amount ?? order?.advance_amount ?? null;
  return (
    <div className="confirmation">
      <PageTitle>{paid ? `¡Listo! Pagaste tu pedido ${number}` : '¡Gracias! Recibimos tu pedido'}</PageTitle>
      <section className="card confirmation__card" aria-labelledby="numero">
        <span className="icon icon--circle-check confirmation__icon" aria-hidden="true" />
        <h2 id="numero" className="confirmation__number">
          Pedido <span data-testid="order-number">{number}</span>
        </h2>
        {order?.contact_email ? <p>Te enviamos los detalles a {order.contact_email}.</p> : <p>Te enviamos los detalles por correo.</p>}
        {order ? <p className="confirmation__total">Total: {formatPrice(order.totals.amount_total)}</p> : null}
        <Link className="button button--primary" to={`/cuenta/pedidos/${encodeURIComponent(number)}`}>
          Ver tu pedido
        </Link>
      </section>
      {documentRequired ? (
        <p className="message notice-inline" data-testid="document-required">
          Para entregar tu pedido necesitamos tu documento de identidad. <Link to="/cuenta/documento">Súbelo aquí</Link>.
        </p>
      ) : null}
      {authRequired ? (
        <div className="message notice-inline" data-testid="auth-required">
          <p>Tu banco pide el número de autorización del cargo a tu tarjeta para confirmar el pago.</p>
          <Instructions items={authInstructions} />
        </div>
      ) : null}
      {slipRequired ? (
        <p className="message notice-inline" data-testid="slip-required">
          Cuando hagas el depósito, sube la foto de la boleta desde{' '}
          <Link to={`/cuenta/pedidos/${encodeURIComponent(number)}`}>el detalle de tu pedido</Link>.
        </p>
      ) : null}
      {advance.length > 0 ? (
        <section className="card confirmation__instructions" aria-labelledby="instrucciones">
          <h2 id="instrucciones">Qué sigue</h2>
          {advanceAmount ? <p>Monto a pagar: {formatPrice(advanceAmount)}</p> : null}
          <Instructions items={advance} />
        </section>
      ) : null}
      <Link to="/" className="confirmation__more">
        Seguir comprando
      </Link>
    </div>
  );
}
