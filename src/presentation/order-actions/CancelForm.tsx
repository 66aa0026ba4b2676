import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Order } from '../../domain/orders/order';
import { cancelAsksCardDetails, cancellationProblem, cancelNeedsBankAccount, type CancellationInput } from '../../domain/orders/order-rules';
import { useBankAccountTypes, useOrderCalls } from './use-order-calls';
import { useSend } from '../profile/use-send';
import { FormAlert, SubmitButton } from '../shared/FormParts';
import type { ActionPartProps } from './action-part';
import { BankFields, NO_BANK, type BankValues } from './BankFields';

/** The reasons most shoppers give; «Otro» asks for their own words. */
export const CANCEL_REASONS = [
  'Ya no lo necesito',
  'Lo encontré a mejor precio',
  'Me equivoqué de producto o de cantidad',
  'Tarda demasiado en llegar',
  'Quiero cambiar la dirección o la forma de pago',
] as const;
const OTHER = 'Otro';

type Field = 'reason' | 'other' | 'refund_type' | 'authorization_number' | 'card_number' | keyof BankValues;

/**
 * Cancelling an order: why (a common reason or the shopper's own words); for an order paid by card, the payment's
 * authorization number and the card's last 4 digits (spec section 3, Cancellation); and, for an order already paid,
 * where the refund goes: back to the card, or to a bank account (the only way for a deposit or cash), whose type
 * is asked only when the client is configured with account types. Loaded on «Cancelar pedido».
 */
