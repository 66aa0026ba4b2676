import { useRef, useState, type FormEvent } from 'react';
import type { Order } from '../../domain/orders/order';
import { cancelNeedsBankAccount, shipInStockSummary, type ShipInStockSplit } from '../../domain/orders/order-rules';
import { useOrderCalls, useShipInStockSplit } from './use-order-calls';
import { useSend } from '../profile/use-send';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import { ErrorState } from '../shared/StatusViews';
import type { ActionPartProps } from './action-part';
import { BankFields, bankProblem, NO_BANK, type BankValues } from './BankFields';

/** A line of the split as the API sends it: an order item, or at least its id and the units. */
interface SplitLine {
  item_id: string | number;
  quantity: number;
  product?: { title: string } | null;
}
interface Split {
  items_to_ship: readonly SplitLine[];
  items_to_wait: readonly SplitLine[];
  accepted: boolean;
}

/**
 * An order with lines out of stock: what can ship now and what waits, and the two ways out: «Enviar lo disponible»
 * (the rest follows when it arrives) or «Quitar lo agotado» (refunded; to a bank account when the order was paid
 * otherwise than by card).
 */
export default function OutOfStockPanel({ order, done, current }: ActionPartProps) {
  const calls = useOrderCalls();
  const view = useShipInStockSplit(order.order_number);
  const [removing, setRemoving] = useState(false);
  const [bank, setBank] = useState<BankValues>(NO_BANK);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const root = useRef<HTMLElement>(null);
  const accept = useSend(() => root.current?.querySelector<HTMLElement>('[data-accept]'));
  const remove = useSend(() => root.current?.querySelector<HTMLElement>('[data-remove]'));
  const needsBank = cancelNeedsBankAccount(order);

  const title = (line: SplitLine) => line.product?.title ?? order.items.find((item) => item.item_id === String(line.item_id))?.product.title ?? `Producto ${line.item_id}`;
  const lines = (list: readonly SplitLine[]) => (
    <ul className="oa-lines">
      {list.map((line) => (
        <li key={String(line.item_id)}>
          {line.quantity} × {title(line)}
        </li>
      ))}
    </ul>
  );

  async function shipAvailable() {
    let answer: ShipInStockSplit | null = null;
    const shown = view.status === 'ready' ? view.data : null;
    const ok = await accept.send(async () => {
      // The split on screen is the one accepted: the call says which lines ship now and which wait.
      answer = await calls.acceptShipInStock(order.order_number, shown);
    });
    if (!ok || !answer) return;
    const accepted: ShipInStockSplit = answer;
    view.set(accepted);
    done(`Listo: ${shipInStockSummary(accepted)} Lo demás sale cuando vuelva a haber existencias.`, await current());
  }

  async function onRemove(event: FormEvent) {
    event.preventDefault();
    if (remove.sending) return;
    const found = needsBank ? bankProblem(bank, false) : null;
    setProblem(found);
    if (found) {
      root.current?.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
      return;
    }
    const refund = needsBank ? { bank_account_no: bank.account_number.trim(), bank_account_name: bank.account_name.trim(), bank: bank.bank } : {};
    let updated: Order | null = null;
    const ok = await remove.send(async () => {
      updated = await calls.removeOutOfStock(order.order_number, refund);
    });
    if (ok)
      done(
        `Quitamos los productos agotados de tu pedido.${needsBank ? ' Te devolveremos su importe a tu cuenta bancaria.' : order.totals.amount_unpaid === 0 ? ' Te devolveremos su importe a tu tarjeta.' : ''}`,
        updated,
      );
  }

  const split: Split | null = view.status === 'ready' ? view.data : null;
  return (
    <section ref={root} className="card oa-part oa-stock" aria-labelledby="oa-stock-title">
      <h2 id="oa-stock-title">Productos agotados</h2>
      <p className="oa-about">Algunos productos de tu pedido se agotaron después de tu compra. Elige qué hacemos:</p>
      <div className="oa-split" aria-busy={view.status === 'loading' || view.status === 'idle'}>
        {view.status === 'error' ? (
          <ErrorState error={view.error} subject="los productos agotados" onRetry={view.reload} />
        ) : split ? (
          <>
            <div>
              <h3>{split.accepted ? 'Se envían ya' : 'Se pueden enviar ya'}</h3>
              {split.items_to_ship.length ? lines(split.items_to_ship) : <p>Ninguno: todos esperan existencias.</p>}
            </div>
            <div>
              <h3>Esperan existencias</h3>
              {lines(split.items_to_wait)}
            </div>
          </>
        ) : (
          <p role="status">Cargando qué se puede enviar…</p>
        )}
      </div>
      {split?.accepted ? <p className="oa-state oa-state--in_review">Elegiste recibir primero lo disponible: lo demás llegará cuando tengamos existencias.</p> : null}
      <FormAlert id="oa-stock-alert" failure={accept.failure ?? remove.failure} blocking={problem ? 1 : 0} />
      <div className="oa-actions">
        {split && !split.accepted && split.items_to_ship.length ? (
          <button type="button" className="button button--primary" data-accept onClick={shipAvailable} disabled={accept.sending || remove.sending}>
            {accept.sending ? 'Enviando…' : accept.failure ? 'Reintentar: enviar lo disponible' : 'Enviar lo disponible'}
          </button>
        ) : null}
        {removing ? null : (
          <button
            type="button"
            className="button button--secondary"
            data-remove
            onClick={() => {
              setRemoving(true);
              requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('form select, form button[type=submit]')?.focus());
            }}
          >
            Quitar lo agotado
          </button>
        )}
      </div>
      {removing ? (
        <form noValidate onSubmit={onRemove} aria-label="Quitar lo agotado" className="oa-remove">
          <p>
            Quitaremos del pedido los productos que esperan existencias
            {order.totals.amount_unpaid === 0 ? ' y te devolveremos su importe' : ''}.
          </p>
          {needsBank ? (
            <BankFields
              id="oa-stock"
              values={bank}
              problem={problem}
              onChange={(name, value) => {
                setBank((prev) => ({ ...prev, [name]: value }));
                if (problem?.field === name) setProblem(null);
              }}
            />
          ) : null}
          <div className="oa-actions">
            <SubmitButton sending={remove.sending} busy="Quitando…" className="button oa-danger">
              {remove.failure ? 'Reintentar: quitar lo agotado' : 'Confirmar: quitar lo agotado'}
            </SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.sending}
              onClick={() => {
                setRemoving(false);
                setProblem(null);
                requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-remove]')?.focus());
              }}
            >
              No quitar
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
