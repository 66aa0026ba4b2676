import type { AppDeps, UserRow } from '../http/context';
import type { OrderDetails, OrderRow } from '../orders/order-store';
import { sendMessage } from '../outbox/outbox';
import { money } from './options';

/**
 * The order email the confirmation promises («Te enviamos los detalles a …»): written to the development outbox
 * (`/dev/outbox`) when an order is placed, with its number, its total, a link to it and, while it waits for a deposit
 * or the wallet, how to pay (the same instructions as the confirmation and the order page). Markdown is kept as text.
 */
export function sendOrderEmail(deps: AppDeps, origin: string, user: Pick<UserRow, 'email'>, order: OrderRow): void {
  if (!user.email) return;
  const details = JSON.parse(order.details) as Pick<OrderDetails, 'advance_instructions'>;
  const waits = order.payment_status === 'AWAITING_DEPOSIT' || order.payment_status === 'AWAITING_WALLET';
  const total = money(order.total_cents);
  const lines = [`Recibimos tu pedido ${order.order_number}. Total: ${total}.`];
  if (waits) {
    lines.push(`Monto a pagar: ${money(order.total_cents - order.paid_cents)}.`);
    for (const item of details.advance_instructions ?? []) lines.push(item.type === 'LINK' ? `${item.label ?? item.text}: ${item.text}` : item.text);
  }
  const link = `${origin}/cuenta/pedidos/${encodeURIComponent(order.order_number)}`;
  lines.push(`Sigue tu pedido en ${link}`);
  sendMessage(deps, { to: user.email, channel: 'email', subject: `Tu pedido ${order.order_number}`, body: lines.join('\n'), link });
}
