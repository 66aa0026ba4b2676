import { lazy, Suspense, useId } from 'react';
import type { DeliveryEstimate, DeliveryOption } from '../../index';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import { useDeliveryBox } from './use-delivery-box';

const DeliveryChooser = lazy(() => import('./DeliveryChooser'));

/** «Llega entre el martes 3 y el jueves 5 de marzo»; a full sentence as it is. */
const when = (text: string) => (/^(el|entre) /.test(text) ? `Llega ${text}` : text);
const cost = (amount: number) => (amount > 0 ? formatPrice(amount) : 'Gratis');

function Option({ option, icon }: { option: DeliveryOption; icon: string }) {
  return (
    <li className={option.is_disabled ? 'delivery__option delivery__option--off' : 'delivery__option'}>
      <span className={`icon icon--${icon}`} aria-hidden="true" />
      <span className="delivery__name">{option.description}</span>
      <span className="delivery__cost">{cost(option.cost)}</span>
      {option.expected_delivery_date_range_text ? <span className="delivery__when">{when(option.expected_delivery_date_range_text)}</span> : null}
    </li>
  );
}

/**
 * The delivery box: home delivery, express and pickup with their date-range texts, for the page's address (or
 * none). «Cambiar» opens a chooser (its own chunk, loaded on first use): a saved address, a department and
 * municipality, or a pickup point; the estimate for it replaces the options, in the room they had.
 */
export function DeliveryBox({ productId, sku, initial, changeable }: { productId: string; sku: string; initial: DeliveryEstimate; changeable: boolean }) {
  const id = useId();
  const { answer, open, setOpen, toggle, ask } = useDeliveryBox(productId, initial);
  const shown = answer.status === 'ready' ? answer.estimate : initial;
  const options = [shown.delivery_option, shown.express_delivery_option].filter((o): o is DeliveryOption => o != null);
  const pickup = shown.pickup_option;
  if (!initial.delivery_option && !initial.express_delivery_option && !initial.pickup_option) return null;

  const where =
    answer.place ??
    (pickup && !options.length
      ? `Recoger en ${pickup.location_name}`
      : shown.shipping_address
        ? `Envío a ${shown.shipping_address.city}`
        : null);

  return (
    <section className="delivery" id="entrega" aria-labelledby={`${id}-title`} data-testid="delivery-box">
      <div className="delivery__head">
        <h2 id={`${id}-title`} className="delivery__title">
          <span className="icon icon--truck" aria-hidden="true" /> Entrega
        </h2>
        {changeable && where ? (
          <p className="delivery__where" data-testid="delivery-where">
            {where}
          </p>
        ) : null}
        {changeable ? (
          <button
            ref={toggle}
            type="button"
            className="link-button delivery__change"
            aria-expanded={open}
            aria-controls={`${id}-chooser`}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? 'Cerrar' : 'Cambiar'}
            <span className="visually-hidden"> dónde lo recibes</span>
          </button>
        ) : null}
      </div>
      <div id={`${id}-chooser`}>
        {open ? (
          <Suspense fallback={<p className="delivery__note">Cargando opciones…</p>}>
            <DeliveryChooser sku={sku} onChoose={ask} busy={answer.status === 'loading'} />
          </Suspense>
        ) : null}
      </div>
      <div className="delivery__result" aria-busy={answer.status === 'loading'} data-testid="delivery-options">
        {answer.status === 'loading' ? (
          <p className="delivery__note" role="status">
            Calculando la fecha de entrega…
          </p>
        ) : answer.status === 'error' ? (
          <div className="delivery__problem">
            <p role="alert" className="message message--error">
              {errorMessage(answer.error, 'la fecha de entrega')}
            </p>
            <button type="button" className="button button--secondary" onClick={() => ask(answer.query, answer.place)}>
              Reintentar
            </button>
          </div>
        ) : (
          <ul className="delivery__options">
            {options.map((option) => (
              <Option key={option.id} option={option} icon={option.is_express ? 'zap' : 'truck'} />
            ))}
            {pickup ? (
              <li className="delivery__option">
                <span className="icon icon--store" aria-hidden="true" />
                <span className="delivery__name">Recoger en {pickup.location_name}</span>
                <span className="delivery__cost">Gratis</span>
                <span className="delivery__when">{pickup.expected_delivery_date_range_text ?? 'Te avisaremos cuando esté listo.'}</span>
              </li>
            ) : null}
            {!options.length && !pickup ? <li className="delivery__option">No hay entregas disponibles para ese lugar.</li> : null}
          </ul>
        )}
        <p className="visually-hidden" aria-live="polite">
          {answer.status === 'ready' && answer.place
            ? `${answer.place}: ${[...options.map((o) => `${o.description}, ${cost(o.cost)}, ${o.expected_delivery_date_range_text ?? ''}`), pickup ? `Recoger en ${pickup.location_name}, ${pickup.expected_delivery_date_range_text ?? ''}` : ''].filter(Boolean).join('. ')}`
            : ''}
        </p>
      </div>
    </section>
  );
}
