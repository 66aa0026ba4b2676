import './order-actions.css';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Order } from '../../domain/orders/order';
import { bankSlipState, canCancel } from '../../domain/orders/order-rules';
import { useOrderCalls } from './use-order-calls';
import { Loading } from '../shared/StatusViews';
import { InvoiceButtons } from './InvoiceButtons';
import type { ActionPartProps } from './action-part';

// Each part's code loads on first use: the cancel form on «Cancelar pedido», the others only for an order that needs them.
const CancelForm = lazy(() => import('./CancelForm'));
const AuthorizationForm = lazy(() => import('./AuthorizationForm'));
const BankSlipPanel = lazy(() => import('./BankSlipPanel'));
const OutOfStockPanel = lazy(() => import('./OutOfStockPanel'));

export interface OrderActionsProps {
  order: Order;
  /** Each new state of the order an action answers with (cancelled, a slip more, lines removed…). */
  onOrderChange(order: Order): void;
}

const CANCELLED_STEPS = ['PermanentFailure', 'AfterApprovedPermanentFailure', 'Returned'];

/**
 * What the shopper can do with an order after the sale, under its header: download or view the invoice, cancel it
 * (while the store allows), type the card's authorization number, upload the bank slips of a deposit, and choose
 * what to do with lines out of stock. Each part shows only for an order that needs it.
 */
export function OrderActions({ order, onOrderChange }: OrderActionsProps) {
  const calls = useOrderCalls();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // A part's success: the order changes, the news is announced and takes the focus (the part may be gone).
  const done = useCallback(
    (text: string, changed?: Order | null) => {
      if (changed) onOrderChange(changed);
      setNotice(text);
      requestAnimationFrame(() => noticeRef.current?.focus());
    },
    [onOrderChange],
  );
  /** The order the library read again after an action answered something else (it is then `orders.store.current`). */
  const current = useCallback(async () => {
    const fresh = await calls.current();
    return fresh && fresh.order_number === order.order_number ? fresh : null;
  }, [calls, order.order_number]);

  const part: ActionPartProps = { order, done, current };
  const slips = bankSlipState(order);
  const cancelled = CANCELLED_STEPS.includes(order.step);
  const outOfStock = !cancelled && order.items.some((item) => item.quantity_out_of_stock > 0);
  return (
    <div className="order-actions" data-testid="order-actions">
      <p className="message message--success order-actions__notice" role="status" tabIndex={-1} ref={noticeRef} hidden={!notice}>
        {notice}
      </p>
      <div className="order-actions__bar">
        {cancelled ? null : <InvoiceButtons orderNumber={order.order_number} />}
        {canCancel(order) && !cancelling ? (
          <button type="button" className="button button--secondary order-actions__cancel" ref={cancelButton} onClick={() => setCancelling(true)}>
            <span className="icon oa-i-circle-x" aria-hidden="true" />
            Cancelar pedido
          </button>
        ) : null}
      </div>
      {cancelling && canCancel(order) ? (
        <Suspense fallback={<Loading label="Preparando la cancelación…" />}>
          <CancelForm
            {...part}
            onClose={() => {
              setCancelling(false);
              requestAnimationFrame(() => cancelButton.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
      {order.is_payment_card_authorization_number_required && !cancelled ? (
        <Suspense fallback={<Loading label="Cargando…" />}>
          <AuthorizationForm {...part} />
        </Suspense>
      ) : null}
      {(slips !== 'not_required' || order.payment_method === 'BANK_DEPOSIT') && !cancelled ? (
        <Suspense fallback={<Loading label="Cargando tus boletas…" />}>
          <BankSlipPanel {...part} />
        </Suspense>
      ) : null}
      {outOfStock ? (
        <Suspense fallback={<Loading label="Cargando los productos agotados…" />}>
          <OutOfStockPanel {...part} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default OrderActions;