export default function CancelForm({ order, done, onClose }: ActionPartProps & { onClose(): void }) {
  const calls = useOrderCalls();
  const accountTypes = useBankAccountTypes();
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const paidByCard = cancelAsksCardDetails(order);
  const [authorization, setAuthorization] = useState('');
  const [cardDigits, setCardDigits] = useState('');
  const needsBank = cancelNeedsBankAccount(order);
  const [refund, setRefund] = useState<'CARD' | 'BANK_ACCOUNT'>(needsBank ? 'BANK_ACCOUNT' : 'CARD');
  const [bank, setBank] = useState<BankValues>(NO_BANK);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const submit = useSend(() => root.current?.querySelector<HTMLElement>('button[type=submit]'));
  const withBank = needsBank || (paidByCard && refund === 'BANK_ACCOUNT');

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);

  const fix = (field: Field) => problem?.field === field && setProblem(null);
  const error = (field: Field) => (problem?.field === field ? problem.message : '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.sending) return;
    const text = reason === OTHER ? other.trim() : reason;
    const input: CancellationInput = {
      reason: text,
      ...(needsBank || paidByCard ? { refund_type: withBank ? ('BANK_ACCOUNT' as const) : ('CARD' as const) } : {}),
      ...(paidByCard ? { authorization_number: authorization.trim(), card_number: cardDigits.trim() } : {}),
      ...(withBank ? { bank: bank.bank, account_number: bank.account_number.trim(), account_name: bank.account_name.trim(), account_type: bank.account_type || null } : {}),
    };
    const found: { field: string; message: string } | null = !reason
      ? { field: 'reason', message: 'Elige por qué cancelas el pedido.' }
      : reason === OTHER && !text
        ? { field: 'other', message: 'Escribe por qué cancelas el pedido.' }
        : cancellationProblem(input, order, { accountTypes: accountTypes.map((type) => type.value), requireCardDetails: true });
    setProblem(found);
    if (found) {
      const id = found.field === 'reason' && reason === OTHER ? 'other' : found.field;
      root.current?.querySelector<HTMLElement>(`[name="${id}"]`)?.focus();
      return;
    }
    let updated: Order | null = null;
    const ok = await submit.send(async () => {
      updated = await calls.cancel(order.order_number, input);
    });
    if (ok)
      done(
        `Cancelaste el pedido ${order.order_number}.${withBank ? ' Te devolveremos el dinero a tu cuenta bancaria.' : paidByCard ? ' Te devolveremos el cobro a tu tarjeta.' : ''}`,
        updated,
      );
  }

  return (
    <form ref={root} className="card oa-part oa-cancel" noValidate onSubmit={onSubmit} aria-labelledby="oa-cancel-title">
      <h2 id="oa-cancel-title" tabIndex={-1}>
        Cancelar el pedido {order.order_number}
      </h2>
      <FormAlert id="oa-cancel-alert" failure={submit.failure} blocking={problem ? 1 : 0} />
      <div className="field">
        <label htmlFor="oa-cancel-reason">¿Por qué lo cancelas?</label>
        <select
          id="oa-cancel-reason"
          name="reason"
          value={reason}
          aria-invalid={error('reason') ? true : undefined}
          aria-describedby="oa-cancel-reason-problem"
          onChange={(event) => {
            setReason(event.target.value);
            fix('reason');
          }}
        >
          <option value="">Elige un motivo</option>
          {[...CANCEL_REASONS, OTHER].map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </select>
        <p className="field__problem" id="oa-cancel-reason-problem" aria-live="polite">
          {error('reason')}
        </p>
      </div>
      {reason === OTHER ? (
        <div className="field">
          <label htmlFor="oa-cancel-other">Cuéntanos el motivo</label>
          <textarea
            id="oa-cancel-other"
            name="other"
            rows={3}
            maxLength={500}
            value={other}
            aria-invalid={error('other') ? true : undefined}
            aria-describedby="oa-cancel-other-problem"
            onChange={(event) => {
              setOther(event.target.value);
              fix('other');
            }}
          />
          <p className="field__problem" id="oa-cancel-other-problem" aria-live="polite">
            {error('other')}
          </p>
        </div>
      ) : null}
      {paidByCard ? (
        <fieldset className="oa-card">
          <legend>El cobro a tu tarjeta</legend>
          <div className="field">
            <label htmlFor="oa-cancel-authorization_number">Número de autorización del cobro</label>
            <input
              id="oa-cancel-authorization_number"
              name="authorization_number"
              autoComplete="off"
              maxLength={20}
              value={authorization}
              aria-invalid={error('authorization_number') ? true : undefined}
              aria-describedby="oa-cancel-authorization_number-hint oa-cancel-authorization_number-problem"
              onChange={(event) => {
                setAuthorization(event.target.value);
                fix('authorization_number');
              }}
            />
            <p className="field__hint" id="oa-cancel-authorization_number-hint">
              Está en el comprobante del cobro o en el estado de cuenta de tu tarjeta.
            </p>
            <p className="field__problem" id="oa-cancel-authorization_number-problem" aria-live="polite">
              {error('authorization_number')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="oa-cancel-card_number">Últimos 4 dígitos de la tarjeta</label>
            <input
              id="oa-cancel-card_number"
              name="card_number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={cardDigits}
              aria-invalid={error('card_number') ? true : undefined}
              aria-describedby="oa-cancel-card_number-problem"
              onChange={(event) => {
                setCardDigits(event.target.value);
                fix('card_number');
              }}
            />
            <p className="field__problem" id="oa-cancel-card_number-problem" aria-live="polite">
              {error('card_number')}
            </p>
          </div>
        </fieldset>
      ) : null}
      {paidByCard ? (
        <fieldset className="oa-choice">
          <legend>¿Dónde quieres el reembolso?</legend>
          <label>
            <input type="radio" name="refund_type" value="CARD" checked={refund === 'CARD'} onChange={() => setRefund('CARD')} />
            En mi tarjeta{order.masked_card_number ? ` terminada en ${order.masked_card_number.slice(-4)}` : ''}
          </label>
          <label>
            <input type="radio" name="refund_type" value="BANK_ACCOUNT" checked={refund === 'BANK_ACCOUNT'} onChange={() => setRefund('BANK_ACCOUNT')} />
            En una cuenta bancaria
          </label>
        </fieldset>
      ) : needsBank ? (
        <p className="field__hint">Tu pedido ya está pagado: te devolvemos el dinero por transferencia a tu cuenta bancaria.</p>
      ) : null}
      {withBank ? (
        <BankFields
          id="oa-cancel"
          values={bank}
          accountTypes={accountTypes}
          problem={problem}
          onChange={(name, value) => {
            setBank((prev) => ({ ...prev, [name]: value }));
            fix(name);
          }}
        />
      ) : null}
      <div className="oa-actions">
        <SubmitButton sending={submit.sending} busy="Cancelando…" className="button oa-danger">
          {submit.failure ? 'Reintentar la cancelación' : 'Confirmar la cancelación'}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={submit.sending}>
          No cancelar
        </button>
      </div>
    </form>
  );
}
