import './payment.css';
import { useId, useState, type JSX } from 'react';
import type { Installment } from '../../index';
import type { PaymentMethod } from '../../domain/payments/payment';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import { Loading } from '../shared/StatusViews';
import { binOf, SavedCardText } from './card-parts';
import { NewCardForm } from './NewCardForm';
import { useInstallmentPlans, usePaymentStep } from './use-payment-step';

/** Each method's name and what it means for the shopper (the server's description, when it sends one, says more: why it is off, say). */
const METHODS: Partial<Record<PaymentMethod, { name: string; about: string }>> = {
  COD: { name: 'Pago contra entrega', about: 'Pagas al recibir tu pedido.' },
  BANK_DEPOSIT: { name: 'Depósito o transferencia', about: 'Depositas o transfieres a nuestra cuenta; preparamos tu pedido al confirmar el pago.' },
  CARD: { name: 'Tarjeta de crédito o débito', about: 'Visa, Mastercard, American Express, Diners Club, Discover y JCB.' },
  CARD_INSTALLMENTS: { name: 'Cuotas con tarjeta', about: 'Divide el pago en cuotas con tarjetas de los bancos participantes.' },
  VANA_PAY: { name: 'Vana Pay', about: 'Pagas desde tu billetera Vana Pay.' },
  WARRANTY: { name: 'Garantía', about: 'Sin cargo: el pedido está cubierto por tu garantía.' },
};

const isCard = (method: PaymentMethod | null | undefined) => method === 'CARD' || method === 'CARD_INSTALLMENTS';

/**
 * The checkout's payment step: the methods offered, then for a card a saved
 * card or a new one, and for installments the plans of that card's bank.
 * Works on the checkout store alone (`useCheckout()`); the checkout screen
 * lazy-loads it.
 */
