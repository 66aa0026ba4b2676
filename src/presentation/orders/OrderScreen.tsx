import './orders.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { awaitsCardPayment, isNotShipped, vendingPickups } from '../../domain/orders/order-rules';
import { PAYMENT_METHOD_NAMES } from '../../domain/payments/payment';
import { RequireUser } from '../account/RequireUser';
import { useUser } from '../account/use-user';
import { formatDate, formatPrice } from '../shared/format';
import { Instructions } from '../checkout/InstructionsView';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { WarrantyClaimLink } from '../warranty/WarrantyClaimLink';
import { OrderFollowUp } from './OrderFollowUp';
import { isCancelledStep, StatusChip } from './StatusChip';
import { useOrder } from './use-orders';

// Paying an order that waits for its card: its own chunk, loaded only for such an order.
// An order's tickets: their own chunk, loaded only for an order that has some.
const EventTickets = lazy(() => import('./EventTickets'));
const PayOrderForm = lazy(() => import('../payments/PayOrderForm').then((m) => ({ default: m.PayOrderForm })));


/** `/cuenta/pedidos/:number`: one order, its status, items, totals, delivery and payment. */
export default function OrderScreen() {
  return (
    <RequireUser label="Cargando tu pedido…">
      <OrderView />
    </RequireUser>
  );
}

