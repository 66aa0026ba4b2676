import './payment.css';
import { useEffect, useId, useRef, useState } from 'react';
import { toUseCaseError } from '../../index';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import { SubmitButton } from '../shared/FormParts';
import { Loading } from '../shared/StatusViews';
import { useForm } from '../shared/use-form';
import { CARD_RULES, CardFields, cardInput, type CardFieldValues } from './card-fields';
import { SavedCardText } from './card-parts';
import { useStepUpPort } from './StepUpFrame';
import { useOrderPayment } from './use-cards';

/*
 * The card's number and CVV live in this form's state only (memory): never in
 * storage, the URL, the console or analytics; they go to `payOrder` alone.
 */


/** The saved card chosen (its instrument id), 'new', or '' while none is chosen. */
type Values = CardFieldValues & { choice: string };

const CHOOSE = 'Elige una de tus tarjetas o «Usar una tarjeta nueva».';

// The card's rules apply to a new card only.
const onlyNew =
  (rule: (value: string, values: Values) => string | null) =>
  (value: string, values: Values): string | null =>
    values.choice === 'new' ? rule(value, values) : null;

const RULES = {
  choice: (value: string) => (value ? null : CHOOSE),
  number: onlyNew(CARD_RULES.number),
  expiry: onlyNew(CARD_RULES.expiry),
  cvv: onlyNew(CARD_RULES.cvv),
};

type Notice = { kind: 'pending' | 'failure'; text: string } | null;

export interface PayOrderFormProps {
  /** The order to pay (one of the signed-in shopper's, pending payment). */
  orderNumber: string;
  /** What is left to pay, for the button («Pagar Q623.00»); «Pagar» without it. */
  amount?: number | null;
  /** Called once the order is paid. */
  onPaid(): void;
}

/**
 * Pays an order left pending (3-D Secure refused or unfinished) with one of
 * the shopper's saved cards or a new one (`tienda.payments.payOrder`), with
 * the bank's challenge in the 3-D Secure dialog. A refusal or an order still
 * pending shows in Spanish and the form stays as typed (after a refusal the
 * CVV is cleared); one press pays once.
 */
export function PayOrderForm({ orderNumber, amount, onPaid }: PayOrderFormProps) {
  const id = useId();
  const { cards, reload: listCardsAgain, payOrder } = useOrderPayment();
  const stepUp = useStepUpPort();
  const form = useForm<Values>({ choice: '', number: '', expiry: '', cvv: '' }, RULES);
  const [notice, setNotice] = useState<Notice>(null);
  const paying = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  const choices = useRef<HTMLFieldSetElement>(null);

  const saved = cards.cards;
  const cardsKnown = cards.status === 'ready' || cards.status === 'error';
  // Without saved cards, the new card's fields are the only way: chosen from the start.
  const choice = form.values.choice || (cardsKnown && saved.length === 0 ? 'new' : '');
  useEffect(() => {
    if (!form.values.choice && choice === 'new') form.set('choice', 'new');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice]);

  const showNotice = (next: Notice) => {
    setNotice(next);
    // The button pressed was disabled meanwhile: the message takes the focus, so it never falls to the page.
    requestAnimationFrame(() => alert.current?.focus());
  };

  const submit = form.onSubmit(async (values) => {
    if (paying.current) return;
    paying.current = true;
    setNotice(null);
    try {
      const card = values.choice === 'new' ? cardInput(values) : { existing_card_id: values.choice };
      const result = await payOrder({ orderNumber, card, stepUp: stepUp.port });
      if (result.status === 'paid') {
        form.set('number', '');
        form.set('cvv', '');
        onPaid();
        return;
      }
      showNotice({ kind: 'pending', text: result.message });
    } catch (error) {
      // A refusal by the bank: the number stays, the CVV is typed again.
      if (toUseCaseError(error).cause === 'PAYMENT_ERROR' && values.choice === 'new') form.set('cvv', '');
      showNotice({ kind: 'failure', text: errorMessage(error, 'el pago') });
    } finally {
      paying.current = false;
    }
  });

  const choiceProblem = form.field('choice').error;
  const label = amount ? `Pagar ${formatPrice(amount)}` : 'Pagar';
  const blocking = form.blocking > (choiceProblem ? 1 : 0);
  return (
    <form
      className="pay-order"
      onSubmit={(event) => {
        // No card chosen: the first choice takes the focus (useForm focuses single fields only).
        if (!choice) requestAnimationFrame(() => choices.current?.querySelector('input')?.focus());
        void submit(event);
      }}
      noValidate aria-label={`Pagar el pedido ${orderNumber}`}>
      {!cardsKnown ? (
        <Loading label="Cargando tus tarjetas…" skeleton="none" />
      ) : saved.length > 0 ? (
        <fieldset className="pay-choices" ref={choices} aria-describedby={choiceProblem ? `${id}-choice-problem` : undefined}>
          <legend className="payment-card__legend">Paga con</legend>
          {saved.map((card) => (
            <label key={card.instrument_id} className="pay-choice">
              <input
                type="radio"
                name="choice"
                value={card.instrument_id}
                checked={choice === card.instrument_id}
                onChange={() => form.set('choice', card.instrument_id)}
              />
              <SavedCardText card={card} />
            </label>
          ))}
          <label className="pay-choice">
            <input type="radio" name="choice" value="new" checked={choice === 'new'} onChange={() => form.set('choice', 'new')} />
            <span className="pay-choice__name">Usar una tarjeta nueva</span>
          </label>
          <p className="field__problem" id={`${id}-choice-problem`} aria-live="polite">
            {choiceProblem}
          </p>
        </fieldset>
      ) : cards.status === 'error' ? (
        <p className="pay-order__cards-failed">
          No pudimos cargar tus tarjetas guardadas.{' '}
          <button type="button" className="button button--link" onClick={listCardsAgain}>
            Reintentar
          </button>
        </p>
      ) : null}
      {choice === 'new' ? (
        <fieldset className="new-card">
          <legend className="new-card__legend">Tarjeta nueva</legend>
          <CardFields id={id} form={form} />
        </fieldset>
      ) : null}
      <div role="alert" className="pay-order__alert" ref={alert} tabIndex={-1}>
        {notice ? (
          <p className={`message ${notice.kind === 'pending' ? 'pay-order__pending' : 'message--error'}`} data-testid="pay-order-notice">
            {notice.text}
          </p>
        ) : blocking ? (
          <p className="message message--error">Revisa los datos marcados de la tarjeta.</p>
        ) : null}
      </div>
      <SubmitButton sending={form.sending} busy="Pagando…" className="button button--primary pay-order__submit">
        {label}
      </SubmitButton>
      {stepUp.element}
    </form>
  );
}
