import type { ReactNode } from 'react';
import { hasNothingToPay } from '../../domain/checkout/order-rules';
import { PAYMENT_METHOD_NAMES } from '../../domain/payments/payment';
import { formatPrice } from '../shared/format';
import { imageUrl } from '../shared/image';
import type { Image } from '../../index';
import type { StepId } from './steps';
import { useCheckout } from './use-checkout';

/** The amounts of the checkout, as the server last previewed them. */
export function Amounts() {
  const { checkout, previewing } = useCheckout();
  if (!checkout) return null;
  const a = checkout.amounts;
  // Before a delivery or pickup option is chosen the server answers shipping 0: not free, just not known yet.
  const shippingPending = checkout.isShippingOrPickupRequired && !checkout.deliveryOption && !checkout.pickupOption;
  const row = (label: string, amount: number, negative = false, testId?: string) => (
    <div className="summary-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        {negative ? '-' : ''}
        {formatPrice(amount)}
      </dd>
    </div>
  );
  return (
    <dl className="checkout-amounts" aria-busy={previewing || undefined}>
      {row('Subtotal', a.subTotal)}
      {/* Nothing is shipped (vending, tickets, digital items): no shipping row at all. */}
      {!checkout.isShippingOrPickupRequired ? null : shippingPending ? (
        <div className="summary-row" data-testid="amount-shipping">
          <dt>Envío</dt>
          <dd className="summary-row__pending">Por calcular</dd>
        </div>
      ) : (
        row('Envío', a.shipping, false, 'amount-shipping')
      )}
      {a.surcharge > 0 ? row('Recargo', a.surcharge) : null}
      {a.giftWrap > 0 ? row('Envoltura de regalo', a.giftWrap) : null}
      {a.couponDiscount > 0 ? row('Cupones', a.couponDiscount, true) : null}
      {a.giftCardDiscount > 0 ? row('Tarjetas de regalo', a.giftCardDiscount, true) : null}
      <div className="summary-row summary-row--total">
        <dt>{shippingPending ? 'Total sin envío' : 'Total'}</dt>
        <dd data-testid="checkout-total">{formatPrice(a.total)}</dd>
      </div>
    </dl>
  );
}