function OrderView() {
  const { number = '' } = useParams();
  const { view, changed, refresh } = useOrder(number);
  const { user } = useUser();
  const [justPaid, setJustPaid] = useState(false);
  const paidNote = useRef<HTMLParagraphElement>(null);

  const back = (
    <Link to="/cuenta/pedidos" className="order__back">
      Todos tus pedidos
    </Link>
  );
  if (view.status === 'loading' || view.status === 'idle')
    return (
      <div className="order">
        <PageTitle>Pedido {number}</PageTitle>
        <Loading label="Cargando tu pedido…" />
      </div>
    );
  if (view.status === 'error') {
    const missing = view.error.cause === 'notFound';
    return (
      <div className="order">
        <PageTitle>Pedido {number}</PageTitle>
        {missing ? <EmptyState action={back}>No encontramos ese pedido en tu cuenta.</EmptyState> : <ErrorState error={view.error} subject="tu pedido" onRetry={view.reload} />}
      </div>
    );
  }
  const { order, parts } = view.data;
  const t = order.totals;
  const { OrderActions } = parts.actions;
  const PickupBlock = parts.pickup?.PickupBlock;
  // Paid here: the order is read again (its status changes), kept on the page meanwhile; the note takes the focus.
  const afterPaid = () => {
    setJustPaid(true);
    requestAnimationFrame(() => paidNote.current?.focus());
    refresh();
  };
  // From the order's spec fields (step, method, amount unpaid), never a server's status slug; not for a user blocked from card payment.
  const payable = awaitsCardPayment(order, user) && !justPaid;
  const owes = !isCancelledStep(order.step);
  const vending = vendingPickups(order.items);
  const row = (label: string, amount: number, negative = false) => (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>
        {negative ? '-' : ''}
        {formatPrice(amount)}
      </dd>
    </div>
  );
  return (
    <div className="order">
      {back}
      <header className="order__head">
        <PageTitle>Pedido {order.order_number}</PageTitle>
        <div className="order__head-meta">
          <StatusChip order={order} />
          {order.created_date ? <span className="order__date">Hecho el {formatDate(order.created_date)}</span> : null}
        </div>
        <p className="order__status" data-testid="order-status">
          {order.title ?? 'En proceso'}
        </p>
      </header>
      <p className="message message--success order__paid" role="status" tabIndex={-1} ref={paidNote} hidden={!justPaid}>
        {justPaid ? `¡Listo! Pagaste tu pedido ${order.order_number}.` : null}
      </p>
      <OrderActions order={order} onOrderChange={changed} />
      {/* While the order waits for a deposit or the wallet's approval: how to pay, as the confirmation said it. */}
      {order.advance_instructions.length > 0 ? (
        <section className="card order__instructions" aria-labelledby="order-instructions" data-testid="order-instructions">
          <h2 id="order-instructions">Cómo pagar</h2>
          {order.advance_amount ? <p>Monto a pagar: {formatPrice(order.advance_amount)}</p> : null}
          <Instructions items={order.advance_instructions} />
        </section>
      ) : null}
      {payable ? (
        <section className="card order__pay" aria-labelledby="order-pay">
          <h2 id="order-pay">Pagar este pedido</h2>
          <p className="order__pay-about">
            {order.payment_method === 'VANA_PAY'
              ? 'Aún no apruebas el cobro en Vana Pay: apruébalo en la app, o paga ahora con una tarjeta.'
              : 'El pago con tu tarjeta no se completó: puedes pagarlo ahora con otra tarjeta.'}
          </p>
          <Suspense fallback={<Loading label="Preparando el pago…" skeleton="block" />}>
            <PayOrderForm orderNumber={order.order_number} amount={t.amount_unpaid > 0 ? t.amount_unpaid : t.amount_total} onPaid={afterPaid} />
          </Suspense>
        </section>
      ) : null}
      {/* At the counter the PIN and QR come first. */}
      {PickupBlock ? <PickupBlock order={order} /> : null}
      {/* Only what travels or waits at a pickup point is tracked: tickets and vending items have no parcel timeline. */}
      {order.shipping_address || order.delivery_option || order.pickup_option ? <OrderFollowUp order={order} /> : null}
      {order.event_tickets.length > 0 ? (
        <Suspense fallback={<Loading label="Cargando tus entradas…" skeleton="block" />}>
          <EventTickets tickets={order.event_tickets} />
        </Suspense>
      ) : null}
      <div className="order__grid">
        <section className="card order__part" aria-labelledby="order-items">
          <h2 id="order-items">Productos</h2>
          <ul className="order__items">
            {order.items.map((item) => (
              <li key={item.item_id} className="order__item">
                <div className="order__item-line">
                  <span>
                    {item.quantity} × {item.product.title}
                  </span>
                  <span className="order__price">{formatPrice(item.price * item.quantity)}</span>
                </div>
                <WarrantyClaimLink order={order} item={item} />
              </li>
            ))}
          </ul>
          <dl className="order__totals">
            {row('Subtotal', t.amount_sub_total)}
            {/* Nothing travels (tickets, seats, vending): no shipping line, not «Envío Q 0.00». */}
            {isNotShipped(order) ? null : row('Envío', t.amount_shipping)}
            {t.amount_surcharge > 0 ? row('Recargo', t.amount_surcharge) : null}
            {t.amount_gift_wrap > 0 ? row('Envoltura de regalo', t.amount_gift_wrap) : null}
            {t.discount_coupons > 0 ? row('Cupones', t.discount_coupons, true) : null}
            {t.discount_gift_card > 0 ? row('Tarjetas de regalo', t.discount_gift_card, true) : null}
            <div className="summary-row summary-row--total">
              <dt>Total</dt>
              <dd>{formatPrice(t.amount_total)}</dd>
            </div>
            {/* Nothing is left to pay on a cancelled or returned order. */}
            {owes && t.amount_unpaid > 0 ? row('Por pagar', t.amount_unpaid) : null}
            {owes && t.amount_to_pay > 0 && t.amount_to_pay !== t.amount_unpaid ? row('Monto a pagar ahora', t.amount_to_pay) : null}
          </dl>
        </section>
        {order.pickup_option ? null : (
          <section className="card order__part" aria-labelledby="order-delivery">
            <h2 id="order-delivery">Entrega</h2>
            {order.shipping_address ? (
              <>
                {order.delivery_option ? (
                  <p>
                    <strong>{order.delivery_option.description}</strong>
                  </p>
                ) : null}
                <p>
                  {order.shipping_address.first_name} {order.shipping_address.last_name}
                </p>
                <p>
                  {order.shipping_address.street}, {order.shipping_address.city}
                </p>
              </>
            ) : vending.length > 0 ? (
              <VendingPickups pickups={vending} />
            ) : (
              <p>Este pedido no necesita envío.</p>
            )}
            {order.pickup_contact?.phone ? (
              <p>
                Contacto: {order.pickup_contact.name ? `${order.pickup_contact.name}, ` : ''}
                {order.pickup_contact.phone}
              </p>
            ) : null}
          </section>
        )}
        <section className="card order__part" aria-labelledby="order-payment">
          <h2 id="order-payment">Pago</h2>
          {/* Nothing was charged (a gift card covered it all): the method the order was sent with means nothing to the shopper. */}
          {t.amount_total === 0 && (t.discount_gift_card > 0 || t.discount_coupons > 0) ? (
            <p>{t.discount_gift_card > 0 ? 'Sin pago: tu tarjeta de regalo cubrió el total.' : 'Sin pago: tus descuentos cubrieron el total.'}</p>
          ) : (
            <p>
              {PAYMENT_METHOD_NAMES[order.payment_method]}
              {order.masked_card_number ? `, tarjeta terminada en ${order.masked_card_number.slice(-4)}` : ''}
              {order.installments ? `, en ${order.installments.installments} cuotas` : ''}
            </p>
          )}
          <p>{order.invoice_type === 'TAX_ID' && order.invoice_data ? `Factura a NIT ${order.invoice_data.tax_id}` : 'Sin factura'}</p>
        </section>
      </div>
    </div>
  );
}

/** Which machine a vending order is collected from (its code and address), and each item's position in it. */
function VendingPickups({ pickups }: { pickups: ReturnType<typeof vendingPickups> }) {
  return (
    <div className="order__vending" data-testid="order-vending">
      {pickups.map((pickup) => (
        <div key={pickup.machineCode ?? ''}>
          <p>
            <strong>{pickup.machineCode ? `Lo recoges en la máquina expendedora ${pickup.machineCode}` : 'Lo recoges en la máquina expendedora'}</strong>
          </p>
          {pickup.machineAddress ? <p>{pickup.machineAddress}</p> : null}
          <ul>
            {pickup.lines.map((line) => (
              <li key={line.itemId}>
                {line.quantity} × {line.title}: posición {line.position}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>Sin envío: retíralo en la máquina con el código que te enviamos por correo.</p>
    </div>
  );
}
