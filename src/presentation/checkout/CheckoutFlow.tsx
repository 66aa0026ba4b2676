import './checkout.css';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderCreationProblem } from '../../domain/checkout/order-rules';
import { toUseCaseError } from '../../index';
import { useStepUpPort } from '../payments/StepUpFrame';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';
import { useOnline } from '../shared/use-online';
import { Loading } from '../shared/StatusViews';
import { DeliveryStep } from './DeliveryStep';
import { Fulfilment } from './Fulfilment';
import { InvoiceStep } from './InvoiceStep';
import { Amounts, ReviewStep } from './ReviewStep';
import { NeedsConnection } from './NeedsConnection';
import { memory, STEPS, stepForCause, stepIndex, type StepId } from './steps';
import { useCheckout } from './use-checkout';

const PaymentStep = lazy(() => import('../payments/PaymentStep'));

const PAYMENT_CAUSES = ['checkoutMissingPaymentMethod', 'checkoutMissingPaymentCard', 'checkoutMissingInstallmentPaymentCard'];

interface Failure {
  error: unknown;
  signIn?: boolean;
}

/**
 * The checkout's steps once it has started (CheckoutScreen starts it): a
 * stepper, one section per step (each opened step stays mounted, hidden,
 * so nothing typed in it is lost), the order's summary, and placing the
 * order. Its own chunk, loaded while the checkout starts.
 */
