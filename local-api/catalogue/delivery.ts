import { AVAILABLE_STOCK, GUATEMALA_OFFSET_MS, toQuetzales, type ProductRow } from './catalogue';
import { FREE_SHIPPING_THRESHOLD } from '../cart/cart-service';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Home delivery cost below the free-shipping threshold, in quetzales. */
export const STANDARD_SHIPPING_COST = 35;
export const EXPRESS_SHIPPING_COST = 60;

/** Midnight (Guatemala) of the day `now` falls on, as a UTC-based date whose UTC fields read as Guatemalan. */
function guatemalanDay(now: Date): Date {
  const local = now.getTime() + GUATEMALA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS);
}

/** `days` delivery days later; deliveries run Monday to Saturday. */
function addDeliveryDays(day: Date, days: number): Date {
  let out = new Date(day.getTime());
  let left = days;
  while (left > 0 || out.getUTCDay() === 0) {
    out = new Date(out.getTime() + DAY_MS);
    if (out.getUTCDay() !== 0) left--;
  }
  return out;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const spanishDay = (day: Date, withMonth: boolean) =>
  `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()}${withMonth ? ` de ${MONTHS[day.getUTCMonth()]}` : ''}`;

/** "el martes 3 de marzo" or "entre el martes 3 y el jueves 5 de marzo". */
export function rangeText(start: Date, end: Date): string {
  if (isoDay(start) === isoDay(end)) return `el ${spanishDay(start, true)}`;
  const sameMonth = start.getUTCMonth() === end.getUTCMonth();
  return `entre el ${spanishDay(start, !sameMonth)} y el ${spanishDay(end, true)}`;
}

function option(
  id: string,
  description: string,
  cost: number,
  start: Date,
  end: Date,
  text: string,
  extra: { is_disabled?: boolean; is_express?: boolean; subtitle?: string | null; is_time_range_supported?: boolean } = {},
) {
  return {
    id,
    description,
    cost,
    expected_delivery_date_range: { start: isoDay(start), end: isoDay(end) },
    expected_delivery_date_range_text: text,
    is_disabled: extra.is_disabled ?? false,
    is_express: extra.is_express ?? false,
    subtitle: extra.subtitle ?? null,
    is_time_range_supported: extra.is_time_range_supported ?? false,
  };
}

/** The delivery estimate shown on a product page (DELIVERY_DATE part). */
export function deliveryFor(product: ProductRow, now: Date) {
  const today = guatemalanDay(now);
  if (product.type === 'DIGITAL' || product.type === 'GIFT_CARD')
    return { delivery_option: option('DIGITAL', 'Entrega digital por correo', 0, today, today, 'Lo recibes en tu correo al instante.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'EVENT_TICKET' || product.type === 'EVENT_SEAT')
    return { delivery_option: option('E-TICKET', 'Entrada digital', 0, today, today, 'Recibe tu entrada en tu correo después del pago.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'VENDING')
    return { delivery_option: option('VENDING', 'Retiro en máquina expendedora', 0, today, today, 'Retíralo hoy en la máquina con tu código.', { subtitle: 'Sin costo' }), express_delivery_option: null };
  if (product.type === 'SERVICES') {
    const start = addDeliveryDays(today, 1);
    const end = addDeliveryDays(today, 2);
    return {
      delivery_option: option('SERVICE', 'Servicio a domicilio', 0, start, end, `Un técnico te visitará ${rangeText(start, end)}.`, { subtitle: 'Agenda la visita después de pagar' }),
      express_delivery_option: null,
    };
  }
  if (!AVAILABLE_STOCK.includes(product.stock_status))
    return {
      delivery_option: option('STANDARD', 'Envío a domicilio', STANDARD_SHIPPING_COST, today, today, 'No disponible para entrega por ahora.', { is_disabled: true }),
      express_delivery_option: null,
    };
  const free = product.has_free_shipping === 1 || toQuetzales(product.price_cents) >= FREE_SHIPPING_THRESHOLD;
  const cost = free ? 0 : STANDARD_SHIPPING_COST;
  const [from, to] =
    product.stock_status === 'PRESALE'
      ? [Math.max(1, product.presale_days ?? 15), Math.max(1, product.presale_days ?? 15) + 3]
      : product.type === 'MOTORCYCLE'
        ? [3, 6]
        : product.stock_status === 'IN_ERP_STOCK'
          ? [2, 4]
          : [1, 2];
  const start = addDeliveryDays(today, from);
  const end = addDeliveryDays(today, to);
  const delivery = option(
    'STANDARD',
    free ? 'Envío gratis a domicilio' : 'Envío a domicilio',
    cost,
    start,
    end,
    `${product.stock_status === 'PRESALE' ? 'Preventa: llega' : 'Llega'} ${rangeText(start, end)}.`,
    { subtitle: free ? 'Envío gratis' : `Envío Q${cost.toFixed(2)}`, is_time_range_supported: true },
  );
  const express =
    product.stock_status === 'IN_STOCK' && product.type !== 'MOTORCYCLE'
      ? option('EXPRESS', 'Envío exprés (Ciudad de Guatemala)', EXPRESS_SHIPPING_COST, addDeliveryDays(today, 1), addDeliveryDays(today, 1), `Llega mañana, ${spanishDay(addDeliveryDays(today, 1), true)}.`, { is_express: true, subtitle: `Envío Q${EXPRESS_SHIPPING_COST.toFixed(2)}` })
      : null;
  return { delivery_option: delivery, express_delivery_option: express };
}
