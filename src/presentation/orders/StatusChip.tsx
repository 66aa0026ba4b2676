import type { CSSProperties } from 'react';
import type { Order } from '../../domain/orders/order';
import { orderStepLabel } from '../../domain/orders/order-rules';

/** The API's status colour when it is a plain hex colour (it ends up in a style attribute), else null. */
export function statusColor(hex: string | null | undefined): string | null {
  return typeof hex === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? hex : null;
}

/** Whether the order was cancelled or returned (its step is a failure). */
export function isCancelledStep(step: Order['step']): boolean {
  return step === 'PermanentFailure' || step === 'AfterApprovedPermanentFailure' || step === 'Returned';
}

/**
 * An order's status as a chip: the Spanish label of its step (never the colour
 * alone) beside a dot and a border in the API's colour.
 */
export function StatusChip({ order }: { order: Pick<Order, 'step' | 'color_hex'> }) {
  const color = statusColor(order.color_hex);
  return (
    <span className="order-chip" data-testid="order-chip" style={color ? ({ '--order-chip': color } as CSSProperties) : undefined}>
      <span className="order-chip__dot" aria-hidden="true" />
      {orderStepLabel(order.step)}
    </span>
  );
}
