import { orderTimeline, type TimelineState } from '../../domain/orders/order-rules';

const MARK: Record<TimelineState, string> = {
  done: 'orders-i-done',
  current: 'orders-i-current',
  upcoming: 'orders-i-upcoming',
  failed: 'orders-i-failed',
};

/**
 * The order's steps as an ordered list (`orderTimeline`): each says in words
 * whether it is done, the current one («Ahora», `aria-current="step"`), to come,
 * or where a cancelled or returned order stopped (the rule labels that step
 * «Cancelado» / «Devuelto»).
 */
export function OrderTimeline({ order }: { order: Parameters<typeof orderTimeline>[0] }) {
  const steps = orderTimeline(order);
  return (
    <ol className="timeline" data-testid="order-timeline">
      {steps.map((entry, index) => (
        <li key={entry.step} className={`timeline__step timeline__step--${entry.state}`} aria-current={entry.state === 'current' ? 'step' : undefined}>
          <span className={`icon timeline__mark ${MARK[entry.state]}`} aria-hidden="true" />
          {index < steps.length - 1 ? <span className="timeline__line" aria-hidden="true" /> : null}
          <span className="timeline__label">{entry.label}</span>
          {entry.state === 'current' ? <span className="timeline__note">Ahora</span> : null}
          {entry.state === 'done' ? <span className="visually-hidden"> (completado)</span> : null}
          {entry.state === 'upcoming' ? <span className="visually-hidden"> (pendiente)</span> : null}
        </li>
      ))}
    </ol>
  );
}