export default function CheckoutFlow() {
  const checkout = useCheckout();
  const navigate = useNavigate();
  // The bank's 3-D Secure challenge, in a dialog, while the order is placed.
  const stepUp = useStepUpPort();
  const started = checkout.checkout;
  // A cart that is neither shipped nor picked up (vending, tickets, digital items) has no delivery step: it starts on Pago.
  const needsDelivery = started?.isShippingOrPickupRequired ?? true;
  const first: StepId = needsDelivery ? 'entrega' : 'pago';
  // Back from elsewhere (signing in again, say) to this very checkout: the same step.
  const back = started && memory.last?.cartId === started.cartId ? memory.last : null;
  const [step, setStep] = useState<StepId>(back && (needsDelivery || back.step !== 'entrega') ? back.step : first);
  const [reached, setReached] = useState(Math.max(back?.reached ?? 0, stepIndex(first)));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const online = useOnline();
  const placingRef = useRef(false);
  const focusNext = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const cartId = checkout.checkout?.cartId;
  useEffect(() => {
    if (cartId) memory.last = { cartId, step, reached };
  }, [cartId, step, reached]);

  // The step that opens takes the focus (its heading), once it is on the page.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    root.current?.querySelector<HTMLElement>(`#paso-${step}`)?.focus();
  }, [step]);

  const go = (next: StepId, { keepFailure = false } = {}) => {
    if (!keepFailure) setFailure(null);
    setPaymentProblem(null);
    focusNext.current = true;
    setStep(next);
    setReached((now) => Math.max(now, stepIndex(next)));
    if (next === step) root.current?.querySelector<HTMLElement>(`#paso-${step}`)?.focus();
  };

  const state = checkout.checkout;
  if (!state) return null;
  const steps = needsDelivery ? STEPS : STEPS.filter((item) => item.id !== 'entrega');
  const preview = checkout.preview;
  const fulfilment =
    !needsDelivery && preview ? <Fulfilment items={preview.items} seats={preview.event_seats} seated={preview.use_event_seat_checkout} /> : null;

  const afterPayment = () => {
    const problem = orderCreationProblem(state);
    if (problem && PAYMENT_CAUSES.includes(problem.cause)) {
      setPaymentProblem(problem.message);
      return;
    }
    go('factura');
  };

  const place = async () => {
    // A second press while the order is being placed does nothing (the library sends one request anyway).
    if (placingRef.current || !navigator.onLine) return;
    placingRef.current = true;
    setPlacing(true);
    setFailure(null);
    try {
      await checkout.run((client) => client.checkout.createOrder({ stepUp: stepUp.port }));
      // Placed, or left pending by the bank’s check (the order exists unpaid and the checkout ended):
      // the confirmation says which, and offers to pay a pending order with another card.
      memory.last = null;
      navigate('/pagar/listo');
    } catch (error) {
      const cause = toUseCaseError(error).cause;
      const target = cause === 'UNAUTHORIZED' ? null : stepForCause(cause);
      setFailure({ error, signIn: cause === 'UNAUTHORIZED' });
      if (target) go(target, { keepFailure: true });
      // Nothing to fix in a step: the message itself takes the focus (the button it left is disabled).
      else requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('.checkout__alert')?.focus());
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const busy = placing || checkout.placing;
  return (
    <div className="checkout" ref={root}>
      <PageTitle>Pagar</PageTitle>
      <NeedsConnection />
      <nav aria-label="Pasos de la compra" className="stepper">
        <ol>
          {steps.map((item, position) => {
            const index = stepIndex(item.id);
            return (
            <li key={item.id} className={`stepper__step${item.id === step ? ' stepper__step--current' : index <= reached ? ' stepper__step--done' : ''}`}>
              <button type="button" onClick={() => go(item.id)} disabled={index > reached || busy} aria-current={item.id === step ? 'step' : undefined}>
                <span className="stepper__number" aria-hidden="true">
                  {position + 1}
                </span>
                <span className="stepper__name">{item.name}</span>
              </button>
            </li>
            );
          })}
        </ol>
      </nav>
      <div role="alert" className="checkout__alert" tabIndex={-1}>
        {failure ? (
          <div className="message message--error">
            <p>{typeof failure.error === 'string' ? failure.error : errorMessage(failure.error, 'tu compra')}</p>
            {failure.signIn ? (
              <p>
                <Link to="/ingresar?volver=/pagar" className="checkout__signin">
                  Ingresar de nuevo
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="checkout__layout">
        <div className="checkout__steps">
          {needsDelivery ? (
            <StepSection id="entrega" current={step} reached={reached} steps={steps}>
              <DeliveryStep onDone={() => go('pago')} />
            </StepSection>
          ) : null}
          <StepSection id="pago" current={step} reached={reached} steps={steps}>
            <Suspense fallback={<Loading label="Cargando las formas de pago…" />}>
              <PaymentStep />
            </Suspense>
            <div role="alert" className="checkout-step__alert">
              {paymentProblem ? <p className="message message--error">{paymentProblem}</p> : null}
            </div>
            <button type="button" className="button button--primary" onClick={afterPayment}>
              Continuar a la factura
            </button>
          </StepSection>
          <StepSection id="factura" current={step} reached={reached} steps={steps}>
            <InvoiceStep onDone={() => go('revisar')} />
          </StepSection>
          <StepSection id="revisar" current={step} reached={reached} steps={steps}>
            <ReviewStep onChange={(target) => go(target)} onPlace={place} placing={busy} offline={!online} fulfilment={fulfilment} />
          </StepSection>
        </div>
        {step !== 'revisar' ? (
          <aside className="checkout__summary card" aria-labelledby="resumen-compra">
            <h2 id="resumen-compra" className="checkout__summary-title">
              Resumen
            </h2>
            {fulfilment ? (
              <div className="checkout__fulfilment">
                <h3 className="checkout__fulfilment-title">Cómo lo recibes</h3>
                {fulfilment}
              </div>
            ) : null}
            <Amounts />
          </aside>
        ) : null}
      </div>
      {stepUp.element}
    </div>
  );
}

/**
 * One step: a section with its heading. A step once opened stays on the page,
 * hidden while another is shown, so what the shopper typed in it survives.
 */
function StepSection({ id, current, reached, steps, children }: { id: StepId; current: StepId; reached: number; steps: readonly (typeof STEPS)[number][]; children: ReactNode }) {
  const index = stepIndex(id);
  if (index > reached && id !== current) return null;
  const name = STEPS[index]!.name;
  const position = steps.findIndex((item) => item.id === id);
  return (
    <section className="checkout__step" aria-labelledby={`paso-${id}`} hidden={id !== current}>
      <h2 id={`paso-${id}`} tabIndex={-1} className="checkout__step-title">
        <span className="visually-hidden">Paso {position + 1} de {steps.length}: </span>
        {name}
      </h2>
      {children}
    </section>
  );
}