export default function PaymentStep(): JSX.Element {
  const id = useId();
  const co = usePaymentStep();
  const { checkout, covered, options, optionsFailure, signedIn, cards, editFailure, edit } = co;
  const [wantsNew, setWantsNew] = useState(false);

  // A new card: the saved one leaves the checkout at once, so the order never pays with a card no longer chosen.
  const chooseNew = () => {
    setWantsNew(true);
    edit({ kind: 'clearCard' });
  };

  if (!checkout) return <Loading label="Preparando el pago…" skeleton="block" />;
  if (covered) {
    const byGiftCard = checkout.amounts.giftCardDiscount > 0;
    return (
      <section className="payment-step" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="payment-step__title">
          Forma de pago
        </h2>
        <div className="notice pay-covered" data-testid="pay-covered">
          <p className="pay-covered__title">
            <strong>{byGiftCard ? 'Tu tarjeta de regalo cubre el total' : 'Tus descuentos cubren el total'}</strong>
          </p>
          <p>No tienes que pagar nada más ni elegir un método de pago: el total de tu pedido es {formatPrice(0)}.</p>
        </div>
      </section>
    );
  }

  const method = checkout.paymentMethod;
  const offered = co.paymentOptions.filter((option) => (co.paymentMethods as readonly string[]).includes(option.payment_method));
  // Installments take a new card only (the server's MISSING_NEW_CARD): saved cards are not offered for them.
  const installments = method === 'CARD_INSTALLMENTS';
  const savedCards = signedIn && !installments ? cards.cards : [];
  const chosenSaved = savedCards.find((card) => card.instrument_id === checkout.cardId) ?? null;
  // Until a signed-in shopper's cards are known, neither the list nor the new card form shows (nothing jumps in).
  const cardsKnown = !signedIn || installments || cards.status === 'ready' || cards.status === 'error';
  const cardChoice =
    wantsNew || checkout.paymentCard !== null
      ? 'new'
      : chosenSaved
        ? chosenSaved.instrument_id
        : cardsKnown && savedCards.length === 0
          ? 'new'
          : null;
  const bin = chosenSaved ? binOf(chosenSaved.number) : cardChoice === 'new' ? (checkout.paymentCard?.number.slice(0, 6) ?? null) : null;

  return (
    <section className="payment-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="payment-step__title">
        Forma de pago
      </h2>
      {offered.length === 0 ? (
        optionsFailure ? (
          <div className="notice notice--error">
            <p role="alert">{errorMessage(optionsFailure, 'las formas de pago')}</p>
            <button type="button" className="button button--primary" onClick={options.reload}>
              Reintentar
            </button>
          </div>
        ) : (
          <Loading label="Cargando las formas de pago…" skeleton="block" />
        )
      ) : (
        <fieldset className="pay-choices">
          <legend className="visually-hidden">Elige cómo pagar</legend>
          {offered.map((option) => {
            const value = option.payment_method as PaymentMethod;
            const copy = METHODS[value];
            const aboutId = `${id}-about-${value}`;
            return (
              <label key={value} className="pay-choice" data-disabled={option.is_disabled || undefined}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={value}
                  checked={method === value}
                  disabled={option.is_disabled}
                  aria-labelledby={`${aboutId}-name`}
                  aria-describedby={aboutId}
                  onChange={() => edit({ kind: 'paymentMethod', method: value })}
                />
                <span className="pay-choice__text">
                  <span className="pay-choice__name" id={`${aboutId}-name`}>
                    {copy?.name ?? option.name ?? value}
                  </span>
                  <span className="pay-choice__about" id={aboutId}>
                    {option.description ?? copy?.about}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}

      <div role="alert" className="form__alert">
        {editFailure ? <p className="message message--error">{errorMessage(editFailure)}</p> : null}
      </div>

      {isCard(method) ? (
        <div className="payment-card">
          {installments ? <p className="pay-note payment-card__lead">Para pagar en cuotas escribe los datos de tu tarjeta.</p> : null}
          {savedCards.length > 0 ? (
            <fieldset className="pay-choices">
              <legend className="payment-card__legend">Tu tarjeta</legend>
              {savedCards.map((card) => (
                <label key={card.instrument_id} className="pay-choice">
                  <input
                    type="radio"
                    name={`${id}-card`}
                    value={card.instrument_id}
                    checked={cardChoice === card.instrument_id}
                    onChange={() => {
                      setWantsNew(false);
                      edit({ kind: 'savedCard', cardId: card.instrument_id });
                    }}
                  />
                  <SavedCardText card={card} />
                </label>
              ))}
              <label className="pay-choice">
                <input type="radio" name={`${id}-card`} value="new" checked={cardChoice === 'new'} onChange={chooseNew} />
                <span className="pay-choice__name">Usar una tarjeta nueva</span>
              </label>
            </fieldset>
          ) : !cardsKnown ? (
            <Loading label="Cargando tus tarjetas…" skeleton="none" />
          ) : null}
          {cardChoice === 'new' ? <NewCardForm canSave={signedIn} /> : null}
          {method === 'CARD_INSTALLMENTS' ? <Installments bin={bin} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The installment plans of the chosen card's bank, grouped per bank, on the checkout's installment amount. */
function Installments({ bin }: { bin: string | null }) {
  const id = useId();
  const { checkout, loaded, plans: offered, failure, choose } = useInstallmentPlans(bin);

  if (!bin) return <p className="pay-note">Al usar tu tarjeta verás aquí las cuotas de tu banco.</p>;
  if (loaded.status !== 'ready' && loaded.status !== 'error') return <Loading label="Buscando las cuotas de tu banco…" skeleton="none" />;
  if (loaded.status === 'error')
    return (
      <div className="notice notice--error">
        <p role="alert">{errorMessage(loaded.error, 'las cuotas')}</p>
        <button type="button" className="button button--primary" onClick={loaded.reload}>
          Reintentar
        </button>
      </div>
    );
  const banks = groupByBank(offered);
  if (banks.length === 0) return <p className="pay-note">Tu banco no ofrece cuotas para esta compra. Puedes pagar de contado con la misma tarjeta.</p>;
  const chosen = checkout.installment;
  return (
    <div className="installments">
      {banks.map(([bank, plans]) => (
        <fieldset key={bank} className="pay-choices installments__bank">
          <legend className="payment-card__legend">Cuotas con {plans[0]!.bank_name ?? 'tu banco'}</legend>
          {plans.map((plan) => (
            <label key={plan.installments} className="pay-choice">
              <input
                type="radio"
                name={`${id}-plan`}
                value={`${plan.bank_code}:${plan.installments}`}
                checked={chosen?.installments === plan.installments && (chosen.bank_code ?? null) === (plan.bank_code ?? null)}
                onChange={() => choose(plan)}
              />
              <span className="pay-choice__text">
                <span className="pay-choice__name">
                  {plan.installments} cuotas de {formatPrice(plan.installment_amount)}
                </span>
                <span className="pay-choice__about">
                  Total {formatPrice(plan.total_amount)}
                  {plan.surcharge > 0 ? ` (incluye ${formatPrice(plan.surcharge)} de recargo)` : ' sin recargo'}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <div role="alert" className="form__alert">
        {failure ? <p className="message message--error">{errorMessage(failure)}</p> : null}
      </div>
    </div>
  );
}

function groupByBank(options: readonly Installment[]): [string, Installment[]][] {
  const banks = new Map<string, Installment[]>();
  for (const plan of options) {
    const bank = plan.bank_code ?? plan.bank_name ?? '';
    banks.set(bank, [...(banks.get(bank) ?? []), plan]);
  }
  for (const plans of banks.values()) plans.sort((a, b) => a.installments - b.installments);
  return [...banks.entries()];
}