/** Step 4: everything chosen, each part with a way back to its step, and the button that places the order. */
export function ReviewStep({
  onChange,
  onPlace,
  placing,
  offline = false,
  fulfilment = null,
}: {
  onChange(step: StepId): void;
  /** How an order that is not shipped reaches the shopper (CheckoutFlow's Fulfilment), in place of the delivery choice. */
  fulfilment?: ReactNode;
  onPlace(): void;
  placing: boolean;
  /** No connection: the order cannot be placed (CheckoutFlow's NeedsConnection says why). */
  offline?: boolean;
}) {
  const { checkout, preview, installmentOptions } = useCheckout();
  if (!checkout) return null;
  const items = preview?.items ?? [];
  const delivery = preview?.delivery_option;
  const pickup = preview?.pickup_option;
  const address = preview?.shipping_address;
  const contact = checkout.pickupContact;
  const card = checkout.paymentCard ? `terminada en ${checkout.paymentCard.number.slice(-4)}` : preview?.existing_card ? `terminada en ${preview.existing_card.number.slice(-4)}` : null;
  const plan = checkout.installment
    ? installmentOptions.find((option) => option.installments === checkout.installment!.installments && (option.bank_code ?? null) === checkout.installment!.bank_code)
    : null;
  const invoice = checkout.invoiceType === 'NO_TAX_ID' ? 'Sin factura' : !checkout.invoiceData || checkout.invoiceData.tax_id.toUpperCase() === 'CF' ? 'Consumidor final (CF)' : `NIT ${checkout.invoiceData.tax_id}${checkout.invoiceData.name ? `, ${checkout.invoiceData.name}` : ''}`;

  return (
    <div className="checkout-step co-review">
      <ReviewPart title="Productos" step={null} onChange={onChange}>
        <ul className="co-review__lines">
          {items.map((item) => (
            <li key={item.item_id} className="co-review__line" data-testid="review-line">
              <span className="co-review__media">
                <LinePicture image={item.product.main_image} />
              </span>
              <span className="co-review__product">
                {item.quantity} × {item.product.title}
              </span>
              <span className="co-review__price">{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </ReviewPart>
      {fulfilment ? (
        <ReviewPart title="Entrega" step={null} onChange={onChange}>
          {fulfilment}
        </ReviewPart>
      ) : (
      <ReviewPart title="Entrega" step="entrega" onChange={onChange}>
        {pickup ? (
          <p>
            Recoger en <strong>{pickup.location_name}</strong>
            {pickup.location_address ? `, ${pickup.location_address}` : ''}
            {pickup.expected_delivery_date_range_text ? `. ${pickup.expected_delivery_date_range_text}` : ''}
          </p>
        ) : delivery ? (
          <>
            <p>
              <strong>{delivery.description}</strong>
              {delivery.expected_delivery_date_range_text ? `: ${delivery.expected_delivery_date_range_text}` : ''}
              {checkout.deliveryTimeRange === 'EIGHTAM_FOURPM' ? ', de 8:00 a 16:00' : ''}
            </p>
            {address ? (
              <p>
                {address.first_name} {address.last_name}, {address.street}, {address.city}
              </p>
            ) : null}
            {checkout.disableEarlyShipping ? <p>No enviar antes de la fecha.</p> : null}
            {checkout.customerNote ? <p>Indicaciones: {checkout.customerNote}</p> : null}
          </>
        ) : (
          <p>{checkout.isShippingOrPickupRequired ? 'Falta elegir cómo recibir tu pedido.' : 'Tu pedido no necesita envío.'}</p>
        )}
        {contact?.phone ? (
          <p>
            Contacto: {contact.name ? `${contact.name}, ` : ''}
            {contact.phone}
          </p>
        ) : null}
      </ReviewPart>
      )}
      <ReviewPart title="Pago" step="pago" onChange={onChange}>
        {hasNothingToPay(checkout) ? (
          <p>{checkout.amounts.giftCardDiscount > 0 ? 'Sin pago: tu tarjeta de regalo cubre el total.' : 'Sin pago: tus descuentos cubren el total.'}</p>
        ) : (
          <p>
            {checkout.paymentMethod ? PAYMENT_METHOD_NAMES[checkout.paymentMethod] : 'Falta elegir cómo pagar.'}
            {card ? `, tarjeta ${card}` : ''}
            {checkout.installment ? `, en ${checkout.installment.installments} cuotas${plan ? ` de ${formatPrice(plan.installment_amount)}` : ''}` : ''}
          </p>
        )}
      </ReviewPart>
      <ReviewPart title="Factura" step="factura" onChange={onChange}>
        <p>{invoice}</p>
      </ReviewPart>
      <section className="co-review__part co-review__part--amounts" aria-labelledby="review-amounts">
        <h3 id="review-amounts" className="co-review__title">
          Total a pagar
        </h3>
        <Amounts />
      </section>
      <button type="button" className="button button--primary button--block button--large" onClick={onPlace} disabled={placing || offline} aria-disabled={placing || offline || undefined} data-testid="place-order">
        {placing ? 'Realizando tu pedido…' : 'Realizar pedido'}
      </button>
    </div>
  );
}

function ReviewPart({ title, step, onChange, children }: { title: string; step: StepId | null; onChange(step: StepId): void; children: ReactNode }) {
  const headingId = `review-${title.toLowerCase()}`;
  return (
    <section className="co-review__part" aria-labelledby={headingId}>
      <div className="co-review__head">
        <h3 id={headingId} className="co-review__title">
          {title}
        </h3>
        {step ? (
          <button type="button" className="button button--link" onClick={() => onChange(step)} aria-label={`Cambiar ${title.toLowerCase()}`}>
            Cambiar
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A line's picture, 56 px (the product's name beside it says what it is), or a blank of the same size. */
export function LinePicture({ image }: { image: Image | null | undefined }) {
  const src = imageUrl(image, 150);
  return src ? <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span className="co-review__placeholder" />;
}
