import type { EventDetails } from '../../domain/product/product';
import { formatEventDate } from './format';

/** When and where an event takes place (the optional `event` extension), its date in Guatemala. */
export function EventWhen({ event, className = '' }: { event: EventDetails; className?: string }) {
  return (
    <p className={`event-when ${className}`} data-testid="event-when">
      <strong className="event-when__date">{formatEventDate(event.starts_at)}</strong>
      <span className="event-when__venue">
        {event.venue_name}
        {event.venue_address ? `, ${event.venue_address}` : ''}
      </span>
    </p>
  );
}
